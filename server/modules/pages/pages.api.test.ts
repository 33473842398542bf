import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles, sessionTypes } from '../../db/schema';
import { projectRoot } from '../../lib/paths';
import { signUp } from '../../../tests/support/accounts';
import { TEST_ORIGIN, useTestApp } from '../../../tests/support/test-app';
import { insertHealer } from '../../../tests/support/healers';
import { PUBLIC_PAGE_CACHE_CONTROL, STATE_ELEMENT_ID } from './render-page';
import { RECENT_WRITE_COOKIE } from './recent-writes';

// The client's index.html as the template, and the server render from its sources: what
// `npm run build` makes of both is exercised by the browser tests.
const distDir = mkdtempSync(path.join(tmpdir(), 'wellspring-pages-'));
copyFileSync(path.join(projectRoot, 'web/index.html'), path.join(distDir, 'index.html'));

// Two profiles per sitemap file, so the healers below span several.
const t = useTestApp(
  { SITEMAP_PAGE_SIZE: '2' },
  { webDistDir: distDir, pageRenderer: () => import('../../../web/src/entry-server') },
);

let maya: string;
let theo: string;
let nia: string;
let listedIds: string[];

beforeAll(async () => {
  const { db } = t.database;
  maya = await insertHealer(db, {
    usrName: 'Maya Quillfeather',
    professionalTitle: 'Sound Healer',
    specialties: ['Sound Healing', 'Breathwork'],
    languages: ['English', 'Hindi'],
    consultationFee: 85,
    ratingAverage: 4.5,
    bio: 'Gongs & bowls <for> calm.',
  });
  await db.insert(sessionTypes).values([
    {
      healerId: maya,
      name: 'Gong bath',
      durationMinutes: 60,
      price: 85,
      modes: ['in_person'],
      position: 0,
    },
    {
      healerId: maya,
      name: 'Breath reset',
      durationMinutes: 30,
      price: 42.5,
      modes: ['video'],
      position: 1,
    },
  ]);
  theo = await insertHealer(db, {
    usrName: 'Theo Marchetti',
    specialties: ['Yoga Instructor'],
    consultationFee: 60,
    profilePictureUrl: '/api/avatars/theo.webp',
  });
  nia = await insertHealer(db, { usrName: 'Nia Okonkwo', specialties: ['Nutritionist'] });
  const more = await Promise.all(
    ['Ada Brightwater', 'Bo Lindqvist'].map((usrName) => insertHealer(db, { usrName })),
  );
  listedIds = [maya, theo, nia, ...more];
  // A patient is never a healer profile.
  await insertHealer(db, { usrName: 'Pat Ient', role: 'patient' });
});

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await t.request(url, { headers });
  return { response, html: await response.text() };
}

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

const headValue = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const title = (html: string) => headValue(html, /<title>([^<]*)<\/title>/);
const meta = (html: string, key: string) =>
  headValue(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
const canonical = (html: string) =>
  headValue(html, /<link rel="canonical" href="([^"]*)"/)?.replace(/&amp;/g, '&');

