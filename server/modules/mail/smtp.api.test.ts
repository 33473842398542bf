import { describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../../../tests/support/accounts';
import { useSmtpTestApp } from '../../../tests/support/smtp-app';
import { createTestApp } from '../../../tests/support/test-app';
import { devOutbox } from '../../db/schema';

describe('email over SMTP (a real SMTP server)', () => {
  const { smtp, t } = useSmtpTestApp({ MAIL_FROM: 'Wellspring <no-reply@wellspring.test>' });

  it('delivers the reset email with a text and an HTML part, and keeps no outbox copy', async () => {
    expect(t.services.mailer.kind).toBe('smtp');
    const account = await signUp(t, { name: 'Mara <i>Smtp</i>' });
    // The sign-up's "Confirm your email" may have been delivered already (its job can run before
    // the test confirms the account): the reset is the next mail after whatever came before.
    const before = smtp.received.length;
    const response = await t.request('/api/auth/request-password-reset', {
      json: { email: account.email, redirectTo: '/reset-password' },
    });
    expect(response.status).toBe(200);
    await smtp.waitFor(before + 1);
    const mail = smtp.received[before];
    expect(mail!.from).toBe('no-reply@wellspring.test');
    expect(mail!.to).toEqual([account.email]);
    expect(mail!.raw).toMatch(/^Subject: Reset your Wellspring password/m);
    expect(mail!.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail!.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/);
    const unfolded = mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(unfolded).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]+/);
    expect(unfolded).toContain('Mara &lt;i&gt;Smtp&lt;/i&gt;');
    await t.settle();
    expect(await t.database.db.select().from(devOutbox)).toEqual([]);
    // In SMTP mode the link is never logged.
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(unfolded)![1]!;
    expect(JSON.stringify(t.logs)).not.toContain(token);
  });

  it('answers before the mail server has accepted anything: sending is off the request path', async () => {
    const account = await signUp(t);
    const before = smtp.received.length;
    smtp.hold();
    try {
      const response = await t.request('/api/auth/request-password-reset', {
        json: { email: account.email, redirectTo: '/reset-password' },
      });
      expect(response.status).toBe(200);
      expect(smtp.received.length).toBe(before);
    } finally {
      smtp.release();
    }
    await smtp.waitFor(before + 1);
  });

  it('takes about as long for an unknown email as for a known one', async () => {
    const account = await signUp(t);
    const time = async (email: string) => {
      const started = performance.now();
      const response = await t.request('/api/auth/request-password-reset', {
        json: { email },
        ip: null,
      });
      expect(response.status).toBe(200);
      return performance.now() - started;
    };
    const median = (values: number[]) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    // Alternate, so load on the machine affects both alike; each measured request runs alone
    // (the previous one's email job has finished).
    for (let round = 0; round < 5; round++) {
      known.push(await time(account.email));
      await t.settle();
      unknown.push(await time(uniqueEmail()));
      await t.settle();
    }
    // Both answer without waiting for the mail server: the medians stay within a loose bound
    // of each other (a leak through timing would be the SMTP round trip, held off the path).
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(75);
  });

  it('retries a delivery the mail server refused; the email arrives once it recovers', async () => {
    const account = await signUp(t);
    const before = smtp.received.length;
    smtp.refuse(1);
    const response = await t.request('/api/auth/request-password-reset', {
      json: { email: account.email },
    });
    expect(response.status).toBe(200);
    // The first attempt is refused (451); the queue retries after its back-off (~3 s).
    await smtp.waitFor(before + 1);
    expect(smtp.received.at(-1)!.to).toEqual([account.email]);
    const retry = t.logs.find(
      (line) =>
        line.msg === 'job failed; it will be retried' && line.task === 'password-reset-email',
    );
    expect(retry).toMatchObject({ level: 40, attempt: 1, maxAttempts: 8 });
    expect(JSON.stringify(retry)).toMatch(/451/);
    // The failure line names the job, never its payload (the address) or a link.
    expect(JSON.stringify(retry)).not.toContain(account.email);
    expect(JSON.stringify(retry)).not.toMatch(/token=/);
  });

  it('answers the same when the mail server is down: the request path only enqueues', async () => {
    const broken = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const account = await signUp(broken);
      const response = await broken.request('/api/auth/request-password-reset', {
        json: { email: account.email },
      });
      expect(response.status).toBe(200);
      await expect
        .poll(
          () =>
            // The sign-up's confirmation email fails the same way; this looks for the reset's.
            broken.logs.find(
              (line) =>
                line.msg === 'job failed; it will be retried' &&
                line.task === 'password-reset-email',
            ),
          { timeout: 10_000 },
        )
        .toMatchObject({
          err: { message: expect.stringMatching(/ECONNREFUSED/) },
        });
    } finally {
      await broken.close();
    }
  });
});
