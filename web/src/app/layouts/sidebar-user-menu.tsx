import { ChevronsUpDown, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { Role } from '@contract/constants';
import { useCurrentUser } from '@/api/get-current-user';
import { UserAvatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { SidebarLabel, sidebarItemClass } from '@/components/ui/sidebar';
import { useLogOut } from '@/features/auth/hooks/use-log-out';
import { profilePath } from '@/lib/role-paths';
import { cn } from '@/lib/utils';
import { LogOutMenuItem } from './log-out-menu-item';

const FALLBACK_NAMES: Record<Role, string> = {
  healer: 'Healer',
  patient: 'Patient',
  admin: 'Admin',
};

/**
 * docs/product.md, Pages and routes: the layouts' user menu (My Profile, Log out) behind an
 * initials avatar.
 */
export function SidebarUserMenu({ role }: { role: Role }) {
  const { data: currentUser } = useCurrentUser();
  const logOut = useLogOut();
  const profile = currentUser?.profile;
  const name = profile?.usr_name || FALLBACK_NAMES[role];
  const ownProfile = profilePath({ role });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={cn(sidebarItemClass, 'h-12')}>
        <UserAvatar
          name={profile?.usr_name}
          src={profile?.profile_picture_url}
          fallback={FALLBACK_NAMES[role].charAt(0)}
          className="size-8"
        />
        <SidebarLabel className="flex min-w-0 flex-1 flex-col text-left leading-tight">
          <span className="truncate">{name}</span>
          <span className="truncate text-xs font-normal text-slate-600">
            {currentUser?.user.email}
          </span>
        </SidebarLabel>
        <ChevronsUpDown className="size-4 group-data-[state=collapsed]:hidden" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent side="right" align="end" className="min-w-52">
        <DropdownMenuLabel>{name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {ownProfile && (
          <DropdownMenuItem asChild>
            <Link to={ownProfile}>
              <UserRound className="size-4" aria-hidden="true" />
              My Profile
            </Link>
          </DropdownMenuItem>
        )}
        <LogOutMenuItem {...logOut} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
