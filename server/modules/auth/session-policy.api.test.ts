import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { useTestApp } from '../../../tests/support/test-app';
import { sessionPolicy } from './auth.routes';

describe('the idle logoff the browser applies (GET /api/session-policy)', () => {
  const t = useTestApp();

  it('answers anyone with the defaults: 30 minutes, warned a minute before', async () => {
    const response = await t.request('/api/session-policy');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      idle_logoff_minutes: 30,
      idle_logoff_warning_seconds: 60,
    });
  });
});

describe('a configured idle logoff', () => {
  const t = useTestApp({ IDLE_LOGOFF_MINUTES: '0.25', IDLE_LOGOFF_WARNING_SECONDS: '5' });

  it('takes fractions of a minute (tests use seconds) and its own warning', async () => {
    const response = await t.request('/api/session-policy');
    expect(await response.json()).toEqual({
      idle_logoff_minutes: 0.25,
      idle_logoff_warning_seconds: 5,
    });
  });

  it('never warns for longer than the idle time itself, and refuses nonsense', () => {
    const policy = sessionPolicy(loadEnv({ IDLE_LOGOFF_MINUTES: '0.1' }));
    expect(policy).toEqual({ idle_logoff_minutes: 0.1, idle_logoff_warning_seconds: 6 });
    expect(() => loadEnv({ IDLE_LOGOFF_MINUTES: '0' })).toThrow(/IDLE_LOGOFF_MINUTES/);
    expect(() => loadEnv({ IDLE_LOGOFF_WARNING_SECONDS: '1.5' })).toThrow(
      /IDLE_LOGOFF_WARNING_SECONDS/,
    );
  });
});
