import { FingerprintIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { PasskeySummary } from '../../../domain/passkey-api';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormError } from '../../components/ui/field-error';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/http';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from './passkeys-api';

const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? 'Something went wrong. Please try again.';
  // The browser's own refusal (the person cancelled, or no authenticator): say so plainly.
  if (error instanceof Error && error.name === 'NotAllowedError') return 'The passkey was not created.';
  return 'Could not add a passkey on this device. Please try again.';
}

function PasskeyRow({ passkey }: { passkey: PasskeySummary }) {
  const id = useId();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [isEditing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const save = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate({ id: passkey.id, name }, { onSuccess: () => setEditing(false) });
  };
  return (
    <li className="grid gap-2 py-3" data-testid="passkey-row">
      {isEditing ? (
        <form noValidate onSubmit={save} className="flex flex-wrap items-end gap-2">
          <div>
            <Label htmlFor={`${id}-name`}>Passkey name</Label>
            <Input
              id={`${id}-name`}
              value={name}
              onChange={(event) => setName(event.target.value)}
              className="mt-1.5"
            />
          </div>
          <Button type="submit" size="sm" disabled={rename.isPending}>
            Save
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <p className="font-medium">{passkey.name}</p>
            <p className="text-sm text-muted-foreground">
              Added {date.format(new Date(passkey.createdAt))}
              {passkey.lastUsedAt && ` · last used ${date.format(new Date(passkey.lastUsedAt))}`}
            </p>
          </div>
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => setEditing(true)}
              aria-label={`Rename ${passkey.name}`}
            >
              Rename
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={remove.isPending}
              onClick={() => remove.mutate(passkey.id)}
              aria-label={`Remove ${passkey.name}`}
            >
              Remove
            </Button>
          </div>
        </div>
      )}
      {(rename.isError || remove.isError) && <FormError>{errorText(rename.error ?? remove.error)}</FormError>}
    </li>
  );
}

/** Passkeys (issue 18, item 3): sign in with the phone's or computer's screen lock instead of a password. */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <FingerprintIcon aria-hidden="true" className="size-5" /> Passkeys
          </h2>
        </CardTitle>
        <CardDescription>
          Sign in with your fingerprint, face or screen lock instead of your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {passkeys.isPending && <Spinner label="Loading passkeys" />}
        {passkeys.isError && <FormError>{errorText(passkeys.error)}</FormError>}
        {passkeys.data && passkeys.data.length > 0 && (
          <ul className="divide-y" aria-label="Your passkeys">
            {passkeys.data.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} />
            ))}
          </ul>
        )}
        {add.isError && <FormError>{errorText(add.error)}</FormError>}
        <Button variant="outline" className="w-fit" disabled={add.isPending} onClick={() => add.mutate()}>
          {add.isPending ? 'Waiting for your device…' : 'Add a passkey'}
        </Button>
      </CardContent>
    </Card>
  );
}
