import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { PageLoaders, PageRenderer } from '@contract/public-pages';
import type { AppEnv } from '../../lib/context';
import type { RenderPage } from '../../lib/static';
import { headTags, scriptJson, type PageFacts } from './page-head';
import { pageLoaders } from './page-loaders';
import { wroteRecently } from './recent-writes';
import { RenderedPageCache } from './rendered-page-cache';

/** decision 039: shared caches may keep a public page a minute and serve it stale while refreshing. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
/** The data block web/src/main.tsx hydrates the query cache from. */
export const STATE_ELEMENT_ID = 'wellspring-state';

/** The loaders, noting what the page read, for its head tags. */
function recording(loaders: PageLoaders) {
  const facts: PageFacts = {};
  const recorded: PageLoaders = {
    ...loaders,
    healer: async (id) => (facts.healer = await loaders.healer(id)),
    sessionTypes: async (id) => (facts.sessionTypes = await loaders.sessionTypes(id)),
    healers: async (search) => {
      const list = await loaders.healers(search);
      // The directory's page is the only one that reads a search with a text or filter of the
      // visitor's; the first list read is the one the page shows.
      facts.directory ??= list;
      return list;
    },
  };
  return { recorded, facts };
}

/** index.html with the page's head and markup, and the data (as script JSON) it was rendered from. */
function documentFor(template: string, head: string, root: string, stateJson: string) {
  return template
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace('</head>', `  ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${root}</div>\n    <script type="application/json" id="${STATE_ELEMENT_ID}">${stateJson}</script>`,
    );
}

const siteDescription = (template: string) =>
  /<meta\s+name="description"\s+content="([^"]*)"/.exec(template)?.[1]?.replace(/\s+/g, ' ') ?? '';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Each template's digest, by the template: a handful of strings, each ~60 kB (the stylesheet). */
const templateDigests = new Map<string, string>();
const templateDigest = (template: string) => {
  let digest = templateDigests.get(template);
  if (!digest) templateDigests.set(template, (digest = sha256(template)));
  return digest;
};

/**
 * The page's ETag: of what makes its bytes — the template (hashed once), the head, the markup and
 * the data — except the times the cache records when its data was read (they change with every
 * render, the page does not). Hashing the parts, not the document, keeps the template's inline
 * stylesheet out of every request's work.
 */
function etagOf(template: string, head: string, root: string, stateJson: string) {
  const data = stateJson.replace(/"(?:dehydratedAt|dataUpdatedAt)":\d+/g, '');
  const digest = createHash('sha256')
    .update(templateDigest(template))
    .update('\0')
    .update(head)
    .update('\0')
    .update(root)
    .update('\0')
    .update(data)
    .digest('base64url');
  return `"${digest.slice(0, 27)}"`;
}

/** Whether If-None-Match names this ETag (a list, weak forms, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((value) => value.trim().replace(/^W\//, ''))
    .some((value) => value === etag || value === '*');
}

function encode(body: string, acceptEncoding: string | undefined) {
  const accepted = new Set(acceptEncoding?.split(',').map((value) => value.split(';')[0]!.trim()));
  if (accepted.has('br'))
    return {
      encoding: 'br',
      bytes: new Uint8Array(
        brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
      ),
    };
  if (accepted.has('gzip')) return { encoding: 'gzip', bytes: new Uint8Array(gzipSync(body)) };
  return undefined;
}

/** A rendered public page, before it is encoded for a request. */
export interface RenderedDocument {
  status: number;
  etag: string;
  body: string;
}

/**
 * A public page rendered on the server (decision 037) into `template` (index.html with the
 * page's preload links), or undefined when the path is not a public page. Signed-in or not, the
 * HTML is the same: nothing here reads the request's cookies, so shared caches may keep it.
 */
export async function renderPublicDocument(
  c: Context<AppEnv>,
  renderer: PageRenderer,
  template: string,
): Promise<RenderedDocument | undefined> {
  const { env, database } = c.var;
  const url = new URL(c.req.url);
  const { recorded, facts } = recording(pageLoaders(database.db, env));
  const rendered = await renderer.renderPage(url, recorded);
  if (!rendered) return undefined;
  const head = headTags({
    appUrl: env.APP_URL,
    page: rendered.page,
    url,
    title: rendered.meta.title ?? 'Wellspring',
    // A page that says nothing of itself (the not-found page) keeps the site's description.
    description: rendered.meta.description ?? siteDescription(template),
    facts,
  });
  const stateJson = scriptJson(rendered.state);
  return {
    status: rendered.status,
    etag: etagOf(template, head, rendered.html, stateJson),
    body: documentFor(template, head, rendered.html, stateJson),
  };
}

/** The document as this request asks for it: 304 on its ETag, else brotli, gzip or plain. */
function respond(c: Context<AppEnv>, document: RenderedDocument) {
  c.header('cache-control', PUBLIC_PAGE_CACHE_CONTROL);
  c.header('etag', document.etag);
  c.header('vary', 'Accept-Encoding');
  if (matchesEtag(c.req.header('if-none-match'), document.etag)) return c.body(null, 304);
  const status = document.status as ContentfulStatusCode;
  const encoded = encode(document.body, c.req.header('accept-encoding'));
  if (!encoded) return c.html(document.body, status);
  c.header('content-encoding', encoded.encoding);
  c.header('content-type', 'text/html; charset=UTF-8');
  return c.body(encoded.bytes, status);
}

/**
 * The server render bundle (`vite build --ssr`) beside the client's build; undefined when it was
 * not built (the pages are then rendered in the browser).
 */
export async function loadPageRenderer(distDir: string): Promise<PageRenderer | undefined> {
  const bundle = path.join(distDir, '../ssr/entry-server.js');
  if (!existsSync(bundle)) return undefined;
  return (await import(pathToFileURL(bundle).href)) as PageRenderer;
}

/**
 * The public pages' render for the static client, the renderer loaded on first use. Visitors
 * share each page's render for `PUBLIC_PAGE_CACHE_SECONDS` (decision 075); a browser that has
 * just changed something (decision 080) is rendered afresh, so it sees its change at once.
 */
export function publicPages(load: () => Promise<PageRenderer | undefined>): RenderPage {
  let renderer: Promise<PageRenderer | undefined> | undefined;
  const cache = new RenderedPageCache();
  return async (c, template) => {
    renderer ??= load();
    const loaded = await renderer;
    if (!loaded) return undefined;
    const render = () => renderPublicDocument(c, loaded, template);
    const seconds = c.var.env.PUBLIC_PAGE_CACHE_SECONDS;
    const shared = seconds > 0 && !wroteRecently(c);
    const { pathname, search } = new URL(c.req.url);
    const document = shared ? await cache.get(pathname + search, seconds, render) : await render();
    return document ? respond(c, document) : undefined;
  };
}
