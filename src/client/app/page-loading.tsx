/**
 * Shown while a route's code loads. Plain markup, no UI-kit imports: it is in every page's first load, and the
 * kit's class merging (tailwind-merge) would add about 9 KB there.
 */
export function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
      />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
