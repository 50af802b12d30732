import { MonitorSmartphoneIcon } from 'lucide-react';
import type { SessionSummary } from '../../../domain/account-sessions';
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
import { useEndOtherSessions, useEndSession, useSessions } from './sessions-api';

const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** The server's message as sent, else the card's own text. */
function errorText(error: unknown, t: (key: MessageKey<typeof ACCOUNT_TEXTS>) => string): string {
  if (error instanceof ApiError) return error.serverMessage ?? t('errors.generic');
  return t('errors.offline');
}

/** A moment in the interface language's format, machine-readable too. */
function DateTime({ iso, format }: { iso: string; format: Intl.DateTimeFormat }) {
  return <time dateTime={iso}>{format.format(new Date(iso))}</time>;
}

function SessionRow({ session }: { session: SessionSummary }) {
  const endSession = useEndSession();
  const { t, language } = useT(ACCOUNT_TEXTS);
  const dateTime = new Intl.DateTimeFormat(intlLocale(language), DATE_TIME);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="session-row">
      <div className="grid gap-0.5">
        <p className="flex items-center gap-2 font-medium">
          <span translate="no">{session.device}</span>
          {session.current && <Badge variant="secondary">{t('sessions.thisDevice')}</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">
          {withTags(t(session.createdAt ? 'sessions.lastActiveSince' : 'sessions.lastActive'), {
            last: () => <DateTime iso={session.lastUsedAt} format={dateTime} />,
            since: () => (session.createdAt ? <DateTime iso={session.createdAt} format={dateTime} /> : null),
          })}
        </p>
        {endSession.isError && <FormError>{errorText(endSession.error, t)}</FormError>}
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={endSession.isPending}
        onClick={() => endSession.mutate(session.id)}
        aria-label={
          session.current
            ? t('sessions.signOutHere')
            : t('sessions.signOutDevice', { device: session.device })
        }
      >
        {endSession.isPending ? t('sessions.signingOut') : t('sessions.signOut')}
      </Button>
    </li>
  );
}

/** "Where you're signed in": every session of the account, with sign-out per session and for all others. */
export function SessionsCard() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const hasOthers = (sessions.data ?? []).some((session) => !session.current);
  const { t } = useT(ACCOUNT_TEXTS);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <MonitorSmartphoneIcon aria-hidden="true" className="size-5" /> {t('sessions.title')}
          </h2>
        </CardTitle>
        <CardDescription>{t('sessions.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {sessions.isPending && <Spinner label={t('sessions.loading')} />}
        {sessions.isError && <FormError>{errorText(sessions.error, t)}</FormError>}
        {sessions.data && (
          <ul className="divide-y" aria-label={t('sessions.list')}>
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
        {endOthers.isError && <FormError>{errorText(endOthers.error, t)}</FormError>}
        {endOthers.isSuccess && (
          <p role="status" className="text-sm text-muted-foreground">
            {endOthers.data.tokensRevoked > 0
              ? t('sessions.endedAndRevoked', {
                  sessions: t('sessions.others', { count: endOthers.data.ended }),
                  tokens: t('sessions.tokens', { count: endOthers.data.tokensRevoked }),
                })
              : t('sessions.ended', { sessions: t('sessions.others', { count: endOthers.data.ended }) })}
          </p>
        )}
        <Button
          variant="outline"
          className="w-fit"
          disabled={!hasOthers || endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          {endOthers.isPending ? t('sessions.signingOut') : t('sessions.signOutOthers')}
        </Button>
      </CardContent>
    </Card>
  );
}
