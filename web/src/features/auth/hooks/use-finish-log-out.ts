import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { clearSignedInState } from '../api/sign-out';

/**
 * Completes a log-out on the page it landed on (see useLogOut): forget the user and their cached
 * data, say so (docs/product.md, Messages), and drop the marker so a reload does not repeat it.
 */
export function useFinishLogOut() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loggedOut = (location.state as { loggedOut?: boolean } | null)?.loggedOut === true;

  useEffect(() => {
    if (!loggedOut) return;
    clearSignedInState(queryClient);
    toast.success("You've been successfully logged out.");
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [loggedOut, queryClient, navigate, location.pathname, location.search]);
}
