import { useSyncExternalStore } from 'react';

/**
 * docs/product.md, Constants and limits: below 768 px the dashboards switch to their mobile layout.
 */
export const MOBILE_BREAKPOINT = 768;

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`);
}
