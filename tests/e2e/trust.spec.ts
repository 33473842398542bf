import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoPatient } from '../../server/seed/demo-data';
import { expectAccessible, expectAccessibleContent, useBrowser, visit } from './support/browser';
import { E2E_ADMIN, startTrustApp } from './support/trust-app';

const SOFIA = 'sofia.reyes@demo.wellspring.local';
const AMARA = 'amara.haddad@demo.wellspring.local';
const JORDAN = 'jordan.lee@demo.wellspring.local';
const ADMIN_PASSWORD = 'steady-lantern-admin-42';
const REVIEW_TEXT = 'Slept through the night for the first time in months.';

// A credential the healer uploads: the first bytes of a PDF are what the server checks.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/**
 * Reviews, verification and the admin console on a private seeded app (startTrustApp): a patient
 * goes from the completed session's link to their review on the profile, a healer replies, a
 * healer applies for verification, and an admin (made with npm run admin:create) verifies them,
 * hides a reported review and suspends an account. axe runs on every new page.
 */
describe('trust in the marketplace', () => {
  const browser = useBrowser();
  let app: Awaited<ReturnType<typeof startTrustApp>>;
  const at = (path: string) => `${app.url}${path}`;

  beforeAll(async () => {
    app = await startTrustApp();
  }, 240_000);
  afterAll(async () => {
    await app?.stop();
  });

  async function signedIn(email: string, password = DEMO_PASSWORD): Promise<Page> {
    const page = await browser.newPage();
    const response = await page.request.post(at('/api/auth/sign-in/email'), {
      data: { email, password },
      headers: { origin: app.url },
    });
    if (!response.ok()) throw new Error(`sign-in ${email}: ${response.status()}`);
    return page;
  }

  async function healerIdOf(page: Page, name: string) {
    const body = (await (
      await page.request.get(at(`/api/healers?q=${encodeURIComponent(name)}`))
    ).json()) as {
      items: Array<{ user_id: string; usr_name: string }>;
    };
    return body.items.find((item) => item.usr_name === name)!.user_id;
  }

  it('a patient follows the completed session’s link to a review on the profile; the healer replies', async () => {
    const patient = await signedIn(demoPatient.email);
    await visit(patient, at('/patient-dashboard'));
    await patient
      .getByRole('link', { name: 'Leave a review of your session with Sofia Reyes' })
      .click();
    await patient.waitForURL((url) => url.pathname.startsWith('/patient-dashboard/appointments/'));
    // The link the completed-session notification carries is this page's address.
    const sessionPath = new URL(patient.url()).pathname;
    await patient.getByRole('heading', { name: 'Leave a review' }).waitFor();
    await expectAccessible(patient);

    const main = patient.getByRole('main');
    await main.getByRole('button', { name: 'Submit review' }).click();
    await main.getByText('Please choose a rating from 1 to 5 stars').waitFor();
    await main.getByRole('radio', { name: '4 stars' }).click();
    await main.getByLabel('Your review (optional)').fill(REVIEW_TEXT);
    await main.getByRole('radio', { name: 'Yes' }).click();
    await main.getByRole('button', { name: 'Submit review' }).click();

    const sofiaId = await healerIdOf(patient, 'Sofia Reyes');
    await patient.waitForURL((url) => url.pathname === `/healers/${sofiaId}`);
    const reviews = patient.getByRole('list', { name: 'Reviews' });
    const mine = reviews.getByRole('article', { name: 'Review by Alex M.' });
    await mine.getByText(REVIEW_TEXT).waitFor();
    await patient.getByRole('meter', { name: '4 stars: 2 reviews' }).waitFor();
    await expectAccessibleContent(patient);

    // Back on the session's page: the review is there, editable.
    await visit(patient, at(sessionPath));
    await patient.getByRole('heading', { name: 'Your review' }).waitFor();
    expect(await patient.getByRole('button', { name: 'Edit review' }).isVisible()).toBe(true);

    const healer = await signedIn(SOFIA);
    await visit(healer, at('/healer-dashboard/reviews'));
    await healer.getByRole('button', { name: 'Reply publicly to Alex M.' }).click();
    await healer
      .getByLabel('Your public reply to Alex M.')
      .fill('Thank you, Alex. Keep the evening routine going!');
    await healer.getByRole('button', { name: 'Post reply' }).click();
    await healer.getByText('Reply posted').waitFor();
    await expectAccessibleContent(healer);

    await patient.reload();
    await patient.getByText('Response from Sofia Reyes').waitFor();

    // Another patient reports the review; the report waits for an admin.
    const reporter = await signedIn(JORDAN);
    await visit(reporter, at(`/healers/${sofiaId}`));
    await reporter.getByRole('button', { name: 'Report review by Alex M.' }).click();
    const dialog = reporter.getByRole('dialog', { name: 'Report this review' });
    await dialog.getByLabel('Reason').fill('This reads like an advert for sleeping pills.');
    await expectAccessible(reporter);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await reporter.getByText('Thank you. Our team will look at this review.').waitFor();
  });

  it('a healer uploads a credential and asks for verification', async () => {
    const healer = await signedIn(AMARA);
    await visit(healer, at('/healer-dashboard/verification'));
    await healer.getByRole('heading', { name: 'Not verified yet' }).waitFor();
    const main = healer.getByRole('main');
    await main
      .getByLabel('Document (PDF, PNG or JPEG, at most 10 MB)')
      .setInputFiles({ name: 'sound-practitioner.pdf', mimeType: 'application/pdf', buffer: PDF });
    await main.getByLabel('Kind').selectOption('certificate');
    await main.getByLabel('Issued by').fill('Sound Healers Association');
    await main.getByLabel('Licence or certificate number').fill('SHA-7731');
    await main.getByRole('button', { name: 'Upload credential' }).click();
    await main.getByRole('button', { name: 'Remove Certificate SHA-7731' }).waitFor();
    await main.getByRole('button', { name: 'Submit for verification' }).click();
    await healer.getByRole('heading', { name: 'Waiting for review' }).waitFor();
    await expectAccessibleContent(healer);
  });

  it('an admin sets a password from the command’s link, verifies the healer, hides the reported review and suspends an account', async () => {
    // Not for anyone else: the console's pages send others away.
    const patient = await signedIn(demoPatient.email);
    await patient.goto(at('/admin'));
    await patient.waitForURL((url) => url.pathname === '/patient-dashboard');
    const visitor = await browser.newPage();
    await visitor.goto(at('/admin/users'));
    await visitor.waitForURL((url) => url.pathname === '/login');

    const admin = await browser.newPage();
    await visit(admin, at(app.setPasswordPath));
    await admin.getByLabel('New password', { exact: true }).fill(ADMIN_PASSWORD);
    await admin.getByLabel('Confirm new password').fill(ADMIN_PASSWORD);
    await admin.getByRole('button', { name: 'Update password' }).click();
    await admin.waitForURL((url) => url.pathname === '/login');
    const login = admin.getByRole('main');
    await login.getByLabel('Email').fill(E2E_ADMIN);
    await login.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await admin.getByRole('button', { name: 'Login', exact: true }).click();
    await admin.waitForURL((url) => url.pathname === '/admin');
    await admin.getByRole('heading', { name: 'Weekly activity (last 12 weeks)' }).waitFor();
    await expectAccessibleContent(admin);

    // Verification queue: open the document, approve with a note.
    await visit(admin, at('/admin/verifications'));
    const card = admin.getByRole('listitem', { name: 'Amara Haddad' });
    const documentHref = await card
      .getByRole('link', { name: /Open document/ })
      .getAttribute('href');
    const document = await admin.request.get(at(documentHref!));
    expect(document.status()).toBe(200);
    expect(
      Buffer.from(await document.body())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await card.getByRole('button', { name: 'Approve Amara Haddad' }).click();
    const approve = admin.getByRole('dialog', { name: 'Approve Amara Haddad?' });
    await approve.getByLabel('Note for the healer (optional)').fill('Certificate checked');
    await expectAccessible(admin);
    await approve.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Verification approved').waitFor();

    // The badge is in the directory, under the verified filter.
    const directory = await browser.newPage();
    await visit(directory, at('/healers?verified=true'));
    const amara = directory.getByRole('article', { name: 'Amara Haddad' });
    await amara.getByText('Verified', { exact: true }).waitFor();
    expect(await directory.getByRole('article', { name: 'Sofia Reyes' }).count()).toBe(0);
    expect(await directory.getByLabel('Verified healers only').isChecked()).toBe(true);

    // The reported review: hidden, with the reason recorded.
    await visit(admin, at('/admin/reports'));
    const reported = admin.getByRole('listitem', { name: 'Review by Alex Morgan' });
    await reported
      .getByText('This reads like an advert for sleeping pills.', { exact: false })
      .waitFor();
    await reported.getByRole('button', { name: 'Hide review by Alex Morgan' }).click();
    const hide = admin.getByRole('dialog', { name: 'Hide this review?' });
    await hide.getByLabel('Reason (recorded in the audit log)').fill('Reads as an advert');
    await hide.getByRole('button', { name: 'Hide review' }).click();
    await admin.getByText('Review hidden').waitFor();
    await admin.getByText('No reported reviews.').waitFor();
    const sofiaId = await healerIdOf(directory, 'Sofia Reyes');
    await visit(directory, at(`/healers/${sofiaId}`));
    expect(await directory.getByText(REVIEW_TEXT).count()).toBe(0);

    // Suspend an account, see the sessions to follow up.
    await visit(admin, at('/admin/users'));
    await admin.getByLabel('Name or email').fill('jordan');
    await admin.getByRole('button', { name: 'Search' }).click();
    await admin.getByRole('button', { name: 'Manage Jordan Lee' }).click();
    await admin.getByRole('heading', { name: 'Jordan Lee' }).waitFor();
    await admin.getByRole('button', { name: 'Suspend Jordan Lee' }).click();
    const suspend = admin.getByRole('dialog', { name: 'Suspend Jordan Lee?' });
    await suspend.getByLabel('Reason (recorded in the audit log)').fill('Harassing a healer');
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await admin.getByText('Account suspended').waitFor();
    await admin.getByText(/Suspended on .*: Harassing a healer/).waitFor();
    await expectAccessibleContent(admin);
    const jordanSignIn = await admin.request.post(at('/api/auth/sign-in/email'), {
      data: { email: JORDAN, password: DEMO_PASSWORD },
      headers: { origin: app.url },
    });
    expect(jordanSignIn.status()).toBe(403);

    // Every action is in the audit log.
    await visit(admin, at('/admin/audit'));
    const log = admin.getByRole('table', { name: 'Admin actions, newest first' });
    for (const action of [
      'User suspended',
      'Review hidden',
      'Verification approved',
      'Made an admin',
    ])
      await log.getByRole('rowheader', { name: action }).waitFor();
    expect(await log.getByText('Harassing a healer').count()).toBe(1);
  });
});
