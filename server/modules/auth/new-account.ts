import { SignUpRoleSchema } from '@contract/auth';
import { LIMITS, type Role } from '@contract/constants';

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

const clean = (text: string) =>
  [...text.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim()]
    .slice(0, LIMITS.name)
    .join('')
    .trim();

/**
 * A name fit for a profile from whatever a provider sent: no control characters (NUL would
 * fail the insert), spaces collapsed, at most LIMITS.name characters; the email's local part
 * when nothing is left (a provider may send no name; profiles require one).
 */
export function displayName(name: unknown, email: string): string {
  return (
    clean(typeof name === 'string' ? name : '') || clean(email.split('@')[0] ?? '') || 'Member'
  );
}

/**
 * The role of an account being created: the one the sign-up asked for (the body of an email
 * sign-up, or the OAuth state of a social one), patient when it asked for none. Undefined for
 * a role the sign-up screen does not offer: the account is then not created.
 */
export function newAccountRole(asked: unknown): Role | undefined {
  const parsed = SignUpRoleSchema.safeParse(asked ?? 'patient');
  return parsed.success ? parsed.data : undefined;
}
