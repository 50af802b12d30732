import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type LoginInput, loginSchema } from '../../../../domain/auth-rules';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { AUTH_TEXTS } from '../../../lib/i18n/namespaces/auth';
import { useT } from '../../../lib/i18n/use-t';
import { useFieldMessage } from '../../../shared/forms/field-message';
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
  const { t } = useT(AUTH_TEXTS);
  const fieldMessage = useFieldMessage();
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
      setBanner(applySubmitError(error, FIELDS, form.setError, t('login.failed')));
    }
  });

  if (isAskingCode)
    return <TwoFactorStep idPrefix={id} onSuccess={props.onSuccess} onRestart={() => setAskingCode(false)} />;

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <FormBanner message={banner} />
      <FormField id={`${id}-email`} label={t('fields.email')} error={fieldMessage(errors.email?.message)}>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          {...describedBy(`${id}-email`, !!errors.email)}
          {...form.register('email')}
        />
      </FormField>
      <FormField
        id={`${id}-password`}
        label={t('fields.password')}
        error={fieldMessage(errors.password?.message)}
      >
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
          {t('login.forgot')}
        </Button>
      ) : null}
      <Button type="submit" size="lg" loading={isSubmitting}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
