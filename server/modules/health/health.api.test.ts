import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/support/test-app';

describe('GET /api/health', () => {
  const t = useTestApp();

  // Test apps connect to their database by URL; the embedded kind is checked on a real
  // process in server.process.test.ts.
  it('answers ok with the database kind after a real round trip', async () => {
    const response = await t.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', db: 'postgres' });
  });

  it('answers 503 with Retry-After when the database does not respond, and so does every route until it does', async () => {
    const original = t.database.ping;
    t.database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const response = await t.request('/api/health');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toMatchObject({ status: 'unavailable' });
      for (const path of ['/api/healers', '/api/me', '/api/openapi.json']) {
        const other = await t.request(path);
        expect(other.status, path).toBe(503);
        expect(other.headers.get('retry-after'), path).toBe('5');
        expect((await other.json()).error.code, path).toBe('unavailable');
      }
    } finally {
      t.database.ping = original;
    }
    // The background probe (or the next health check) finds it back; no restart.
    await expect.poll(async () => (await t.request('/api/healers')).status).toBe(200);
  });
});
