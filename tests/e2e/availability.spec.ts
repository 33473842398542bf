import { describe, expect, it } from 'vitest';
import type { FreeTimes } from '../../contract/availability';
import type { HealerList } from '../../contract/healers';
import { demoHealerId, DEMO_PATIENT, signInViaApi } from './support/accounts';
import { expectAccessible, useBrowser, visit } from './support/browser';
import { chosenTime } from './support/slot-picker';

const ZONE = 'America/Los_Angeles';

describe('availability where patients decide (issue 18)', () => {
  const browser = useBrowser();

  it('directory cards show the next free time in the visitor’s zone; soonest sort and this-week filter', async () => {
    const page = await browser.newPage({ timezoneId: ZONE });
    const soonest = async () =>
      (await (await page.request.get('/api/healers?sort=soonest&limit=12')).json()) as HealerList;
    // The seeded healers' times are computed by the jobs their hours enqueued at start.
    await expect
      .poll(async () => (await soonest()).items[0]?.next_available_at ?? null, {
        timeout: 15_000,
      })
      .not.toBeNull();
    const first = (await soonest()).items[0]!;
    await visit(page, '/healers?sort=soonest');
    // The card's words, written by the browser in its own zone as the page does.
    const expected = await page.evaluate(
      ({ iso, zone }) => {
        const soon = (Date.parse(iso) - Date.now()) / 86_400_000 < 6;
        const options: Intl.DateTimeFormatOptions = soon
          ? { weekday: 'short', hour: 'numeric', minute: '2-digit', timeZone: zone }
          : { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: zone };
        return `Next available: ${new Intl.DateTimeFormat(undefined, options).format(new Date(iso))}`;
      },
      { iso: first.next_available_at!, zone: ZONE },
    );
    const card = page.getByRole('article', { name: first.usr_name });
    await expect.poll(() => card.getByText(/^Next available: /).textContent()).toBe(expected);
    // The first card is the soonest one.
    const names = await page
      .getByRole('list', { name: 'Healers' })
      .getByRole('heading', { level: 3 })
      .allTextContents();
    expect(names[0]).toBe(first.usr_name);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('soonest');

    // The box follows the address, which the router changes in a transition: checked once it has.
    const thisWeek = page.getByRole('checkbox', { name: 'Available this week' }).first();
    await thisWeek.click();
    await page.waitForURL((url) => url.searchParams.get('availableThisWeek') === 'true');
    await expect.poll(() => thisWeek.isChecked()).toBe(true);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
  });

  it('a free time on a profile opens the booking page with that day and time chosen', async () => {
    const page = await browser.newPage({ timezoneId: ZONE });
    await signInViaApi(page, DEMO_PATIENT);
    const healerId = await demoHealerId(page, 'James Okafor');
    await visit(page, `/healers/${healerId}`);
    const section = page.getByRole('region', { name: 'Free times this week' });
    await section.waitFor();
    const times = (await (
      await page.request.get(`/api/healers/${healerId}/free-times?tz=${ZONE}`)
    ).json()) as FreeTimes;
    const day = times.days.find((entry) => entry.slots.length > 0)!;
    const slot = day.slots[0]!;
    const link = section
      .getByRole('list', { name: /^Free times on / })
      .first()
      .getByRole('link')
      .first();
    expect(await link.getAttribute('href')).toBe(
      `/book-session?${new URLSearchParams({ healer: healerId, date: day.date, time: slot })}`,
    );
    await link.click();
    await page.waitForURL((url) => url.pathname === '/book-session');
    await expect.poll(() => chosenTime(page), { timeout: 10_000 }).toBe(slot);
    expect(await page.locator(`[data-date="${day.date}"]`).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await expect
      .poll(() => page.getByRole('button', { name: 'Book Session' }).isEnabled())
      .toBe(true);
    await expectAccessible(page);
  });
});
