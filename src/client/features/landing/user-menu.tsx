import { ChevronDownIcon, CircleUserIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { SITE_TEXTS } from '../../lib/i18n/namespaces/site';
import { useT } from '../../lib/i18n/use-t';
import type { CurrentUser } from '../../shared/session/current-user';
import { useLogout } from '../../shared/session/use-logout';

/**
 * The signed-in header's menu (spec section 2). Loaded only for signed-in visitors, so the menu's popover code
 * is not part of the landing page's first load for everyone else.
 */
export default function UserMenu({ user }: { user: CurrentUser }) {
  const { logout, isPending } = useLogout();
  const name = user.firstName?.trim() || user.email;
  const { t } = useT(SITE_TEXTS);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" aria-label={t('userMenu.label', { name })}>
          <CircleUserIcon aria-hidden="true" className="sm:hidden" />
          {/* On phones the icon stands in for the name, so the header fits in 360 px. */}
          <span className="max-w-40 truncate max-sm:hidden" translate="no">
            {name}
          </span>
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link href="/dashboard">{t('userMenu.myResumes')}</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/jobs">{t('userMenu.jobs')}</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/account-settings">{t('userMenu.accountSettings')}</Link>
        </DropdownMenuItem>
        <DropdownMenuItem disabled={isPending} onSelect={() => void logout()}>
          {t('userMenu.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
