import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { FingerprintIcon } from 'lucide-react';
import { useState } from 'react';
import { webAuthnOptionsAnswerSchema } from '../../../../domain/passkey-api';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/field-error';
import { ApiError, apiJson } from '../../../lib/http';
import { AUTH_TEXTS } from '../../../lib/i18n/namespaces/auth';
import { useT } from '../../../lib/i18n/use-t';
import type { CurrentUser } from '../../../shared/session/current-user';
import type { SignedInAnswer } from '../api/auth-calls';

/** Sign in with a passkey alone (issue 18): the browser lists the passkeys it has for this site. */
export function PasskeySignInButton({ onSuccess }: { onSuccess: (user: CurrentUser) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const { t } = useT(AUTH_TEXTS);
  if (typeof window === 'undefined' || !browserSupportsWebAuthn()) return null;

  async function signIn() {
    setError(null);
    setPending(true);
    try {
      const { options } = webAuthnOptionsAnswerSchema.parse(
        await apiJson('POST', '/api/auth/passkey/options'),
      );
      const credential = await startAuthentication({
        optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
      });
      const answer = await apiJson<SignedInAnswer>('POST', '/api/auth/passkey/verify', { credential });
      onSuccess(answer.user);
    } catch (caught) {
      if (caught instanceof ApiError) setError(caught.serverMessage ?? t('passkey.failed'));
      else if (caught instanceof Error && caught.name === 'NotAllowedError') setError(t('passkey.notUsed'));
      else setError(t('passkey.failedRetry'));
      setPending(false);
    }
  }

  return (
    <div className="grid gap-2">
      <Button type="button" variant="outline" size="lg" loading={isPending} onClick={signIn}>
        <FingerprintIcon aria-hidden="true" /> {t('passkey.button')}
      </Button>
      <FormError>{error}</FormError>
    </div>
  );
}
