import type { Env } from '../env';

const VITE_DEV_ORIGIN = 'http://localhost:5173';

/** Origins whose pages may send state-changing requests: our own, plus Vite's in development. */
export function trustedOrigins(env: Env): string[] {
  return env.NODE_ENV === 'development' ? [env.APP_URL, VITE_DEV_ORIGIN] : [env.APP_URL];
}
