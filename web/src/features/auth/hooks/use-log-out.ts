import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { announceSignedOut } from '@/lib/session-channel';
import { signOut } from '../api/sign-out';

/** Navigation state telling the home page that the user just logged out. */
export const LOGGED_OUT_STATE = { loggedOut: true } as const;

/**
 * The header's and the dashboards' Log out: end the session and go home (docs/product.md, Pages and
 * routes). The signed-in state is forgotten (and the toast shown) by the home page once it has
 * rendered (`useFinishLogOut`): forgetting it earlier lets a guarded page, still on screen while
 * the navigation renders, send the visitor to /login instead.
 */
export function useLogOut() {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      announceSignedOut();
      return navigate('/', { replace: true, state: LOGGED_OUT_STATE });
    },
    onError: () =>
      toast.error('Logout failed', {
        description: 'There was an issue logging you out. Please try again.',
      }),
  });
  return { logOut: () => mutation.mutate(), isPending: mutation.isPending };
}
