import type { JobCsvReport, JobCsvSkipCode, JobCsvWarningCode } from '../../../../domain/job-csv-api';
import { MAX_JOBS_PER_USER } from '../../../../domain/jobs-api';
import { JOB_CSV_TEXTS } from '../../../lib/i18n/namespaces/job-csv';
import { useT } from '../../../lib/i18n/use-t';

type Skip = JobCsvReport['skipped'][number];
type Warning = JobCsvReport['warnings'][number];

const SKIP_KEYS = {
  missing_title: 'skip.missingTitle',
  missing_company: 'skip.missingCompany',
  duplicate: 'skip.duplicate',
  duplicate_in_file: 'skip.duplicateInFile',
  over_limit: 'skip.overLimit',
} as const satisfies Partial<Record<JobCsvSkipCode, string>>;

const WARNING_KEYS = {
  unknown_status: 'warn.unknownStatus',
  link_left_out: 'warn.linkLeftOut',
  next_step_date_left_out: 'warn.nextStepDateLeftOut',
  date_applied_left_out: 'warn.dateAppliedLeftOut',
  date_applied_saved: 'warn.dateAppliedSaved',
} as const satisfies Record<JobCsvWarningCode, string>;

/** The rows created, and each row skipped or changed with its number as the spreadsheet shows it. */
export function ImportCsvReport({ report }: { report: JobCsvReport }) {
  const { t } = useT(JOB_CSV_TEXTS);
  // The server's English reason is the fallback for a value over a bound ('invalid'), which names its field.
  const skipText = (skip: Skip) =>
    skip.code === 'invalid'
      ? skip.reason
      : t(SKIP_KEYS[skip.code], { sameAsRow: skip.sameAsRow ?? '', count: MAX_JOBS_PER_USER });
  const warningText = (warning: Warning) => t(WARNING_KEYS[warning.code], { value: warning.value });
  return (
    <div className="flex flex-col gap-3" data-testid="csv-import-report">
      <p role="status" className="font-medium">
        {t('report.created', { number: report.created.length })}
        <br />
        {t('report.skipped', { number: report.skipped.length })}
      </p>
      {report.skipped.length > 0 && (
        <ul
          className="flex max-h-60 flex-col gap-1 overflow-y-auto text-sm"
          aria-label={t('report.skipped', { number: report.skipped.length })}
        >
          {report.skipped.map((skip) => (
            <li key={skip.row}>
              <span className="font-medium">{t('report.row', { row: skip.row })}</span>: {skipText(skip)}
            </li>
          ))}
        </ul>
      )}
      {report.warnings.length > 0 && (
        <>
          <h3 className="font-semibold text-sm">{t('report.warnings')}</h3>
          <ul className="flex max-h-60 flex-col gap-1 overflow-y-auto text-sm">
            {report.warnings.map((warning) => (
              <li key={`${warning.row}-${warning.code}`}>
                <span className="font-medium">{t('report.row', { row: warning.row })}</span>:{' '}
                {warningText(warning)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
