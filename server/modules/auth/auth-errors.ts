import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { RATE_LIMIT_MESSAGE } from './rate-limit';
import { WEAK_PASSWORD_MESSAGE, WEAK_PASSWORD_REASONS } from './password-strength';

export const INVALID_TOKEN_MESSAGE =
  'This password reset link is invalid, has expired or was already used. Please request a new one.';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const ACCOUNT_SUSPENDED_MESSAGE =
  'This account is suspended. Please contact support if you think this is a mistake.';
/** The library code our session hook throws for a suspended account (auth.ts). */
export const ACCOUNT_SUSPENDED_CODE = 'ACCOUNT_SUSPENDED';

interface MappedError {
  status: ContentfulStatusCode;
  code: string;
  message: string;
  reasons?: string[];
}

/** better-auth error codes we answer with our own code and words. */
const KNOWN: Record<string, MappedError> = {
  INVALID_EMAIL_OR_PASSWORD: {
    status: 401,
    code: 'invalid_credentials',
    message: 'Invalid email or password',
  },
  USER_ALREADY_EXISTS: { status: 409, code: 'email_taken', message: EMAIL_TAKEN_MESSAGE },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    status: 409,
    code: 'email_taken',
    message: EMAIL_TAKEN_MESSAGE,
  },
  [ACCOUNT_SUSPENDED_CODE]: {
    status: 403,
    code: 'account_suspended',
    message: ACCOUNT_SUSPENDED_MESSAGE,
  },
  INVALID_TOKEN: { status: 400, code: 'invalid_token', message: INVALID_TOKEN_MESSAGE },
  TOKEN_EXPIRED: { status: 400, code: 'invalid_token', message: INVALID_TOKEN_MESSAGE },
  INVALID_PASSWORD: {
    status: 400,
    code: 'invalid_password',
    message: 'Current password is incorrect',
  },
  PASSWORD_TOO_SHORT: {
    status: 400,
    code: 'weak_password',
    message: WEAK_PASSWORD_MESSAGE,
    reasons: [WEAK_PASSWORD_REASONS.tooShort],
  },
  PASSWORD_TOO_LONG: {
    status: 400,
    code: 'invalid_request',
    message: 'Password must be at most 128 characters long',
  },
  CREDENTIAL_ACCOUNT_NOT_FOUND: {
    status: 400,
    code: 'no_password',
    message: 'This account signs in with Google or Apple and has no password',
  },
  PROVIDER_NOT_FOUND: {
    status: 400,
    code: 'provider_not_enabled',
    message: 'This sign-in method is not enabled on this server',
  },
  INVALID_ORIGIN: {
    status: 403,
    code: 'forbidden_origin',
    message: 'Request origin is not allowed',
  },
  MISSING_OR_NULL_ORIGIN: {
    status: 403,
    code: 'forbidden_origin',
    message: 'Request origin is not allowed',
  },
  // Passkeys (decision 069): a ceremony that failed or timed out, and a key nobody has here.
  CHALLENGE_NOT_FOUND: {
    status: 400,
    code: 'passkey_failed',
    message: 'The passkey request expired or was already used. Please try again.',
  },
  AUTHENTICATION_FAILED: {
    status: 401,
    code: 'passkey_failed',
    message: 'That passkey could not be verified',
  },
  PASSKEY_NOT_FOUND: {
    status: 401,
    code: 'passkey_failed',
    message: 'That passkey is not registered with Wellspring',
  },
  FAILED_TO_VERIFY_REGISTRATION: {
    status: 400,
    code: 'passkey_failed',
    message: 'That passkey could not be registered',
  },
  SESSION_NOT_FRESH: {
    status: 403,
    code: 'session_not_fresh',
    message: 'Please sign in again before adding a passkey',
  },
  INVALID_CALLBACK_URL: {
    status: 400,
    code: 'invalid_request',
    message: 'callbackURL must be a path on this site',
  },
};

/** For codes we do not know: a safe message by status, never the library's own words. */
const BY_STATUS: Partial<Record<number, Omit<MappedError, 'status'>>> = {
  400: { code: 'invalid_request', message: 'The request could not be processed' },
  401: { code: 'unauthorized', message: 'You must be logged in' },
  403: { code: 'forbidden', message: 'You are not allowed to do this' },
  404: { code: 'not_found', message: 'Not found' },
  415: { code: 'unsupported_media_type', message: 'Request body must be JSON (application/json)' },
  422: { code: 'invalid_request', message: 'The request could not be processed' },
  429: { code: 'rate_limited', message: RATE_LIMIT_MESSAGE },
};

/** Our `{ error }` for a failed better-auth answer with this status and library code. */
export function mapAuthError(status: number, libraryCode: string | undefined): MappedError {
  const known = libraryCode ? KNOWN[libraryCode] : undefined;
  if (known) return known;
  const byStatus = BY_STATUS[status];
  if (byStatus) return { status: status as ContentfulStatusCode, ...byStatus };
  if (status >= 500)
    return { status: 500, code: 'internal_error', message: 'An unexpected error occurred' };
  return { status: 400, ...BY_STATUS[400]! };
}
