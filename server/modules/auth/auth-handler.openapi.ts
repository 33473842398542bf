import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  AuthAnswerSchema,
  ChangeEmailSchema,
  ChangePasswordSchema,
  OAuthCallbackParamsSchema,
  OAuthCallbackSchema,
  PasskeyAuthenticationSchema,
  PasskeyIdSchema,
  PasskeyListSchema,
  PasskeyRegistrationSchema,
  PasskeyRenameSchema,
  PasskeySchema,
  RequestPasswordResetSchema,
  ResetPasswordSchema,
  SessionAnswerSchema,
  SignInSchema,
  SignUpSchema,
  SocialSignInSchema,
  TwoFactorCodeSchema,
  TwoFactorDisableSchema,
  TwoFactorPasswordSchema,
  TwoFactorRedirectSchema,
  VerifyEmailQuerySchema,
  VerificationEmailAnswerSchema,
} from '@contract/auth';
import { safeString } from '@contract/strings';
import { access, errorResponse, jsonBody, jsonResponse } from '../../lib/openapi';

type Registry = OpenAPIHono['openAPIRegistry'];

const StatusAnswerSchema = z.object({ status: z.boolean(), message: safeString().optional() });
const SocialAnswerSchema = z.object({ url: safeString(), redirect: z.boolean() });
const invalid = errorResponse('Invalid input (the field is named in the message)');

/**
 * The auth library's endpoints that our layer lets through (auth-handler.routes.ts), in the
 * OpenAPI document with the contract schemas our layer validates them with: documented for
 * clients, and probed like every other route (authorization sweep, NUL sweep).
 */
