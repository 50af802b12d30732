import { useMutation, useQuery } from '@tanstack/react-query';
import { MailWarningIcon } from 'lucide-react';
import { emailStatusAnswerSchema } from '../../../../domain/account-api';
import { Button } from '../../../components/ui/button';
import { ApiError, apiJson } from '../../../lib/http';
import { DASHBOARD_TEXTS } from '../../../lib/i18n/namespaces/dashboard';
import { useT } from '../../../lib/i18n/use-t';
import { withTags } from '../../../lib/i18n/with-tags';

/**
 * The dashboard's reminder to confirm the e-mail (issue 18, item 5). It never blocks anything; it sits below
 * the drafts so its late arrival moves nothing the person is looking at.
 */
export function VerifyEmailReminder() {
  const { t } = useT(DASHBOARD_TEXTS);
  const status = useQuery({
    queryKey: ['/api/account/email/status'],
    queryFn: async ({ signal }) =>
      emailStatusAnswerSchema.parse(await apiJson('GET', '/api/account/email/status', undefined, { signal })),
  });
  const resend = useMutation({
    mutationFn: () => apiJson<{ message: string }>('POST', '/api/account/email/verify'),
  });
  if (!status.data || status.data.verified) return null;
  return (
    <section
      aria-label={t('verify.label')}
      className="flex flex-wrap items-center gap-3 rounded-md border border-warning/50 bg-warning-soft p-4 text-sm text-warning-soft-foreground"
    >
      <MailWarningIcon aria-hidden="true" className="size-5 shrink-0" />
      <p className="min-w-0 flex-1">
        {withTags(t('verify.text'), {
          email: () => (
            <span className="break-all font-medium" translate="no">
              {status.data?.email}
            </span>
          ),
        })}
      </p>
      <Button
        size="sm"
        variant="outline"
        disabled={resend.isPending || resend.isSuccess}
        onClick={() => resend.mutate()}
      >
        {resend.isSuccess ? t('verify.sent') : t('verify.resend')}
      </Button>
      {resend.isError && (
        <p role="alert" className="w-full text-danger">
          {resend.error instanceof ApiError
            ? (resend.error.serverMessage ?? t('verify.failed'))
            : t('verify.offline')}
        </p>
      )}
    </section>
  );
}
