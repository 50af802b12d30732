import { useQuery } from '@tanstack/react-query';

export interface ProvidersAnswer {
  success: boolean;
  providers: { google: boolean; linkedin: boolean; oidc: boolean };
}

/** Which external sign-ins the server has configured; the UI hides the others. */
export function useAuthProviders() {
  const query = useQuery<ProvidersAnswer>({ queryKey: ['/api/auth/providers'] });
  return query.data?.providers ?? { google: false, linkedin: false, oidc: false };
}
