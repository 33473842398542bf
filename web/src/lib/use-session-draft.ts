import { useCallback, useState } from 'react';

const PREFIX = 'wellspring:draft:';

function read(key: string): string {
  try {
    return sessionStorage.getItem(PREFIX + key) ?? '';
  } catch {
    return '';
  }
}

function write(key: string, value: string) {
  try {
    if (value) sessionStorage.setItem(PREFIX + key, value);
    else sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Storage may be full or forbidden (private modes): the draft then lives in memory only.
  }
}

/**
 * Text being written, kept in this tab's session storage under `key` (which should name the
 * user): it survives the page being left (a sign-out in another tab, a reload) and comes back
 * when the same person opens the same place again; it dies with the tab.
 */
export function useSessionDraft(key: string): [string, (value: string) => void] {
  const [state, setState] = useState(() => ({ key, value: read(key) }));
  // A new key (another conversation in the same component) reads its own draft.
  const current = state.key === key ? state.value : read(key);
  if (state.key !== key) setState({ key, value: current });
  const set = useCallback(
    (value: string) => {
      write(key, value);
      setState({ key, value });
    },
    [key],
  );
  return [current, set];
}
