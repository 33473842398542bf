import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import type { AppEnv } from './context';
import { routePreloads, withPreloadLinks, type Manifest } from './route-preloads';

interface HtmlPage {
  html: string;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

const compressedPage = (html: string): HtmlPage => ({
  html,
  br: new Uint8Array(brotliCompressSync(html)),
  gzip: new Uint8Array(gzipSync(html, { level: 9 })),
});

/** The text of each stylesheet index.html links from the build's assets, by its href. */
function stylesheetTexts(distDir: string, html: string) {
  const texts = new Map<string, string>();
  for (const [, href] of html.matchAll(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/g,
  )) {
    const file = path.join(distDir, href!);
    if (existsSync(file)) texts.set(href!, readFileSync(file, 'utf8'));
  }
  return texts;
}

/**
 * index.html once per public page (with its route chunk's preload links, see route-preloads.ts)
 * and once for every other path, compressed ahead of time: built when the server starts, or on
 * the first request once the client is built.
 */
function loadPages(distDir: string) {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  const html = readFileSync(indexPath, 'utf8');
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
    : {};
  const { pages, missing } = routePreloads(manifest);
  const stylesheets = stylesheetTexts(distDir, html);
  const publicPages = pages.map(({ path: pattern, files }) => ({
    pattern,
    page: compressedPage(withPreloadLinks(html, files, stylesheets)),
  }));
  const other = compressedPage(html);
  return {
    missing,
    forPath: (requestPath: string) =>
      publicPages.find(({ pattern }) => pattern.test(requestPath))?.page ?? other,
  };
}

/** What serveStatic's precompressed option does for files: br, else gzip, else none. */
function preferredEncoding(acceptEncoding: string | undefined) {
  const accepted = new Set(acceptEncoding?.split(',').map((value) => value.split(';')[0]!.trim()));
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/** A page rendered on the server into `template` (its index.html), or undefined: not one. */
export type RenderPage = (c: Context<AppEnv>, template: string) => Promise<Response | undefined>;

export interface StaticClientOptions {
  /** The public pages' server render (decision 037). */
  renderPage?: RenderPage;
}

/**
 * Serves the built client: hashed assets cached for a year; the public pages rendered on the
 * server (decision 037); everything else falling back to index.html (client-side routing) with
 * no-cache so a deploy is picked up at once.
 */
export function staticClient(distDir: string, options: StaticClientOptions = {}) {
  const app = new Hono<AppEnv>();
  const files = serveStatic({ root: distDir, precompressed: true });
  let pages = loadPages(distDir);
  let reportedMissing = false;

  app.use('*', async (c, next) => {
    // index.html goes out per page below; the build manifest is for the server only.
    const { path: requestPath } = c.req;
    if (requestPath === '/' || requestPath === '/index.html' || requestPath.startsWith('/.vite/'))
      return next();
    const response = await files(c, next);
    // When no file matched, serveStatic has already run the fallback below via next().
    if (!(response instanceof Response)) return;
    const isHashedAsset = requestPath.startsWith('/assets/');
    const isHtml = response.headers.get('content-type')?.startsWith('text/html');
    response.headers.set(
      'cache-control',
      isHashedAsset
        ? 'public, max-age=31536000, immutable'
        : isHtml
          ? 'no-cache'
          : 'public, max-age=3600',
    );
    return response;
  });
  app.get('*', async (c) => {
    pages ??= loadPages(distDir);
    if (!pages) {
      return c.text(
        'The web client is not built. Run `npm run build` (npm start does it for you).',
        503,
      );
    }
    if (pages.missing.length && !reportedMissing) {
      reportedMissing = true;
      c.var.logger.warn(
        { modules: pages.missing },
        'public pages without route preloads: their modules are not in the build manifest',
      );
    }
    const html = pages.forPath(c.req.path);
    if (options.renderPage) {
      try {
        const page = await options.renderPage(c, html.html);
        if (page) return page;
      } catch (error) {
        // The browser can still render the page from the API: serve the shell instead.
        c.var.logger.error({ err: error }, 'server render failed; serving the client shell');
      }
    }
    const encoding = preferredEncoding(c.req.header('accept-encoding'));
    c.header('cache-control', 'no-cache');
    c.header('vary', 'Accept-Encoding');
    if (!encoding) return c.html(html.html);
    c.header('content-encoding', encoding);
    c.header('content-type', 'text/html; charset=UTF-8');
    return c.body(html[encoding]);
  });
  return app;
}