/** The dehydrated query cache the browser hydrates from. */
function dehydrated(html: string) {
  const raw = headValue(
    html,
    new RegExp(`<script type="application/json" id="${STATE_ELEMENT_ID}">(.*?)</script>`, 's'),
  );
  return JSON.parse(raw!) as { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
}

describe('server-rendered public pages', () => {
  it('a healer profile has the name, specialties and fee in the HTML, and its data for the browser', async () => {
    const { response, html } = await page(`/healers/${maya}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toMatch(/<h1[^>]*>Maya Quillfeather<\/h1>/);
    expect(html).toContain('Sound Healing');
    expect(html).toContain('Breathwork');
    expect(html).toContain('$85');
    // Text is text: the bio's markup characters are escaped.
    expect(html).toContain('Gongs &amp; bowls &lt;for&gt; calm.');
    expect(html).toContain('Gong bath');
    const keys = dehydrated(html).queries.map((query) => query.queryKey);
    expect(keys).toContainEqual(['healers', 'detail', maya]);
    expect(keys).toContainEqual(['healers', 'session-types', maya]);
    expect(keys).toContainEqual(['reviews', 'healer', maya]);
  });

  it('an unknown healer id is HTTP 404 with the not-found page', async () => {
    const { response, html } = await page('/healers/00000000-0000-4000-8000-000000000000');
    expect(response.status).toBe(404);
    expect(html).toContain('Healer not found');
    expect(meta(html, 'robots')).toBe('noindex');
    expect(jsonLd(html)).toEqual([]);
    // A patient has no public profile.
    const [patient] = await t.database.db
      .select({ id: profiles.userId })
      .from(profiles)
      .where(eq(profiles.usrName, 'Pat Ient'));
    expect((await page(`/healers/${patient!.id}`)).response.status).toBe(404);
  });

  it('the directory lists the healers, and a search only the matching ones', async () => {
    const all = await page('/healers');
    expect(all.response.status).toBe(200);
    for (const name of ['Maya Quillfeather', 'Theo Marchetti', 'Nia Okonkwo'])
      expect(all.html).toContain(name);
    expect(all.html).toContain('5 healers found');
    const search = await page('/healers?q=yoga');
    expect(search.response.status).toBe(200);
    expect(search.html).toContain('Theo Marchetti');
    expect(search.html).not.toContain('Maya Quillfeather');
    expect(search.html).toContain('1 healer found');
    // The search box shows the words searched for.
    expect(search.html).toMatch(/value="yoga"/);
    // A search the API refuses finds nobody, and is no server error.
    const refused = await page('/healers?q=a%00b');
    expect(refused.response.status).toBe(200);
    expect(refused.html).toContain('No healers found');
    expect(t.logs.filter((line) => line.level === 50)).toEqual([]);
  });

  it('home, services, a service and about are rendered with their data', async () => {
    const home = await page('/');
    expect(home.response.status).toBe(200);
    expect(home.html).toMatch(/<h1[^>]*>/);
    expect(home.html).toContain('Maya Quillfeather'); // a featured healer
    const services = await page('/services');
    expect(services.response.status).toBe(200);
    expect(services.html).toContain('from $');
    const service = await page('/services/1');
    expect(service.response.status).toBe(200);
    expect(service.html).toContain('Practitioners who offer');
    const about = await page('/about');
    expect(about.response.status).toBe(200);
    expect(about.html).toMatch(/<h1[^>]*>/);
  });

  it('an unknown service or address is HTTP 404 with the not-found page', async () => {
    const service = await page('/services/99');
    expect(service.response.status).toBe(404);
    expect(service.html).toContain('Service not found');
    const other = await page('/no-such-page');
    expect(other.response.status).toBe(404);
    expect(other.html).toContain('Oops! Page not found');
    expect(title(other.html)).toBe('Page not found | Wellspring');
  });

  it('private routes stay rendered in the browser: the index.html shell, not cached', async () => {
    for (const url of ['/patient-dashboard', '/messages', '/login']) {
      const { response, html } = await page(url);
      expect(response.status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain(STATE_ELEMENT_ID);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('signed in or not, a public page is the same HTML', async () => {
    const patient = await signUp(t);
    const anonymous = await page(`/healers/${maya}`);
    const signedIn = await t.request(`/healers/${maya}`, { cookie: patient.cookie });
    expect(signedIn.headers.get('etag')).toBe(anonymous.response.headers.get('etag'));
    // Byte for byte, but for when the data was read.
    const withoutTimes = (html: string) => html.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '');
    expect(withoutTimes(await signedIn.text())).toBe(withoutTimes(anonymous.html));
  });
});

describe('head tags', () => {
  it('each page has its own title and description, a canonical address on APP_URL, Open Graph and Twitter tags', async () => {
    const urls = ['/', '/services', '/services/1', '/healers', `/healers/${maya}`, '/about'];
    const pages = await Promise.all(urls.map((url) => page(url)));
    const titles = pages.map(({ html }) => title(html));
    expect(new Set(titles).size).toBe(urls.length);
    expect(new Set(pages.map(({ html }) => meta(html, 'description'))).size).toBe(urls.length);
    pages.forEach(({ html }, index) => {
      // One title and one description: the template's own are replaced.
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      expect(canonical(html)).toBe(new URL(urls[index]!, TEST_ORIGIN).toString());
      expect(meta(html, 'og:url')).toBe(canonical(html));
      expect(meta(html, 'og:title')).toBe(titles[index]);
      expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
      expect(meta(html, 'twitter:title')).toBe(titles[index]);
      expect(meta(html, 'twitter:description')).toBe(meta(html, 'description'));
    });
    const profile = pages[4]!.html;
    expect(title(profile)).toBe('Maya Quillfeather – Sound Healer | Wellspring');
    expect(meta(profile, 'og:type')).toBe('profile');
    expect(meta(profile, 'description')).toContain('Sound Healing');
  });

  it('a shared profile shows the avatar when there is one, the default image otherwise', async () => {
    const withAvatar = (await page(`/healers/${theo}`)).html;
    expect(meta(withAvatar, 'og:image')).toBe(`${TEST_ORIGIN}/api/avatars/theo.webp`);
    expect(meta(withAvatar, 'twitter:image')).toBe(`${TEST_ORIGIN}/api/avatars/theo.webp`);
    const without = (await page(`/healers/${nia}`)).html;
    expect(meta(without, 'og:image')).toBe(`${TEST_ORIGIN}/og-default.png`);
    expect(meta(without, 'twitter:card')).toBe('summary_large_image');
  });

  it('the directory canonical keeps its search', async () => {
    const { html } = await page('/healers?q=yoga&sort=fee_asc');
    expect(canonical(html)).toBe(`${TEST_ORIGIN}/healers?q=yoga&sort=fee_asc`);
  });
});

describe('structured data', () => {
  it('a profile is a Person with job title, specialties, languages, rating and offers', async () => {
    const [person, ...others] = jsonLd((await page(`/healers/${maya}`)).html);
    expect(others).toEqual([]);
    expect(person).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': `${TEST_ORIGIN}/healers/${maya}`,
      url: `${TEST_ORIGIN}/healers/${maya}`,
      name: 'Maya Quillfeather',
      jobTitle: 'Sound Healer',
      description: 'Gongs & bowls <for> calm.',
      knowsAbout: ['Sound Healing', 'Breathwork'],
      knowsLanguage: ['English', 'Hindi'],
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.5,
        reviewCount: 10,
        bestRating: 5,
        worstRating: 1,
      },
      makesOffer: [
        {
          '@type': 'Offer',
          name: 'Gong bath',
          price: 85,
          priceCurrency: 'USD',
          itemOffered: { '@type': 'Service', name: 'Gong bath' },
        },
        {
          '@type': 'Offer',
          name: 'Breath reset',
          price: 42.5,
          priceCurrency: 'USD',
          itemOffered: { '@type': 'Service', name: 'Breath reset' },
        },
      ],
    });
  });

  it('a healer without reviews has no rating; the default session is the offer at the fee', async () => {
    const [person] = jsonLd((await page(`/healers/${nia}`)).html);
    expect(person).not.toHaveProperty('aggregateRating');
    expect(person).toMatchObject({
      jobTitle: 'Holistic Health Practitioner',
      makesOffer: [{ '@type': 'Offer', name: 'Session', price: 100, priceCurrency: 'USD' }],
    });
  });

  it('the directory is an ItemList of the profiles shown', async () => {
    const [list] = jsonLd((await page('/healers?q=yoga')).html);
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 1,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          url: `${TEST_ORIGIN}/healers/${theo}`,
          name: 'Theo Marchetti',
        },
      ],
    });
  });
});

/** A sitemap or sitemap index as written by us: checked to the letter, then its entries. */
function readSitemap(xml: string, root: 'urlset' | 'sitemapindex') {
  const entry = root === 'urlset' ? 'url' : 'sitemap';
  const shape = new RegExp(
    `^<\\?xml version="1\\.0" encoding="UTF-8"\\?>\\n<${root} xmlns="http://www\\.sitemaps\\.org/schemas/sitemap/0\\.9">\\n` +
      `((?:<${entry}><loc>[^<&]*(?:&amp;[^<&]*)*</loc>(?:<lastmod>[^<]+</lastmod>)?</${entry}>\\n?)*)\\n?</${root}>\\n$`,
  );
  const body = shape.exec(xml);
  expect(body, `a well-formed ${root}`).not.toBeNull();
  return [
    ...body![1]!.matchAll(
      new RegExp(`<${entry}><loc>([^<]*)</loc>(?:<lastmod>([^<]+)</lastmod>)?`, 'g'),
    ),
  ].map(([, loc, lastmod]) => {
    expect(new URL(loc!).origin).toBe(TEST_ORIGIN);
    if (lastmod) expect(new Date(lastmod).toISOString()).toBe(lastmod);
    return { loc: loc!, lastmod };
  });
}

describe('sitemap and robots', () => {
  it('the index lists the pages, the services and every page of healer profiles', async () => {
    const response = await t.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const files = readSitemap(await response.text(), 'sitemapindex').map(({ loc }) => loc);
    // Five profiles, two a file.
    expect(files).toEqual([
      `${TEST_ORIGIN}/sitemaps/pages.xml`,
      `${TEST_ORIGIN}/sitemaps/services.xml`,
      `${TEST_ORIGIN}/sitemaps/healers-1.xml`,
      `${TEST_ORIGIN}/sitemaps/healers-2.xml`,
      `${TEST_ORIGIN}/sitemaps/healers-3.xml`,
    ]);

    const profileUrls: string[] = [];
    for (const file of files.filter((url) => url.includes('healers-'))) {
      const sitemap = await t.request(new URL(file).pathname);
      expect(sitemap.status).toBe(200);
      const entries = readSitemap(await sitemap.text(), 'urlset');
      expect(entries.length).toBeLessThanOrEqual(2);
      entries.forEach(({ lastmod }) => expect(lastmod).toBeDefined());
      profileUrls.push(...entries.map(({ loc }) => loc));
    }
    expect(profileUrls.sort()).toEqual(
      listedIds.map((id) => `${TEST_ORIGIN}/healers/${id}`).sort(),
    );
    // Every listed profile answers.
    for (const url of profileUrls)
      expect((await t.request(new URL(url).pathname)).status).toBe(200);
    expect((await t.request('/sitemaps/healers-4.xml')).status).toBe(404);
  });

  it('lists the static pages and the services, the lastmod from the profiles', async () => {
    const pages = readSitemap(await (await t.request('/sitemaps/pages.xml')).text(), 'urlset');
    expect(pages.map(({ loc }) => new URL(loc).pathname)).toEqual(
      expect.arrayContaining(['/', '/services', '/healers', '/about']),
    );
    const rows = await t.database.db
      .select({ at: profiles.updatedAt })
      .from(profiles)
      .where(inArray(profiles.userId, listedIds));
    const latest = new Date(Math.max(...rows.map(({ at }) => at.getTime())));
    expect(pages.find(({ loc }) => loc === `${TEST_ORIGIN}/healers`)?.lastmod).toBe(
      latest.toISOString(),
    );
    const services = readSitemap(
      await (await t.request('/sitemaps/services.xml')).text(),
      'urlset',
    );
    expect(services.map(({ loc }) => new URL(loc).pathname)).toEqual(
      ['1', '2', '3', '4', '5', '6'].map((id) => `/services/${id}`),
    );
  });

  it('robots.txt keeps crawlers out of private routes and the API and names the sitemap', async () => {
    const response = await t.request('/robots.txt');
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const path of ['/api/', '/healer-dashboard', '/patient-dashboard', '/admin', '/messages'])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });
});

describe('caching', () => {
  it('public HTML may be cached a minute and revalidated by ETag', async () => {
    const { response, html } = await page(`/healers/${maya}`);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=60, stale-while-revalidate=600',
    );
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.request(`/healers/${maya}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(html.length).toBeGreaterThan(0);
    // Compressed for browsers that accept it, the same page.
    const br = await t.request(`/healers/${maya}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('etag')).toBe(etag);
  });

  it('an edit changes the ETag: the old one gets the new page', async () => {
    const before = (await page(`/healers/${nia}`)).response.headers.get('etag')!;
    await t.database.db
      .update(profiles)
      .set({ bio: 'Now with seasonal menus.' })
      .where(eq(profiles.userId, nia));
    const after = await t.request(`/healers/${nia}`, { headers: { 'if-none-match': before } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
    expect(await after.text()).toContain('Now with seasonal menus.');
  });

  it('a 404 page is cached too, with its status', async () => {
    const { response } = await page('/no-such-page');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });
});

describe('the shared render (decisions 075 and 080)', () => {
  const shared = useTestApp(
    { PUBLIC_PAGE_CACHE_SECONDS: '2' },
    { webDistDir: distDir, pageRenderer: () => import('../../../web/src/entry-server') },
  );

  it('serves one render for its seconds to everyone but the browser that has just changed something', async () => {
    const { db } = shared.database;
    const id = await insertHealer(db, { usrName: 'Iris Vale', bio: 'Morning flow.' });
    const profile = async (cookie?: string) =>
      (await shared.request(`/healers/${id}`, { cookie })).text();
    expect(await profile()).toContain('Morning flow.');
    await db.update(profiles).set({ bio: 'Evening flow.' }).where(eq(profiles.userId, id));
    // A write (here the sign-up) marks its browser for the window's seconds (decision 080).
    const account = await signUp(shared);
    const marked = `${RECENT_WRITE_COOKIE}=1`;
    expect(account.cookie).toContain(marked);
    const sessionOnly = account.cookie
      .split('; ')
      .filter((cookie) => cookie !== marked)
      .join('; ');
    expect(sessionOnly).not.toBe('');
    // Within the window, visitors share the first render, signed in or not.
    const anonymous = await profile();
    expect(anonymous).toContain('Morning flow.');
    expect(anonymous).not.toContain('Evening flow.');
    expect(await profile(sessionOnly)).toContain('Morning flow.');
    // The browser that has just changed something is rendered afresh.
    expect(await profile(account.cookie)).toContain('Evening flow.');
    // After the window, everyone sees the edit.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(await profile()).toContain('Evening flow.');
  });

  it('marks a browser only for a write that succeeded, for the seconds of the window', async () => {
    const marks = (response: Response) =>
      response.headers.getSetCookie().filter((cookie) => cookie.startsWith(RECENT_WRITE_COOKIE));
    const written = await shared.request('/api/auth/sign-up/email', {
      json: { name: 'Mark Ed', email: 'mark-ed@example.test', password: 'correct-horse-battery' },
    });
    expect(written.status).toBe(200);
    expect(marks(written)).toEqual([expect.stringMatching(/Max-Age=2;.*HttpOnly/)]);
    const refused = await shared.request('/api/auth/sign-up/email', { json: { name: 'No Email' } });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(marks(refused)).toEqual([]);
    expect(marks(await shared.request('/api/healers'))).toEqual([]);
    await shared.settle();
  });

  it('keeps searches apart and still answers a conditional request with 304', async () => {
    const calm = await (await shared.request('/healers?q=calm')).text();
    const flow = await (await shared.request('/healers?q=flow')).text();
    expect(calm).not.toBe(flow);
    const first = await shared.request('/healers?q=flow');
    const etag = first.headers.get('etag')!;
    const again = await shared.request('/healers?q=flow', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });
});
