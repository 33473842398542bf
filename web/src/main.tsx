import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createRouter, routerReady } from './app/router';
import { prepareClassNames } from './lib/utils';
import './styles.css';

/** The id of the data block the server render leaves after `#root` (decision 037). */
const STATE_ELEMENT_ID = 'wellspring-state';

const container = document.getElementById('root')!;
const state = document.getElementById(STATE_ELEMENT_ID);

function app(router: ReturnType<typeof createRouter>, queryClient = createQueryClient()) {
  return (
    <StrictMode>
      <AppProviders client={queryClient} serverMarkup={state !== null}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

declare global {
  interface Window {
    /** Settles when the page's loader has appended every preload link (decision 076). */
    wellspringPreloads?: Promise<void>;
  }
}

/** A macrotask boundary: the browser may paint and handle input between the steps of a start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A server-rendered public page (decisions 073, 076): its markup is on screen already, so each
 * step of the start runs in a task of its own — evaluating the modules, filling the cache,
 * creating the router (the site's routes), loading the page's route modules, building the class
 * merger's tables — and hydration runs as a transition, in slices. The page's data goes into the cache before the first render,
 * so the page hydrates onto the same markup without asking the API again; its modules are loaded
 * first, so hydration finds every part of the markup at once, before the signed-in state (fetched
 * after) can change any of it.
 */
async function hydrateServerMarkup(stateText: string) {
  await nextTask();
  const queryClient = createQueryClient();
  hydrate(queryClient, JSON.parse(stateText) as DehydratedState);
  // The router loads the page's module through Vite's preload helper, which appends a link for
  // each of its files not yet in the document: the loader's links, two per task, cost less.
  await window.wellspringPreloads;
  await nextTask();
  const router = createRouter({ siteFirst: true });
  await routerReady(router);
  await nextTask();
  prepareClassNames();
  await nextTask();
  startTransition(() => void hydrateRoot(container, app(router, queryClient)));
}

if (state) void hydrateServerMarkup(state.textContent ?? '{}');
else createRoot(container).render(app(createRouter()));
