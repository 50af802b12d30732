import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeftIcon, MailCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ForgotPasswordInput, forgotPasswordSchema } from '../../../../domain/auth-rules';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { AUTH_TEXTS } from '../../../lib/i18n/namespaces/auth';
import { useT } from '../../../lib/i18n/use-t';
import { useFieldMessage } from '../../../shared/forms/field-message';
import { describedBy, FormField } from '../../../shared/forms/form-field';
import { requestPasswordReset } from '../api/auth-calls';
import { errorText } from '../api/error-text';
import { FormBanner } from './form-banner';

/** Forgot password (spec sections 2 and 4): form, then the success view; everything resets on close. */
export function ForgotPasswordModal(props: {
  isOpen: boolean;
  onClose: () => void;
  onBackToSignIn: () => void;
}) {
  const [isSent, setIsSent] = useState(false);
  const { t } = useT(AUTH_TEXTS);
  const fieldMessage = useFieldMessage();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onChange',
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting, isValid } = form.formState;

  const reset = () => {
    setIsSent(false);
    setBanner(null);
    form.reset();
  };
  const close = () => {
    reset();
    props.onClose();
  };
  const backToSignIn = () => {
    reset();
    props.onBackToSignIn();
  };

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      await requestPasswordReset(values);
      setIsSent(true);
    } catch (error) {
      setBanner(errorText(error, t('forgot.failed')));
    }
  });

  return (
    <Dialog open={props.isOpen} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="max-w-md">
        {isSent ? (
          <>
            <DialogHeader className="items-center text-center">
              <MailCheckIcon aria-hidden="true" className="size-10 text-brand-600" />
              <DialogTitle>{t('forgot.sentTitle')}</DialogTitle>
              <DialogDescription>{t('forgot.sentDescription')}</DialogDescription>
            </DialogHeader>
            <p className="text-center text-sm">{t('forgot.sentText')}</p>
            <div className="grid gap-2">
              <Button type="button" variant="outline" onClick={() => setIsSent(false)}>
                {t('forgot.tryAgain')}
              </Button>
              <Button type="button" onClick={backToSignIn}>
                {t('forgot.back')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <DialogHeader>
              <div className="flex items-center gap-2">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('forgot.back')}
                  onClick={backToSignIn}
                >
                  <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
                </Button>
                <DialogTitle>{t('forgot.title')}</DialogTitle>
              </div>
              <DialogDescription>{t('forgot.description')}</DialogDescription>
            </DialogHeader>
            <form onSubmit={submit} noValidate className="grid gap-3">
              <FormBanner message={banner} />
              <FormField
                id="forgot-email"
                label={t('fields.email')}
                error={fieldMessage(errors.email?.message)}
              >
                <Input
                  id="forgot-email"
                  type="email"
                  autoComplete="email"
                  {...describedBy('forgot-email', !!errors.email)}
                  {...form.register('email')}
                />
              </FormField>
              <div className="grid gap-2 sm:grid-cols-2">
                <Button type="button" variant="outline" onClick={close}>
                  {t('forgot.cancel')}
                </Button>
                <Button type="submit" loading={isSubmitting} disabled={!isValid}>
                  {t('forgot.submit')}
                </Button>
              </div>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
