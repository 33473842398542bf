import { z } from 'zod';
import { safeString } from './strings';
import {
  EMAIL_PATTERN,
  LIMITS,
  MAX_PASSWORD,
  MIN_PASSWORD,
  PASSWORD_TOO_SHORT_MESSAGE,
  ROLES,
} from './constants';
import { isValidTimeZone } from './profiles';

/** The browser's zone at sign-up: the new profile's time zone (else UTC). */
const signUpTimeZone = safeString()
  .max(64, 'timezone must be a time zone name')
  .refine(isValidTimeZone, 'Unknown time zone; use an IANA name such as Europe/Berlin');

export { EMAIL_PATTERN } from './constants';

/**
 * The roles the sign-up screen offers, and so the only ones a sign-up (email or social) may ask
 * for. Anything else is refused, never mapped to a default.
 */
export const SIGN_UP_ROLES = ['patient', 'healer'] as const;
export const SignUpRoleSchema = z.enum(SIGN_UP_ROLES, { error: 'Role must be patient or healer' });

/** The sign-up body the server accepts (POST /api/auth/sign-up/email). */
export const SignUpSchema = z
  .object({
    name: safeString({ error: 'Please enter your full name' })
      .trim()
      .min(1, 'Please enter your full name')
      .max(LIMITS.name, `Name must be at most ${LIMITS.name} characters`),
    email: safeString({ error: 'Please enter your email' })
      .trim()
      .min(1, 'Please enter your email')
      .max(254, 'Email is too long')
      .regex(EMAIL_PATTERN, 'Please enter a valid email address'),
    password: safeString({ error: 'Password is required' })
      .min(MIN_PASSWORD, PASSWORD_TOO_SHORT_MESSAGE)
      .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters long`),
    role: SignUpRoleSchema.default('patient'),
    timezone: signUpTimeZone.optional(),
  })
  .meta({ id: 'SignUp' });
export type SignUp = z.infer<typeof SignUpSchema>;

/** POST /api/auth/sign-in/email. docs/product.md, Validation: the login form only
 * requires both fields. */
export const SignInSchema = z
  .object({
    email: safeString({ error: 'Please enter your email' })
      .trim()
      .min(1, 'Please enter your email')
      .max(254, 'Email is too long'),
    password: safeString({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters long`),
    rememberMe: z.boolean().optional(),
  })
  .meta({ id: 'SignIn' });
export type SignIn = z.infer<typeof SignInSchema>;

/**
 * A same-origin path such as /reset-password: one leading slash, no scheme, no host, no
 * backslash (browsers read `/\evil.test` as `//evil.test`).
 */
export function isSameOriginPath(value: string): boolean {
  return /^\/(?![/\\])[^\\\s]*$/.test(value);
}

export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

const SAME_ORIGIN_PATH_MESSAGE = 'must be a path on this site, such as /patient-dashboard';
const sameOriginPath = safeString(SAME_ORIGIN_PATH_MESSAGE)
  .max(500, SAME_ORIGIN_PATH_MESSAGE)
  .refine(isSameOriginPath, SAME_ORIGIN_PATH_MESSAGE);

/**
 * POST /api/auth/sign-in/social: answers the provider's authorization URL. `role` is the role
 * chosen on the sign-up screen; it travels with the sign-in through the provider (in the
 * library's server-side state) and is given to the account if the sign-in creates one. An
 * existing account keeps its role. Without it a new account is a patient.
 */
export const SocialSignInSchema = z
  .strictObject({
    provider: z.enum(SOCIAL_PROVIDERS, { error: 'must be google or apple' }),
    callbackURL: sameOriginPath.optional(),
    errorCallbackURL: sameOriginPath.optional(),
    newUserCallbackURL: sameOriginPath.optional(),
    /** Answer the URL as JSON instead of redirecting (what our client does). */
    disableRedirect: z.boolean().optional(),
    role: SignUpRoleSchema.optional(),
    /** For an account this sign-in creates: its profile's time zone. */
    timezone: signUpTimeZone.optional(),
  })
  .meta({ id: 'SocialSignIn' });
export type SocialSignIn = z.infer<typeof SocialSignInSchema>;

export const OAuthCallbackParamsSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS, { error: 'must be google or apple' }),
});

/**
 * What a provider sends back to GET (Google) or POST (Apple) /api/auth/callback/{provider}: text
 * fields only, passed on to the auth library, which checks the state.
 */
