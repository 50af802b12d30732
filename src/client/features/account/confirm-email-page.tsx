import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2Icon } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormError } from '../../components/ui/field-error';
import { ApiError, apiJson } from '../../lib/http';
import { ACCOUNT_TEXTS } from '../../lib/i18n/namespaces/account';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useT } from '../../lib/i18n/use-t';

/**
 * /confirm-email?token=...: the link mailed after sign-up or to a new address. The change needs a click here, not just opening the
 * page, so a mail scanner that follows links cannot make it.
 */
export default function ConfirmEmailPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const queryClient = useQueryClient();
  const { t } = useT(ACCOUNT_TEXTS);
  usePageTitle('confirmEmail');
  const confirm = useMutation({
    mutationFn: () =>
      apiJson<{ email: string; message: string }>('POST', '/api/account/email/confirm', { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/current-user'] }),
  });
  const errorText =
    confirm.error instanceof ApiError
      ? (confirm.error.serverMessage ?? t('confirm.invalidLink'))
      : t('errors.offline');

  return (
    <main className="mx-auto grid w-full max-w-md gap-6 p-4 sm:p-8">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-xl">{t('confirm.title')}</h1>
          </CardTitle>
          <CardDescription>{t('confirm.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {!token ? (
            <FormError>{t('confirm.invalidLink')}</FormError>
          ) : confirm.isSuccess ? (
            <p role="status" className="flex items-center gap-2">
              <CheckCircle2Icon aria-hidden="true" className="size-5 text-success" />
              {confirm.data.message}: {confirm.data.email}.
            </p>
          ) : (
            <Button className="w-fit" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
              {confirm.isPending ? t('confirm.confirming') : t('confirm.submit')}
            </Button>
          )}
          {confirm.isError && <FormError>{errorText}</FormError>}
          <Button asChild variant="ghost" className="w-fit">
            <Link href="/account-settings">{t('confirm.toSettings')}</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
