import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoHealers, demoPatient, DEMO_PASSWORD } from '../../server/seed/demo-data';
import { demoRatings } from '../../server/seed/demo-history';
import { expectAccessible, useBrowser, visit, visitInApp } from './support/browser';

const ratings = demoRatings();
const ratingOf = (healer: { email: string }) => ratings.get(healer.email)!;
/** The directory's "Highest rated" order: by rank, three typical (4-star) reviews added (decision 043). */
const rankOf = (healer: { email: string }) => {
  const { average, count } = ratingOf(healer);
  return (average * count + 12) / (count + 3);
};
const bestRated = [...demoHealers].sort((a, b) => rankOf(b) - rankOf(a));
const maya = demoHealers.find((healer) => healer.name === 'Dr. Maya Patel')!;
const mayaRating = ratingOf(maya).average.toFixed(1);

async function healerId(page: Page, name: string): Promise<string> {
  const response = await page.request.get(`/api/healers?q=${encodeURIComponent(name)}`);
  const body = (await response.json()) as { items: Array<{ user_id: string; usr_name: string }> };
  const healer = body.items.find((item) => item.usr_name === name);
  if (!healer) throw new Error(`seeded healer ${name} not found`);
  return healer.user_id;
}

/** The names on the directory's result cards, in order. */
const resultNames = (page: Page) =>
  page.getByRole('list', { name: 'Healers' }).getByRole('heading', { level: 3 }).allTextContents();

async function expectResults(page: Page, names: string[]) {
  await expect.poll(() => resultNames(page), { timeout: 10_000 }).toEqual(names);
}

