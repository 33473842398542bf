/**
 * The last time the user did something in any tab of this browser (decision 070). Each tab
 * writes it to localStorage as it sees activity (at most once a second); every tab reads the
 * newest, so working in one tab keeps the others signed in. Where storage is unavailable, the
 * tab keeps its own time.
 */
const KEY = 'wellspring-last-activity';
const WRITE_EVERY_MS = 1_000;

let own = 0;

function stored(): number {
  try {
    const value = Number(localStorage.getItem(KEY));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

/** Marks activity now (throttled unless `force`). */
export function markActivity(force = false, now = Date.now()) {
  if (!force && now - own < WRITE_EVERY_MS) return;
  own = now;
  try {
    localStorage.setItem(KEY, String(now));
  } catch {
    // Private mode or a full storage: this tab's own time still counts.
  }
}

/** The newest activity of any tab, in epoch milliseconds. */
export function lastActivity(): number {
  return Math.max(own, stored());
}

/** What counts as activity: pointer, keys, scrolling and the window getting focus. */
const EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Calls `onActivity` on every activity in this tab; returns the way to stop listening. */
export function onActivity(onActivity: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  for (const event of EVENTS) document.addEventListener(event, onActivity, options);
  window.addEventListener('focus', onActivity);
  return () => {
    for (const event of EVENTS) document.removeEventListener(event, onActivity, options);
    window.removeEventListener('focus', onActivity);
  };
}
