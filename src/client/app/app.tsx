import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useToast } from '../components/ui/use-toast';
import { AuthModalProvider } from '../features/auth/auth-modal-provider';
import { createQueryClient } from '../lib/query-client';
import { AccountLanguage } from './account-language';
import { GuestMigration } from './guest-migration';
import { AppRoutes } from './routes';

// Radix Toast (with its layers and collection) loads with the first toast, not with every page's first load:
// the landing page must stay within its JavaScript budget. The store keeps the toast until the viewport is in.
const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

function LazyToaster() {
  const { toasts } = useToast();
  const [hasShown, setHasShown] = useState(false);
  if (toasts.length > 0 && !hasShown) setHasShown(true);
  if (!hasShown && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {/* No app-wide TooltipProvider: Radix Tooltip brings Popper and Floating UI (about 20 KB gzipped) into
          every page's first load. Screens with tooltips mount their own provider around their layout. */}
      <AuthModalProvider>
        <AppRoutes />
        <GuestMigration />
        <AccountLanguage />
      </AuthModalProvider>
      <LazyToaster />
    </QueryClientProvider>
  );
}
