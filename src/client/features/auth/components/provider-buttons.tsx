import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { AUTH_TEXTS } from '../../../lib/i18n/namespaces/auth';
import { useT } from '../../../lib/i18n/use-t';
import { withTags } from '../../../lib/i18n/with-tags';
import { useAuthProviders } from '../api/providers';
import { POPUP_PROVIDER_LABELS, type PopupProvider, startOAuthPopup } from '../oauth-popup';
import { FormBanner } from './form-banner';

/**
 * Sign up with Google / LinkedIn, each shown only when the server has it configured. The provider's sign-in
 * returns to `redirect`, or to this page.
 */
export function ProviderButtons({ verb, redirect }: { verb: 'signUp' | 'signIn'; redirect?: string }) {
  const providers = useAuthProviders();
  const { t } = useT(AUTH_TEXTS);
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
          {withTags(
            t(verb === 'signUp' ? 'providers.signUpWith' : 'providers.signInWith', {
              provider: POPUP_PROVIDER_LABELS[provider],
            }),
            { brand: (name) => <span translate="no">{name}</span> },
          )}
        </Button>
      ))}
      <div className="my-1 flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {t('providers.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}