export const OAuthCallbackSchema = z
  .object({
    state: safeString().max(2000).optional(),
    code: safeString().max(4000).optional(),
    error: safeString().max(500).optional(),
    error_description: safeString().max(2000).optional(),
    iss: safeString().max(500).optional(),
    /** Apple's first sign-in: the person's name as JSON. */
    user: safeString().max(4000).optional(),
  })
  .catchall(safeString().max(4000));

/** The longest `redirectTo` a reset request may carry. */
export const RESET_REDIRECT_MAX = 200;

/** POST /api/auth/request-password-reset. Always answers 200, whether the account exists or not. */
export const RequestPasswordResetSchema = z
  .object({
    email: safeString({ error: 'Please enter your email address' })
      .trim()
      .min(1, 'Please enter your email address')
      .max(254, 'Email is too long')
      .regex(EMAIL_PATTERN, 'Please enter a valid email address'),
    /** Where the emailed link points; only a same-origin path, else /reset-password. */
    redirectTo: safeString().max(RESET_REDIRECT_MAX).optional(),
  })
  .meta({ id: 'RequestPasswordReset' });
export type RequestPasswordReset = z.infer<typeof RequestPasswordResetSchema>;

const newPassword = safeString({ error: 'Password is required' }).max(
  MAX_PASSWORD,
  `Password must be at most ${MAX_PASSWORD} characters long`,
);

/** POST /api/auth/reset-password with the token from the emailed link. */
export const ResetPasswordSchema = z
  .object({
    newPassword,
    token: safeString({ error: 'The reset link is missing its token' })
      .min(1, 'The reset link is missing its token')
      .max(200),
  })
  .meta({ id: 'ResetPassword' });
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

/** POST /api/auth/change-password (signed in). Other sessions are revoked unless asked not to. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: safeString({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(MAX_PASSWORD),
    newPassword,
    /** Signs out every other session too (the default). */
    revokeOtherSessions: z.boolean().optional(),
  })
  .meta({ id: 'ChangePassword' });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** The user in the answers of sign-up, sign-in and get-session (the session is only a cookie). */
export const AuthUserSchema = z
  .object({
    id: safeString(),
    name: safeString(),
    email: safeString(),
    emailVerified: z.boolean(),
    image: safeString().nullable(),
    /** The account's one role; the same as its profile's role in GET /api/me. */
    role: z.enum(ROLES),
    /** A code is asked at sign-in (decision 054). */
    twoFactorEnabled: z.boolean().optional(),
    createdAt: safeString(),
    updatedAt: safeString(),
  })
  .meta({ id: 'AuthUser' });
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const AuthAnswerSchema = z
  .object({ redirect: z.boolean().optional(), user: AuthUserSchema })
  .meta({ id: 'AuthAnswer' });

/** GET /api/auth/get-session: null when signed out. */
export const SessionAnswerSchema = z
  .object({
    session: z.object({
      id: safeString(),
      expiresAt: safeString(),
      userId: safeString(),
      createdAt: safeString(),
      updatedAt: safeString(),
      /** Where and in what browser this session was made: its owner's own, for a sessions list. */
      ipAddress: safeString().nullable().optional(),
      userAgent: safeString().nullable().optional(),
    }),
    user: AuthUserSchema,
  })
  .nullable()
  .meta({ id: 'SessionAnswer' });

/** GET /api/auth-providers: which social sign-in methods this server has configured. */
export const AuthProvidersSchema = z
  .object({ google: z.boolean(), apple: z.boolean() })
  .meta({ id: 'AuthProviders' });
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;

/**
 * GET /api/session-policy: the browser's idle logoff (decision 070). After `idle_logoff_minutes`
 * without activity it signs out, warning `idle_logoff_warning_seconds` before.
 */
export const SessionPolicySchema = z
  .object({
    idle_logoff_minutes: z.number().positive(),
    idle_logoff_warning_seconds: z.number().int().positive(),
  })
  .meta({ id: 'SessionPolicy' });
export type SessionPolicy = z.infer<typeof SessionPolicySchema>;

