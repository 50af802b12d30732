import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { Link } from 'wouter';
import { checkReadiness } from '../../../domain/readiness';
import type { Resume } from '../../../domain/resume';
import { IMPROVE_TEXTS } from '../../lib/i18n/namespaces/improve';
import { useT } from '../../lib/i18n/use-t';
import { readinessMessage, readinessWords } from './readiness-words';

/**
 * The readiness check's advice (spec section 5's document rules), each linked to the step that fixes it.
 * `suggestions` is the number of findings of the ATS and writing check, when it has answered.
 */
export function ReadinessAdvice({
  resume,
  suggestions,
}: {
  resume: Resume;
  suggestions: number | undefined;
}) {
  const { t } = useT(IMPROVE_TEXTS);
  const advice = checkReadiness(resume);
  if (advice.length === 0)
    return (
      <p className="flex items-center gap-2 text-sm text-success-soft-foreground">
        <CircleCheckIcon aria-hidden="true" className="size-4" />
        {readinessWords(t, suggestions)}
      </p>
    );
  return (
    <ul className="flex flex-col gap-2 text-sm" aria-label={t('advice.list')}>
      {advice.map((issue) => {
        const message = readinessMessage(t, issue.message);
        return (
          <li key={issue.field} className="flex items-start gap-2">
            <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
            {/* A rule this page has no words for yet is shown in the domain's English, marked so. */}
            <Link
              href={issue.path}
              className="text-brand-700 hover:underline"
              lang={message === undefined ? 'en' : undefined}
            >
              {message ?? issue.message}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
