import { useMutation } from '@tanstack/react-query';
import { Trash2Icon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { DeleteAccountInput } from '../../../domain/account-api';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormError } from '../../components/ui/field-error';
import { Input } from '../../components/ui/input';
import { ApiError, apiJson } from '../../lib/http';
import { ACCOUNT_TEXTS } from '../../lib/i18n/namespaces/account';
import { useT } from '../../lib/i18n/use-t';
import { withTags } from '../../lib/i18n/with-tags';
import { useFieldMessage } from '../../shared/forms/field-message';
import { describedBy, FormField } from '../../shared/forms/form-field';
import { leaveSignedOut } from '../../shared/session/use-logout';
import { ReauthPasswordField } from './reauth-password-field';

type Errors = Partial<Record<'password' | 'confirmEmail' | 'form', string>>;

/**
 * Delete my account (issue 18, item 1): a dialog that says what goes, asks for the password (provider-only
 * accounts: a recent sign-in, checked by the server) and for the account's e-mail typed in; Delete stays off
 * until the e-mail matches. Success signs this and every other tab out.
 */
export function DeleteAccountCard({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const id = useId();
  const { t } = useT(ACCOUNT_TEXTS);
  const fieldMessage = useFieldMessage();
  const [isOpen, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmEmail, setConfirmEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // A provider account that also set a password (through "Forgot password") is asked for it by the server.
  const [needsPassword, setNeedsPassword] = useState(hasPassword);
  const remove = useMutation({
    mutationFn: (body: DeleteAccountInput) => apiJson('DELETE', '/api/account', body),
    onSuccess: () => leaveSignedOut(),
    onError: (error) => {
      if (!(error instanceof ApiError)) {
        setErrors({ form: t('delete.offline') });
        return;
      }
      const fields = error.fieldErrors ?? {};
      if (fields.password) setNeedsPassword(true);
      setErrors({
        password: fields.password,
        confirmEmail: fields.confirmEmail,
        form: fields.password || fields.confirmEmail ? undefined : error.serverMessage,
      });
    },
  });
  const isMatch = confirmEmail.trim().toLowerCase() === email.toLowerCase();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isMatch) return;
    setErrors({});
    remove.mutate({ confirmEmail: confirmEmail.trim(), ...(needsPassword ? { password } : {}) });
  }

  return (
    <Card className="border-danger/40">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <Trash2Icon aria-hidden="true" className="size-5" /> {t('delete.title')}
          </h2>
        </CardTitle>
        <CardDescription>{t('delete.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          {t('delete.open')}
        </Button>
        <AlertDialog open={isOpen} onOpenChange={(open) => !remove.isPending && setOpen(open)}>
          <AlertDialogContent>
            <form noValidate onSubmit={submit} className="grid gap-4">
              <AlertDialogHeader>
                <AlertDialogTitle>{t('delete.dialogTitle')}</AlertDialogTitle>
                <AlertDialogDescription>{t('delete.dialogText')}</AlertDialogDescription>
              </AlertDialogHeader>
              <ReauthPasswordField
                id={`${id}-password`}
                hasPassword={needsPassword}
                password={password}
                onPasswordChange={setPassword}
                error={errors.password}
              />
              <FormField
                id={`${id}-email`}
                label={withTags(t('delete.typeEmail'), {
                  email: () => (
                    <span className="font-medium break-all" translate="no">
                      {email}
                    </span>
                  ),
                })}
                error={fieldMessage(errors.confirmEmail)}
              >
                <Input
                  id={`${id}-email`}
                  type="email"
                  autoComplete="off"
                  value={confirmEmail}
                  onChange={(event) => setConfirmEmail(event.target.value)}
                  {...describedBy(`${id}-email`, Boolean(errors.confirmEmail))}
                />
              </FormField>
              <FormError>{errors.form}</FormError>
              <AlertDialogFooter>
                <AlertDialogCancel disabled={remove.isPending}>{t('delete.cancel')}</AlertDialogCancel>
                <Button type="submit" variant="destructive" disabled={!isMatch || remove.isPending}>
                  {remove.isPending ? t('delete.deleting') : t('delete.submit')}
                </Button>
              </AlertDialogFooter>
            </form>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