/** Two-factor (decision 054): the password confirms enrolment, new backup codes and disabling. */
export const TwoFactorPasswordSchema = z
  .object({
    password: safeString({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(MAX_PASSWORD),
  })
  .meta({ id: 'TwoFactorPassword' });

/** A code from the authenticator app, or one of the backup codes. */
export const TwoFactorCodeSchema = z
  .object({
    code: safeString({ error: 'Please enter the code' })
      .trim()
      .min(6, 'Please enter the code')
      .max(32, 'The code is too long'),
    trustDevice: z.boolean().optional(),
  })
  .meta({ id: 'TwoFactorCode' });

/** POST /api/auth/two-factor/disable: the password and a code (authenticator or backup). */
export const TwoFactorDisableSchema = z
  .object({
    password: safeString({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(MAX_PASSWORD),
    code: safeString({ error: 'Please enter the code' })
      .trim()
      .min(6, 'Please enter the code')
      .max(32, 'The code is too long'),
  })
  .meta({ id: 'TwoFactorDisable' });

/**
 * POST /api/auth/change-email (signed in): a confirmation link goes to the NEW address (by a
 * job); the address changes only when it is opened.
 */
export const ChangeEmailSchema = z
  .object({
    newEmail: safeString({ error: 'Please enter your new email' })
      .trim()
      .toLowerCase()
      .min(1, 'Please enter your new email')
      .max(254, 'Email is too long')
      .regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  })
  .meta({ id: 'ChangeEmail' });
export type ChangeEmail = z.infer<typeof ChangeEmailSchema>;

/** GET /api/auth/verify-email: the emailed link (its token) and where to land afterwards. */
export const VerifyEmailQuerySchema = z.object({
  token: safeString('The link is missing its token')
    .min(1, 'The link is missing its token')
    .max(2000, 'The link is not valid'),
  callbackURL: sameOriginPath.optional(),
});

export const EMAIL_CHANGE_REQUESTED_MESSAGE =
  'We sent a confirmation link to the new address. Your email changes when you open it.';

/**
 * POST /api/auth/send-verification-email (signed in, no body): a job sends the "Confirm your
 * email" link again (nothing when the address is already confirmed). Answers 202.
 */
export const VerificationEmailAnswerSchema = z
  .object({ status: z.boolean(), message: safeString() })
  .meta({ id: 'VerificationEmailAnswer' });
export type VerificationEmailAnswer = z.infer<typeof VerificationEmailAnswerSchema>;

export const VERIFICATION_EMAIL_SENT_MESSAGE =
  'We sent a new confirmation link to your email address.';

/** Where a sign-up's "Confirm your email" link lands: the dashboard, with this query. */
export const EMAIL_CONFIRMED_QUERY = 'email=confirmed';

/** A password sign-in of an account with two-factor on: the code step comes next. */
export const TwoFactorRedirectSchema = z
  .object({ twoFactorRedirect: z.literal(true), twoFactorMethods: z.array(safeString()) })
  .meta({ id: 'TwoFactorRedirect' });

/** Passkeys (decision 069): the name the user gives one, shown in their settings. */
export const PASSKEY_NAME_MAX = 100;
const passkeyName = safeString({ error: 'Please name the passkey' })
  .trim()
  .min(1, 'Please name the passkey')
  .max(PASSKEY_NAME_MAX, `The name must be at most ${PASSKEY_NAME_MAX} characters`);
/** The authenticator's answer (WebAuthn JSON), checked by the library's verification. */
const webAuthnResponse = z.looseObject(
  {
    id: safeString({ error: 'response.id is required' }).min(1).max(1024),
    response: z.record(safeString(), z.unknown(), {
      error: 'response.response must be an object',
    }),
  },
  { error: 'response must be the authenticator answer' },
);
const passkeyId = safeString({ error: 'id is required' }).min(1, 'id is required').max(100);

/** POST /api/auth/passkey/verify-registration: the new passkey and its name. */
export const PasskeyRegistrationSchema = z
  .strictObject({ response: webAuthnResponse, name: passkeyName })
  .meta({ id: 'PasskeyRegistration' });

/** POST /api/auth/passkey/verify-authentication: a sign-in with a passkey. */
export const PasskeyAuthenticationSchema = z
  .strictObject({ response: webAuthnResponse })
  .meta({ id: 'PasskeyAuthentication' });

export const PasskeyIdSchema = z.strictObject({ id: passkeyId }).meta({ id: 'PasskeyId' });
export const PasskeyRenameSchema = z
  .strictObject({ id: passkeyId, name: passkeyName })
  .meta({ id: 'PasskeyRename' });

/** One of the user's passkeys as their settings list it (never its key or credential id). */
export const PasskeySchema = z
  .object({
    id: safeString(),
    name: safeString().nullable(),
    created_at: safeString().nullable(),
    /** Synced by its provider (iCloud Keychain, Google Password Manager): usable on other devices. */
    backed_up: z.boolean(),
  })
  .meta({ id: 'Passkey' });
export type Passkey = z.infer<typeof PasskeySchema>;
export const PasskeyListSchema = z.array(PasskeySchema).meta({ id: 'PasskeyList' });
