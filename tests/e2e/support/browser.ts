import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { chromiumArgs, findChromium } from './chromium';

const require = createRequire(import.meta.url);
const axeSource: string = (require('axe-core') as { source: string }).source;

export interface BrowserHarness {
  baseUrl: string;
  /**
   * A fresh browser context (its own cookies) whose pages fail the test on console errors;
   * `baseURL` for a spec's own app instead of the shared one. Pages ask for reduced motion
   * unless told otherwise, so nothing (a toast fading in or out) is half-transparent when axe
   * judges contrast; a test of motion itself passes `reducedMotion: 'no-preference'`.
   */
  newPage(options?: {
    baseURL?: string;
    reducedMotion?: 'reduce' | 'no-preference';
    /** The browser's time zone (an IANA name); the machine's by default. */
    timezoneId?: string;
    /** The browser's locale (dates, numbers); the machine's by default. */
    locale?: string;
    /** The window size; Playwright's 1280 × 720 by default. */
    viewport?: { width: number; height: number };
  }): Promise<Page>;
}

/**
 * One Chromium per spec file (`args` are added to the usual flags, e.g. fake media devices);
 * every page's console errors and uncaught exceptions fail the test.
 */
export function useBrowser({ args = [] }: { args?: string[] } = {}): BrowserHarness {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const problems: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: findChromium(),
      args: [...chromiumArgs, ...args],
    });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    const seen = problems.splice(0);
    expect(seen, 'browser console errors').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseUrl: inject('baseUrl'),
    async newPage({
      baseURL = inject('baseUrl'),
      reducedMotion = 'reduce',
      timezoneId,
      locale,
      viewport,
    }: Parameters<BrowserHarness['newPage']>[0] = {}) {
      if (!browser) throw new Error('browser not started');
      const context = await browser.newContext({
        baseURL,
        reducedMotion,
        timezoneId,
        locale,
        viewport,
      });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // Expected answers of our own API (401 for a signed-out /api/me, 409 on a lost race,
        // 400/422 for input the server refuses) are logged by Chromium as failed resources;
        // they are not bugs.
        if (
          /Failed to load resource: the server responded with a status of (400|401|404|409|422|429)/.test(
            text,
          )
        )
          return;
        // A test that takes the browser offline (context.setOffline) expects failed requests.
        if (/net::ERR_INTERNET_DISCONNECTED/.test(text)) return;
        problems.push(`console: ${text}`);
      });
      return page;
    },
  };
}

/** Runs axe-core (WCAG 2.1 A and AA rules) on the page and fails on any violation. */
export async function expectAccessible(page: Page) {
  // Let entrance animations and transitions (toasts fading in) end: axe judges contrast on
  // what is painted, and a half-transparent toast is not what users read.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Spinners loop forever; wait only for animations that end.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: unknown,
          ) => Promise<{
            violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown }> }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => JSON.stringify(node.target)).slice(0, 5),
    }));
  });
  expect(violations, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** Navigates, waits for the app to settle, and checks accessibility. */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);
}

/**
 * Opens `path` by a navigation inside the app (React Router follows popstate), after a
 * server-rendered first page: the page then loads its data from the API in the browser, where a
 * test can shape the answers with `page.route` (the server render reads the database itself).
 */
export async function visitInApp(page: Page, path: string) {
  await visit(page, '/about');
  const before = await page.title();
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // The new page has rendered once it has set its own title (its module loads first).
  await page.waitForFunction((title) => document.title !== title, before);
}

/**
 * Closes every toast, including one that arrives while closing (the toaster loads lazily and a
 * toast can follow the inline message that a test waited for), then checks accessibility of our
 * own content.
 */
export async function expectAccessibleContent(page: Page) {
  await expect
    .poll(async () => {
      for (const close of await page.getByRole('button', { name: 'Close toast' }).all())
        await close.click({ timeout: 1_000 }).catch(() => undefined);
      return page.locator('[data-sonner-toast]').count();
    })
    .toBe(0);
  await expectAccessible(page);
}
