import type { JobCsvReport } from '../../../../domain/job-csv-api';
import { JOB_CSV_TEXTS } from '../../../lib/i18n/namespaces/job-csv';
import { useT } from '../../../lib/i18n/use-t';

/** The rows created, and each row skipped or changed with its number as the spreadsheet shows it. */
export function ImportCsvReport({ report }: { report: JobCsvReport }) {
  const { t } = useT(JOB_CSV_TEXTS);
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
              <span className="font-medium">{t('report.row', { row: skip.row })}</span>: {skip.reason}
            </li>
          ))}
        </ul>
      )}
      {report.warnings.length > 0 && (
        <>
          <h3 className="font-semibold text-sm">{t('report.warnings')}</h3>
          <ul className="flex max-h-60 flex-col gap-1 overflow-y-auto text-sm">
            {report.warnings.map((warning, index) => (
              // A row may carry several warnings.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is never reordered.
              <li key={index}>
                <span className="font-medium">{t('report.row', { row: warning.row })}</span>:{' '}
                {warning.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
