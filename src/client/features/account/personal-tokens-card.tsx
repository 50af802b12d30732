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
import { CreateTokenForm } from './create-token-form';
import { usePersonalTokens, useRevokeToken } from './personal-tokens-api';

const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? 'Something went wrong. Please try again.';
  return 'Could not reach the server. Please try again.';
}

function expiryText(expiresAt: string | null, now = Date.now()): string {
  if (!expiresAt) return 'Never expires';
  const at = new Date(expiresAt);
  return at.getTime() <= now ? `Expired ${date.format(at)}` : `Expires ${date.format(at)}`;
}

function TokenRow({ token }: { token: TokenSummary }) {
  const revoke = useRevokeToken();
  const [isConfirming, setConfirming] = useState(false);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="token-row">
      <div className="grid min-w-0 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words">
          {token.name}
          <Badge variant="secondary">{token.scope === 'write' ? 'Read and write' : 'Read only'}</Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          Created {date.format(new Date(token.createdAt))} ·{' '}
          {token.lastUsedAt ? `Last used ${dateTime.format(new Date(token.lastUsedAt))}` : 'Never used'} ·{' '}
          {expiryText(token.expiresAt)}
        </p>
        {revoke.isError && <FormError>{errorText(revoke.error)}</FormError>}
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setConfirming(true)}
        aria-label={`Revoke ${token.name}`}
      >
        Revoke
      </Button>
      <AlertDialog open={isConfirming} onOpenChange={(open) => !revoke.isPending && setConfirming(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Revoke “{token.name}”?</AlertDialogTitle>
            <AlertDialogDescription>
              Every assistant or script using this token stops working at once. This cannot be undone; you can
              create a new token later.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={revoke.isPending}>Cancel</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={revoke.isPending}
              onClick={() => revoke.mutate(token.id, { onSettled: () => setConfirming(false) })}
            >
              {revoke.isPending ? 'Revoking…' : 'Revoke token'}
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
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <KeyRoundIcon aria-hidden="true" className="size-5" /> Personal access tokens
          </h2>
        </CardTitle>
        <CardDescription>
          Let an AI assistant or your own scripts use your resumes through the API with{' '}
          <code className="text-xs break-all">Authorization: Bearer</code>. A token cannot change your
          password, sign-in or payments. “Sign out everywhere else” revokes every token.{' '}
          <Link href="/ai-assistant" className="underline underline-offset-4">
            Use Resumable from your AI assistant
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {tokens.isPending && <Spinner label="Loading tokens" />}
        {tokens.isError && <FormError>{errorText(tokens.error)}</FormError>}
        {tokens.data && tokens.data.length > 0 && (
          <ul className="divide-y" aria-label="Your personal access tokens">
            {tokens.data.map((token) => (
              <TokenRow key={token.id} token={token} />
            ))}
          </ul>
        )}
        {tokens.data?.length === 0 && !isCreating && (
          <p className="text-sm text-muted-foreground">You have no tokens.</p>
        )}
        {isCreating ? (
          <CreateTokenForm hasPassword={hasPassword} onClose={() => setCreating(false)} />
        ) : (
          <Button variant="outline" className="w-fit" onClick={() => setCreating(true)}>
            Create a token
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
