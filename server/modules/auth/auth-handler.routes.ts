import type { Context } from 'hono';
import type { z } from 'zod';
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  EMAIL_CHANGE_REQUESTED_MESSAGE,
  EMAIL_CONFIRMED_QUERY,
  isSameOriginPath,
  OAuthCallbackParamsSchema,
  OAuthCallbackSchema,
  PasskeyAuthenticationSchema,
  PasskeyIdSchema,
  PasskeyRegistrationSchema,
  PasskeyRenameSchema,
  RequestPasswordResetSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
  SocialSignInSchema,
  TwoFactorCodeSchema,
  TwoFactorDisableSchema,
  type Passkey,
  TwoFactorPasswordSchema,
  VerifyEmailQuerySchema,
  VERIFICATION_EMAIL_SENT_MESSAGE,
} from '@contract/auth';
import type { AppEnv } from '../../lib/context';
import { ApiError, badRequest, errorBody, unavailable } from '../../lib/errors';
import { createRouter, describeZodError } from '../../lib/router';
import { enqueueEmail } from '../mail/send-email';
import { emailChangedNoticeEmail } from '../mail/templates';
import { recordAccess, recordSecurityEventByEmail } from '../privacy/access-log';
import { documentAuthRoutes } from './auth-handler.openapi';
import { CLIENT_IP_HEADER, configuredProviders, RESET_PASSWORD_PATH, signUpZone } from './auth';
import { INVALID_TOKEN_MESSAGE, mapAuthError } from './auth-errors';
import { clientIp } from './client-ip';
import { emailChangeEmailJob } from './email-change-email';
import { passwordResetEmailJob } from './password-reset-email';
import { WEAK_PASSWORD_MESSAGE, weakPasswordReasons } from './password-strength';
import { enforceRateLimit } from './rate-limit';
import { findViewer, type Viewer } from './require-user';
import {
  findUserName,
  hasTwoFactor,
  isEmailVerified,
  listOwnPasskeys,
  ownsPasskey,
} from './auth.queries';
import { verifyEmailEmailJob } from './verify-email-email';
import { requireSecondFactor } from './second-factor';
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

/** A passkey row as the library answers it (with key material we never pass on). */
interface LibraryPasskey {
  id: string;
  name?: string | null;
  createdAt?: string | null;
  backedUp?: boolean;
}

function toPasskeyDto(passkey: LibraryPasskey): Passkey {
  return {
    id: passkey.id,
    name: passkey.name ?? null,
    created_at: passkey.createdAt ?? null,
    backed_up: passkey.backedUp === true,
  };
}

/** The library's answer (status, cookies) with a body of ours. */
function withBody(response: Response, body: unknown): Response {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

const passkeyNotFound = () => new ApiError(404, 'not_found', 'Passkey not found');

async function signedInViewer(c: Context<AppEnv>) {
  const viewer = await findViewer(c);
  if (!viewer) throw new ApiError(401, 'unauthorized', 'You must be logged in');
  return viewer;
}

function recordOwnEvent(
  c: Context<AppEnv>,
  userId: string,
  kind:
    | 'sign_in'
    | 'two_factor_enabled'
    | 'two_factor_disabled'
    | 'password_change'
    | 'email_change'
    | 'passkey_added'
    | 'passkey_removed',
) {
  return recordAccess(c.var.database.db, {
    ownerId: userId,
    actorId: userId,
    kind,
    ip: clientIp(c),
  });
}

/**
 * Records a sign-in whose only trace is the session cookie the library set (the social
 * callback redirects; a passkey answer is stripped of its token): the session it names is the
 * account that signed in.
 */
async function recordSignInFromCookie(c: Context<AppEnv>, response: Response) {
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .filter((pair) => /session_token=./.test(pair))
    .join('; ');
  if (!cookie) return;
  const session = await c.var.auth.getSession(new Headers({ cookie }));
  if (session) await recordOwnEvent(c, session.userId, 'sign_in');
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

/** Where the email-change link lands: the settings page of the account's dashboard. */
function settingsPath(viewer: Viewer) {
  const dashboard = viewer.profile.role === 'healer' ? 'healer-dashboard' : 'patient-dashboard';
  return `/${dashboard}/settings?section=account&email=changed`;
}

/** Where a sign-up's confirmation link lands: the dashboard, which then shows a toast. */
function confirmedPath(role: string) {
  const dashboard = role === 'healer' ? 'healer-dashboard' : 'patient-dashboard';
  return `/${dashboard}?${EMAIL_CONFIRMED_QUERY}`;
}

/** The new account's id and role from the library's sign-up answer, if it made one. */
async function signedUpUser(response: Response) {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as {
    user?: { id?: unknown; role?: unknown; emailVerified?: unknown };
  } | null;
  const user = body?.user;
  if (typeof user?.id !== 'string' || user.emailVerified === true) return undefined;
  return { id: user.id, role: typeof user.role === 'string' ? user.role : 'patient' };
}

/**
 * The account an email-change link names, read from the token's payload without checking it
 * (the library checks the signature; this only names whose log gets the event once it has).
 */
function changeOfToken(
  token: string,
): { userId: string; oldEmail: string; newEmail: string } | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      userId?: unknown;
      email?: unknown;
      updateTo?: unknown;
    };
    return typeof payload.userId === 'string' &&
      typeof payload.email === 'string' &&
      typeof payload.updateTo === 'string'
      ? { userId: payload.userId, oldEmail: payload.email, newEmail: payload.updateTo }
      : undefined;
  } catch {
    return undefined;
  }
}