export function documentAuthRoutes(registry: Registry) {
  const tags = ['auth'];
  registry.registerPath({
    method: 'post',
    path: '/sign-up/email',
    ...access.anonymous,
    tags,
    summary: 'Create an account with email and password (signs in; the session is a cookie)',
    request: { body: jsonBody(SignUpSchema) },
    responses: {
      200: jsonResponse(AuthAnswerSchema, 'Signed up and signed in'),
      400: errorResponse('Invalid input, or weak_password with every reason'),
      409: errorResponse('email_taken'),
      429: errorResponse('rate_limited, with Retry-After'),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/sign-in/email',
    ...access.anonymous,
    tags,
    summary: 'Sign in with email and password',
    request: { body: jsonBody(SignInSchema) },
    responses: {
      200: jsonResponse(
        z.union([AuthAnswerSchema, TwoFactorRedirectSchema]),
        'Signed in, or (two-factor on) waiting for the code',
      ),
      400: invalid,
      401: errorResponse('invalid_credentials'),
      429: errorResponse('rate_limited, with Retry-After'),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/sign-in/social',
    ...access.anonymous,
    tags,
    summary: "The provider's authorization URL; `role` is kept for an account the sign-in creates",
    request: { body: jsonBody(SocialSignInSchema) },
    responses: {
      200: jsonResponse(SocialAnswerSchema, 'Where to send the browser'),
      400: errorResponse('Invalid input, or provider_not_enabled'),
    },
  });
  for (const method of ['get', 'post'] as const)
    registry.registerPath({
      method,
      path: '/callback/{provider}',
      ...access.anonymous,
      tags,
      summary: 'Where the provider sends the browser back (Apple posts a form)',
      request: {
        params: OAuthCallbackParamsSchema,
        ...(method === 'get'
          ? { query: OAuthCallbackSchema }
          : {
              body: {
                content: { 'application/x-www-form-urlencoded': { schema: OAuthCallbackSchema } },
              },
            }),
      },
      responses: {
        302: { description: 'Signed in and sent to the callback URL, or to the error page' },
        400: invalid,
      },
    });
  registry.registerPath({
    method: 'get',
    path: '/get-session',
    ...access.anonymous,
    tags,
    summary: 'The current session and user, or null',
    responses: { 200: jsonResponse(SessionAnswerSchema, 'The session, or null') },
  });
  registry.registerPath({
    method: 'post',
    path: '/sign-out',
    ...access.anonymous,
    tags,
    summary: 'End the current session (deletes it)',
    responses: { 200: jsonResponse(z.object({ success: z.boolean() }), 'Signed out') },
  });
  registry.registerPath({
    method: 'post',
    path: '/request-password-reset',
    ...access.anonymous,
    tags,
    summary: 'Email a reset link if the account exists (the same answer either way)',
    request: { body: jsonBody(RequestPasswordResetSchema) },
    responses: {
      200: jsonResponse(StatusAnswerSchema, 'Requested'),
      400: invalid,
      429: errorResponse('rate_limited, with Retry-After'),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/reset-password',
    ...access.anonymous,
    tags,
    summary: 'Set a new password with the token from the emailed link',
    request: { body: jsonBody(ResetPasswordSchema) },
    responses: {
      200: jsonResponse(StatusAnswerSchema, 'Changed; every session of the account ended'),
      400: errorResponse('Invalid input, invalid_token or weak_password'),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/change-password',
    ...access.user,
    tags,
    summary: 'Change the password (other sessions end unless revokeOtherSessions is false)',
    request: { body: jsonBody(ChangePasswordSchema) },
    responses: {
      200: jsonResponse(AuthAnswerSchema, 'Changed'),
      400: errorResponse('Invalid input, invalid_password or weak_password'),
      401: errorResponse('Not signed in'),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/change-email',
    ...access.user,
    tags,
    summary:
      'Asks to change the email: a job sends a confirmation link to the NEW address (the same answer whether or not the address is free)',
    request: { body: jsonBody(ChangeEmailSchema) },
    responses: {
      200: jsonResponse(StatusAnswerSchema, 'Requested'),
      400: errorResponse('Invalid input, or the address is already the account’s'),
      401: errorResponse('Not signed in'),
      429: errorResponse('Too many attempts'),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/send-verification-email',
    ...access.user,
    tags,
    summary:
      'Sends the sign-up "Confirm your email" link again, by a job (nothing when already confirmed)',
    responses: {
      202: jsonResponse(VerificationEmailAnswerSchema, 'Queued (or nothing to send)'),
      401: errorResponse('Not signed in'),
      429: errorResponse('Too many attempts'),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/verify-email',
    ...access.anonymous,
    tags,
    summary:
      'The emailed sign-up confirmation or email-change link: the token is its authority; confirms or changes the email and redirects to callbackURL',
    request: { query: VerifyEmailQuerySchema },
    responses: {
      200: jsonResponse(StatusAnswerSchema, 'Changed (without a callbackURL)'),
      302: { description: 'To callbackURL, with ?error=CODE when the link is invalid or expired' },
      400: invalid,
      401: errorResponse('Invalid or expired link (without a callbackURL)'),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/two-factor/disable',
    ...access.user,
    tags,
    summary:
      'Turns two-factor off: the password and a current code (authenticator or backup) confirm it',
    request: { body: jsonBody(TwoFactorDisableSchema) },
    responses: {
      200: jsonResponse(StatusAnswerSchema, 'Off'),
      400: errorResponse('Invalid input, invalid_password or invalid_code'),
      401: errorResponse('Not signed in'),
      429: errorResponse('Too many attempts'),
    },
  });
  const TwoFactorEnabledSchema = z.object({
    totpURI: safeString(),
    backupCodes: z.array(safeString()),
  });
  const BackupCodesSchema = z.object({ status: z.boolean(), backupCodes: z.array(safeString()) });
  const withPassword = [
    {
      path: '/two-factor/enable',
      summary:
        'Starts two-factor enrolment: the otpauth:// URI for the QR code and ten backup codes, shown once; a first code confirms it',
      answer: jsonResponse(TwoFactorEnabledSchema, 'The secret (as a URI) and the backup codes'),
    },
    {
      path: '/two-factor/generate-backup-codes',
      summary: 'Replaces the backup codes with ten new ones, shown once',
      answer: jsonResponse(BackupCodesSchema, 'The new codes'),
    },
  ];
  for (const { path, summary, answer } of withPassword)
    registry.registerPath({
      method: 'post',
      path,
      ...access.user,
      tags,
      summary,
      request: { body: jsonBody(TwoFactorPasswordSchema) },
      responses: {
        200: answer,
        400: errorResponse('Invalid input or invalid_password'),
        401: errorResponse('Not signed in'),
        429: errorResponse('Too many attempts'),
      },
    });
  for (const [path, what] of [
    ['/two-factor/verify-totp', 'a code of the authenticator app'],
    ['/two-factor/verify-backup-code', 'one of the backup codes (each works once)'],
  ] as const)
    registry.registerPath({
      method: 'post',
      path,
      ...access.anonymous,
      tags,
      summary: `Completes a sign-in waiting for its second factor (the two-factor cookie) with ${what}; signed in, a first code confirms enrolment`,
      request: { body: jsonBody(TwoFactorCodeSchema) },
      responses: {
        200: jsonResponse(AuthAnswerSchema, 'Signed in (the session is a cookie)'),
        400: errorResponse('Invalid input, or no sign-in waiting for a code'),
        401: errorResponse('Wrong code'),
        429: errorResponse('Too many attempts'),
      },
    });
  // Passkeys (decision 069).
  /** WebAuthn options for the browser's navigator.credentials (the library's shape). */
  const WebAuthnOptionsSchema = z.looseObject({ challenge: safeString() });
  registry.registerPath({
    method: 'get',
    path: '/passkey/generate-register-options',
    ...access.user,
    tags,
    summary: 'Options for creating a passkey (a challenge cookie holds the ceremony)',
    responses: {
      200: jsonResponse(WebAuthnOptionsSchema, 'PublicKeyCredentialCreationOptions as JSON'),
      400: errorResponse('Query parameters given'),
      401: errorResponse('Not signed in'),
      403: errorResponse('session_not_fresh: sign in again first'),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/passkey/verify-registration',
    ...access.user,
    tags,
    summary: "Adds the passkey the authenticator created, under the user's name for it",
    request: { body: jsonBody(PasskeyRegistrationSchema) },
    responses: {
      200: jsonResponse(PasskeySchema, 'Added'),
      400: errorResponse('Invalid input, or passkey_failed'),
      401: errorResponse('Not signed in'),
      403: errorResponse('session_not_fresh'),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/passkey/generate-authenticate-options',
    ...access.anonymous,
    tags,
    summary: 'Options for signing in with a passkey (a challenge cookie holds the ceremony)',
    responses: {
      200: jsonResponse(WebAuthnOptionsSchema, 'PublicKeyCredentialRequestOptions as JSON'),
      400: errorResponse('Query parameters given'),
      429: errorResponse('rate_limited, with Retry-After'),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/passkey/verify-authentication',
    ...access.anonymous,
    tags,
    summary: 'Signs in with a passkey (the session is a cookie)',
    request: { body: jsonBody(PasskeyAuthenticationSchema) },
    responses: {
      200: jsonResponse(AuthAnswerSchema, 'Signed in'),
      400: errorResponse('Invalid input, or passkey_failed (no ceremony, or it expired)'),
      401: errorResponse('passkey_failed: unknown or unverifiable passkey'),
      429: errorResponse('rate_limited, with Retry-After'),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/passkey/list-user-passkeys',
    ...access.user,
    tags,
    summary: "The user's passkeys, oldest first",
    responses: {
      200: jsonResponse(PasskeyListSchema, 'Their passkeys'),
      401: errorResponse('Not signed in'),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/passkey/update-passkey',
    ...access.user,
    tags,
    summary: 'Renames one of the user’s passkeys',
    request: { body: jsonBody(PasskeyRenameSchema) },
    responses: {
      200: jsonResponse(PasskeySchema, 'Renamed'),
      400: invalid,
      401: errorResponse('Not signed in'),
      404: errorResponse('No such passkey of theirs'),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/passkey/delete-passkey',
    ...access.user,
    tags,
    summary: 'Removes one of the user’s passkeys',
    request: { body: jsonBody(PasskeyIdSchema) },
    responses: {
      200: jsonResponse(StatusAnswerSchema, 'Removed'),
      400: invalid,
      401: errorResponse('Not signed in'),
      404: errorResponse('No such passkey of theirs'),
    },
  });
}
