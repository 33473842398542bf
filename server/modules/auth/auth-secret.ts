import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { insertSettingOnce } from './auth.queries';

const SECRET_KEY = 'auth_secret';

/**
 * AUTH_SECRET when configured; otherwise one generated on first start and kept in the
 * database, so every instance on the same database signs cookies with the same key and a
 * restart does not log everyone out.
 */
export async function resolveAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const secret = await insertSettingOnce(db, SECRET_KEY, randomBytes(32).toString('base64url'));
  if (!secret) throw new Error('auth secret missing from app_settings after insert');
  return secret;
}
