import type { Catalogue } from './catalogue';
import type { HealerDetail, HealerList } from './healers';
import type { BookableSessionTypeList } from './practice';
import type { ReviewList } from './reviews';
import type { SiteConfig } from './site';

/**
 * The public pages the server renders (decision 037), by their route id in
 * web/src/app/router.tsx. Every other path is rendered in the browser.
 */
export const PUBLIC_PAGE_IDS = [
  'home',
  'services',
  'service',
  'healers',
  'healer',
  'about',
  'not-found',
] as const;
export type PublicPageId = (typeof PUBLIC_PAGE_IDS)[number];

/**
 * What the server render asks the server for: the answers of the public API routes, read through
 * the same query functions those routes use, in the shapes their JSON bodies have.
 */
export interface PageLoaders {
  /** GET /api/healers/:id; null when there is no such healer. */
  healer(userId: string): Promise<HealerDetail | null>;
  /** GET /api/healers?… with the directory's own parameters. */
  healers(search: URLSearchParams): Promise<HealerList>;
  /** GET /api/healers/:id/session-types. */
  sessionTypes(userId: string): Promise<BookableSessionTypeList>;
  /** GET /api/healers/:id/reviews, the first page. */
  reviews(userId: string): Promise<ReviewList>;
  /** GET /api/services. */
  catalogue(): Promise<Catalogue>;
  /** GET /api/site. */
  siteConfig(): Promise<SiteConfig>;
}

/** One public page rendered on the server (web/src/entry-server.tsx). */
export interface RenderedPage {
  page: PublicPageId;
  /** 404 for the not-found page and for an unknown healer or service id. */
  status: 200 | 404;
  /** The markup of `#root`. */
  html: string;
  /** The filled query cache, dehydrated, for the browser's `hydrate` (web/src/main.tsx). */
  state: unknown;
  /** The page's title ("Page | Wellspring") and description, as its `usePageMeta` set them. */
  meta: { title?: string; description?: string };
}

/** The server render bundle's interface (dist/ssr/entry-server.js). */
export interface PageRenderer {
  /** Null when the address is not a public page: the browser renders it. */
  renderPage(url: URL, loaders: PageLoaders): Promise<RenderedPage | null>;
}
