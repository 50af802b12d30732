import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { AUTH_TEXTS } from '../../lib/i18n/namespaces/auth';
import { usePageTitle } from '../../lib/i18n/use-page-title';
import { useT } from '../../lib/i18n/use-t';
import { CURRENT_USER_KEY, type CurrentUser, rememberUser } from '../../shared/session/current-user';
import { useAuthProviders } from './api/providers';
import { LoginForm } from './components/login-form';
import { PasskeySignInButton } from './components/passkey-sign-in-button';

/** /login: external sign-in when OIDC is configured (a navigation to /api/auth/login), the e-mail form always. */
export default function LoginPage() {
  const providers = useAuthProviders();
  const { t } = useT(AUTH_TEXTS);
  usePageTitle('login');
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const isAskingCodeFirst = search.get('two-factor') === '1';
  const next = search.get('next');
  const signedIn = (user: CurrentUser) => {
    rememberUser(user);
    queryClient.setQueryData(CURRENT_USER_KEY, { success: true, user });
    // Back to an assistant's consent step (ADR 0092), a server page: only that path, never an open redirect.
    if (next && /^\/oauth\/interaction\/[A-Za-z0-9_-]+$/.test(next)) window.location.assign(next);
    else navigate('/dashboard');
  };
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center p-4">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1>{t('loginPage.title')}</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {providers.oidc ? (
            <Button asChild size="lg">
              <a href="/api/auth/login">{t('loginPage.identityProvider')}</a>
            </Button>
          ) : null}
          <LoginForm idPrefix="login-page" onSuccess={signedIn} isAskingCodeFirst={isAskingCodeFirst} />
          <PasskeySignInButton onSuccess={signedIn} />
          <Button asChild variant="ghost">
            <Link href="/">{t('loginPage.backHome')}</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
