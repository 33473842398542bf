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

export interface LighthouseScore {
  path: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every run's performance score; the figures above are the median run's. */
  performanceRuns: number[];
}

/**
 * Lighthouse's default (mobile emulation, simulated throttling) performance and accessibility,
 * `runs` times per page: the simulation scales the CPU time it observed, so a busy machine
 * moves single runs by several points. The median run (by performance) is reported.
 */
export async function runLighthouse(
  baseUrl: string,
  chromePath: string,
  paths: string[],
  runs = 3,
): Promise<LighthouseScore[]> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: chromiumArgs,
    logLevel: 'silent',
  });
  try {
    const scores: LighthouseScore[] = [];
    for (const path of paths) {
      const results: Array<Omit<LighthouseScore, 'performanceRuns'>> = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        results.push({
          path,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          fcpMs: audit('first-contentful-paint'),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
        });
      }
      const byScore = [...results].sort((a, b) => a.performance - b.performance);
      const median = byScore[Math.floor(byScore.length / 2)]!;
      scores.push({ ...median, performanceRuns: results.map((r) => r.performance) });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

export interface PagesResult {
  weights: PageWeight[];
  lighthouse?: LighthouseScore[];
  lighthouseSkipped?: string;
}

/** Page weight of the first visits, then Lighthouse unless `lighthouseSkipped` says why not. */
export async function benchPages(
  baseUrl: string,
  healerId: string,
  lighthouseSkipped?: string,
): Promise<PagesResult | undefined> {
  const chromePath = findChromium();
  if (!chromePath) {
    console.log(
      'page weight and Lighthouse skipped: no Chromium (CHROME_PATH or /usr/bin/chromium)',
    );
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
  if (lighthouseSkipped) return { weights, lighthouseSkipped };
  step('Lighthouse (mobile emulation)');
  const lighthouse = await runLighthouse(baseUrl, chromePath, ['/', '/healers', profile]);
  for (const score of lighthouse)
    console.log(
      `  ${score.path}: performance ${score.performance} (runs ${score.performanceRuns.join(', ')}), accessibility ${score.accessibility}, FCP ${Math.round(score.fcpMs)} ms, LCP ${Math.round(score.lcpMs)} ms`,
    );
  return { weights, lighthouse };
}
