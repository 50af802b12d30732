import { useMutation } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import { ACCOUNT_EXPORT_URL } from '../../../domain/account-api';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormError } from '../../components/ui/field-error';
import { ApiError, apiRequest } from '../../lib/http';
import { ACCOUNT_TEXTS } from '../../lib/i18n/namespaces/account';
import { useT } from '../../lib/i18n/use-t';
import { withTags } from '../../lib/i18n/with-tags';

const FALLBACK_NAME = 'resumable-data.zip';

/** The file name the server gave in Content-Disposition, or a plain one. */
function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? FALLBACK_NAME;
}

/** Fetched, not followed as a link: a refusal (429) is then shown here instead of replacing the page. */
async function downloadExport(): Promise<string> {
  const response = await apiRequest('GET', ACCOUNT_EXPORT_URL);
  const name = fileNameOf(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

/** Download my data (issue 18, item 2): one ZIP of everything in the account; no plan needed. */
export function ExportDataCard() {
  const download = useMutation({ mutationFn: downloadExport });
  const { t } = useT(ACCOUNT_TEXTS);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <DownloadIcon aria-hidden="true" className="size-5" /> {t('export.title')}
          </h2>
        </CardTitle>
        <CardDescription>{t('export.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button
          variant="outline"
          className="w-fit"
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? t('export.preparing') : t('export.submit')}
        </Button>
        {download.isError && (
          <FormError>
            {download.error instanceof ApiError
              ? (download.error.serverMessage ?? t('export.failed'))
              : t('errors.offline')}
          </FormError>
        )}
        {download.isSuccess && (
          <p role="status" className="text-sm text-muted-foreground">
            {withTags(t('export.done'), { file: () => <span translate="no">{download.data}</span> })}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
