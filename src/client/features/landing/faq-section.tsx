import { ChevronDownIcon } from 'lucide-react';
import { useMemo } from 'react';
import { LANDING_TEXTS } from '../../lib/i18n/namespaces/landing';
import { useT } from '../../lib/i18n/use-t';
import { buildFaq } from './faq-content';

/**
 * Native <details>: opens and closes with Enter or Space, works before the JavaScript arrives, and costs no
 * bytes (a Radix accordion added about 9 KB gzipped to the landing page's first load).
 */
export function FaqSection() {
  const { t, language } = useT(LANDING_TEXTS);
  const locale = language === 'en' || language === 'xx' ? 'en-US' : language;
  const faq = useMemo(() => buildFaq(t, locale), [t, locale]);
  return (
    <section aria-labelledby="faq-title">
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h2 id="faq-title" className="text-3xl font-bold tracking-tight">
          {t('faq.title')}
        </h2>
        <div className="mt-8 border-t border-border">
          {faq.map((entry) => (
            <details key={entry.question} className="group border-b border-border">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 text-start text-base font-medium hover:underline [&::-webkit-details-marker]:hidden">
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
