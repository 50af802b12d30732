import { KeyRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { TokenSummary } from '../../../domain/personal-token-api';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormError } from '../../components/ui/field-error';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/http';
import { intlLocale } from '../../lib/i18n/intl-locale';
import type { MessageKey } from '../../lib/i18n/namespaces';
import { ACCOUNT_TEXTS } from '../../lib/i18n/namespaces/account';
import { useT } from '../../lib/i18n/use-t';
import { withTags } from '../../lib/i18n/with-tags';
import { CreateTokenForm } from './create-token-form';
import { usePersonalTokens, useRevokeToken } from './personal-tokens-api';

type Translate = (key: MessageKey<typeof ACCOUNT_TEXTS>) => string;

/** The server's message as sent, else the card's own text. */
function errorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError) return error.serverMessage ?? t('errors.generic');
  return t('errors.offline');
}

/** A moment in the interface language's format, machine-readable too. */
function Moment({ iso, format }: { iso: string; format: Intl.DateTimeFormat }) {
  return <time dateTime={iso}>{format.format(new Date(iso))}</time>;
}

function expiryKey(expiresAt: string | null, now = Date.now()): MessageKey<typeof ACCOUNT_TEXTS> {
  if (!expiresAt) return 'tokens.neverExpires';
  return new Date(expiresAt).getTime() <= now ? 'tokens.expired' : 'tokens.expires';
}

function TokenRow({ token }: { token: TokenSummary }) {
  const revoke = useRevokeToken();
  const [isConfirming, setConfirming] = useState(false);
  const { t, language } = useT(ACCOUNT_TEXTS);
  const locale = intlLocale(language);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="token-row">
      <div className="grid min-w-0 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words">
          <span translate="no">{token.name}</span>
          <Badge variant="secondary">
            {token.scope === 'write' ? t('tokens.readWrite') : t('tokens.readOnly')}
          </Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          {withTags(t('tokens.created'), { created: () => <Moment iso={token.createdAt} format={date} /> })} ·{' '}
          {token.lastUsedAt
            ? withTags(t('tokens.lastUsed'), {
                used: () => <Moment iso={token.lastUsedAt ?? ''} format={dateTime} />,
              })
            : t('tokens.neverUsed')}{' '}
          ·{' '}
          {withTags(t(expiryKey(token.expiresAt)), {
            at: () => (token.expiresAt ? <Moment iso={token.expiresAt} format={date} /> : null),
          })}
        </p>
        {revoke.isError && <FormError>{errorText(revoke.error, t)}</FormError>}
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setConfirming(true)}
        aria-label={t('tokens.revokeOf', { name: token.name })}
      >
        {t('tokens.revoke')}
      </Button>
      <AlertDialog open={isConfirming} onOpenChange={(open) => !revoke.isPending && setConfirming(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('tokens.revokeTitle', { name: token.name })}</AlertDialogTitle>
            <AlertDialogDescription>{t('tokens.revokeText')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={revoke.isPending}>{t('tokens.cancel')}</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={revoke.isPending}
              onClick={() => revoke.mutate(token.id, { onSettled: () => setConfirming(false) })}
            >
              {revoke.isPending ? t('tokens.revoking') : t('tokens.revokeSubmit')}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}

/**
 * Personal access tokens (issue 34, ADR 0086): what lets an AI assistant or a script use the API as this
 * account, within the access chosen. Create (the secret shown once), list with created, last used and expiry,
 * and revoke after a confirmation.
 */
export function PersonalTokensCard({ hasPassword }: { hasPassword: boolean }) {
  const tokens = usePersonalTokens();
  const [isCreating, setCreating] = useState(false);
  const { t } = useT(ACCOUNT_TEXTS);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <KeyRoundIcon aria-hidden="true" className="size-5" /> {t('tokens.title')}
          </h2>
        </CardTitle>
        <CardDescription>
          {withTags(t('tokens.description'), {
            code: () => (
              <code className="text-xs break-all" translate="no">
                Authorization: Bearer
              </code>
            ),
          })}{' '}
          <Link href="/ai-assistant" className="underline underline-offset-4">
            {t('tokens.assistantLink')}
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {tokens.isPending && <Spinner label={t('tokens.loading')} />}
        {tokens.isError && <FormError>{errorText(tokens.error, t)}</FormError>}
        {tokens.data && tokens.data.length > 0 && (
          <ul className="divide-y" aria-label={t('tokens.list')}>
            {tokens.data.map((token) => (
              <TokenRow key={token.id} token={token} />
            ))}
          </ul>
        )}
        {tokens.data?.length === 0 && !isCreating && (
          <p className="text-sm text-muted-foreground">{t('tokens.none')}</p>
        )}
        {isCreating ? (
          <CreateTokenForm hasPassword={hasPassword} onClose={() => setCreating(false)} />
        ) : (
          <Button variant="outline" className="w-fit" onClick={() => setCreating(true)}>
            {t('tokens.create')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
