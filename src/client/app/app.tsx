import { lazy, Suspense, useState } from 'react';
import { useToast } from '../components/ui/use-toast';
import { AuthModalProvider } from '../features/auth/auth-modal-provider';
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

/**
 * The root. The query client is not here: the screens that use it bring it as they load (routes.tsx,
 * shared/query/query-scope.tsx), so the landing page's first load has none of TanStack Query (issue 33's budget).
 */
export function App() {
  return (
    <>
      {/* No app-wide TooltipProvider: Radix Tooltip brings Popper and Floating UI (about 20 KB gzipped) into
          every page's first load. Screens with tooltips mount their own provider around their layout. */}
      <AuthModalProvider>
        <AppRoutes />
        <GuestMigration />
        <AccountLanguage />
      </AuthModalProvider>
      <LazyToaster />
    </>
  );
}
