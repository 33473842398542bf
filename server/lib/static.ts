import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './context';

/**
 * Serves the built client: hashed assets cached for a year, everything else falling back to
 * index.html (client-side routing) with no-cache so a deploy is picked up at once.
 */
export function staticClient(distDir: string) {
  const app = new Hono<AppEnv>();
  const indexPath = path.join(distDir, 'index.html');
  const files = serveStatic({ root: distDir, precompressed: true });

  app.use('*', async (c, next) => {
    const response = await files(c, next);
    // When no file matched, serveStatic has already run the fallback below via next().
    if (!(response instanceof Response)) return;
    const isHashedAsset = c.req.path.startsWith('/assets/');
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
    if (!existsSync(indexPath)) {
      return c.text(
        'The web client is not built. Run `npm run build` (npm start does it for you).',
        503,
      );
    }
    c.header('cache-control', 'no-cache');
    return c.html(await readFile(indexPath, 'utf8'));
  });
  return app;
}
