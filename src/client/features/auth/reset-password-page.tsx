import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useSearch } from 'wouter';
import { type ResetPasswordFormInput, resetPasswordFormSchema } from '../../../domain/auth-rules';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { ApiError } from '../../lib/http';
import { AUTH_TEXTS } from '../../lib/i18n/namespaces/auth';
import { translateNow } from '../../lib/i18n/translate-now';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useT } from '../../lib/i18n/use-t';
import { useFieldMessage } from '../../shared/forms/field-message';
import { describedBy, FormField } from '../../shared/forms/form-field';
import { resetPasswordCall } from './api/auth-calls';
import { errorText } from './api/error-text';
import { FormBanner } from './components/form-banner';
import { PasswordInput } from './components/password-input';

export const SUCCESS_REDIRECT = '/?password-reset=success';
const SUCCESS_CLOSE_MS = 2000;

/** The reset error text of section 8: the joined errors list, else the server's error, else the fallback. */
function resetErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const errors = (error.body as { errors?: unknown } | null)?.errors;
    if (Array.isArray(errors) && errors.length > 0) return errors.join(', ');
  }
  return errorText(error, translateNow(AUTH_TEXTS, 'reset.failed'));
}

/** /reset-password?token=...: the reset dialog over the page (spec section 2). */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const { t } = useT(AUTH_TEXTS);
  usePageTitle('resetPassword');
  const fieldMessage = useFieldMessage();
  const [isDone, setIsDone] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onChange',
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting, isValid } = form.formState;

  useEffect(() => {
    if (!isDone) return;
    const timer = window.setTimeout(() => navigate(SUCCESS_REDIRECT), SUCCESS_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [isDone, navigate]);

  const leave = () => navigate('/');
  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      await resetPasswordCall({ token: values.token, newPassword: values.newPassword });
      setIsDone(true);
    } catch (error) {
      setBanner(resetErrorText(error));
    }
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : leave())}>
      <DialogContent className="max-w-md">
        {!token ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('reset.invalidTitle')}</DialogTitle>
              <DialogDescription>{t('reset.invalidText')}</DialogDescription>
            </DialogHeader>
            <Button type="button" onClick={leave}>
              {t('reset.close')}
            </Button>
          </>
        ) : isDone ? (
          <DialogHeader className="items-center text-center">
            <CheckCircle2Icon aria-hidden="true" className="size-10 text-success" />
            <DialogTitle>{t('reset.doneTitle')}</DialogTitle>
            <DialogDescription>{t('reset.doneDescription')}</DialogDescription>
            <p className="text-sm">{t('reset.doneText')}</p>
          </DialogHeader>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t('reset.title')}</DialogTitle>
            </DialogHeader>
            <form onSubmit={submit} noValidate className="grid gap-3">
              <FormBanner message={banner} />
              <FormField
                id="reset-new-password"
                label={t('reset.newPassword')}
                error={fieldMessage(errors.newPassword?.message)}
              >
                <PasswordInput
                  id="reset-new-password"
                  autoComplete="new-password"
                  {...describedBy('reset-new-password', !!errors.newPassword)}
                  {...form.register('newPassword', { onChange: () => void form.trigger('confirmPassword') })}
                />
              </FormField>
              <FormField
                id="reset-confirm-password"
                label={t('reset.confirmPassword')}
                error={fieldMessage(errors.confirmPassword?.message)}
              >
                <PasswordInput
                  id="reset-confirm-password"
                  autoComplete="new-password"
                  {...describedBy('reset-confirm-password', !!errors.confirmPassword)}
                  {...form.register('confirmPassword')}
                />
              </FormField>
              <div className="grid gap-2 sm:grid-cols-2">
                <Button type="button" variant="outline" onClick={leave}>
                  {t('reset.cancel')}
                </Button>
                <Button type="submit" loading={isSubmitting} disabled={!isValid}>
                  {t('reset.submit')}
                </Button>
              </div>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
