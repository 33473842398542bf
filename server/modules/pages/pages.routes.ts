import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';
import { healersSitemap, pagesSitemap, robotsTxt, servicesSitemap, sitemapIndex } from './sitemap';

/** Crawlers may keep these an hour; profiles come and go more slowly than that matters. */
const SEO_CACHE_CONTROL = 'public, max-age=3600';

const xml = (body: string) =>
  new Response(body, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': SEO_CACHE_CONTROL,
    },
  });

/** robots.txt and the sitemaps (decision 038): public, outside /api, not in the OpenAPI document. */
export const seoRoutes = new Hono<AppEnv>()
  .get('/robots.txt', (c) => {
    c.header('cache-control', SEO_CACHE_CONTROL);
    return c.text(robotsTxt(c.var.env.APP_URL));
  })
  .get('/sitemap.xml', async (c) =>
    xml(await sitemapIndex(c.var.database.db, c.var.env.APP_URL, c.var.env.SITEMAP_PAGE_SIZE)),
  )
  .get('/sitemaps/pages.xml', async (c) =>
    xml(await pagesSitemap(c.var.database.db, c.var.env.APP_URL)),
  )
  .get('/sitemaps/services.xml', async (c) =>
    xml(await servicesSitemap(c.var.database.db, c.var.env.APP_URL)),
  )
  .get('/sitemaps/:file{healers-[1-9][0-9]{0,5}\\.xml}', async (c) => {
    const page = Number(/\d+/.exec(c.req.param('file'))![0]);
    const body = await healersSitemap(
      c.var.database.db,
      c.var.env.APP_URL,
      page,
      c.var.env.SITEMAP_PAGE_SIZE,
    );
    return body ? xml(body) : c.text('No such sitemap', 404);
  });
