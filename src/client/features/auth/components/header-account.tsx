import { ChevronDownIcon, UserIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { useCurrentUser } from '../api/current-user';
import { useAuthModal } from '../auth-modal-provider';
import { useLogout } from '../hooks/use-logout';

/**
 * The header's account corner (spec section 2): nothing while the sign-in check runs, a Log in button for a
 * guest (opens the modal in sign-in mode), the user menu for a signed-in user.
 */
export function HeaderAccount() {
  const { user, isLoading } = useCurrentUser();
  const { openAuthModal } = useAuthModal();
  const { logout, isPending } = useLogout();
  if (isLoading) return null;
  if (!user) {
    return (
      <Button variant="ghost" onClick={() => openAuthModal('login')}>
        Log in
      </Button>
    );
  }
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" aria-label="Account menu">
          <UserIcon aria-hidden="true" />
          <span className="max-w-32 truncate">{name}</span>
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link href="/dashboard">My Resumes</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/account-settings">Account Settings</Link>
        </DropdownMenuItem>
        <DropdownMenuItem disabled={isPending} onSelect={() => void logout()}>
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
