import { useSyncExternalStore } from 'react';

/**
 * The time, shared by every component that shows where a session stands ("In progress",
 * "Awaiting update", a no-show offered): one clock for the tab, ticking every few seconds while
 * anything listens, so those change on every open screen without a reload.
 */
const TICK_MS = 5_000;

let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer)
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((notify) => notify());
    }, TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

function snapshot() {
  // A clock that slept while nobody listened catches up on the next read.
  if (!timer) now = Date.now();
  return now;
}

export const useNow = (): number => useSyncExternalStore(subscribe, snapshot, snapshot);
