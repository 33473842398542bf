import { AsyncLocalStorage } from 'node:async_hooks';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import { passkey } from '@better-auth/passkey';
import { APIError, createEmailVerificationToken, getOAuthState } from 'better-auth/api';
import { isSameOriginPath } from '@contract/auth';
import { isValidTimeZone } from '@contract/profiles';
import { MAX_PASSWORD, MIN_PASSWORD } from '@contract/constants';
import type { Database } from '../../db/client';
import { accounts, passkeys, sessions, twoFactors, users, verifications } from '../../db/schema';
import { servedOverHttps, type Env } from '../../env';
import type { AuthService, AuthSessionSettings, OutgoingMail } from '../../lib/context';
import { describeError } from '../../lib/describe-error';
import type { Logger } from '../../lib/logger';
import { trustedOrigins } from '../../lib/trusted-origins';
import { emailChangeEmail, passwordResetEmail, verifyEmailEmail } from '../mail/templates';
import { ACCOUNT_SUSPENDED_CODE, ACCOUNT_SUSPENDED_MESSAGE } from './auth-errors';
import { findSuspension, setProfileTimezone } from './auth.queries';
import { cancelDeletionOnSignIn } from '../privacy/delete-account';
import { displayName, newAccountRole } from './new-account';

export interface AuthOptions {
  env: Env;
  database: Database;
  secret: string;
  logger: Logger;
}

/**
 * The header through which our route layer hands better-auth the client IP it resolved from the
 * socket (auth.routes.ts); any incoming copy is dropped first, so clients cannot set it.
 */
export const CLIENT_IP_HEADER = 'x-wellspring-client-ip';

export const RESET_PASSWORD_PATH = '/reset-password';
const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/** Rolling session expiry; SESSION_MAX_AGE_DAYS caps a session's whole life on top. */
const ROLLING_SESSION_DAYS = 7;
const APPLE_ORIGIN = 'https://appleid.apple.com';

/** Which social sign-in methods have both a client id and a secret configured. */
export function configuredProviders(env: Env) {
  return {
    google: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    apple: Boolean(env.APPLE_CLIENT_ID && env.APPLE_CLIENT_SECRET),
  };
}

/** The link in a reset email: our client's page (the path asked for, if same-origin) and the token. */
export function resetLink(env: Env, libraryUrl: string, token: string): string {
  const asked = new URL(libraryUrl).searchParams.get('callbackURL');
  const path = asked && isSameOriginPath(asked) ? asked : RESET_PASSWORD_PATH;
  const link = new URL(path, env.APP_URL);
  link.searchParams.set('token', token);
  return link.toString();
}

/**
 * better-auth's own messages go to our log as one structured line; extra arguments are reduced
 * to error names and first lines (driver errors may quote query parameters such as hashes).
 */
function libraryLogger(logger: Logger) {
  const log = logger.child({ source: 'better-auth' });
  return {
    level: 'debug' as const,
    log(level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) {
      const errors = args.filter((arg) => arg instanceof Error).map(describeError);
      log[level](errors.length ? { errors } : {}, message);
    },
  };
}

/**
 * Where sendResetPassword hands the email it composed back to composePasswordReset, which
 * called the library: the library runs that hook inside its own endpoint and swallows its errors,
 * so a failed delivery there could not be retried.
 */
/**
 * The library's refusal of its input. By shape: the endpoint throws better-call's APIError,
 * which is not the class `better-auth/api` exports here (another copy of the package).
 */
const isBadRequest = (error: unknown) =>
  error instanceof Error &&
  error.name === 'APIError' &&
  (error as { statusCode?: unknown }).statusCode === 400;

/** Any refusal (4xx) by one of the library's endpoints, called on the server. */
const isClientError = (error: unknown) => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return (
    error instanceof Error &&
    error.name === 'APIError' &&
    typeof status === 'number' &&
    status < 500
  );
};

/** How long an email-change link works (the library's verification default). */
const EMAIL_CHANGE_TTL_SECONDS = 60 * 60;

/** How long a sign-up's "Confirm your email" link works (decision 068). */
const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60;

const composedResetEmail = new AsyncLocalStorage<{ message?: OutgoingMail; link?: string }>();

/** The browser's zone an email sign-up sent (auth-handler.routes.ts), for the new profile. */
export const signUpZone = new AsyncLocalStorage<string | undefined>();

