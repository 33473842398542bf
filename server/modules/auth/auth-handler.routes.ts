import type { Context } from 'hono';
import type { z } from 'zod';
import {
  ChangePasswordSchema,
  isSameOriginPath,
  OAuthCallbackParamsSchema,
  OAuthCallbackSchema,
  RequestPasswordResetSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
  SocialSignInSchema,
  TwoFactorCodeSchema,
  TwoFactorPasswordSchema,
} from '@contract/auth';
import type { AppEnv } from '../../lib/context';
import { ApiError, badRequest, errorBody, unavailable } from '../../lib/errors';
import { createRouter, describeZodError } from '../../lib/router';
import { recordAccess, recordSecurityEventByEmail } from '../privacy/access-log';
import { documentAuthRoutes } from './auth-handler.openapi';
import { CLIENT_IP_HEADER, configuredProviders, RESET_PASSWORD_PATH, signUpZone } from './auth';
import { INVALID_TOKEN_MESSAGE, mapAuthError } from './auth-errors';
import { clientIp } from './client-ip';
import { passwordResetEmailJob } from './password-reset-email';
import { WEAK_PASSWORD_MESSAGE, weakPasswordReasons } from './password-strength';
import { enforceRateLimit } from './rate-limit';
import { findViewer } from './require-user';
import { resolveSession } from './session-policy';

export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'If an account exists with the email entered, you will receive a password reset link shortly.';

const PROVIDER_LABELS = { google: 'Google', apple: 'Apple' } as const;

function weakPassword(reasons: string[]) {
  return new ApiError(400, 'weak_password', WEAK_PASSWORD_MESSAGE, { reasons });
}

async function readJson(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw badRequest('Malformed JSON in request body');
  }
}

function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badRequest(describeZodError(parsed.error));
  return parsed.data;
}

/**
 * Hands the request to better-auth with the client IP we resolved (never a client's header)
 * and, when given, a body we validated; turns its error answers into our `{ error }`.
 */
async function forward(c: Context<AppEnv>, body?: unknown): Promise<Response> {
  const raw = c.req.raw;
  const headers = new Headers(raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(c));
  headers.delete('content-length');
  if (body !== undefined) headers.set('content-type', 'application/json');
  const hasBody = raw.method !== 'GET' && raw.method !== 'HEAD';
  const payload =
    body !== undefined ? JSON.stringify(body) : hasBody ? await c.req.text() : undefined;
  const response = await c.var.auth.handler(
    new Request(raw.url, { method: raw.method, headers, body: payload }),
  );
  if (response.status >= 400) return toErrorEnvelope(c, response);
  return response.headers.get('content-type')?.includes('application/json')
    ? withoutSecrets(response)
    : response;
}

/** Keys whose values are credentials: the session travels only in its httpOnly cookie. */
const SECRET_KEYS = new Set(['token', 'password', 'accessToken', 'refreshToken', 'idToken']);

function stripSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripSecrets);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEYS.has(key))
        .map(([key, entry]) => [key, stripSecrets(entry)]),
    );
  return value;
}

async function withoutSecrets(response: Response): Promise<Response> {
  const text = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  let body: string = text;
  try {
    body = JSON.stringify(stripSecrets(JSON.parse(text)));
  } catch {
    // Empty (a redirect) or not JSON after all: nothing to strip.
  }
  return new Response(body || null, { status: response.status, headers });
}

async function toErrorEnvelope(c: Context<AppEnv>, response: Response): Promise<Response> {
  // The library turns every failure into a 500 of its own; one round trip tells an outage.
  if (response.status >= 500 && !(await c.var.database.availability.confirmReachable()))
    throw unavailable();
  const text = await response.text();
  let libraryCode: string | undefined;
  try {
    const parsed = JSON.parse(text) as { code?: unknown };
    if (typeof parsed?.code === 'string') libraryCode = parsed.code;
  } catch {
    // Not JSON: the status alone decides.
  }
  const mapped = mapAuthError(response.status, libraryCode);
  c.var.logger.debug(
    { requestId: c.var.requestId, status: response.status, authCode: libraryCode },
    'auth error',
  );
  const message =
    mapped.code === 'internal_error'
      ? `An unexpected error occurred (request id ${c.var.requestId})`
      : mapped.message;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('x-retry-after');
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(errorBody(mapped.code, message, mapped.reasons)), {
    status: mapped.status,
    headers,
  });
}

