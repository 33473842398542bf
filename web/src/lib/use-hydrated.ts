import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server render and while the browser hydrates its markup, true from then on (and
 * at once in a page rendered in the browser): what may differ between the server and this browser
 * (its time zone, its preferences) waits for it, so hydration finds the server's markup.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