function createLibrary({ env, database, secret, logger }: AuthOptions) {
  const providers = configuredProviders(env);
  return betterAuth({
    appName: 'Wellspring',
    baseURL: env.APP_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [...trustedOrigins(env), ...(providers.apple ? [APPLE_ORIGIN] : [])],
    logger: libraryLogger(logger),
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      transaction: true,
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        passkey: passkeys,
      },
    }),
    // A suspended account gets no session, however it signs in (password, Google, Apple, a
    // reset). The sessions insert trigger (migration 0014) is the last word in a race.
    databaseHooks: {
      user: {
        create: {
          before: beforeUserCreate,
          // After the commit: the users trigger made the profile, in UTC until now.
          after: async (user: { id: string }) => {
            const oauth = await getOAuthState().catch(() => null);
            const zone = oauth ? oauth.timezone : signUpZone.getStore();
            if (typeof zone === 'string' && isValidTimeZone(zone))
              await setProfileTimezone(database.db, user.id, zone);
          },
        },
      },
      session: {
        create: {
          before: async (session: { userId: string }) => {
            if (await findSuspension(database.db, session.userId))
              throw new APIError('FORBIDDEN', {
                code: ACCOUNT_SUSPENDED_CODE,
                message: ACCOUNT_SUSPENDED_MESSAGE,
              });
          },
          // Any sign-in during a deletion's grace period keeps the account (decision 053).
          after: async (session: { userId: string; ipAddress?: string | null }) => {
            await cancelDeletionOnSignIn(database.db, session.userId, session.ipAddress ?? null);
          },
        },
      },
    },
    user: {
      // Email change (decision 067): the link goes to the NEW address, composed by the
      // email-change job (composeEmailChange) in the library's own token format, and the
      // library's verify-email endpoint applies it. The library's /change-email endpoint is not
      // exposed (auth-handler.routes.ts has our own): it would send on the request path.
      changeEmail: { enabled: true },
      additionalFields: {
        role: {
          type: ['patient', 'healer', 'admin'],
          required: false,
          defaultValue: 'patient',
          input: true,
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: MIN_PASSWORD,
      maxPasswordLength: MAX_PASSWORD,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Composes only: composePasswordReset returns it to the job that sends it (and retries).
      sendResetPassword: async ({ user, url, token }) => {
        const slot = composedResetEmail.getStore();
        if (!slot) throw new Error('A reset email is only composed through composePasswordReset');
        slot.link = resetLink(env, url, token);
        slot.message = passwordResetEmail({ to: user.email, name: user.name, url: slot.link });
      },
    },
    socialProviders: {
      ...(providers.google && {
        google: { clientId: env.GOOGLE_CLIENT_ID!, clientSecret: env.GOOGLE_CLIENT_SECRET! },
      }),
      ...(providers.apple && {
        apple: { clientId: env.APPLE_CLIENT_ID!, clientSecret: env.APPLE_CLIENT_SECRET! },
      }),
    },
    // Reset tokens are stored hashed: a database leak does not hand out working links.
    verification: { storeIdentifier: 'hashed' },
    session: {
      expiresIn: Math.min(ROLLING_SESSION_DAYS, env.SESSION_MAX_AGE_DAYS) * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    // Our own database-backed limiter runs in front (rate-limit.ts, decision 009).
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: servedOverHttps(env),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // The library skips its origin checks under NODE_ENV=test; tests run what production runs.
      disableOriginCheck: false,
    },
    telemetry: { enabled: false },
    // TOTP with ten one-time backup codes (decision 054); our layer rate-limits the code step.
    plugins: [
      twoFactor({ issuer: 'Wellspring', backupCodeOptions: { amount: 10 } }),
      // Passkeys (decision 069): the relying party is APP_URL's host, and a ceremony is only
      // accepted from APP_URL itself (never from whatever Origin header a request brings).
      passkey({
        rpName: 'Wellspring',
        rpID: new URL(env.APP_URL).hostname,
        origin: env.APP_URL,
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      }),
    ],
  });
}

/**
 * Every account the library creates (email or social sign-up) gets its role here, so the one
 * rule holds for both. A social sign-up's role comes from the OAuth state: our layer puts the
 * validated choice there (auth-handler.routes.ts) and the library keeps the state on our side
 * for the round trip through the provider, so the browser cannot change it on the way back.
 * Returning false refuses the account (the callback then lands on the error page).
 */
async function beforeUserCreate(user: { name?: unknown; email: string; role?: unknown }) {
  const oauth = await getOAuthState().catch(() => null);
  const role = newAccountRole(oauth ? oauth.role : user.role);
  if (!role) return false;
  return { data: { ...user, role, name: displayName(user.name, user.email) } };
}

type Library = ReturnType<typeof createLibrary>;

