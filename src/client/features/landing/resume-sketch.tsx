/** A drawing of a resume page in plain markup: no image request, no layout shift, hidden from screen readers. */
export function ResumeSketch() {
  const line = 'h-2 rounded bg-border';
  return (
    <div
      aria-hidden="true"
      className="mx-auto w-full max-w-sm rounded-lg bg-background p-6 shadow-lg ring-1 ring-border"
    >
      <div className="h-4 w-1/2 rounded bg-brand-700" />
      <div className="mt-2 h-2 w-1/3 rounded bg-brand-200" />
      <div className="mt-6 grid gap-2">
        <div className="h-3 w-1/4 rounded bg-foreground/70" />
        <div className={`${line} w-full`} />
        <div className={`${line} w-11/12`} />
        <div className={`${line} w-4/5`} />
      </div>
      <div className="mt-6 grid gap-2">
        <div className="h-3 w-1/3 rounded bg-foreground/70" />
        <div className={`${line} w-full`} />
        <div className={`${line} w-5/6`} />
        <div className={`${line} w-11/12`} />
        <div className={`${line} w-2/3`} />
      </div>
      <div className="mt-6 flex flex-wrap gap-2">
        {['w-14', 'w-10', 'w-16', 'w-12'].map((width) => (
          <div key={width} className={`h-5 ${width} rounded-full bg-brand-100`} />
        ))}
      </div>
    </div>
  );
}
