import { Fragment, useEffect } from 'react';
import { SEO_TEXTS } from '../../lib/i18n/namespaces/seo';
import { useT } from '../../lib/i18n/use-t';
import type { LegalSection } from './legal-texts';

/**
 * A legal page. Its text exists in English only (issue 33 allows that where the operator has provided no
 * translation): it is marked lang="en" so screen readers read it in English, and a reader of another language is
 * told so in theirs. The tab's title follows the interface language, as the prerendered head does.
 */
export function LegalDocument({
  page,
  title,
  updated,
  sections,
}: {
  page: 'privacy' | 'terms';
  title: string;
  updated: string;
  sections: readonly LegalSection[];
}) {
  const { t, language } = useT(SEO_TEXTS);
  const localTitle = t(`${page}.title`);
  useEffect(() => {
    document.title = `${localTitle} | Resumable`;
  }, [localTitle]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      {language === 'en' ? null : (
        <p role="note" className="mb-6 rounded-md border border-border bg-muted px-4 py-3 text-sm">
          {t('englishOnly')}
        </p>
      )}
      {/* English, so read left to right on an Arabic page too. */}
      <article
        lang="en"
        dir="ltr"
        className="[&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_li]:mt-1 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:ps-6"
      >
        <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
        <p lang="en" className="text-sm text-muted-foreground">
          Last updated {updated}
        </p>
        {sections.map((section) => (
          <Fragment key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items && (
              <ul>
                {section.items.map((item) => (
                  <li key={item.text}>
                    {item.lead && <strong>{item.lead}</strong>}
                    {item.text}
                  </li>
                ))}
              </ul>
            )}
          </Fragment>
        ))}
      </article>
    </div>
  );
}