async function readSessionSettings(library: Library): Promise<AuthSessionSettings> {
  const context = await library.$context;
  return {
    sessionCookie: context.authCookies.sessionToken.name,
    dontRememberCookie: context.authCookies.dontRememberToken.name,
    secret: context.secret,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  };
}

/** The auth service of lib/context.ts, over better-auth. */
export function createAuth(options: AuthOptions): AuthService {
  const library = createLibrary(options);
  let settings: Promise<AuthSessionSettings> | undefined;
  return {
    handler: (request) => library.handler(request),
    sessionSettings: () => (settings ??= readSessionSettings(library)),
    async getSession(headers) {
      const { response, headers: libraryHeaders } = await library.api.getSession({
        headers,
        returnHeaders: true,
      });
      if (!response) return undefined;
      return {
        sessionId: response.session.id,
        userId: response.user.id,
        email: response.user.email,
        emailVerified: response.user.emailVerified,
        setCookies: libraryHeaders.getSetCookie(),
      };
    },
    async composePasswordReset(email, redirectTo) {
      const slot: { message?: OutgoingMail } = {};
      try {
        await composedResetEmail.run(slot, () =>
          library.api.requestPasswordReset({ body: { email, redirectTo } }),
        );
      } catch (error) {
        // An address our form accepts but the library does not (`x@y.z`) has no account:
        // nothing to send, rather than a job failing on every retry.
        if (isBadRequest(error)) return undefined;
        throw error;
      }
      return slot.message;
    },
    async createPasswordSetLink(email) {
      const slot: { message?: OutgoingMail; link?: string } = {};
      await composedResetEmail.run(slot, () =>
        library.api.requestPasswordReset({ body: { email, redirectTo: RESET_PASSWORD_PATH } }),
      );
      return slot.link;
    },
    async verifyPassword(userId, password) {
      const context = await library.$context;
      const accounts = await context.internalAdapter.findAccounts(userId);
      const hash = accounts.find((account) => account.providerId === 'credential')?.password;
      return hash ? context.password.verify({ hash, password }) : false;
    },
    async composeEmailChange(userId, newEmail, callbackPath) {
      const context = await library.$context;
      const user = await context.internalAdapter.findUserById(userId);
      const to = newEmail.toLowerCase();
      if (!user || user.email.toLowerCase() === to) return undefined;
      if (await context.internalAdapter.findUserByEmail(to)) return undefined;
      // The library's change-email-verification token: verify-email changes the email when the
      // account still has the old one (so a link works once).
      const token = await createEmailVerificationToken(
        context.secret,
        user.email,
        to,
        EMAIL_CHANGE_TTL_SECONDS,
        { requestType: 'change-email-verification', userId },
      );
      const link = new URL('/api/auth/verify-email', options.env.APP_URL);
      link.searchParams.set('token', token);
      link.searchParams.set('callbackURL', callbackPath);
      return emailChangeEmail({ to, name: user.name, url: link.toString() });
    },
    async composeEmailVerification(userId, callbackPath) {
      const context = await library.$context;
      const user = await context.internalAdapter.findUserById(userId);
      if (!user || user.emailVerified) return undefined;
      // The library's own sign-up verification token (default request type): verify-email marks
      // the address verified when the account still has it.
      const token = await createEmailVerificationToken(
        context.secret,
        user.email,
        undefined,
        EMAIL_VERIFICATION_TTL_SECONDS,
      );
      const link = new URL('/api/auth/verify-email', options.env.APP_URL);
      link.searchParams.set('token', token);
      link.searchParams.set('callbackURL', callbackPath);
      return verifyEmailEmail({ to: user.email, name: user.name, url: link.toString() });
    },
    async verifySecondFactor(headers, code) {
      const attempts = [
        () => library.api.verifyTOTP({ headers, body: { code } }),
        () => library.api.verifyBackupCode({ headers, body: { code, disableSession: true } }),
      ];
      // An authenticator code is six digits; anything else can only be a backup code.
      for (const attempt of /^\d{6}$/.test(code) ? attempts.slice(0, 1) : attempts.slice(1)) {
        try {
          await attempt();
          return true;
        } catch (error) {
          if (!isClientError(error)) throw error;
        }
      }
      return false;
    },
    async findResetToken(token) {
      const context = await library.$context;
      const verification = await context.internalAdapter.findVerificationValue(
        `reset-password:${token}`,
      );
      if (!verification || verification.expiresAt < new Date()) return undefined;
      const owner = await context.internalAdapter.findUserById(verification.value);
      return { owner: owner ? { email: owner.email, name: owner.name } : undefined };
    },
  };
}
