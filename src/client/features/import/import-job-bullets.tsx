import { useState } from 'react';
import { withJobBulletTexts } from '../../../domain/edit-job-bullets';
import { jobBullets } from '../../../domain/job-bullets';
import type { Experience } from '../../../domain/resume';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { IMPORT_TEXTS } from '../../lib/i18n/namespaces/import';
import { useT } from '../../lib/i18n/use-t';

interface ImportJobBulletsProps {
  job: Experience;
  index: number;
  /** The job's description and plain list after an edit, to go into the resume that will be created. */
  onChange(patch: Pick<Experience, 'description' | 'bullets'>): void;
  isUncertain: boolean;
}

/**
 * A job's bullets as the review shows them: read once with jobBullets (the one definition the preview and the
 * exports use), each editable; every edit is applied to the job as it was read, so emptying a bullet (to
 * leave it out, or to retype it) keeps its box and the places of the others.
 */
export function ImportJobBullets({ job, index, onChange, isUncertain }: ImportJobBulletsProps) {
  const [read] = useState(() => ({
    job: { description: job.description, bullets: job.bullets },
    bullets: jobBullets(job, index),
  }));
  const [texts, setTexts] = useState(() => read.bullets.map((bullet) => bullet.text));
  const headingId = `import-job-${index}-bullets`;
  const { t } = useT(IMPORT_TEXTS);
  const edit = (at: number, text: string) => {
    const next = texts.map((old, i) => (i === at ? text : old));
    setTexts(next);
    onChange(withJobBulletTexts(read.job, read.bullets, next));
  };
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col gap-2 sm:col-span-2 ${isUncertain ? 'rounded-md border-2 border-warning bg-warning-soft p-2' : ''}`}
    >
      <h4 id={headingId} className="text-sm font-medium">
        {t('bullets.heading', { n: index + 1, number: texts.filter((text) => text.trim()).length })}
      </h4>
      {isUncertain ? <p className="text-sm text-warning-soft-foreground">{t('bullets.uncertain')}</p> : null}
      {texts.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('bullets.none')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {texts.map((text, at) => {
            const id = `import-job-${index}-bullet-${at}`;
            return (
              <li key={read.bullets[at]?.path ?? id} className="flex flex-col gap-1">
                <Label htmlFor={id}>{t('bullets.label', { n: index + 1, m: at + 1 })}</Label>
                <Textarea id={id} rows={2} value={text} onChange={(event) => edit(at, event.target.value)} />
              </li>
            );
          })}
        </ol>
      )}
      {texts.length > 0 ? <p className="text-xs text-muted-foreground">{t('bullets.hint')}</p> : null}
    </section>
  );
}
