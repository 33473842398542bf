import { describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/support/accounts';
import { readOutbox } from '../../../tests/support/mail';
import { useTestApp } from '../../../tests/support/test-app';

describe('the development outbox', () => {
  const t = useTestApp();

  it('lists kept emails newest first with to, subject, text, html and created_at', async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    for (const account of [first, second]) {
      await t.request('/api/auth/request-password-reset', { json: { email: account.email } });
      await t.settle();
    }
    const outbox = await readOutbox(t);
    expect(outbox.map((email) => email.to)).toEqual([second.email, first.email]);
    expect(Object.keys(outbox[0]!).sort()).toEqual(['created_at', 'html', 'subject', 'text', 'to']);
    expect(new Date(outbox[0]!.created_at).getTime()).toBeGreaterThanOrEqual(
      new Date(outbox[1]!.created_at).getTime(),
    );
    expect(outbox.map((email) => email.subject)).toEqual([
      'Reset your Wellspring password',
      'Reset your Wellspring password',
    ]);
    // The log names each kept email and its links (the sign-up confirmations are logged too,
    // in whichever order their jobs ran).
    const logged = t.logs.find(
      (line) =>
        line.msg === 'email kept in the dev outbox' &&
        line.subject === 'Reset your Wellspring password',
    );
    expect(logged).toBeDefined();
    expect((logged!.links as string[])[0]).toMatch(
      /^http:\/\/localhost:3000\/reset-password\?token=/,
    );
  });
});

describe('the outbox in production', () => {
  const t = useTestApp({ NODE_ENV: 'production' });

  it('does not exist', async () => {
    const response = await t.request('/api/dev/outbox');
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('not_found');
  });
});
