import { createMiddleware } from 'hono/factory';
import type { Role } from '@contract/constants';
import type { AppEnv } from '../../lib/context';
import { ApiError } from '../../lib/errors';
import type { ProfileRow } from '../profiles/profiles.dto';
import { hasTwoFactor } from './auth.queries';
import { resolveSession } from './session-policy';

/** The signed-in caller: who they are and their profile (never missing, see users trigger). */
export interface Viewer {
  userId: string;
  email: string;
  /** Whether the account's address is confirmed (decision 068). */
  emailVerified: boolean;
  sessionId: string;
  profile: ProfileRow;
  /** Set-Cookie values of a rolled-forward session (see session-policy.ts). */
  renewedCookies: string[];
}

export interface ViewerEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { viewer: Viewer };
}

export const TWO_FACTOR_REQUIRED_MESSAGE =
  'Practitioners must turn on two-factor authentication in Settings, Security first';

const unauthorized = () => new ApiError(401, 'unauthorized', 'You must be logged in');

/**
 * Resolves the session cookie to a viewer, or undefined when signed out (including sessions
 * past the idle timeout or absolute lifetime, see session-policy.ts).
 */
export async function findViewer(c: {
  var: AppEnv['Variables'];
  req: { raw: Request };
}): Promise<Viewer | undefined> {
  const { auth, database, env } = c.var;
  const session = await resolveSession(auth, database.db, env, c.req.raw.headers);
  if (!session?.profile) return undefined;
  return {
    userId: session.userId,
    email: session.email,
    emailVerified: session.emailVerified,
    sessionId: session.sessionId,
    profile: session.profile,
    renewedCookies: session.renewedCookies,
  };
}

/** The browser's cookie expiry follows the session's when the library renewed it. */
function passOnRenewedCookies(c: { res: Response }, viewer: Viewer) {
  for (const cookie of viewer.renewedCookies) c.res.headers.append('set-cookie', cookie);
}

/** 401 unless signed in; afterwards `c.var.viewer` is set and typed. */
export const requireUser = createMiddleware<ViewerEnv>(async (c, next) => {
  const viewer = await findViewer(c);
  if (!viewer) throw unauthorized();
  c.set('viewer', viewer);
  await next();
  passOnRenewedCookies(c, viewer);
});

/**
 * Admins only; everyone else (signed out included) gets the 404 of a route that does not exist,
 * so the console's API is invisible to them (decision 036).
 */
export const requireAdmin = createMiddleware<ViewerEnv>(async (c, next) => {
  const viewer = await findViewer(c);
  if (viewer?.profile.role !== 'admin')
    throw new ApiError(404, 'not_found', `No API route ${c.req.method} ${c.req.path}`);
  c.set('viewer', viewer);
  await next();
  passOnRenewedCookies(c, viewer);
});

/** 401 unless signed in, 403 with a clear message unless the caller has this role. */
export function requireRole(role: Role, message = `Only ${role}s can do this`) {
  return createMiddleware<ViewerEnv>(async (c, next) => {
    const viewer = await findViewer(c);
    if (!viewer) throw unauthorized();
    if (viewer.profile.role !== role) throw new ApiError(403, 'forbidden', message);
    // REQUIRE_HEALER_2FA (decision 054): a healer's tools wait until two-factor is on.
    if (
      role === 'healer' &&
      c.var.env.REQUIRE_HEALER_2FA &&
      !(await hasTwoFactor(c.var.database.db, viewer.userId))
    )
      throw new ApiError(403, 'two_factor_required', TWO_FACTOR_REQUIRED_MESSAGE);
    c.set('viewer', viewer);
    await next();
    passOnRenewedCookies(c, viewer);
  });
}
