import { SERVICES } from '@contract/services';
import type { Executor } from '../../db/client';
import { profilePath } from './page-head';
import { healerProfileFigures, healerProfilePage } from './pages.queries';

/** The public pages without an id of their own (decision 038). */
const STATIC_PAGES = [
  '/',
  '/services',
  '/healers',
  '/about',
  '/faq',
  '/contact',
  '/terms',
  '/privacy',
];

interface UrlEntry {
  path: string;
  lastModified?: Date | null;
}

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const lastmod = (date: Date | null | undefined) =>
  date ? `<lastmod>${date.toISOString()}</lastmod>` : '';

function document(root: 'urlset' | 'sitemapindex', children: string[]) {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${children.join('\n')}\n</${root}>\n`;
}

function urlSet(appUrl: string, entries: UrlEntry[]) {
  return document(
    'urlset',
    entries.map(
      ({ path, lastModified }) =>
        `<url><loc>${escapeXml(new URL(path, appUrl).toString())}</loc>${lastmod(lastModified)}</url>`,
    ),
  );
}

/**
 * /sitemap.xml: the index of the static pages' and services' sitemaps and of the healer
 * profiles' sitemaps, `pageSize` profiles each.
 */
export async function sitemapIndex(db: Executor, appUrl: string, pageSize: number) {
  const { total, lastModified } = await healerProfileFigures(db);
  const files = ['/sitemaps/pages.xml', '/sitemaps/services.xml'];
  for (let page = 1; page <= Math.ceil(total / pageSize); page += 1)
    files.push(`/sitemaps/healers-${page}.xml`);
  return document(
    'sitemapindex',
    files.map(
      (file) =>
        `<sitemap><loc>${escapeXml(new URL(file, appUrl).toString())}</loc>${lastmod(lastModified)}</sitemap>`,
    ),
  );
}

/**
 * The static pages; the directory and the home page change with the profiles they list, so
 * their lastmod is the latest profile change.
 */
export async function pagesSitemap(db: Executor, appUrl: string) {
  const { lastModified } = await healerProfileFigures(db);
  return urlSet(
    appUrl,
    STATIC_PAGES.map((path) => ({
      path,
      lastModified: path === '/' || path === '/healers' ? lastModified : null,
    })),
  );
}

/** The services' pages: their figures come from the practitioners' profiles. */
export async function servicesSitemap(db: Executor, appUrl: string) {
  const { lastModified } = await healerProfileFigures(db);
  return urlSet(
    appUrl,
    SERVICES.map((service) => ({ path: `/services/${service.id}`, lastModified })),
  );
}

/** Page `page` (from 1) of the healer profiles; undefined past the last page. */
export async function healersSitemap(db: Executor, appUrl: string, page: number, pageSize: number) {
  const rows = await healerProfilePage(db, (page - 1) * pageSize, pageSize);
  if (rows.length === 0 && page > 1) return undefined;
  return urlSet(
    appUrl,
    rows.map((row) => ({ path: profilePath(row.userId), lastModified: row.updatedAt })),
  );
}

/** Private pages, one-time links and the API are not for crawlers (decision 038). */
const DISALLOWED = [
  '/api/',
  '/healer-dashboard',
  '/patient-dashboard',
  '/admin',
  '/messages',
  '/session/',
  '/book-session',
  '/healer-profile',
  '/patient-profile',
  '/reset-password',
  '/unsubscribe',
  '/newsletter/',
];

export const robotsTxt = (appUrl: string) =>
  [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap.xml', appUrl).toString()}`,
    '',
  ].join('\n');
