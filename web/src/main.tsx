import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createRouter, routerReady } from './app/router';
import './styles.css';

/** The id of the data block the server render leaves after `#root` (decision 037). */
const STATE_ELEMENT_ID = 'wellspring-state';

const router = createRouter();
const queryClient = createQueryClient();
const container = document.getElementById('root')!;
const state = document.getElementById(STATE_ELEMENT_ID);
// A server-rendered public page: its data goes into the cache before the first render, so the
// page hydrates onto the same markup without asking the API again.
if (state?.textContent) hydrate(queryClient, JSON.parse(state.textContent) as DehydratedState);

const app = (
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// The page's own module is loaded first: hydration then finds every part of the server's markup
// at once, before the signed-in state (fetched after) can change any of it.
if (state) void routerReady(router).then(() => hydrateRoot(container, app));
else createRoot(container).render(app);
