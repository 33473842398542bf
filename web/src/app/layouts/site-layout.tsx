import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useFinishLogOut } from '@/features/auth/hooks/use-finish-log-out';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The route `handle` of a page the server renders (decision 037). */
export const SERVER_RENDERED = { serverRendered: true } as const;

export function SiteLayout() {
  useFinishLogOut();
  // A server-rendered page is loaded before it renders (route `lazy`) and hydrates in the same
  // pass as the layout: a Suspense boundary around it would be hydrated later, after the
  // signed-in state may have changed what it shows (a hydration mismatch).
  const serverRendered = useMatches().at(-1)?.handle === SERVER_RENDERED;
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:absolute focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/* At least a screen tall: the footer starts below the fold, so nothing jumps when a
          lazily loaded page replaces its spinner. */}
      <main id="main" className="min-h-screen flex-1">
        {serverRendered ? (
          <Outlet />
        ) : (
          <Suspense fallback={<Spinner label="Loading page" />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}
