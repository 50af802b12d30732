import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ApiError } from '../../lib/http';

/** The whole page of a draft's side page (history, sharing) when it cannot show the draft: why, and the way back. */
export function DraftPageMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-12">
      <h1 className="font-bold text-3xl">{title}</h1>
      {children}
      <Link href="/dashboard" className="text-brand-700 underline">
        Back to your dashboard
      </Link>
    </main>
  );
}

/** The draft could not be loaded: gone (404) or unreachable. */
export function DraftNotFoundMessage({ error }: { error: unknown }) {
  return (
    <DraftPageMessage title="Resume not found">
      <p role="alert">
        {error instanceof ApiError && error.status === 404
          ? 'This resume does not exist or was deleted.'
          : 'Could not load the resume. Please reload the page.'}
      </p>
    </DraftPageMessage>
  );
}
