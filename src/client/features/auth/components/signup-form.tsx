import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PASSWORD_HINT, type SignupInput, signupSchema } from '../../../../domain/auth-rules';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { describedBy, FormField } from '../../../shared/forms/form-field';
import type { CurrentUser } from '../../../shared/session/current-user';
import { registerAccount } from '../api/auth-calls';
import { FormBanner } from './form-banner';
import { PasswordInput } from './password-input';
import { applySubmitError } from './submit-errors';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

export function SignupForm({ onSuccess }: { onSuccess: (user: CurrentUser) => void }) {
  const [banner, setBanner] = useState<string | null>(null);
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
      setBanner(applySubmitError(error, FIELDS, form.setError, 'Signup failed'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <FormBanner message={banner} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="signup-first-name" label="First name" error={errors.firstName?.message}>
          <Input
            id="signup-first-name"
            autoComplete="given-name"
            {...describedBy('signup-first-name', !!errors.firstName)}
            {...form.register('firstName')}
          />
        </FormField>
        <FormField id="signup-last-name" label="Last name" error={errors.lastName?.message}>
          <Input
            id="signup-last-name"
            autoComplete="family-name"
            {...describedBy('signup-last-name', !!errors.lastName)}
            {...form.register('lastName')}
          />
        </FormField>
      </div>
      <FormField id="signup-email" label="Email" error={errors.email?.message}>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          {...describedBy('signup-email', !!errors.email)}
          {...form.register('email')}
        />
      </FormField>
      <FormField id="signup-password" label="Password" error={errors.password?.message} hint={PASSWORD_HINT}>
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          {...describedBy('signup-password', !!errors.password)}
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" size="lg" loading={isSubmitting}>
        Save &amp; continue
      </Button>
    </form>
  );
}