/** The library's answer to a password sign-in of an account with two-factor on. */
async function asksForSecondFactor(response: Response) {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { twoFactorRedirect?: unknown } | null;
  return body?.twoFactorRedirect === true;
}

async function signedInViewer(c: Context<AppEnv>) {
  const viewer = await findViewer(c);
  if (!viewer) throw new ApiError(401, 'unauthorized', 'You must be logged in');
  return viewer;
}

function recordOwnEvent(
  c: Context<AppEnv>,
  userId: string,
  kind: 'sign_in' | 'two_factor_enabled' | 'two_factor_disabled',
) {
  return recordAccess(c.var.database.db, {
    ownerId: userId,
    actorId: userId,
    kind,
    ip: clientIp(c),
  });
}

/**
 * A code (authenticator or backup): signed in, it confirms enrolment; otherwise it completes a
 * sign-in the two-factor cookie names. Either way it is rate-limited, like a password guess.
 */
async function verifySecondFactor(c: Context<AppEnv>) {
  const viewer = await findViewer(c);
  const body = parse(TwoFactorCodeSchema, await readJson(c));
  const attempt = viewer?.userId ?? c.req.header('cookie')?.match(/two_factor=([^;]+)/)?.[1];
  if (!attempt)
    throw badRequest('No sign-in is waiting for a code: sign in with your password first');
  await enforceRateLimit(c, 'two-factor', `2fa:${attempt}`);
  const response = await forward(c, body);
  if (response.status !== 200) return response;
  if (viewer) {
    if (c.req.path.endsWith('/verify-totp'))
      await recordOwnEvent(c, viewer.userId, 'two_factor_enabled');
    return response;
  }
  const answer = (await response
    .clone()
    .json()
    .catch(() => null)) as { user?: { id?: unknown } } | null;
  if (typeof answer?.user?.id === 'string') await recordOwnEvent(c, answer.user.id, 'sign_in');
  return response;
}

/**
 * better-auth's endpoints under /api/auth/*: only the ones the product uses, each behind our
 * validation, password rules and rate limits. Any other auth path is a 404.
 */
const router = createRouter();
documentAuthRoutes(router.openAPIRegistry);

