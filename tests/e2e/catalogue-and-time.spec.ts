import { describe, expect, it } from 'vitest';
import { demoHealerId, signUpViaApi } from './support/accounts';
import { expectAccessible, useBrowser, visit } from './support/browser';
import { pickDate, pickTime, shownTimes } from './support/slot-picker';

/** A day at least `days` ahead (UTC) on one of the weekdays, as YYYY-MM-DD. */
function dateAhead(days: number, weekdays: number[]) {
  const date = new Date(Date.now() + days * 86_400_000);
  while (!weekdays.includes(date.getUTCDay())) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const dayIn = (zone: string, iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short' }).format(new Date(iso));

describe('the catalogue from data, one time zone, and the booking form', () => {
  const browser = useBrowser();

  it('services show who offers them, from-prices and lengths from data, the same on every page', async () => {
    const page = await browser.newPage();
    await visit(page, '/services');
    const card = (title: string) => page.getByRole('article', { name: title });
    // Nobody offers Energy Healing but Amara Haddad (Reiki); her fee is $110.
    await card('Energy Healing').getByText('from $110 per session').waitFor();
    await card('Energy Healing').getByText('1 practitioner').waitFor();
    const therapy = await card('Holistic Therapy').textContent();
    expect(therapy).toMatch(/from \$\d+ per session/);
    expect(therapy).toContain('60 min');

    await card('Energy Healing').getByRole('link', { name: 'Learn More' }).click();
    await page.getByRole('heading', { level: 1, name: 'Energy Healing' }).waitFor();
    await page.getByText('from $110 per session').waitFor();
    const practitioners = page.getByRole('list', { name: 'Practitioners' });
    await practitioners.getByRole('heading', { name: 'Amara Haddad' }).waitFor();
    expect(await practitioners.getByRole('article').count()).toBe(1);
    await expectAccessible(page);

    // The home page names and prices it the same way.
    await visit(page, '/');
    const popular = page.getByRole('link', { name: /Holistic Therapy/ });
    await expect.poll(() => popular.textContent()).toMatch(/from \$\d+ per session/);
    expect(await popular.textContent()).toContain(therapy!.match(/from \$\d+/)![0]);

    // Booking from the service offers only its practitioners.
    await signUpViaApi(page, 'patient');
    await visit(page, '/book-session?service=2');
    await page.getByText('Showing the practitioners who offer Energy Healing.').waitFor();
    await page.getByRole('combobox', { name: 'Healer' }).click();
    await page.getByRole('option', { name: /Amara Haddad/ }).waitFor();
    expect(
      await page.getByRole('listbox', { name: 'Healers' }).getByRole('option').allTextContents(),
    ).toEqual(['Amara Haddad - Sound Healing']);
  });

  it('filters: one specialty vocabulary with counts, and experience bands that do not overlap', async () => {
    const page = await browser.newPage();
    await visit(page, '/healers');
    const specialty = page.getByRole('group', { name: 'Specialty' });
    await specialty.getByText('Sound Healer (1)').waitFor();
    // A term nobody practises is not offered, so no choice always finds nobody.
    expect(await specialty.getByText(/Psychiatrist/).count()).toBe(0);
    await specialty.getByLabel('Energy Healer (1)').click();
    await page.waitForURL((url) => url.searchParams.get('specialty') === 'Energy Healer');
    await page.getByText('1 healer found').waitFor();
    await page.getByRole('heading', { name: 'Amara Haddad' }).waitFor();

    await visit(page, '/healers?experience=5-10');
    await page.getByText(/healers? found/).waitFor();
    // Li Wei has exactly 10 years: in "10 years or more", not in "5 to 9 years".
    expect(await page.getByRole('heading', { name: 'Li Wei' }).count()).toBe(0);
    expect(
      await page
        .getByLabel('Experience')
        .evaluate((select) =>
          [...(select as HTMLSelectElement).options].map((option) => option.text),
        ),
    ).toEqual(['Any experience', 'Under 5 years', '5 to 9 years', '10 years or more']);
    await visit(page, '/healers?experience=10%2B');
    await page.getByRole('heading', { name: 'Li Wei' }).waitFor();
  });

  it('on a phone the filters open as a sheet that closes onto "Show N results"; a skip link leads to the results', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 375, height: 740 });
    await visit(page, '/healers');
    // Other specs add healers meanwhile: the counts come from the API.
    const totalOf = async (query: string) =>
      ((await (await page.request.get(`/api/healers?limit=1${query}`)).json()) as { total: number })
        .total;
    const all = await totalOf('');
    await page.getByRole('button', { name: 'Show filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('button', { name: /^Show \d+ results$/ }).waitFor();
    expect(all).toBeGreaterThan(2);
    await sheet.getByLabel('Spanish').click();
    const spanish = await totalOf('&language=Spanish');
    await sheet.getByRole('button', { name: `Show ${spanish} results` }).waitFor();
    await expectAccessible(page);
    await sheet.getByRole('button', { name: `Show ${spanish} results` }).click();
    await page.getByText(`${spanish} healers found`).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await visit(page, '/healers');
    const skip = page.getByRole('link', { name: 'Skip to results' });
    for (
      let tab = 0;
      tab < 12 && !(await skip.evaluate((link) => link === document.activeElement));
      tab++
    )
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('results');
  });

  it('a patient in Asia/Tokyo sees the slots of the day they picked, in their zone, named in words', async () => {
    const page = await browser.newPage({ timezoneId: 'Asia/Tokyo' });
    await signUpViaApi(page, 'patient');
    const profile = await page.request.patch('/api/me/profile', {
      data: { timezone: 'Asia/Tokyo' },
      headers: { origin: browser.baseUrl },
    });
    expect(profile.status()).toBe(200);
    // Dr. Maya Patel works weekdays in Los Angeles: her morning is the next day in Tokyo.
    const mayaId = await demoHealerId(page, 'Dr. Maya Patel');
    await visit(page, `/book-session?healer=${mayaId}`);
    await page
      .getByText('Times are shown in your time zone (Japan Standard Time — Tokyo).')
      .waitFor();
    await page.getByText('works in Pacific Time — Los Angeles').waitFor();
    const day = dateAhead(14, [2, 3, 4]);
    await pickDate(page, day);
    const times = await shownTimes(page);
    expect(times.length).toBeGreaterThan(0);
    for (const start of times) expect(dayIn('Asia/Tokyo', start)).toBe(day);
    // Times read with am/pm as the locale writes them, never a bare "4:00".
    const labels = await page
      .getByRole('group', { name: /^Available times on / })
      .getByRole('button')
      .allTextContents();
    for (const label of labels) expect(label).toMatch(/\d{1,2}:\d{2}\s?(AM|PM)/);
    await expectAccessible(page);

    // The dashboard uses the same zone, and names it.
    await pickTime(page, times[0]!);
    await page.getByRole('button', { name: 'Book Session' }).click();
    await page.waitForURL((url) => url.pathname === '/patient-dashboard');
    await page.getByText('Times in Japan Standard Time — Tokyo').waitFor();
  });

  it('a missing title is marked and focused; mode radios select with arrow keys', async () => {
    const page = await browser.newPage();
    await signUpViaApi(page, 'patient');
    const danielId = await demoHealerId(page, 'Dr. Daniel Brooks');
    await visit(page, `/book-session?healer=${danielId}`);
    await page.getByText('Session fee: $').waitFor();
    const video = page.getByRole('radio', { name: 'Video Session' });
    expect(await video.isChecked()).toBe(true);
    await video.focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: 'In-Person' }).isChecked()).toBe(true);

    await pickDate(page, dateAhead(10, [1, 2, 3, 4, 5]));
    await pickTime(page, (await shownTimes(page))[0]!);
    const title = page.getByLabel('Title', { exact: true });
    await title.fill('');
    await page.getByRole('button', { name: 'Book Session' }).click();
    await expect.poll(() => title.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    await page.getByText(/Please give the session a title/).waitFor();
    await expectAccessible(page);
  });

  it('typing a date into a date field keeps it', async () => {
    const page = await browser.newPage();
    await signUpViaApi(page, 'patient');
    await visit(page, '/patient-profile');
    const birth = page.getByLabel('Date of birth');
    await birth.click();
    await page.keyboard.type('05141990');
    expect(await birth.inputValue()).toBe('1990-05-14');
  });

  it('the changed pages pass axe at 375 px too', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 375, height: 740 });
    for (const path of ['/', '/services', '/services/2', '/faq', '/contact', '/signup?role=healer'])
      await visit(page, path);
    await signUpViaApi(page, 'patient');
    for (const path of [
      '/patient-dashboard/appointments',
      '/patient-dashboard/history',
      '/patient-dashboard/wellness',
      '/patient-dashboard/nowhere',
      '/messages',
      '/messages/new',
      '/book-session?service=1',
    ])
      await visit(page, path);
  });
});
