/** The word mark: an inline SVG, so the header needs no image request. */
/** `isCompact`: show only the mark below the sm breakpoint (the site header on phones). */
export function Logo({ isCompact = false }: { isCompact?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2 text-xl font-bold text-brand-700">
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28" className="shrink-0">
        <rect width="28" height="28" rx="6" fill="currentColor" />
        <path d="M8 7h8l4 4v10H8z" fill="#fff" />
        <path d="M11 14h6M11 17h6M11 11h3" stroke="#1d4ed8" strokeWidth="1.5" />
      </svg>
      {/* On phones the mark alone, so the header's buttons fit; the link around it is named. */}
      <span className={isCompact ? 'max-sm:sr-only' : undefined} translate="no">
        Resumable
      </span>
    </span>
  );
}
