import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type LoginInput, loginSchema } from '../../../../domain/auth-rules';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { describedBy, FormField } from '../../../shared/forms/form-field';
import type { CurrentUser } from '../../../shared/session/current-user';
import { loginWithEmail } from '../api/auth-calls';
import { FormBanner } from './form-banner';
import { PasswordInput } from './password-input';
import { applySubmitError } from './submit-errors';
import { TwoFactorStep } from './two-factor-step';

const FIELDS = ['email', 'password'] as const;

export function LoginForm(props: {
  onSuccess: (user: CurrentUser) => void;
  /** Absent on /login, where there is no forgot-password modal to open. */
  onForgotPassword?: () => void;
  idPrefix?: string;
  /** A provider sign-in of a two-factor account lands here with the password step already done. */
  isAskingCodeFirst?: boolean;
}) {
  const id = props.idPrefix ?? 'login';
  const [banner, setBanner] = useState<string | null>(null);
  const [isAskingCode, setAskingCode] = useState(props.isAskingCodeFirst ?? false);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      const answer = await loginWithEmail(values);
      if (answer.success) props.onSuccess(answer.user);
      else setAskingCode(true);
    } catch (error) {
      setBanner(applySubmitError(error, FIELDS, form.setError, 'Login failed'));
    }
  });

  if (isAskingCode)
    return <TwoFactorStep idPrefix={id} onSuccess={props.onSuccess} onRestart={() => setAskingCode(false)} />;

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <FormBanner message={banner} />
      <FormField id={`${id}-email`} label="Email" error={errors.email?.message}>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          {...describedBy(`${id}-email`, !!errors.email)}
          {...form.register('email')}
        />
      </FormField>
      <FormField id={`${id}-password`} label="Password" error={errors.password?.message}>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="current-password"
          {...describedBy(`${id}-password`, !!errors.password)}
          {...form.register('password')}
        />
      </FormField>
      {props.onForgotPassword ? (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="justify-self-end"
          onClick={props.onForgotPassword}
        >
          Forgot password?
        </Button>
      ) : null}
      <Button type="submit" size="lg" loading={isSubmitting}>
        Sign in
      </Button>
    </form>
  );
}
