import { MonitorSmartphoneIcon } from 'lucide-react';
import type { SessionSummary } from '../../../domain/account-sessions';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormError } from '../../components/ui/field-error';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/http';
import { useEndOtherSessions, useEndSession, useSessions } from './sessions-api';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? 'Something went wrong. Please try again.';
  return 'Could not reach the server. Please try again.';
}

function SessionRow({ session }: { session: SessionSummary }) {
  const endSession = useEndSession();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="session-row">
      <div className="grid gap-0.5">
        <p className="flex items-center gap-2 font-medium">
          {session.device}
          {session.current && <Badge variant="secondary">This device</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">
          Last active about {dateTime.format(new Date(session.lastUsedAt))}
          {session.createdAt && ` · signed in ${dateTime.format(new Date(session.createdAt))}`}
        </p>
        {endSession.isError && <FormError>{errorText(endSession.error)}</FormError>}
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={endSession.isPending}
        onClick={() => endSession.mutate(session.id)}
        aria-label={session.current ? 'Sign out on this device' : `Sign out ${session.device}`}
      >
        {endSession.isPending ? 'Signing out…' : 'Sign out'}
      </Button>
    </li>
  );
}

/** "Where you're signed in": every session of the account, with sign-out per session and for all others. */
export function SessionsCard() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const hasOthers = (sessions.data ?? []).some((session) => !session.current);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <MonitorSmartphoneIcon aria-hidden="true" className="size-5" /> Where you're signed in
          </h2>
        </CardTitle>
        <CardDescription>
          Sign out anywhere you don't recognise, then change your password. Signing out everywhere else also
          revokes your personal access tokens.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {sessions.isPending && <Spinner label="Loading sessions" />}
        {sessions.isError && <FormError>{errorText(sessions.error)}</FormError>}
        {sessions.data && (
          <ul className="divide-y" aria-label="Signed-in sessions">
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
        {endOthers.isError && <FormError>{errorText(endOthers.error)}</FormError>}
        {endOthers.isSuccess && (
          <p role="status" className="text-sm text-muted-foreground">
            Signed out of {endOthers.data.ended} other {endOthers.data.ended === 1 ? 'session' : 'sessions'}
            {endOthers.data.tokensRevoked > 0 &&
              ` and revoked ${endOthers.data.tokensRevoked} personal access ${endOthers.data.tokensRevoked === 1 ? 'token' : 'tokens'}`}
            .
          </p>
        )}
        <Button
          variant="outline"
          className="w-fit"
          disabled={!hasOthers || endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          {endOthers.isPending ? 'Signing out…' : 'Sign out everywhere else'}
        </Button>
      </CardContent>
    </Card>
  );
}
