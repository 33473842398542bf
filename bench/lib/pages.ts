import http from 'node:http';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../../tests/e2e/support/chromium';
import { step } from './log';

export interface PageWeight {
  path: string;
  scripts: number;
  styles: number;
  /** gzip bytes of the JS and CSS the page loaded (the server's precompressed .gz files). */
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** What Chromium actually transferred (it asks for brotli first). */
  jsTransferredBytes: number;
  cssTransferredBytes: number;
}

/** Body size of a URL as sent with only gzip accepted (raw bytes, not decoded). */
function gzipSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/** JS and CSS loaded on a first visit (empty cache, fresh context) of each path. */
export async function measurePageWeight(
  baseUrl: string,
  executablePath: string,
  paths: string[],
): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  try {
    const results: PageWeight[] = [];
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const loaded: Array<{ url: string; type: 'script' | 'style'; transferred: Promise<number> }> =
        [];
      page.on('requestfinished', (request) => {
        const type = request.resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        loaded.push({
          url: request.url(),
          type: type === 'script' ? 'script' : 'style',
          transferred: request.sizes().then((sizes) => sizes.responseBodySize),
        });
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      const sized = await Promise.all(
        loaded.map(async (entry) => ({
          ...entry,
          gzip: await gzipSize(entry.url),
          transferredBytes: await entry.transferred,
        })),
      );
      const sum = (type: 'script' | 'style', field: 'gzip' | 'transferredBytes') =>
        sized.filter((e) => e.type === type).reduce((total, e) => total + e[field], 0);
      results.push({
        path,
        scripts: sized.filter((e) => e.type === 'script').length,
        styles: sized.filter((e) => e.type === 'style').length,
        jsGzipBytes: sum('script', 'gzip'),
        cssGzipBytes: sum('style', 'gzip'),
        jsTransferredBytes: sum('script', 'transferredBytes'),
        cssTransferredBytes: sum('style', 'transferredBytes'),
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

export interface PagesResult {
  weights: PageWeight[];
}

/** Page weight of the first visits (Lighthouse is a part of its own: lighthouse.ts). */
export async function benchPages(
  baseUrl: string,
  healerId: string,
): Promise<PagesResult | undefined> {
  const chromePath = findChromium();
  if (!chromePath) {
    console.log('page weight skipped: no Chromium (CHROME_PATH or /usr/bin/chromium)');
    return undefined;
  }
  step('page weight: JS and CSS on first visit');
  const profile = `/healers/${healerId}`;
  const weights = await measurePageWeight(baseUrl, chromePath, [
    '/',
    '/healers',
    profile,
    '/book-session',
  ]);
  for (const weight of weights)
    console.log(
      `  ${weight.path}: JS ${(weight.jsGzipBytes / 1024).toFixed(1)} kB gzip, CSS ${(weight.cssGzipBytes / 1024).toFixed(1)} kB gzip`,
    );
  return { weights };
}
