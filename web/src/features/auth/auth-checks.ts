import { EMAIL_PATTERN } from '@contract/auth';
import { SERVER_MIN_PASSWORD, SIGNUP_FORM_MIN_PASSWORD } from '@contract/constants';

export interface SignupValues {
  name: string;
  email: string;
  password: string;
}

/** docs/product.md, Validation: the sign-up checks, in this order, each with its own message. */
export function checkSignup({ name, email, password }: SignupValues): string | undefined {
  if (!name.trim()) return 'Please enter your full name';
  if (!email.trim()) return 'Please enter your email';
  if (!EMAIL_PATTERN.test(email.trim())) return 'Please enter a valid email address';
  if (password.length < SIGNUP_FORM_MIN_PASSWORD)
    return `Password must be at least ${SIGNUP_FORM_MIN_PASSWORD} characters long`;
  return undefined;
}

/** docs/product.md, Validation: the two entries must match, then the length rule. */
export function checkNewPassword(password: string, confirmation: string): string | undefined {
  if (password !== confirmation) return "Passwords don't match";
  if (password.length < SERVER_MIN_PASSWORD)
    return `Password must be at least ${SERVER_MIN_PASSWORD} characters`;
  return undefined;
}
