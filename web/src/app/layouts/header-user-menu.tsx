import { LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import type { CurrentUser } from '@contract/profiles';
import { UserAvatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogOut } from '@/features/auth/hooks/use-log-out';
import { dashboardPath } from '@/lib/role-paths';
import { LogOutMenuItem } from './log-out-menu-item';

/**
 * docs/product.md, Pages and routes: the signed-in header's avatar menu (name, Dashboard, Log out).
 */
export function HeaderUserMenu({ currentUser }: { currentUser: CurrentUser }) {
  const logOut = useLogOut();
  const { profile, user } = currentUser;
  const name = profile?.usr_name || user.email;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        <UserAvatar name={profile?.usr_name} src={profile?.profile_picture_url} fallback="U" />
        <span className="sr-only">Account menu</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block">{name}</span>
          <span className="block text-xs font-normal text-slate-600">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={dashboardPath(profile)}>
            <LayoutDashboard className="size-4" aria-hidden="true" />
            Dashboard
          </Link>
        </DropdownMenuItem>
        <LogOutMenuItem {...logOut} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
