import { LogOut } from 'lucide-react';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import type { useLogOut } from '@/features/auth/hooks/use-log-out';

/**
 * The user menus' Log out entry. The menu passes in its own `useLogOut()`: the menu stays
 * mounted while its content closes, so the entry is still disabled when reopened mid log-out.
 */
export function LogOutMenuItem({ logOut, isPending }: ReturnType<typeof useLogOut>) {
  return (
    <DropdownMenuItem disabled={isPending} onSelect={logOut}>
      <LogOut className="size-4" aria-hidden="true" />
      Log out
    </DropdownMenuItem>
  );
}
