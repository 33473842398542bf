/**
 * The server render of the public pages (decision 037): built by Vite as an SSR bundle
 * (dist/ssr/entry-server.js) and called by the server (server/modules/pages), which hands it
 * the data through `PageLoaders`. The same routes, pages and query keys as the browser's.
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Writable } from 'node:stream';
import {
  PUBLIC_PAGE_IDS,
  type PageLoaders,
  type PageRenderer,
  type PublicPageId,
} from '@contract/public-pages';
import { findService } from '@contract/services';
import { catalogueQuery } from '@/api/get-catalogue';
import { healerQuery } from '@/api/get-healer';
import { healerReviewsQuery } from '@/api/get-healer-reviews';
import { healerSessionTypesQuery } from '@/api/get-healer-session-types';
import { healerPagesQuery, healersPageQuery } from '@/api/get-healers';
import { siteConfigQuery } from '@/api/get-site-config';
import { AppProviders, createQueryClient } from '@/app/providers';
import { routes } from '@/app/router';
import {
  FEATURED_HEALERS,
  servicePractitionersSearch,
} from '@/features/marketplace/lib/page-searches';
import {
  directorySearch,
  filtersFromSearchParams,
} from '@/features/marketplace/lib/healer-filters';
import { PageMetaContext, type PageMeta } from '@/lib/use-page-meta';

type RenderedPage = NonNullable<Awaited<ReturnType<PageRenderer['renderPage']>>>;

const handler = createStaticHandler(routes);
const publicIds = new Set<string>(PUBLIC_PAGE_IDS);

type Entry = readonly [queryKey: readonly unknown[], data: Promise<unknown>];

/**
 * What the page reads on its first render, under the keys of the page's own queries, and
 * whether the thing the address names exists. Queries left out stay pending on both sides (no
 * mismatch) and load in the browser.
 */
async function pageData(
  page: PublicPageId,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
  loaders: PageLoaders,
): Promise<{ entries: Entry[]; found: boolean }> {
  const site: Entry = [siteConfigQuery.queryKey, loaders.siteConfig()];
  const catalogue: Entry = [catalogueQuery.queryKey, loaders.catalogue()];
  /** The first page of an infinite list ("Load more"). */
  const pages = (query: URLSearchParams): Entry => [
    healerPagesQuery(query).queryKey,
    loaders.healers(query).then((first) => ({ pages: [first], pageParams: [null] })),
  ];
  switch (page) {
    case 'home':
      return {
        entries: [
          site,
          catalogue,
          [healersPageQuery(FEATURED_HEALERS).queryKey, loaders.healers(FEATURED_HEALERS)],
        ],
        found: true,
      };
    case 'services':
      return { entries: [site, catalogue], found: true };
    case 'service': {
      const service = findService(params.id ?? '');
      if (!service) return { entries: [site, catalogue], found: false };
      return {
        entries: [site, catalogue, pages(servicePractitionersSearch(service.id))],
        found: true,
      };
    }
    case 'healers':
      return {
        entries: [site, catalogue, pages(directorySearch(filtersFromSearchParams(search)))],
        found: true,
      };
    case 'healer': {
      const id = params.id ?? '';
      const healer = await loaders.healer(id);
      const entries: Entry[] = [site, [healerQuery(id).queryKey, Promise.resolve(healer)]];
      if (healer)
        entries.push(
          [healerSessionTypesQuery(id).queryKey, loaders.sessionTypes(healer.user_id)],
          [
            healerReviewsQuery(id).queryKey,
            loaders
              .reviews(healer.user_id)
              .then((first) => ({ pages: [first], pageParams: [null] })),
          ],
        );
      return { entries, found: healer !== null };
    }
    case 'about':
      return { entries: [site], found: true };
    case 'not-found':
      return { entries: [site], found: false };
  }
}

/** Loads the page's data in parallel and fills the cache in a fixed order (stable ETags). */
async function loadPage(
  client: QueryClient,
  page: PublicPageId,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
  loaders: PageLoaders,
): Promise<boolean> {
  const { entries, found } = await pageData(page, params, search, loaders);
  const data = await Promise.all(entries.map(([, value]) => value));
  entries.forEach(([queryKey], index) => client.setQueryData(queryKey, data[index]));
  return found;
}

/** React's streaming render, collected whole once everything has loaded (crawlers, ETag). */
function renderToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failed: unknown;
    const stream = renderToPipeableStream(element, {
      // Every boundary inline, however large: the page goes out whole (no inline scripts, which
      // the CSP refuses, to reveal parts later).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failed) reject(failed instanceof Error ? failed : new Error(String(failed)));
        else stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed ??= error;
      },
    });
  });
}

/**
 * The page at `url` rendered with its data, or null when the address is not a public page (a
 * dashboard, login…: those stay rendered in the browser) or the router answers with a redirect.
 */
export const renderPage: PageRenderer['renderPage'] = async (
  url,
  loaders,
): Promise<RenderedPage | null> => {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const leaf = context.matches.at(-1);
  const page = leaf?.route.id;
  if (!leaf || !page || !publicIds.has(page)) return null;
  const client = createQueryClient();
  const found = await loadPage(
    client,
    page as PublicPageId,
    leaf.params,
    url.searchParams,
    loaders,
  );
  const meta: PageMeta = {};
  const collect = (page: PageMeta) => {
    meta.title = page.title;
    if (page.description) meta.description = page.description;
  };
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToString(
    <StrictMode>
      <PageMetaContext value={collect}>
        <AppProviders client={client} serverMarkup>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageMetaContext>
    </StrictMode>,
  );
  const state = dehydrate(client);
  client.clear();
  return { page: page as PublicPageId, status: found ? 200 : 404, html, state, meta };
};
