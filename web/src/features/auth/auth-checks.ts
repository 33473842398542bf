import { EMAIL_PATTERN } from '@contract/constants';
import { isPasswordTooShort, PASSWORD_TOO_SHORT_MESSAGE } from '@contract/constants';

export interface SignupValues {
  name: string;
  email: string;
  password: string;
}

export type SignupProblems = Partial<Record<keyof SignupValues, string>>;

/**
 * docs/product.md, Validation: the sign-up checks, each with its own message, one per field, in
 * the spec's order (the banner shows the first; every field shows its own).
 */
export function signupProblems({ name, email, password }: SignupValues): SignupProblems {
  const problems: SignupProblems = {};
  if (!name.trim()) problems.name = 'Please enter your full name';
  if (!email.trim()) problems.email = 'Please enter your email';
  else if (!EMAIL_PATTERN.test(email.trim())) problems.email = 'Please enter a valid email address';
  if (isPasswordTooShort(password)) problems.password = PASSWORD_TOO_SHORT_MESSAGE;
  return problems;
}

/** The first failing sign-up check, in the spec's order: what the banner says. */
export function checkSignup(values: SignupValues): string | undefined {
  const problems = signupProblems(values);
  return problems.name ?? problems.email ?? problems.password;
}

/** docs/product.md, Validation: the two entries must match, then the one password rule. */
export function checkNewPassword(password: string, confirmation: string): string | undefined {
  if (password !== confirmation) return "Passwords don't match";
  if (isPasswordTooShort(password)) return PASSWORD_TOO_SHORT_MESSAGE;
  return undefined;
}
