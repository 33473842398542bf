import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      APP_URL: 'http://localhost:3000',
      SEED: true,
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('derives APP_URL from PORT and does not seed an external database unless asked', () => {
    const env = loadEnv({ PORT: '8080', DATABASE_URL: 'postgres://u@db:5432/app' });
    expect(env.APP_URL).toBe('http://localhost:8080');
    expect(env.SEED).toBe(false);
    expect(loadEnv({ DATABASE_URL: 'postgres://u@db/app', SEED: 'true' }).SEED).toBe(true);
  });

  it('normalises APP_URL to an origin and treats empty values as unset', () => {
    expect(loadEnv({ APP_URL: 'https://wellspring.example/some/path' }).APP_URL).toBe(
      'https://wellspring.example',
    );
    expect(loadEnv({ PORT: '' }).PORT).toBe(3000);
  });

  it('reads reminder lead times as distinct minutes, longest first (default 1440,60)', () => {
    expect(loadEnv({}).REMINDER_LEAD_MINUTES).toEqual([1440, 60]);
    expect(loadEnv({ REMINDER_LEAD_MINUTES: ' 15, 2880,15 ,90' }).REMINDER_LEAD_MINUTES).toEqual([
      2880, 90, 15,
    ]);
    expect(loadEnv({}).MESSAGE_DIGEST_MINUTES).toBe(15);
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must be a postgres/],
    [{ APP_URL: 'ftp://x' }, /^Invalid configuration: APP_URL /],
    [{ SEED: 'maybe' }, /^Invalid configuration: SEED /],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL /],
    [
      { MAINTENANCE_INTERVAL_MINUTES: '45' },
      /^Invalid configuration: MAINTENANCE_INTERVAL_MINUTES must divide an hour/,
    ],
    [
      { REMINDER_LEAD_MINUTES: '60,0' },
      /^Invalid configuration: REMINDER_LEAD_MINUTES must be comma-separated positive whole minutes/,
    ],
    [{ REMINDER_LEAD_MINUTES: '1h' }, /^Invalid configuration: REMINDER_LEAD_MINUTES /],
    [{ MESSAGE_DIGEST_MINUTES: '0' }, /^Invalid configuration: MESSAGE_DIGEST_MINUTES /],
    [
      { AUTH_SECRET: 'short' },
      /^Invalid configuration: AUTH_SECRET must be at least 32 characters/,
    ],
  ])('rejects %o with one line naming the variable', (source, message) => {
    expect(() => loadEnv(source)).toThrow(ConfigError);
    try {
      loadEnv(source);
    } catch (error) {
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain('\n');
    }
  });
});
