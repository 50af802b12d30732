import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { FingerprintIcon } from 'lucide-react';
import { useState } from 'react';
import { webAuthnOptionsAnswerSchema } from '../../../../domain/passkey-api';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/field-error';
import { ApiError, apiJson } from '../../../lib/http';
import type { CurrentUser } from '../../../shared/session/current-user';
import type { SignedInAnswer } from '../api/auth-calls';

/** Sign in with a passkey alone (issue 18): the browser lists the passkeys it has for this site. */
export function PasskeySignInButton({ onSuccess }: { onSuccess: (user: CurrentUser) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
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
      if (caught instanceof ApiError) setError(caught.serverMessage ?? 'Sign-in with a passkey failed.');
      else if (caught instanceof Error && caught.name === 'NotAllowedError') setError('No passkey was used.');
      else setError('Sign-in with a passkey failed. Please try again.');
      setPending(false);
    }
  }

  return (
    <div className="grid gap-2">
      <Button type="button" variant="outline" size="lg" loading={isPending} onClick={signIn}>
        <FingerprintIcon aria-hidden="true" /> Sign in with a passkey
      </Button>
      <FormError>{error}</FormError>
    </div>
  );
}
