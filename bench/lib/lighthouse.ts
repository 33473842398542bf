import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromiumArgs, findChromium } from '../../tests/e2e/support/chromium';
import { step } from './log';
import { median } from './stats';

/** Issue 18's targets, printed beside the figures (never asserted). */
export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, lcpMs: 2000, tbtMs: 150 };

export interface LighthouseScore {
  path: string;
  /** Each figure is the median of the runs (taken figure by figure). */
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Everything the page transferred (`total-byte-weight`), bytes. */
  transferBytes: number;
  /** Every run's performance score, in run order. */
  performanceRuns: number[];
  /** Accessibility audits that failed in any run (id: title). */
  accessibilityFailures: string[];
  /** Performance audits scored below 0.9 in the median run by performance (id: display value). */
  performanceFindings: string[];
}

export interface LighthouseResult {
  scores: LighthouseScore[];
  /** `uptime`'s load averages while it ran (the simulation scales observed CPU time). */
  loadBefore: number[];
  loadAfter: number[];
  /** Where the median runs' reports went (JSON, for the details). */
  reportsDir: string;
}

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
}

interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string }> }>;
  audits: Record<string, Audit>;
}

export function targetsMet(score: LighthouseScore) {
  return {
    performance: score.performance >= LIGHTHOUSE_TARGETS.performance,
    accessibility: score.accessibility >= LIGHTHOUSE_TARGETS.accessibility,
    lcp: score.lcpMs < LIGHTHOUSE_TARGETS.lcpMs,
    tbt: score.tbtMs < LIGHTHOUSE_TARGETS.tbtMs,
  };
}

const loadAverage = () => loadavg().map((n) => Math.round(n * 100) / 100);

/**
 * How the page and its first stylesheet and scripts are sent to a browser that accepts brotli:
 * content-encoding and cache-control (hashed assets should be compressed and `immutable`).
 */
async function printDelivery(baseUrl: string, pagePath: string) {
  const headers = { 'accept-encoding': 'br, gzip' };
  const page = await fetch(`${baseUrl}${pagePath}`, { headers });
  const html = await page.text();
  const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)]
    .map((match) => match[1]!)
    .slice(0, 3);
  const describe = (response: Response) =>
    `${response.status}, ${response.headers.get('content-encoding') ?? 'identity'}, ${response.headers.get('cache-control') ?? 'no cache-control'}`;
  console.log(`  ${pagePath}: ${describe(page)}`);
  for (const asset of assets) {
    const response = await fetch(`${baseUrl}${asset}`, { headers });
    await response.arrayBuffer();
    console.log(`  ${asset}: ${describe(response)}`);
  }
}

/**
 * Lighthouse's defaults (mobile form factor, simulated throttling) for performance and
 * accessibility, `runs` times per page, in one headless Chromium (storage and cache reset before
 * each run, as Lighthouse does). Figures are medians of the runs.
 */
