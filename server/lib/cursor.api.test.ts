import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestAccount } from '../../tests/support/accounts';
import { useTestApp } from '../../tests/support/test-app';

const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const ID = '3f2c9a4e-8b1d-4c6e-9f0a-1b2c3d4e5f60';

/** Times PostgreSQL cannot read (or JavaScript cannot hold) and ids that are not ids. */
const BAD_TIMES = [
  '0000-01-01T00:00:00Z',
  '-271821-04-20T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '10000-01-01T00:00:00.000Z',
  '2026-02-30T00:00:00.000Z',
  '2026-01-01T00:00:00.000Z\u0000',
];
const BAD_IDS = ['x', `${ID}\u0000`, "' or 1=1 --", ID.repeat(3)];

// The one cursor codec (server/lib/cursor.ts), through each paged route: 400, never a 500.
describe('crafted cursors on every paged route', () => {
  const t = useTestApp();
  let patient: TestAccount;
  let chatId: string;

  beforeAll(async () => {
    patient = await signUp(t);
    const healer = await signUp(t, { role: 'healer' });
    const chat = await t.request('/api/chats', {
      json: { participant_id: healer.userId, content: 'Hello' },
      cookie: patient.cookie,
    });
    chatId = (await chat.json()).id;
  });

  async function expectRefused(path: string, parameter: string, cookie?: string) {
    const response = await t.request(path, { cookie });
    expect(response.status, path).toBe(400);
    expect(await response.json(), path).toEqual({
      error: { code: 'invalid_request', message: `${parameter}: Invalid cursor` },
    });
  }

  it('appointments: times out of range and malformed ids', async () => {
    for (const time of BAD_TIMES)
      await expectRefused(
        `/api/appointments?view=all&cursor=${cursor({ v: 'all', t: time, i: ID })}`,
        'cursor',
        patient.cookie,
      );
    for (const id of BAD_IDS)
      await expectRefused(
        `/api/appointments?view=all&cursor=${cursor({ v: 'all', t: '2026-01-01T00:00:00.000Z', i: id })}`,
        'cursor',
        patient.cookie,
      );
  });

  it('messages: times out of range and malformed ids', async () => {
    for (const time of BAD_TIMES)
      await expectRefused(
        `/api/chats/${chatId}/messages?before=${cursor({ t: time, i: ID })}`,
        'before',
        patient.cookie,
      );
    for (const id of BAD_IDS)
      await expectRefused(
        `/api/chats/${chatId}/messages?before=${cursor({ t: '2026-01-01T00:00:00.000Z', i: id })}`,
        'before',
        patient.cookie,
      );
  });

  it('healers: sort values out of range and user ids with control characters', async () => {
    for (const v of [2 ** 31, -1e300, 1e21])
      await expectRefused(
        `/api/healers?sort=fee_asc&cursor=${cursor({ s: 'fee_asc', v, u: 'a' })}`,
        'cursor',
      );
    for (const u of ['', 'a\u0000b', 'x'.repeat(101), 42])
      await expectRefused(
        `/api/healers?sort=rating&cursor=${cursor({ s: 'rating', v: 4, u })}`,
        'cursor',
      );
  });

  it('still accepts the instants at the ends of the range', async () => {
    for (const t0 of ['0001-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z']) {
      const response = await t.request(
        `/api/chats/${chatId}/messages?before=${cursor({ t: t0, i: ID })}`,
        { cookie: patient.cookie },
      );
      expect(response.status).toBe(200);
    }
  });
});
