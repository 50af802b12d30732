import { CheckCircle2Icon, CircleIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { Resume } from '../../../../domain/resume';
import { cn } from '../../../lib/cn';
import { TAILORING_TEXTS } from '../../../lib/i18n/namespaces/tailoring';
import { useT } from '../../../lib/i18n/use-t';
import {
  type ReportStep,
  stepForMissingTerm,
  stepForReportPath,
} from '../../../shared/job-match/report-path-step';
import { editEntryState } from '../../../shared/resume/edit-entry-hint';
import type { TailoringItem } from './tailoring-items';

/** The step an item is edited on: where a found term now is, where a missing one goes, where a check points. */
function stepOfItem(item: TailoringItem, resume: Resume): ReportStep | undefined {
  if (item.source === 'term')
    return item.foundIn ? stepForReportPath(item.foundIn, resume) : stepForMissingTerm(item.kind);
  return item.path ? stepForReportPath(item.path, resume) : undefined;
}

function ItemRow({ item, resume }: { item: TailoringItem; resume: Resume }) {
  const { t } = useT(TAILORING_TEXTS);
  const step = stepOfItem(item, resume);
  const job = step?.jobIndex === undefined ? undefined : resume.experience[step.jobIndex];
  const jobName = job ? [job.jobTitle, job.company].filter((part) => part.trim()).join(', ') : '';
  const stepName = step ? t(`step.${step.stepId}`) : '';
  const place = jobName ? t('step.atJob', { step: stepName, job: jobName }) : stepName;
  const Icon = item.isDone ? CheckCircle2Icon : CircleIcon;
  return (
    <li className="flex items-start gap-2 text-sm" data-done={item.isDone}>
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-4 shrink-0', item.isDone ? 'text-success' : 'text-muted-foreground')}
      />
      <span className="min-w-0 flex-1 break-words">
        <span className="sr-only">{item.isDone ? t('item.done') : t('item.todo')} </span>
        {item.source === 'check' ? (
          <span className="font-medium">{t(`severity.${item.severity}`)}: </span>
        ) : null}
        <span className={cn(item.isDone && 'text-muted-foreground line-through')}>{item.text}</span>
        {item.source === 'term' ? (
          <span className="text-muted-foreground"> ({t(`kind.${item.kind}`)})</span>
        ) : null}
        {step ? (
          <>
            {' '}
            <Link
              href={step.href}
              // 'At that job': Employment History opens the job for editing.
              state={job ? editEntryState(job.id) : undefined}
              aria-label={t('item.goTo', { step: place })}
              className="whitespace-normal text-brand-700 underline underline-offset-2"
            >
              {place}
            </Link>
          </>
        ) : null}
      </span>
    </li>
  );
}

/** The ad's missing terms, then the report's checks, each ticked off as the resume comes to show it. */
export function TailoringChecklist({ items, resume }: { items: TailoringItem[]; resume: Resume }) {
  const { t } = useT(TAILORING_TEXTS);
  const terms = items.filter((item) => item.source === 'term');
  const checks = items.filter((item) => item.source === 'check');
  return (
    <div className="flex flex-col gap-4">
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">{t('items.termsTitle')}</h3>
        {terms.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('items.noTerms')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {terms.map((item) => (
              <ItemRow key={item.key} item={item} resume={resume} />
            ))}
          </ul>
        )}
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">{t('items.checksTitle')}</h3>
        {checks.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('items.noChecks')}</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={t('items.checksTitle')}>
            {checks.map((item) => (
              <ItemRow key={item.key} item={item} resume={resume} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