describe('marketplace', () => {
  const browser = useBrowser();

  it('home shows the four best-rated healers in order, each linking to its profile', async () => {
    const page = await browser.newPage();
    await visit(page, '/');
    expect(await page.title()).toBe('Your Journey To Wellness Starts Here | Wellspring');
    expect(
      await page
        .getByRole('heading', { level: 1, name: 'Your Journey To Wellness Starts Here' })
        .count(),
    ).toBe(1);
    const featured = page.getByRole('list', { name: 'Featured healers' }).getByRole('link');
    await expect.poll(() => featured.count()).toBe(4);
    const texts = await featured.allTextContents();
    bestRated.slice(0, 4).forEach((healer, index) => expect(texts[index]).toContain(healer.name));
    expect(await featured.first().getAttribute('href')).toBe(
      `/healers/${await healerId(page, bestRated[0]!.name)}`,
    );
    await featured.first().click();
    await page.getByRole('heading', { level: 1, name: bestRated[0]!.name }).waitFor();
  });

  it('home testimonials rotate by themselves and wrap around both ways', async () => {
    const page = await browser.newPage({ reducedMotion: 'no-preference' });
    await visit(page, '/');
    const carousel = page.getByRole('region', { name: 'Testimonials' });
    const slide = (label: string) => carousel.getByRole('group', { name: label });
    await slide('1 of 4').waitFor();
    // Not hovered or focused: it moves on by itself.
    await slide('2 of 4').waitFor({ timeout: 10_000 });
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await slide('1 of 4').waitFor();
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await slide('4 of 4').waitFor();
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await slide('1 of 4').waitFor();
    // Focus inside pauses the rotation, and changes are then announced.
    expect(await carousel.locator('[aria-live]').getAttribute('aria-live')).toBe('polite');
    await page.keyboard.press('ArrowLeft');
    await slide('4 of 4').waitFor();
    await page.keyboard.press('ArrowRight');
    await slide('1 of 4').waitFor();
  });

  it('a home Popular Services slug opens its service; an unknown one says so', async () => {
    const page = await browser.newPage();
    await visit(page, '/');
    // The spec's slug, the service's own name and its price from the practitioners' data.
    const meditation = page.getByRole('link', { name: /Mindfulness & Meditation/ });
    expect(await meditation.getAttribute('href')).toBe('/services/guided-meditation');
    await expect.poll(() => meditation.textContent()).toMatch(/from \$\d+ per session/);
    await meditation.click();
    await page.getByRole('heading', { level: 1, name: 'Mindfulness & Meditation' }).waitFor();
    expect(await page.title()).toBe('Mindfulness & Meditation | Wellspring');

    await visit(page, '/services/therapy-sessions');
    await page.getByRole('heading', { level: 1, name: 'Holistic Therapy' }).waitFor();
    expect(await page.getByRole('link', { name: 'Book This Service' }).getAttribute('href')).toBe(
      '/book-session?service=1',
    );

    await visit(page, '/services/no-such-service');
    await page.getByRole('heading', { name: 'Service not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Services' }).click();
    await page.waitForURL((url) => url.pathname === '/services');
  });

  it('a service category chip filters the list', async () => {
    const page = await browser.newPage();
    await visit(page, '/services');
    const cards = page.getByRole('list', { name: 'Services' }).getByRole('article');
    expect(await cards.count()).toBe(6);
    await page.getByRole('button', { name: 'Yoga', exact: true }).click();
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().getByRole('heading').textContent()).toBe('Yoga Therapy');
    expect(
      await page.getByRole('button', { name: 'Yoga', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      await cards.first().getByRole('link', { name: 'Book a Session' }).getAttribute('href'),
    ).toBe('/book-session?service=5');
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(() => cards.count()).toBe(6);
  });

  it('directory filters narrow the grid, live in the URL, survive a reload and reset', async () => {
    const page = await browser.newPage();
    await visit(page, '/healers');
    const everyone = await resultNames(page);
    for (const healer of demoHealers) expect(everyone).toContain(healer.name);

    // The filter lives in the URL: the box is checked once the navigation has rendered.
    const spanish = page.getByRole('checkbox', { name: 'Spanish' });
    await spanish.click();
    await expect.poll(() => spanish.isChecked()).toBe(true);
    await expectResults(page, ['Sofia Reyes', 'Dr. Daniel Brooks']);
    await page.getByLabel('Experience').selectOption('10+');
    await expectResults(page, ['Dr. Daniel Brooks']);
    expect(new URL(page.url()).search).toBe('?language=Spanish&experience=10%2B');

    await page.reload();
    await page.waitForLoadState('networkidle');
    await expectResults(page, ['Dr. Daniel Brooks']);
    expect(await page.getByRole('checkbox', { name: 'Spanish' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Experience').inputValue()).toBe('10+');

    await page.goBack();
    await expectResults(page, ['Sofia Reyes', 'Dr. Daniel Brooks']);

    await page.getByRole('button', { name: 'Reset All' }).click();
    // Other specs add healers to the shared app meanwhile: every healer seen before is back.
    await expect.poll(() => resultNames(page)).toEqual(expect.arrayContaining(everyone));
    expect(new URL(page.url()).search).toBe('');
  });

  it('directory search is debounced into the URL; the empty state resets the filters', async () => {
    const page = await browser.newPage();
    await visit(page, '/healers?sort=fee_asc');
    await page.getByLabel('Search healers').fill('meditation');
    await expectResults(page, ['Li Wei']);
    expect(new URL(page.url()).searchParams.get('q')).toBe('meditation');

    await page.getByLabel('Search healers').fill('no healer is called this');
    await page.getByRole('heading', { name: 'No healers found' }).waitFor();
    expect(await page.getByText('Try adjusting your filters to see more results').count()).toBe(1);
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect.poll(async () => (await resultNames(page)).length).toBeGreaterThanOrEqual(6);
    expect(await page.getByLabel('Search healers').inputValue()).toBe('');
  });

  it('directory loads more healers on request, without repeats', async () => {
    const page = await browser.newPage();
    // Smaller pages than the app asks for, so the six seeded healers span three of them.
    await page.route('**/api/healers?*', (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('limit', '2');
      return route.continue({ url: url.toString() });
    });
    // The demo healers' fees start at $105: healers other specs make bookable ($90) stay out.
    await visitInApp(page, '/healers?minFee=100');
    await expect.poll(async () => (await resultNames(page)).length, { timeout: 10_000 }).toBe(2);
    for (let loaded = 4; loaded <= 6; loaded += 2) {
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(async () => (await resultNames(page)).length).toBe(loaded);
    }
    const names = await resultNames(page);
    expect(names.slice(0, 6)).toEqual(bestRated.map((healer) => healer.name));
  });

  it('a failed directory fetch shows a toast with the reason and the empty state', async () => {
    const page = await browser.newPage();
    await page.route('**/api/healers?*', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'rate_limited', message: 'Too many requests' } }),
      }),
    );
    await visitInApp(page, '/healers');
    await page.getByText('Failed to fetch healers').waitFor();
    // Check accessibility once the toast has finished fading in.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const toast = document.querySelector('[data-sonner-toast]');
          return toast ? getComputedStyle(toast).opacity : null;
        }),
      )
      .toBe('1');
    await expectAccessible(page);
    expect(await page.getByText('Too many requests').count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'No healers found' }).count()).toBe(1);
  });

  it('directory cards cut the bio and link to the profile and to booking', async () => {
    const page = await browser.newPage();
    await visit(page, '/healers?q=Maya');
    const card = page.getByRole('article', { name: maya.name });
    await card.waitFor();
    expect(await card.textContent()).toContain(`${maya.bio.slice(0, 30).trimEnd()}…`);
    const id = await healerId(page, maya.name);
    expect(await card.getByRole('link', { name: 'Book Session' }).getAttribute('href')).toBe(
      `/book-session?healer=${id}`,
    );
    await card.getByRole('link', { name: 'View Profile' }).click();
    await page.waitForURL((url) => url.pathname === `/healers/${id}`);
  });

  it('a profile shows the seeded healer and routes Book a Session by sign-in state', async () => {
    const page = await browser.newPage();
    const id = await healerId(page, maya.name);
    await visit(page, `/healers/${id}`);
    await page.getByRole('heading', { level: 1, name: maya.name }).waitFor();
    expect(await page.title()).toContain(maya.name);
    const text = (await page.getByRole('main').textContent()) ?? '';
    for (const expected of [
      maya.professionalTitle,
      mayaRating,
      `${ratingOf(maya).count} reviews`,
      maya.location,
      `${maya.experienceYears} years`,
      `$${maya.consultationFee}`,
      'Video',
      'In-person',
      maya.bio,
      ...maya.specialties,
      ...maya.certifications,
      ...maya.languages,
    ])
      expect(text).toContain(expected);
    expect(await page.getByRole('img', { name: `Rated ${mayaRating} out of 5` }).count()).toBe(1);

    const book = page.getByRole('link', { name: 'Book a Session' });
    expect(await book.getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent(`/book-session?healer=${id}`)}`,
    );

    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: demoPatient.email, password: DEMO_PASSWORD },
      headers: { origin: browser.baseUrl },
    });
    expect(signIn.status()).toBe(200);
    await visit(page, `/healers/${id}`);
    await expect
      .poll(() => page.getByRole('link', { name: 'Book a Session' }).getAttribute('href'))
      .toBe(`/book-session?healer=${id}`);

    await page.getByRole('link', { name: 'Back to Healers' }).click();
    await page.waitForURL((url) => url.pathname === '/healers');
  });

  it('an unknown healer id shows Healer not found with a way back', async () => {
    const page = await browser.newPage();
    await visit(page, '/healers/no-such-healer');
    await page.getByRole('heading', { name: 'Healer not found' }).waitFor();
    expect(
      await page.getByRole('link', { name: 'Back to Healers' }).first().getAttribute('href'),
    ).toBe('/healers');
  });

  it('server-rendered pages hydrate without asking the API for their data again', async () => {
    const page = await browser.newPage();
    const id = await healerId(page, maya.name);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname);
    });
    for (const path of [`/healers/${id}`, '/healers?q=Maya', '/services/1', '/']) {
      await visit(page, path);
      // Hydrated: a client-side control works (the page's own React handlers are attached).
      await page.getByRole('link', { name: 'Healers', exact: true }).first().waitFor();
    }
    // Only what depends on the visitor is asked for: who is signed in, and the profile's free
    // times in the visitor's own zone (decision 065).
    expect(new Set(asked)).toEqual(new Set(['/api/me', `/api/healers/${id}/free-times`]));
  });

  it('a profile with reviews hydrates in another zone and locale without a mismatch', async () => {
    // Server HTML is written in UTC and en-US; the browser switches to its own once hydrated.
    const page = await browser.newPage({ timezoneId: 'Pacific/Kiritimati', locale: 'de-DE' });
    const id = await healerId(page, maya.name);
    await visit(page, `/healers/${id}`);
    const review = page.locator('time').first();
    await review.waitFor();
    const iso = (await review.getAttribute('datetime'))!;
    const expected = new Intl.DateTimeFormat('de-DE', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'Pacific/Kiritimati',
    }).format(new Date(iso));
    await expect.poll(() => review.textContent()).toBe(expected);
  });

  it('about shows the mission, story, values and team', async () => {
    const page = await browser.newPage();
    await visit(page, '/about');
    const text = (await page.getByRole('main').textContent()) ?? '';
    expect(text).toContain('2022');
    for (const value of ['Trust & Quality', 'Inclusivity', 'Innovation'])
      expect(await page.getByRole('heading', { name: value }).count()).toBe(1);
    expect(
      await page
        .getByRole('region', { name: 'Our Team' })
        .getByRole('heading', { level: 3 })
        .count(),
    ).toBe(4);
    expect(await page.title()).toBe('About Us | Wellspring');
  });

  it('every public page fits a 320 px screen and has its own title and description', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 320, height: 700 });
    const id = await healerId(page, maya.name);
    const seen = new Map<string, string>();
    for (const path of ['/', '/services', '/services/1', '/healers', `/healers/${id}`, '/about']) {
      await visit(page, path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${path} is wider than the screen`,
      ).toBeLessThanOrEqual(320);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      seen.set(`${await page.title()} / ${description}`, path);
    }
    expect(seen.size).toBe(6);
  });
});
