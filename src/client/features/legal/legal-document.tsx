import { type ReactNode, useEffect } from 'react';

/** The frame of a legal page: one h1, the date it last changed, and its sections. */
export function LegalDocument({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} | Resumable`;
  }, [title]);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_li]:mt-1 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      <p className="text-sm text-muted-foreground">Last updated {updated}</p>
      {children}
    </article>
  );
}
