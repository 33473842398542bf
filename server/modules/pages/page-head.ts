import { DEFAULT_PROFESSIONAL_TITLE } from '@contract/constants';
import type { HealerDetail, HealerList } from '@contract/healers';
import type { BookableSessionTypeList } from '@contract/practice';
import type { PublicPageId } from '@contract/public-pages';

/** The image a shared link shows when the page has none of its own (web/public). */
export const DEFAULT_SHARE_IMAGE = '/og-default.png';
const SITE_NAME = 'Wellspring';
/** Fees are whole dollars or cents in US dollars (docs/product.md, Data). */
const CURRENCY = 'USD';

/** What the server render read for the page, for its head (decision 038). */
export interface PageFacts {
  healer?: HealerDetail | null;
  sessionTypes?: BookableSessionTypeList;
  directory?: HealerList;
}

export interface HeadInput {
  appUrl: string;
  page: PublicPageId;
  url: URL;
  title: string;
  description: string;
  facts: PageFacts;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a script element: nothing in it can close the element or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const absolute = (appUrl: string, pathOrUrl: string) => new URL(pathOrUrl, appUrl).toString();

export const profilePath = (userId: string) => `/healers/${encodeURIComponent(userId)}`;

/**
 * The page's address for search engines: on APP_URL, without the query string except on the
 * directory, where the search is the page (its own parameters, in their order).
 */
export function canonicalUrl(appUrl: string, page: PublicPageId, url: URL) {
  const canonical = new URL(url.pathname, appUrl);
  if (page === 'healers') {
    const search = new URLSearchParams(url.search);
    search.delete('cursor');
    canonical.search = search.toString();
  }
  return canonical.toString();
}

/** schema.org Person of a healer's profile (decision 038). */
export function personJsonLd(
  appUrl: string,
  healer: HealerDetail,
  sessionTypes: BookableSessionTypeList | undefined,
) {
  const offers = (sessionTypes?.items ?? []).filter((type) => type.price !== null);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': absolute(appUrl, profilePath(healer.user_id)),
    url: absolute(appUrl, profilePath(healer.user_id)),
    name: healer.usr_name,
    jobTitle: healer.professional_title ?? DEFAULT_PROFESSIONAL_TITLE,
    ...(healer.bio ? { description: healer.bio } : {}),
    ...(healer.profile_picture_url ? { image: absolute(appUrl, healer.profile_picture_url) } : {}),
    ...(healer.location ? { workLocation: { '@type': 'Place', name: healer.location } } : {}),
    knowsAbout: healer.specialties,
    knowsLanguage: healer.languages,
    ...(healer.reviews_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: healer.rating_average,
            reviewCount: healer.reviews_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(offers.length
      ? {
          makesOffer: offers.map((type) => ({
            '@type': 'Offer',
            name: type.name,
            price: type.price,
            priceCurrency: CURRENCY,
            itemOffered: {
              '@type': 'Service',
              name: type.name,
              ...(type.description ? { description: type.description } : {}),
            },
          })),
        }
      : {}),
  };
}

/** schema.org ItemList of the directory's first page. */
export function directoryJsonLd(appUrl: string, directory: HealerList) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: directory.items.length,
    itemListElement: directory.items.map((healer, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absolute(appUrl, profilePath(healer.user_id)),
      name: healer.usr_name,
    })),
  };
}

function jsonLd(input: HeadInput): object | undefined {
  const { appUrl, page, facts } = input;
  if (page === 'healer' && facts.healer)
    return personJsonLd(appUrl, facts.healer, facts.sessionTypes);
  if (page === 'healers' && facts.directory) return directoryJsonLd(appUrl, facts.directory);
  return undefined;
}

/**
 * The page's own head: title, description, canonical address, Open Graph and Twitter card, and
 * its structured data. A missing page is not indexed.
 */
export function headTags(input: HeadInput): string {
  const { appUrl, page, url, title, description, facts } = input;
  const canonical = canonicalUrl(appUrl, page, url);
  const avatar = page === 'healer' ? facts.healer?.profile_picture_url : null;
  const image = absolute(appUrl, avatar ?? DEFAULT_SHARE_IMAGE);
  const missing = page === 'not-found' || (page === 'healer' && !facts.healer);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(content)}" />`;
  const tags = [
    `<title>${escapeAttribute(title)}</title>`,
    meta('name', 'description', description),
    missing
      ? meta('name', 'robots', 'noindex')
      : `<link rel="canonical" href="${escapeAttribute(canonical)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', page === 'healer' && facts.healer ? 'profile' : 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', avatar ? 'summary' : 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ];
  const structured = jsonLd(input);
  if (structured)
    tags.push(`<script type="application/ld+json">${scriptJson(structured)}</script>`);
  return tags.join('\n    ');
}
