import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { servedOverHttps } from '../../env';
import type { AppEnv } from '../../lib/context';

/**
 * Decision 080: a browser that has just changed something (saved its profile, booked, reviewed)
 * carries this cookie for PUBLIC_PAGE_CACHE_SECONDS, and its public pages are rendered afresh
 * for that long, so it sees its own change at once. Every other visitor, signed in or not, is
 * served the render shared for those seconds (decision 075): the public HTML reads no cookie.
 */
export const RECENT_WRITE_COOKIE = 'wellspring_wrote';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Marks the browser of every API request that changed something (a 2xx answer to a write). */
export function markRecentWrites(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const seconds = c.var.env.PUBLIC_PAGE_CACHE_SECONDS;
    if (seconds === 0 || READS.has(c.req.method) || c.res.status >= 300) return;
    setCookie(c, RECENT_WRITE_COOKIE, '1', {
      path: '/',
      maxAge: Math.ceil(seconds),
      httpOnly: true,
      sameSite: 'Lax',
      secure: servedOverHttps(c.var.env),
    });
  };
}

/** Whether this browser changed something within the shared render's seconds. */
export const wroteRecently = (c: Context<AppEnv>) =>
  getCookie(c, RECENT_WRITE_COOKIE) !== undefined;