/** An applied email change, told to the address it replaced (by the mail queue). */
async function noticeToOldAddress(
  c: Context<AppEnv>,
  change: { userId: string; oldEmail: string; newEmail: string },
) {
  const name = await findUserName(c.var.database.db, change.userId);
  if (name === undefined) return;
  await enqueueEmail(
    c.var.jobs,
    emailChangedNoticeEmail({
      to: change.oldEmail,
      name,
      newEmail: change.newEmail,
      resetUrl: new URL('/forgot-password', c.var.env.APP_URL).toString(),
      contactUrl: new URL('/contact', c.var.env.APP_URL).toString(),
    }),
  );
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
    const response = await signUpZone.run(timezone, () => forward(c, account));
    // "Confirm your email" (decision 068) goes out by a job, never on the request path.
    const user = response.status === 200 ? await signedUpUser(response) : undefined;
    if (user)
      await c.var.jobs.enqueue(verifyEmailEmailJob, {
        userId: user.id,
        callbackPath: confirmedPath(user.role),
      });
    return response;
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
    const response = await forward(c);
    // A sign-in through Google or Apple is a security event like a password one (decision 051).
    await recordSignInFromCookie(c, response);
    return response;
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
    const response = await forward(c, {
      ...body,
      revokeOtherSessions: body.revokeOtherSessions ?? true,
    });
    if (response.status === 200) await recordOwnEvent(c, viewer.userId, 'password_change');
    return response;
  })
  // Email change (decision 067): a job sends the link to the new address; the same answer
  // whether or not another account has it. Opening the link (verify-email) changes it.
  .post('/change-email', async (c) => {
    const viewer = await signedInViewer(c);
    const { newEmail } = parse(ChangeEmailSchema, await readJson(c));
    if (newEmail === viewer.email.toLowerCase())
      throw badRequest('This is already your email address');
    await enforceRateLimit(c, 'password-reset', viewer.email);
    await c.var.jobs.enqueue(emailChangeEmailJob, {
      userId: viewer.userId,
      newEmail,
      callbackPath: settingsPath(viewer),
    });
    return c.json({ status: true, message: EMAIL_CHANGE_REQUESTED_MESSAGE }, 200);
  })
  // The sign-up confirmation again (decision 068): limited like the other mail-sending routes;
  // nothing is sent once the address is confirmed.
  .post('/send-verification-email', async (c) => {
    const viewer = await signedInViewer(c);
    await enforceRateLimit(c, 'password-reset', viewer.email);
    if (!(await isEmailVerified(c.var.database.db, viewer.userId)))
      await c.var.jobs.enqueue(verifyEmailEmailJob, {
        userId: viewer.userId,
        callbackPath: confirmedPath(viewer.profile.role),
      });
    return c.json({ status: true, message: VERIFICATION_EMAIL_SENT_MESSAGE }, 202);
  })
  .get('/verify-email', async (c) => {
    const { token } = parse(VerifyEmailQuerySchema, c.req.query());
    const before = changeOfToken(token);
    const response = await forward(c);
    // Redirected to the settings page without ?error=, or 200: the address changed.
    const location = response.headers.get('location');
    const changed =
      response.status === 200 ||
      (response.status === 302 && location !== null && !/[?&]error=/.test(location));
    if (changed && before) {
      await recordOwnEvent(c, before.userId, 'email_change');
      await noticeToOldAddress(c, before);
    }
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
  // Off needs the password AND a current code (decision 067): a stolen session with a
  // known password cannot remove the second factor. The password is checked first, so a wrong
  // one never uses up a backup code.
  .post('/two-factor/disable', async (c) => {
    const viewer = await signedInViewer(c);
    const { password, code } = parse(TwoFactorDisableSchema, await readJson(c));
    await enforceRateLimit(c, 'sign-in', viewer.email);
    if (!(await c.var.auth.verifyPassword(viewer.userId, password)))
      throw new ApiError(400, 'invalid_password', 'Current password is incorrect');
    if (await hasTwoFactor(c.var.database.db, viewer.userId))
      await requireSecondFactor(c, viewer, code);
    const response = await forward(c, { password });
    if (response.status === 200) await recordOwnEvent(c, viewer.userId, 'two_factor_disabled');
    return response;
  })
  // Passkeys (decision 069): adding, listing, renaming and removing one need the session; the
  // sign-in ceremony is open to anyone and rate-limited like a password guess.
  .get('/passkey/generate-register-options', async (c) => {
    await signedInViewer(c);
    // No query of the library's (its `name` and `context` shape a passkey-first sign-up we do
    // not offer): the name comes with the verification.
    if (new URL(c.req.url).search) throw badRequest('This endpoint takes no query parameters');
    return forward(c);
  })
  .post('/passkey/verify-registration', async (c) => {
    const viewer = await signedInViewer(c);
    const body = parse(PasskeyRegistrationSchema, await readJson(c));
    const response = await forward(c, body);
    if (response.status !== 200) return response;
    await recordOwnEvent(c, viewer.userId, 'passkey_added');
    return withBody(response, toPasskeyDto((await response.json()) as LibraryPasskey));
  })
  .get('/passkey/generate-authenticate-options', async (c) => {
    if (new URL(c.req.url).search) throw badRequest('This endpoint takes no query parameters');
    await enforceRateLimit(c, 'sign-in');
    return forward(c);
  })
  .post('/passkey/verify-authentication', async (c) => {
    const body = parse(PasskeyAuthenticationSchema, await readJson(c));
    await enforceRateLimit(c, 'sign-in');
    const response = await forward(c, body);
    if (response.status !== 200) return response;
    await recordSignInFromCookie(c, response);
    const answer = (await response.json()) as { user: unknown };
    return withBody(response, { user: answer.user });
  })
  .get('/passkey/list-user-passkeys', async (c) => {
    const viewer = await signedInViewer(c);
    const rows = await listOwnPasskeys(c.var.database.db, viewer.userId);
    return c.json(
      rows.map((row) => toPasskeyDto({ ...row, createdAt: row.createdAt?.toISOString() })),
      200,
    );
  })
  .post('/passkey/update-passkey', async (c) => {
    const viewer = await signedInViewer(c);
    const body = parse(PasskeyRenameSchema, await readJson(c));
    if (!(await ownsPasskey(c.var.database.db, body.id, viewer.userId))) throw passkeyNotFound();
    const response = await forward(c, body);
    if (response.status !== 200) return response;
    const answer = (await response.json()) as { passkey: LibraryPasskey };
    return withBody(response, toPasskeyDto(answer.passkey));
  })
  .post('/passkey/delete-passkey', async (c) => {
    const viewer = await signedInViewer(c);
    const body = parse(PasskeyIdSchema, await readJson(c));
    if (!(await ownsPasskey(c.var.database.db, body.id, viewer.userId))) throw passkeyNotFound();
    const response = await forward(c, body);
    if (response.status === 200) await recordOwnEvent(c, viewer.userId, 'passkey_removed');
    return response;
  })
  .post('/two-factor/verify-totp', (c) => verifySecondFactor(c))
  .post('/two-factor/verify-backup-code', (c) => verifySecondFactor(c))
  .all('*', (c) =>
    c.json(errorBody('not_found', `No API route ${c.req.method} ${c.req.path}`), 404),
  );
