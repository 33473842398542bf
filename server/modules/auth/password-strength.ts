import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isPasswordTooShort, PASSWORD_TOO_SHORT_MESSAGE } from '@contract/constants';
import { projectRoot } from '../../lib/paths';

const COMMON_PASSWORDS_FILE = path.join(projectRoot, 'server/modules/auth/common-passwords.txt');

let commonPasswords: Set<string> | undefined;

function loadCommonPasswords(): Set<string> {
  commonPasswords ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line && !line.startsWith('#')),
  );
  return commonPasswords;
}

export const WEAK_PASSWORD_MESSAGE = 'Password is too weak';

export const WEAK_PASSWORD_REASONS = {
  tooShort: PASSWORD_TOO_SHORT_MESSAGE,
  common: 'Password is one of the most commonly used passwords',
  email: 'Password must not be your email address',
  name: 'Password must not be your name',
} as const;

/**
 * Why a password is too weak, or an empty list. The owner's email and name, when known, are
 * compared case-insensitively (the email also without its domain).
 */
export function weakPasswordReasons(
  password: string,
  owner: { email?: string; name?: string } = {},
): string[] {
  const reasons: string[] = [];
  const normalized = password.trim().toLowerCase();
  if (isPasswordTooShort(password)) reasons.push(WEAK_PASSWORD_REASONS.tooShort);
  if (loadCommonPasswords().has(normalized)) reasons.push(WEAK_PASSWORD_REASONS.common);
  const email = owner.email?.trim().toLowerCase();
  if (email && (normalized === email || normalized === email.split('@')[0]))
    reasons.push(WEAK_PASSWORD_REASONS.email);
  const name = owner.name?.trim().toLowerCase();
  if (name && (normalized === name || normalized === name.replace(/\s+/g, '')))
    reasons.push(WEAK_PASSWORD_REASONS.name);
  return reasons;
}
