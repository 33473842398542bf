import { useEffect, useState } from 'react';

/**
 * True on the first visit of a page by this user in this browser (docs/product.md: a first
 * visit says "Welcome", later ones "Welcome back"); the visit is remembered once it renders.
 */
export function useFirstVisit(key: string): boolean {
  const storageKey = `wellspring:visited:${key}`;
  const [first] = useState(() => {
    try {
      return window.localStorage.getItem(storageKey) === null;
    } catch {
      return false;
    }
  });
  useEffect(() => {
    try {
      window.localStorage.setItem(storageKey, '1');
    } catch {
      // Storage off (private mode): every visit reads as a return, which is harmless.
    }
  }, [storageKey]);
  return first;
}
