import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '@/lib/safe-redirect';
import { onSignedOutElsewhere } from '@/lib/session-channel';
import { clearSignedInState } from '../api/sign-out';

const AUTH_SCREENS = ['/login', '/signup', '/forgot-password', '/reset-password'];

/**
 * docs/product.md, Signing in and out: when the user signs out in another tab, this one forgets
 * them and goes to the login page, which brings them back here afterwards. Drafts are kept by
 * their own components (session storage), so nothing typed is lost.
 */
export function useFollowSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  useEffect(() => {
    here.current = `${location.pathname}${location.search}`;
  }, [location.pathname, location.search]);

  useEffect(
    () =>
      onSignedOutElsewhere(() => {
        const onAuthScreen = AUTH_SCREENS.some((path) => here.current.startsWith(path));
        clearSignedInState(queryClient);
        if (!onAuthScreen) void navigate(loginPath(here.current), { replace: true });
      }),
    [queryClient, navigate],
  );
}
