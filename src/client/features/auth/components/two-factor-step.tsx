import { type FormEvent, useState } from 'react';
import { CODE_REQUIRED_MESSAGE } from '../../../../domain/two-factor-api';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/http';
import { AUTH_TEXTS } from '../../../lib/i18n/namespaces/auth';
import { useT } from '../../../lib/i18n/use-t';
import { useFieldMessage } from '../../../shared/forms/field-message';
import { describedBy, FormField } from '../../../shared/forms/form-field';
import type { CurrentUser } from '../../../shared/session/current-user';
import { verifySecondFactor } from '../api/auth-calls';
import { errorText } from '../api/error-text';
import { FormBanner } from './form-banner';

/**
 * The sign-in's second step (issue 18): the password was right and the account has two-factor on, so the
 * server waits for a code from the authenticator app, or one of the recovery codes.
 */
export function TwoFactorStep(props: {
  onSuccess: (user: CurrentUser) => void;
  onRestart: () => void;
  idPrefix: string;
}) {
  const id = `${props.idPrefix}-code`;
  const { t } = useT(AUTH_TEXTS);
  const fieldMessage = useFieldMessage();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [banner, setBanner] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBanner(null);
    if (!code.trim()) {
      setFieldError(CODE_REQUIRED_MESSAGE);
      return;
    }
    setFieldError(undefined);
    setSubmitting(true);
    try {
      const answer = await verifySecondFactor(code);
      props.onSuccess(answer.user);
    } catch (error) {
      const message = error instanceof ApiError ? error.fieldErrors?.code : undefined;
      if (message) setFieldError(message);
      else setBanner(errorText(error, t('twoFactor.failed')));
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <FormBanner message={banner} />
      <p className="text-sm text-muted-foreground">{t('twoFactor.intro')}</p>
      <FormField id={id} label={t('twoFactor.label')} error={fieldMessage(fieldError)}>
        <Input
          id={id}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          // The only field of this step, shown right after the password: focus moves to it.
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
          {...describedBy(id, !!fieldError)}
        />
      </FormField>
      <Button type="submit" size="lg" loading={isSubmitting}>
        {t('twoFactor.submit')}
      </Button>
      <Button type="button" variant="link" size="sm" className="justify-self-start" onClick={props.onRestart}>
        {t('twoFactor.restart')}
      </Button>
    </form>
  );
}