export async function runLighthouse(
  baseUrl: string,
  paths: string[],
  { runs = 3, reportsDir }: { runs?: number; reportsDir: string },
): Promise<LighthouseResult | undefined> {
  const chromePath = findChromium();
  if (!chromePath) {
    console.log('Lighthouse skipped: no Chromium (CHROME_PATH or /usr/bin/chromium)');
    return undefined;
  }
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  mkdirSync(reportsDir, { recursive: true });
  step('delivery of the first page and its first assets');
  await printDelivery(baseUrl, paths[0]!);
  // A first request renders each page once (the server loads its render bundle on first use).
  for (const pagePath of paths) await (await fetch(`${baseUrl}${pagePath}`)).arrayBuffer();
  const loadBefore = loadAverage();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: chromiumArgs,
    logLevel: 'silent',
  });
  try {
    const scores: LighthouseScore[] = [];
    for (const pagePath of paths) {
      step(`Lighthouse (mobile, simulated throttling): ${pagePath}, ${runs} runs`);
      const lhrs: Lhr[] = [];
      // A run Lighthouse itself reports as broken (NO_NAVSTART and the like, a trace it could
      // not read) is tried again, up to three times in all; then the part fails.
      for (let run = 0, attempts = 0; run < runs; attempts += 1) {
        const result = await lighthouse(`${baseUrl}${pagePath}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${pagePath}`);
        const lhr = result.lhr as unknown as Lhr & { runtimeError?: { message: string } };
        if (lhr.runtimeError) {
          if (attempts >= runs + 2)
            throw new Error(`Lighthouse on ${pagePath}: ${lhr.runtimeError.message}`);
          console.log(`  run again: ${lhr.runtimeError.message}`);
          continue;
        }
        lhrs.push(lhr);
        run += 1;
      }
      const category = (lhr: Lhr, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) =>
        median(lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
      const performanceRuns = lhrs.map((lhr) => category(lhr, 'performance'));
      const medianRun = [...lhrs].sort(
        (a, b) => category(a, 'performance') - category(b, 'performance'),
      )[Math.floor(lhrs.length / 2)]!;
      const accessibilityFailures = new Set<string>();
      for (const lhr of lhrs)
        for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (audit && audit.scoreDisplayMode === 'binary' && audit.score === 0)
            accessibilityFailures.add(`${audit.id}: ${audit.title}`);
        }
      const performanceFindings = (medianRun.categories.performance?.auditRefs ?? [])
        .map((ref) => medianRun.audits[ref.id])
        .filter(
          (audit): audit is Audit =>
            audit !== undefined &&
            audit.score !== null &&
            audit.score < 0.9 &&
            audit.scoreDisplayMode !== 'informative' &&
            audit.scoreDisplayMode !== 'notApplicable',
        )
        .map((audit) => `${audit.id}${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
      const slug = pagePath.replace(/[^a-z0-9]+/gi, '_').replace(/^_+|_+$/g, '') || 'home';
      writeFileSync(path.join(reportsDir, `${slug}.json`), JSON.stringify(medianRun));
      const score: LighthouseScore = {
        path: pagePath,
        performance: median(performanceRuns),
        accessibility: median(lhrs.map((lhr) => category(lhr, 'accessibility'))),
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        transferBytes: numeric('total-byte-weight'),
        performanceRuns,
        accessibilityFailures: [...accessibilityFailures],
        performanceFindings,
      };
      scores.push(score);
      console.log(
        `  performance ${score.performance} (runs ${performanceRuns.join(', ')}), accessibility ${score.accessibility}, LCP ${Math.round(score.lcpMs)} ms, TBT ${Math.round(score.tbtMs)} ms`,
      );
    }
    const result = { scores, loadBefore, loadAfter: loadAverage(), reportsDir };
    printLighthouse(result);
    return result;
  } finally {
    chrome.kill();
  }
}

/** The table (and what each page misses), as the run ends. */
export function printLighthouse(result: LighthouseResult) {
  const rows = result.scores.map((s) => [
    s.path,
    String(s.performance),
    s.performanceRuns.join('/'),
    String(s.accessibility),
    String(Math.round(s.lcpMs)),
    String(Math.round(s.tbtMs)),
    s.cls.toFixed(3),
    String(Math.round(s.fcpMs)),
    (s.transferBytes / 1024).toFixed(1),
  ]);
  const header = ['Page', 'Perf', 'Runs', 'A11y', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms', 'kB'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(
    `\nLighthouse 12, mobile, simulated throttling, median of ${result.scores[0]?.performanceRuns.length ?? 0} (load ${result.loadBefore.join(' ')} → ${result.loadAfter.join(' ')})`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  const t = LIGHTHOUSE_TARGETS;
  let all = true;
  for (const s of result.scores) {
    const met = targetsMet(s);
    const missed = Object.entries(met)
      .filter(([, ok]) => !ok)
      .map(([name]) => name);
    if (missed.length) all = false;
    console.log(
      `  ${s.path}: ${missed.length ? `MISSED ${missed.join(', ')}` : 'every target met'}`,
    );
    for (const failure of s.accessibilityFailures) console.log(`    a11y: ${failure}`);
    if (!met.performance || !met.lcp || !met.tbt)
      for (const finding of s.performanceFindings) console.log(`    perf: ${finding}`);
  }
  console.log(
    `Targets (performance ≥ ${t.performance}, accessibility ${t.accessibility}, LCP < ${t.lcpMs} ms, TBT < ${t.tbtMs} ms): ${all ? 'met on every page' : 'NOT met on every page'}. Reports: ${result.reportsDir}\n`,
  );
}
