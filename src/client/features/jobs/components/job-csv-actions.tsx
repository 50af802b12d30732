import { DownloadIcon, FileUpIcon } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonVariants } from '../../../components/ui/button';
import { JOB_CSV_TEXTS } from '../../../lib/i18n/namespaces/job-csv';
import { useT } from '../../../lib/i18n/use-t';
import { JOBS_CSV_EXPORT_PATH } from '../job-csv-api';
import { ImportCsvDialog } from './import-csv-dialog';

/** /jobs: "Export CSV" (a plain download of every job) and "Import CSV" (the mapping dialog). */
export function JobCsvActions() {
  const { t } = useT(JOB_CSV_TEXTS);
  const [isImporting, setImporting] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <a href={JOBS_CSV_EXPORT_PATH} download className={buttonVariants({ variant: 'outline' })}>
        <DownloadIcon aria-hidden /> {t('export.link')}
      </a>
      <Button variant="outline" onClick={() => setImporting(true)}>
        <FileUpIcon aria-hidden /> {t('import.open')}
      </Button>
      <ImportCsvDialog open={isImporting} onOpenChange={setImporting} />
    </div>
  );
}
