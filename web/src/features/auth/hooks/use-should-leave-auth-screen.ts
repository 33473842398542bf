import { useCurrentUser } from '@/api/get-current-user';

/**
 * docs/product.md, Pages and routes: an already signed-in visitor on /login or /signup goes to /.
 * `busy` is true while this screen itself is signing someone in, so its own success redirect wins.
 */
export function useShouldLeaveAuthScreen(busy: boolean): boolean {
  const { data: currentUser } = useCurrentUser();
  return Boolean(currentUser) && !busy;
}
