import type { Context, Input } from 'hono';
import type { AppEnv } from '../../lib/context';
import { ApiError } from '../../lib/errors';
import { enforceRateLimit } from './rate-limit';

export const INVALID_CODE_MESSAGE = 'The code is not valid. Enter a current code or a backup code';

/**
 * A second factor for a sensitive change by a signed-in account with two-factor on (turning it
 * off, deleting the account): a code of the authenticator app or a backup code, rate-limited
 * like the code step of a sign-in. Throws 400 invalid_code when it is missing or wrong.
 */
export async function requireSecondFactor<E extends AppEnv, P extends string, I extends Input>(
  c: Context<E, P, I>,
  viewer: { userId: string },
  code: string | undefined,
) {
  if (!code) throw new ApiError(400, 'invalid_code', 'Please enter the code');
  await enforceRateLimit(c, 'two-factor', `2fa:${viewer.userId}`);
  if (!(await c.var.auth.verifySecondFactor(c.req.raw.headers, code)))
    throw new ApiError(400, 'invalid_code', INVALID_CODE_MESSAGE);
}
