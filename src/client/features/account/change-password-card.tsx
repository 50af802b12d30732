import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRoundIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { changePasswordSchema, PASSWORD_HINT } from '../../../domain/auth-rules';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormError } from '../../components/ui/field-error';
import { Input } from '../../components/ui/input';
import { ApiError, apiJson } from '../../lib/http';
import { ACCOUNT_TEXTS } from '../../lib/i18n/namespaces/account';
import { useT } from '../../lib/i18n/use-t';
import { useFieldMessage } from '../../shared/forms/field-message';
import { describedBy, FormField } from '../../shared/forms/form-field';
import { sessionKeys } from './sessions-api';

type Field = 'currentPassword' | 'newPassword';
type Errors = Partial<Record<Field | 'form', string>>;

function firstErrors(issues: readonly { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === 'currentPassword' || field === 'newPassword') && !errors[field])
      errors[field] = issue.message;
  }
  return errors;
}

/** Change password (POST /api/account/password): every other session is signed out on success. */
export function ChangePasswordCard() {
  const id = useId();
  const { t } = useT(ACCOUNT_TEXTS);
  const fieldMessage = useFieldMessage();
  const queryClient = useQueryClient();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const change = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiJson<{ endedSessions: number }>('POST', '/api/account/password', body),
    onSuccess: () => {
      setCurrentPassword('');
      setNewPassword('');
      return queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        const fields = error.fieldErrors ?? {};
        setErrors({
          currentPassword: fields.currentPassword,
          newPassword: fields.newPassword,
          form: fields.currentPassword || fields.newPassword ? undefined : error.serverMessage,
        });
      } else setErrors({ form: t('errors.offline') });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = changePasswordSchema.safeParse({ currentPassword, newPassword });
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    change.mutate(parsed.data);
  }

  const field = (name: Field, label: string, value: string, set: (next: string) => void, hint?: string) => (
    <FormField
      id={`${id}-${name}`}
      label={label}
      error={fieldMessage(errors[name])}
      {...(hint ? { hint: fieldMessage(hint) } : {})}
    >
      <Input
        id={`${id}-${name}`}
        type="password"
        autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
        value={value}
        onChange={(event) => set(event.target.value)}
        {...describedBy(`${id}-${name}`, Boolean(errors[name]))}
      />
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <KeyRoundIcon aria-hidden="true" className="size-5" /> {t('password.title')}
          </h2>
        </CardTitle>
        <CardDescription>{t('password.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid max-w-sm gap-4">
          {field('currentPassword', t('password.current'), currentPassword, setCurrentPassword)}
          {field('newPassword', t('password.new'), newPassword, setNewPassword, PASSWORD_HINT)}
          <FormError>{errors.form}</FormError>
          {change.isSuccess && (
            <p role="status" className="text-sm text-muted-foreground">
              {t('password.updated', {
                sessions: t('sessions.others', { count: change.data.endedSessions }),
              })}
            </p>
          )}
          <Button type="submit" className="w-fit" disabled={change.isPending}>
            {change.isPending ? t('password.updating') : t('password.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
