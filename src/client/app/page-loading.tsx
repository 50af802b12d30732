import { Spinner } from '../components/ui/spinner';

/** Shown while a route's code loads. */
export function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <Spinner />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
