import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigationType } from 'react-router';
import { OfflineBanner } from '@/components/ui/offline-banner';
import { useFollowSignOut } from '@/features/auth/hooks/use-follow-sign-out';
import { useCurrentUser } from '@/api/get-current-user';
import { dismissErrorToasts } from '@/lib/notify';
import { setDisplayTimeZone } from '@/lib/display-zone';

/** How long a lazily loaded page may take to show its heading before we stop waiting for it. */
const HEADING_WAIT_MS = 10_000;

/**
 * Gives keyboard and screen-reader users what a full page load gives: once a new page's
 * main heading appears, it takes the focus (without scrolling), so reading starts there.
 * Waits for lazily loaded pages and their data; gives up when the user has moved the focus
 * themselves meanwhile.
 */
function focusHeadingWhenShown(): () => void {
  const started = document.activeElement;
  const tryFocus = () => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return false;
    const moved = document.activeElement !== started && document.activeElement !== document.body;
    if (!moved) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    return true;
  };
  if (tryFocus()) return () => {};
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * The root of every route: pages open at their top and Back restores where the reader was
 * (React Router's scroll restoration; filter changes opt out with `preventScrollReset`); the
 * new page's heading takes the focus; error toasts of the page left behind are cleared; a
 * sign-out in another tab is followed; being offline is said.
 */
export function AppRoot() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const firstPath = useRef<string | null>(pathname);
  useFollowSignOut();
  // The display zone (decisions 073, 076): a server-rendered page hydrates in UTC and en-US, as
  // the server wrote it, then every reader renders again in the viewer's zone; a signed-in
  // profile's zone replaces the browser's once known, before paint.
  const profileZone = useCurrentUser().data?.profile?.timezone;
  useLayoutEffect(() => setDisplayTimeZone(profileZone), [profileZone]);

  useEffect(() => {
    // The first page of a visit is focused by the browser itself, at the top of the document.
    if (firstPath.current !== null && firstPath.current === pathname) return;
    firstPath.current = null;
    void dismissErrorToasts();
    return focusHeadingWhenShown();
  }, [pathname, navigationType]);

  return (
    <>
      <Outlet />
      <OfflineBanner />
      <ScrollRestoration />
    </>
  );
}
