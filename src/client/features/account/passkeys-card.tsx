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
import { intlLocale } from '../../lib/i18n/intl-locale';
import type { MessageKey } from '../../lib/i18n/namespaces';
import { ACCOUNT_TEXTS } from '../../lib/i18n/namespaces/account';
import { useT } from '../../lib/i18n/use-t';
import { withTags } from '../../lib/i18n/with-tags';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from './passkeys-api';

/** The server's message as sent, else the card's own text. */
function errorText(error: unknown, t: (key: MessageKey<typeof ACCOUNT_TEXTS>) => string): string {
  if (error instanceof ApiError) return error.serverMessage ?? t('errors.generic');
  // The browser's own refusal (the person cancelled, or no authenticator): say so plainly.
  if (error instanceof Error && error.name === 'NotAllowedError') return t('passkeys.notCreated');
  return t('passkeys.addFailed');
}

/** A day in the interface language's format, machine-readable too. */
function Day({ iso, format }: { iso: string; format: Intl.DateTimeFormat }) {
  return <time dateTime={iso}>{format.format(new Date(iso))}</time>;
}

function PasskeyRow({ passkey }: { passkey: PasskeySummary }) {
  const id = useId();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [isEditing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const { t, language } = useT(ACCOUNT_TEXTS);
  const date = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' });
  const save = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate({ id: passkey.id, name }, { onSuccess: () => setEditing(false) });
  };
  return (
    <li className="grid gap-2 py-3" data-testid="passkey-row">
      {isEditing ? (
        <form noValidate onSubmit={save} className="flex flex-wrap items-end gap-2">
          <div>
            <Label htmlFor={`${id}-name`}>{t('passkeys.name')}</Label>
            <Input
              id={`${id}-name`}
              value={name}
              onChange={(event) => setName(event.target.value)}
              className="mt-1.5"
            />
          </div>
          <Button type="submit" size="sm" disabled={rename.isPending}>
            {t('passkeys.save')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
            {t('passkeys.cancel')}
          </Button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <p className="font-medium" translate="no">
              {passkey.name}
            </p>
            <p className="text-sm text-muted-foreground">
              {withTags(t(passkey.lastUsedAt ? 'passkeys.addedAndUsed' : 'passkeys.added'), {
                added: () => <Day iso={passkey.createdAt} format={date} />,
                used: () => (passkey.lastUsedAt ? <Day iso={passkey.lastUsedAt} format={date} /> : null),
              })}
            </p>
          </div>
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => setEditing(true)}
              aria-label={t('passkeys.renameOf', { name: passkey.name })}
            >
              {t('passkeys.rename')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={remove.isPending}
              onClick={() => remove.mutate(passkey.id)}
              aria-label={t('passkeys.removeOf', { name: passkey.name })}
            >
              {t('passkeys.remove')}
            </Button>
          </div>
        </div>
      )}
      {(rename.isError || remove.isError) && (
        <FormError>{errorText(rename.error ?? remove.error, t)}</FormError>
      )}
    </li>
  );
}

/** Passkeys (issue 18, item 3): sign in with the phone's or computer's screen lock instead of a password. */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const { t } = useT(ACCOUNT_TEXTS);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <FingerprintIcon aria-hidden="true" className="size-5" /> {t('passkeys.title')}
          </h2>
        </CardTitle>
        <CardDescription>{t('passkeys.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {passkeys.isPending && <Spinner label={t('passkeys.loading')} />}
        {passkeys.isError && <FormError>{errorText(passkeys.error, t)}</FormError>}
        {passkeys.data && passkeys.data.length > 0 && (
          <ul className="divide-y" aria-label={t('passkeys.list')}>
            {passkeys.data.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} />
            ))}
          </ul>
        )}
        {add.isError && <FormError>{errorText(add.error, t)}</FormError>}
        <Button variant="outline" className="w-fit" disabled={add.isPending} onClick={() => add.mutate()}>
          {add.isPending ? t('passkeys.waiting') : t('passkeys.add')}
        </Button>
      </CardContent>
    </Card>
  );
}
