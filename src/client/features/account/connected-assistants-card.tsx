import { BotIcon } from 'lucide-react';
import { type ConnectedAssistant, canWrite } from '../../../domain/connected-assistants-api';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormError } from '../../components/ui/field-error';
import { Spinner } from '../../components/ui/spinner';
import { intlLocale } from '../../lib/i18n/intl-locale';
import { ACCOUNT_TEXTS } from '../../lib/i18n/namespaces/account';
import { useT } from '../../lib/i18n/use-t';
import { useConnectedAssistants, useRevokeAssistant } from './connected-assistants-api';

function AssistantRow({ assistant }: { assistant: ConnectedAssistant }) {
  const revoke = useRevokeAssistant();
  const { t, language } = useT(ACCOUNT_TEXTS);
  const date = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="assistant-row">
      <div className="grid min-w-0 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words">
          <span translate="no">{assistant.clientName}</span>
          <Badge variant="secondary">
            {canWrite(assistant) ? t('tokens.readWrite') : t('tokens.readOnly')}
          </Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          {t('assistants.connected', { date: date.format(new Date(assistant.createdAt)) })}
        </p>
        {revoke.isError && <FormError>{t('errors.generic')}</FormError>}
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={revoke.isPending}
        onClick={() => revoke.mutate(assistant.id)}
        aria-label={t('assistants.revokeOf', { name: assistant.clientName })}
      >
        {t('tokens.revoke')}
      </Button>
    </li>
  );
}

/**
 * The assistants connected by signing in with OAuth (ADR 0092), beside the personal tokens: each with its
 * access and when it was connected, and a Revoke that disconnects it at once. Shown only when there is one.
 */
export function ConnectedAssistantsCard() {
  const assistants = useConnectedAssistants();
  const { t } = useT(ACCOUNT_TEXTS);
  if (assistants.data?.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <BotIcon aria-hidden="true" className="size-5" /> {t('assistants.title')}
          </h2>
        </CardTitle>
        <CardDescription>{t('assistants.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {assistants.isPending && <Spinner label={t('assistants.loading')} />}
        {assistants.isError && <FormError>{t('errors.generic')}</FormError>}
        {assistants.data && (
          <ul className="divide-y" aria-label={t('assistants.title')}>
            {assistants.data.map((assistant) => (
              <AssistantRow key={assistant.id} assistant={assistant} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
