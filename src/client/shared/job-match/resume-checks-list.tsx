import { CircleAlertIcon, CircleCheckIcon, InfoIcon, OctagonAlertIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { JobMatchCheck } from '../../../domain/job-match-api';
import type { Resume } from '../../../domain/resume';
import { serverTextLang } from '../../lib/http';
import { MATCH_TEXTS } from '../../lib/i18n/namespaces/match';
import { useT } from '../../lib/i18n/use-t';
import { describePath } from './describe-path';

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;
const SEVERITY_WORDS = { error: 'checks.error', warning: 'checks.warning', info: 'checks.info' } as const;

/** The ATS and writing check's findings, most serious first, each naming the item it concerns and its fix. */
export function ResumeChecksList({ checks, resume }: { checks: JobMatchCheck[]; resume: Resume }) {
  const { t, language } = useT(MATCH_TEXTS);
  if (checks.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-success-soft-foreground">
        <CircleCheckIcon aria-hidden="true" className="size-4" />
        {t('checks.none')}
      </p>
    );
  }
  // Two findings of one kind on one item never happen, so kind and item name each finding.
  const sorted = [...checks].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
  return (
    <ul className="flex flex-col gap-2 text-sm" aria-label={t('checks.label')}>
      {sorted.map((check) => {
        const place = check.path ? describePath(resume, check.path, t) : undefined;
        const Icon =
          check.severity === 'error'
            ? OctagonAlertIcon
            : check.severity === 'warning'
              ? CircleAlertIcon
              : InfoIcon;
        return (
          <li key={`${check.id}-${check.path ?? ''}`} className="flex items-start gap-2">
            <Icon
              aria-hidden="true"
              className={
                check.severity === 'info'
                  ? 'mt-0.5 size-4 shrink-0 text-muted-foreground'
                  : 'mt-0.5 size-4 shrink-0 text-warning'
              }
            />
            <span className="min-w-0 break-words">
              <span className="font-medium">{t(SEVERITY_WORDS[check.severity])} </span>
              <span lang={serverTextLang(language)}>{check.message}</span>
              {place && (
                <>
                  {' '}
                  <Link href={place.href} className="text-brand-700 underline underline-offset-2">
                    ({place.label})
                  </Link>
                </>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
