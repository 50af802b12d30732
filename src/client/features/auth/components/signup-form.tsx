import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PASSWORD_HINT, type SignupInput, signupSchema } from '../../../../domain/auth-rules';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { AUTH_TEXTS } from '../../../lib/i18n/namespaces/auth';
import { useT } from '../../../lib/i18n/use-t';
import { useFieldMessage } from '../../../shared/forms/field-message';
import { describedBy, FormField } from '../../../shared/forms/form-field';
import type { CurrentUser } from '../../../shared/session/current-user';
import { registerAccount } from '../api/auth-calls';
import { FormBanner } from './form-banner';
import { PasswordInput } from './password-input';
import { applySubmitError } from './submit-errors';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

export function SignupForm({ onSuccess }: { onSuccess: (user: CurrentUser) => void }) {
  const [banner, setBanner] = useState<string | null>(null);
  const { t } = useT(AUTH_TEXTS);
  const fieldMessage = useFieldMessage();
  const form = useForm<SignupInput>({
    resolver: zodResolver(signupSchema),
    mode: 'onChange',
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      const answer = await registerAccount(values);
      onSuccess(answer.user);
    } catch (error) {
      setBanner(applySubmitError(error, FIELDS, form.setError, t('signup.failed')));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <FormBanner message={banner} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          id="signup-first-name"
          label={t('fields.firstName')}
          error={fieldMessage(errors.firstName?.message)}
        >
          <Input
            id="signup-first-name"
            autoComplete="given-name"
            {...describedBy('signup-first-name', !!errors.firstName)}
            {...form.register('firstName')}
          />
        </FormField>
        <FormField
          id="signup-last-name"
          label={t('fields.lastName')}
          error={fieldMessage(errors.lastName?.message)}
        >
          <Input
            id="signup-last-name"
            autoComplete="family-name"
            {...describedBy('signup-last-name', !!errors.lastName)}
            {...form.register('lastName')}
          />
        </FormField>
      </div>
      <FormField id="signup-email" label={t('fields.email')} error={fieldMessage(errors.email?.message)}>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          {...describedBy('signup-email', !!errors.email)}
          {...form.register('email')}
        />
      </FormField>
      <FormField
        id="signup-password"
        label={t('fields.password')}
        error={fieldMessage(errors.password?.message)}
        hint={fieldMessage(PASSWORD_HINT)}
      >
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          {...describedBy('signup-password', !!errors.password)}
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" size="lg" loading={isSubmitting}>
        {t('signup.submit')}
      </Button>
    </form>
  );
}
