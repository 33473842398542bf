import {
  createContext,
  startTransition,
  useContext,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import { browserTimeZone } from './zoned-date';

/**
 * docs/product.md, Time zones: the zone every date and time of the app is written in (the
 * viewer's: their profile's when signed in, else the browser's) and the locale it is written in
 * (undefined: the browser's). Decisions 073, 076.
 */
export interface DisplayZone {
  readonly zone: string;
  readonly locale: string | undefined;
}

/**
 * What the server render writes (decision 037), and so what the browser writes while it hydrates
 * that markup; every reader renders again in the viewer's zone and locale right after.
 */
export const SERVER_DISPLAY_ZONE: DisplayZone = { zone: 'UTC', locale: 'en-US' };

/**
 * The browser's zone and locale. The zone is asked of `Intl` when a reader first uses it: the
 * page's first `Intl` call makes Chromium initialise ICU (30–90 ms on a fast machine), which a
 * page that writes no date (the home page, the services) need not pay (decision 076).
 */
const BROWSER_DISPLAY_ZONE: DisplayZone = {
  get zone() {
    return browserTimeZone();
  },
  locale: undefined,
};

/** Whether a display is the browser's own zone (without asking `Intl` which zone that is). */
export const isBrowserZone = (display: DisplayZone) => display === BROWSER_DISPLAY_ZONE;

let current = BROWSER_DISPLAY_ZONE;
const listeners = new Set<() => void>();

/** The viewer's zone as last set (the browser's until the app root sets it). */
const snapshot = (): DisplayZone => current;

/**
 * Sets the viewer's zone: the signed-in profile's, or the browser's when `zone` is undefined
 * (the app root, as the signed-in state changes); readers render again.
 */
export function setDisplayTimeZone(zone: string | undefined) {
  if (zone === undefined ? current === BROWSER_DISPLAY_ZONE : current.zone === zone) return;
  current = zone === undefined ? BROWSER_DISPLAY_ZONE : { zone, locale: undefined };
  for (const listener of listeners) listener();
}

const DisplayZoneContext = createContext<DisplayZone>(SERVER_DISPLAY_ZONE);

/**
 * Gives every reader below the display zone. `hydrating`: the markup below was written by the
 * server, so the first render is in the server's zone, and the switch to the viewer's follows as a
 * transition (decision 076): React renders the readers again in slices between which the browser
 * stays responsive, where a store's update would re-render them all in one task. Later changes
 * (the signed-in profile's zone, set in a layout effect) apply before the next paint.
 */
export function DisplayZoneProvider({
  hydrating,
  children,
}: {
  hydrating: boolean;
  children: ReactNode;
}) {
  const [display, setDisplay] = useState(() => (hydrating ? SERVER_DISPLAY_ZONE : snapshot()));
  useLayoutEffect(() => {
    const follow = () => setDisplay(snapshot());
    listeners.add(follow);
    // The app root (a child: its layout effects ran first) may have set the zone already.
    if (hydrating) startTransition(follow);
    else follow();
    return () => {
      listeners.delete(follow);
    };
    // The first render decides how the zone starts; `hydrating` never changes after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <DisplayZoneContext value={display}>{children}</DisplayZoneContext>;
}

/**
 * The display zone for rendering: the server's in the server render and while hydrating, the
 * viewer's from then on (and at once in a page rendered in the browser).
 */
export const useDisplayZone = (): DisplayZone => useContext(DisplayZoneContext);

/** The viewer's zone outside rendering (a toast's text written in an event handler). */
export const currentDisplayZone = snapshot;
