import {
  JOB_CSV_FIELDS,
  JOB_CSV_IGNORE,
  type JobCsvPreview,
  type JobCsvTarget,
} from '../../../../domain/job-csv-api';
import { fieldClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { JOB_CSV_TEXTS } from '../../../lib/i18n/namespaces/job-csv';
import { useT } from '../../../lib/i18n/use-t';

interface Props {
  preview: JobCsvPreview;
  mapping: JobCsvTarget[];
  onChange(mapping: JobCsvTarget[]): void;
}

/** One labelled select per column of the file, our field or "do not import", with a few of its values. */
export function ImportCsvMapping({ preview, mapping, onChange }: Props) {
  const { t } = useT(JOB_CSV_TEXTS);
  return (
    <ul className="flex flex-col gap-3" aria-label={t('mapping.title')}>
      {preview.columns.map((column) => {
        const id = `csv-column-${column.index}`;
        return (
          <li key={column.index} className="flex flex-col gap-1.5 rounded-md border p-3">
            <label htmlFor={id} className="break-words font-medium text-sm">
              {column.header}
            </label>
            <select
              id={id}
              aria-describedby={`${id}-examples`}
              className={cn(fieldClasses, 'h-10')}
              value={mapping[column.index] ?? JOB_CSV_IGNORE}
              onChange={(event) => {
                const next = [...mapping];
                next[column.index] = event.target.value as JobCsvTarget;
                onChange(next);
              }}
            >
              <option value={JOB_CSV_IGNORE}>{t('mapping.ignore')}</option>
              {JOB_CSV_FIELDS.map((field) => (
                <option key={field} value={field}>
                  {t(`field.${field}`)}
                </option>
              ))}
            </select>
            <p id={`${id}-examples`} className="break-words text-muted-foreground text-xs">
              {column.samples.length > 0
                ? t('mapping.examples', { examples: column.samples.join(' · ') })
                : t('mapping.empty')}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

/** What stops the import before it is sent: an unmapped title or company, a field chosen twice. */
export function mappingProblem(
  mapping: JobCsvTarget[],
): { key: 'needed' } | { key: 'twice'; field: string } | null {
  const chosen = mapping.filter((target) => target !== JOB_CSV_IGNORE);
  const twice = chosen.find((target, index) => chosen.indexOf(target) !== index);
  if (twice) return { key: 'twice', field: twice };
  if (!chosen.includes('title') || !chosen.includes('company')) return { key: 'needed' };
  return null;
}
