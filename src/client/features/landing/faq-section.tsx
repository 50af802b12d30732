import { ChevronDownIcon } from 'lucide-react';
import { buildFaq } from './faq-content';

const FAQ = buildFaq();

/**
 * Native <details>: opens and closes with Enter or Space, works before the JavaScript arrives, and costs no
 * bytes (a Radix accordion added about 9 KB gzipped to the landing page's first load).
 */
export function FaqSection() {
  return (
    <section aria-labelledby="faq-title">
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h2 id="faq-title" className="text-3xl font-bold tracking-tight">
          Frequently asked questions
        </h2>
        <div className="mt-8 border-t border-border">
          {FAQ.map((entry) => (
            <details key={entry.question} className="group border-b border-border">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 text-left text-base font-medium hover:underline [&::-webkit-details-marker]:hidden">
                <h3>{entry.question}</h3>
                <ChevronDownIcon
                  aria-hidden="true"
                  className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
                />
              </summary>
              <p className="pb-4 text-base text-muted-foreground">{entry.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
