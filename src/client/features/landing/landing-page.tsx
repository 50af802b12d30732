import { Link } from 'wouter';

/** The landing page. The full marketing page comes with its own issue; every call to action starts the builder. */
export default function LandingPage() {
  return (
    <div className="min-h-screen bg-white">
      <header className="border-b border-gray-200">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
          <Link href="/" className="text-xl font-bold text-blue-700">
            Resumable
          </Link>
          <Link
            href="/write/personal-details?new=true"
            className="rounded-md bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
          >
            Build my Resume
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-20 text-center">
        <h1 className="text-4xl font-bold tracking-tight text-gray-900">
          Build an ATS-friendly resume in minutes
        </h1>
        <p className="mt-4 text-lg text-gray-600">
          Fill in each step, watch your resume take shape in a live preview, and download it as PDF or Word.
        </p>
        <Link
          href="/write/personal-details?new=true"
          className="mt-8 inline-block rounded-md bg-blue-700 px-6 py-3 font-semibold text-white hover:bg-blue-800"
        >
          Build my Resume
        </Link>
      </main>
    </div>
  );
}
