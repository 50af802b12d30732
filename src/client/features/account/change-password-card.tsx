import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRoundIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { changePasswordSchema, PASSWORD_HINT } from '../../../domain/auth-rules';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormError } from '../../components/ui/field-error';
import { Input } from '../../components/ui/input';
import { ApiError, apiJson } from '../../lib/http';
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
      } else setErrors({ form: 'Could not reach the server. Please try again.' });
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
    <FormField id={`${id}-${name}`} label={label} error={errors[name]} {...(hint ? { hint } : {})}>
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
            <KeyRoundIcon aria-hidden="true" className="size-5" /> Change password
          </h2>
        </CardTitle>
        <CardDescription>Changing your password signs you out everywhere else.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid max-w-sm gap-4">
          {field('currentPassword', 'Current password', currentPassword, setCurrentPassword)}
          {field('newPassword', 'New password', newPassword, setNewPassword, PASSWORD_HINT)}
          <FormError>{errors.form}</FormError>
          {change.isSuccess && (
            <p role="status" className="text-sm text-muted-foreground">
              Password updated. Signed out of {change.data.endedSessions} other{' '}
              {change.data.endedSessions === 1 ? 'session' : 'sessions'}.
            </p>
          )}
          <Button type="submit" className="w-fit" disabled={change.isPending}>
            {change.isPending ? 'Updating…' : 'Update password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
