import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useAuthProviders } from '../api/providers';
import { type PopupProvider, startOAuthPopup } from '../oauth-popup';
import { FormBanner } from './form-banner';

/**
 * Sign up with Google / LinkedIn, each shown only when the server has it configured. The provider's sign-in
 * returns to `redirect`, or to this page.
 */
export function ProviderButtons({ verb, redirect }: { verb: 'Sign up' | 'Sign in'; redirect?: string }) {
  const providers = useAuthProviders();
  const [error, setError] = useState<string | null>(null);
  const shown = (['google', 'linkedin'] as const).filter((p) => providers[p]);
  if (shown.length === 0) return null;

  const start = (provider: PopupProvider) => {
    setError(null);
    startOAuthPopup({
      provider,
      redirect: redirect ?? `${window.location.pathname}${window.location.search}`,
      onError: setError,
    });
  };

  return (
    <div className="grid gap-2">
      <FormBanner message={error} />
      {shown.map((provider) => (
        <Button key={provider} type="button" variant="outline" size="lg" onClick={() => start(provider)}>
          {verb} with {provider === 'google' ? 'Google' : 'LinkedIn'}
        </Button>
      ))}
      <div className="my-1 flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
