import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { RealtimeProvider } from '@/api/realtime';
import { ApiRequestError } from '@/lib/api-client';
import { DisplayZoneProvider } from '@/lib/display-zone';

// Toasts only ever follow a user's action, long after this chunk has loaded; keeping sonner
// out of the entry chunk saves every first visit ~10 kB gzip (docs/performance.md).
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // docs/product.md, Constants and limits: three retries with exponential back-off capped at
        // 30 s; 5-minute cache. Client errors (4xx) will not change on retry.
        retry: (failureCount, error) =>
          failureCount < 3 && !(error instanceof ApiRequestError && error.status < 500),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60_000,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      // A change made offline fails at once with a reason (the offline banner says why) rather
      // than waiting, paused, behind a button that says "Saving…"; the caller may retry it.
      mutations: { networkMode: 'always' },
    },
  });
}

/**
 * The app's cache and services. `client` is a cache made beforehand: the server render's, filled
 * with the page's data, or the browser's, hydrated from it (web/src/main.tsx). `serverMarkup`:
 * the tree renders (on the server) or hydrates (in the browser) a server-rendered page.
 */
export function AppProviders({
  children,
  client,
  serverMarkup = false,
}: {
  children: ReactNode;
  client?: QueryClient;
  serverMarkup?: boolean;
}) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <DisplayZoneProvider hydrating={serverMarkup}>
        <RealtimeProvider>{children}</RealtimeProvider>
      </DisplayZoneProvider>
      <Suspense fallback={null}>
        <Toaster position="top-right" closeButton />
      </Suspense>
    </QueryClientProvider>
  );
}