export const authHandlerRoutes = router
  // Our idle timeout and absolute lifetime apply to the library's own endpoints too: an
  // expired session is deleted here, so the library then sees none.
  .use('*', async (c, next) => {
    if (c.req.header('cookie')?.includes('session_token'))
      await resolveSession(c.var.auth, c.var.database.db, c.var.env, c.req.raw.headers);
    await next();
  })
  .post('/sign-up/email', async (c) => {
    const body = await readJson(c);
    const parsed = SignUpSchema.safeParse(body);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const password = (body as { password?: unknown } | null)?.password;
      if (first?.path[0] === 'password' && typeof password === 'string') {
        const reasons = weakPasswordReasons(password);
        if (reasons.length) throw weakPassword(reasons);
      }
      throw badRequest(describeZodError(parsed.error));
    }
    const reasons = weakPasswordReasons(parsed.data.password, parsed.data);
    if (reasons.length) throw weakPassword(reasons);
    await enforceRateLimit(c, 'sign-up', parsed.data.email);
    const { timezone, ...account } = parsed.data;
    return signUpZone.run(timezone, () => forward(c, account));
  })
  .post('/sign-in/email', async (c) => {
    const body = parse(SignInSchema, await readJson(c));
    await enforceRateLimit(c, 'sign-in', body.email);
    const response = await forward(c, body);
    // The account's security events (decision 051): a sign-in, or a wrong password for it. A
    // sign-in that still needs its second factor is recorded once the code is right.
    const pending = response.status === 200 && (await asksForSecondFactor(response));
    if ((response.status === 200 && !pending) || response.status === 401)
      await recordSecurityEventByEmail(c.var.database.db, body.email, {
        actorId: null,
        kind: response.status === 200 ? 'sign_in' : 'sign_in_failed',
        ip: clientIp(c),
        signedIn: response.status === 200,
      });
    return response;
  })
  .post('/sign-in/social', async (c) => {
    const { role, timezone, ...body } = parse(SocialSignInSchema, await readJson(c));
    if (!configuredProviders(c.var.env)[body.provider])
      throw new ApiError(
        400,
        'provider_not_enabled',
        `${PROVIDER_LABELS[body.provider]} sign-in is not enabled on this server`,
      );
    // The chosen role and the browser's zone ride in the library's state, stored on our side
    // for the round trip through the provider; auth.ts gives them to the account the callback
    // creates.
    const additionalData = { ...(role && { role }), ...(timezone && { timezone }) };
    return forward(c, Object.keys(additionalData).length ? { ...body, additionalData } : body);
  })
  .on(['GET', 'POST'], '/callback/:provider', async (c) => {
    parse(OAuthCallbackParamsSchema, c.req.param());
    const fields =
      c.req.method === 'GET'
        ? c.req.query()
        : Object.fromEntries(new URLSearchParams(await c.req.text()));
    parse(OAuthCallbackSchema, fields);
    return forward(c);
  })
  .get('/error', (c) => forward(c))
  .get('/get-session', (c) => forward(c))
  // Takes no input: a client may send no body at all (the library insists on a JSON one).
  .post('/sign-out', (c) => forward(c, {}))
  .post('/request-password-reset', async (c) => {
    const { email, redirectTo } = parse(RequestPasswordResetSchema, await readJson(c));
    await enforceRateLimit(c, 'password-reset', email);
    // The lookup, the token and the email all happen in a job after the answer, so neither
    // the answer nor its timing tells whether an account exists.
    await c.var.jobs.enqueue(passwordResetEmailJob, {
      email,
      redirectTo: redirectTo && isSameOriginPath(redirectTo) ? redirectTo : RESET_PASSWORD_PATH,
    });
    return c.json({ status: true, message: PASSWORD_RESET_REQUESTED_MESSAGE }, 200);
  })
  .post('/reset-password', async (c) => {
    const { token, newPassword } = parse(ResetPasswordSchema, await readJson(c));
    await enforceRateLimit(c, 'password-reset');
    const resetToken = await c.var.auth.findResetToken(token);
    if (!resetToken) throw new ApiError(400, 'invalid_token', INVALID_TOKEN_MESSAGE);
    const reasons = weakPasswordReasons(newPassword, resetToken.owner ?? {});
    if (reasons.length) throw weakPassword(reasons);
    return forward(c, { token, newPassword });
  })
  .post('/change-password', async (c) => {
    const viewer = await findViewer(c);
    if (!viewer) throw new ApiError(401, 'unauthorized', 'You must be logged in');
    const body = parse(ChangePasswordSchema, await readJson(c));
    const reasons = weakPasswordReasons(body.newPassword, {
      email: viewer.email,
      name: viewer.profile.usrName,
    });
    if (reasons.length) throw weakPassword(reasons);
    // A current-password guess is a sign-in attempt: same limits.
    await enforceRateLimit(c, 'sign-in', viewer.email);
    const response = await forward(c, { ...body, revokeOtherSessions: true });
    if (response.status === 200)
      await recordAccess(c.var.database.db, {
        ownerId: viewer.userId,
        actorId: viewer.userId,
        kind: 'password_change',
        ip: clientIp(c),
      });
    return response;
  })
  // Two-factor (decision 054): enrolment, backup codes and disabling need the session and the
  // password; the code step of a sign-in is rate-limited per pending sign-in and per IP.
  .post('/two-factor/enable', async (c) => {
    const viewer = await signedInViewer(c);
    const body = parse(TwoFactorPasswordSchema, await readJson(c));
    await enforceRateLimit(c, 'sign-in', viewer.email);
    return forward(c, body);
  })
  .post('/two-factor/generate-backup-codes', async (c) => {
    const viewer = await signedInViewer(c);
    const body = parse(TwoFactorPasswordSchema, await readJson(c));
    await enforceRateLimit(c, 'sign-in', viewer.email);
    return forward(c, body);
  })
  .post('/two-factor/disable', async (c) => {
    const viewer = await signedInViewer(c);
    const body = parse(TwoFactorPasswordSchema, await readJson(c));
    await enforceRateLimit(c, 'sign-in', viewer.email);
    const response = await forward(c, body);
    if (response.status === 200) await recordOwnEvent(c, viewer.userId, 'two_factor_disabled');
    return response;
  })
  .post('/two-factor/verify-totp', (c) => verifySecondFactor(c))
  .post('/two-factor/verify-backup-code', (c) => verifySecondFactor(c))
  .all('*', (c) =>
    c.json(errorBody('not_found', `No API route ${c.req.method} ${c.req.path}`), 404),
  );
