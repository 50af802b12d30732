import { useMutation } from '@tanstack/react-query';
import { MailIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { type ChangeEmailInput, changeEmailSchema } from '../../../domain/account-api';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormError } from '../../components/ui/field-error';
import { Input } from '../../components/ui/input';
import { ApiError, apiJson } from '../../lib/http';
import { ACCOUNT_TEXTS } from '../../lib/i18n/namespaces/account';
import { useT } from '../../lib/i18n/use-t';
import { useFieldMessage } from '../../shared/forms/field-message';
import { describedBy, FormField } from '../../shared/forms/form-field';

type Field = 'newEmail' | 'password';
type Errors = Partial<Record<Field | 'form', string>>;

/** Change e-mail (issue 18, item 5): a link goes to the new address; the e-mail changes only when it is opened. */
export function ChangeEmailCard({ hasPassword }: { hasPassword: boolean }) {
  const id = useId();
  const { t } = useT(ACCOUNT_TEXTS);
  const fieldMessage = useFieldMessage();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [needsPassword, setNeedsPassword] = useState(hasPassword);
  const change = useMutation({
    mutationFn: (body: ChangeEmailInput) =>
      apiJson<{ message: string; pendingEmail: string }>('POST', '/api/account/email', body),
    onSuccess: () => setPassword(''),
    onError: (error) => {
      if (!(error instanceof ApiError)) {
        setErrors({ form: t('errors.offline') });
        return;
      }
      const fields = error.fieldErrors ?? {};
      if (fields.password) setNeedsPassword(true);
      setErrors({
        newEmail: fields.newEmail,
        password: fields.password,
        form: fields.newEmail || fields.password ? undefined : error.serverMessage,
      });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = changeEmailSchema.safeParse({ newEmail, ...(needsPassword ? { password } : {}) });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setErrors({ [issue?.path[0] === 'password' ? 'password' : 'newEmail']: issue?.message });
      return;
    }
    setErrors({});
    change.mutate(parsed.data);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <MailIcon aria-hidden="true" className="size-5" /> {t('email.title')}
          </h2>
        </CardTitle>
        <CardDescription>{t('email.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid max-w-sm gap-4">
          <FormField id={`${id}-email`} label={t('email.new')} error={fieldMessage(errors.newEmail)}>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={newEmail}
              onChange={(event) => setNewEmail(event.target.value)}
              {...describedBy(`${id}-email`, Boolean(errors.newEmail))}
            />
          </FormField>
          {needsPassword && (
            <FormField
              id={`${id}-password`}
              label={t('reauth.password')}
              error={fieldMessage(errors.password)}
            >
              <Input
                id={`${id}-password`}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                {...describedBy(`${id}-password`, Boolean(errors.password))}
              />
            </FormField>
          )}
          <FormError>{errors.form}</FormError>
          {change.isSuccess && (
            <p role="status" className="text-sm text-muted-foreground">
              {change.data.message}
            </p>
          )}
          <Button type="submit" variant="outline" className="w-fit" disabled={change.isPending}>
            {change.isPending ? t('email.sending') : t('email.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
