import { createRoute } from '@hono/zod-openapi';
import { SOCIAL_NETWORKS } from '@contract/constants';
import { SiteConfigSchema, type SiteConfig } from '@contract/site';
import type { Env } from '../../env';
import { access, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';

const getSiteConfig = createRoute({
  method: 'get',
  path: '/site',
  ...access.anonymous,
  tags: ['system'],
  summary: "The operator's contact address and social accounts, for the public pages",
  responses: { 200: jsonResponse(SiteConfigSchema, 'The public site configuration') },
});

/** The configured accounts in the footer's order. */
export function siteConfig(env: Env): SiteConfig {
  return {
    contact_email: env.CONTACT_EMAIL ?? null,
    social_links: SOCIAL_NETWORKS.flatMap(({ id }) => {
      const url = env.SOCIAL_LINKS[id];
      return url ? [{ network: id, url }] : [];
    }),
  };
}

export const siteRoutes = createRouter().openapi(getSiteConfig, (c) =>
  // Configuration changes only with a restart: browsers and proxies may keep it a while.
  c.json(siteConfig(c.var.env), 200, { 'Cache-Control': 'public, max-age=300' }),
);
