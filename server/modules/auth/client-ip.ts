import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Input } from 'hono';
import type { AppEnv } from '../../lib/context';

/** The bucket for requests whose address is unknown (in-process test requests have no socket). */
export const UNKNOWN_IP = 'unknown';

/**
 * The caller's IP address: the socket's peer. With TRUST_PROXY (a reverse proxy in front that
 * overwrites X-Forwarded-For), the last X-Forwarded-For entry, the one our proxy appended;
 * never a header a client could set when nothing in front of us rewrites it.
 */
export function clientIp<E extends AppEnv, P extends string, I extends Input>(
  c: Context<E, P, I>,
): string {
  if (c.var.env.TRUST_PROXY) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .at(-1);
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_IP;
  } catch {
    return UNKNOWN_IP;
  }
}
