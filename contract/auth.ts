import { z } from 'zod';
import { safeString } from './strings';
import { LIMITS, MAX_PASSWORD, ROLES, SERVER_MIN_PASSWORD } from './constants';

/** The simple email pattern of docs/product.md, Validation. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
      .min(SERVER_MIN_PASSWORD, `Password must be at least ${SERVER_MIN_PASSWORD} characters long`)
      .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters long`),
    role: z.enum(ROLES, { error: 'Role must be patient or healer' }).default('patient'),
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

/** POST /api/auth/request-password-reset. Always answers 200, whether the account exists or not. */
export const RequestPasswordResetSchema = z
  .object({
    email: safeString({ error: 'Please enter your email address' })
      .trim()
      .min(1, 'Please enter your email address')
      .max(254, 'Email is too long')
      .regex(EMAIL_PATTERN, 'Please enter a valid email address'),
    /** Where the emailed link points; only a same-origin path, else /reset-password. */
    redirectTo: safeString().max(200).optional(),
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

/** POST /api/auth/change-password (signed in). Other sessions are always revoked. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: safeString({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(MAX_PASSWORD),
    newPassword,
  })
  .meta({ id: 'ChangePassword' });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** GET /api/auth-providers: which social sign-in methods this server has configured. */
export const AuthProvidersSchema = z
  .object({ google: z.boolean(), apple: z.boolean() })
  .meta({ id: 'AuthProviders' });
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;
