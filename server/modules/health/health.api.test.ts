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

  it('answers 503 when the database does not respond', async () => {
    const original = t.database.ping;
    t.database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const response = await t.request('/api/health');
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: 'unavailable' });
    } finally {
      t.database.ping = original;
    }
  });
});
