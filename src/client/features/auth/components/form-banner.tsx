/** The general error banner of a form (errors not tied to one field). */
export function FormBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-md border border-danger bg-danger/10 px-3 py-2 text-sm text-danger">
      {message}
    </div>
  );
}
