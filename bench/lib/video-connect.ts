import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { chromiumArgs, fakeMediaArgs } from '../../tests/e2e/support/chromium';
import { summarize, type Latency } from './stats';

export interface ConnectResult {
  label: string;
  runs: number;
  /** From the later of the two join clicks to the later of the two `connected`, ms. */
  latency: Latency;
  samples: number[];
}

interface Side {
  url: string;
  cookie: string;
}

/**
 * Records, in the page, when a join button is clicked and when the call container first says
 * `connected` (epoch ms from each page's own clock: the pages run on one machine, so the two
 * pages' times compare). A string, so the TypeScript loader adds no helpers the page lacks.
 */
const INSTRUMENT = `(() => {
  const marks = {};
  window.__marks = marks;
  document.addEventListener('click', (event) => {
    const button = event.target && event.target.closest && event.target.closest('button');
    const text = button ? (button.textContent || '').trim() : '';
    if (text === 'Join video session' || text === 'Rejoin')
      marks.join = performance.timeOrigin + performance.now();
  }, true);
  new MutationObserver(() => {
    if (marks.join && !marks.connected && document.querySelector('[data-connection-state="connected"]'))
      marks.connected = performance.timeOrigin + performance.now();
  }).observe(document.body, {
    subtree: true, childList: true, attributes: true, attributeFilter: ['data-connection-state'],
  });
})()`;

const instrument = (page: Page) => page.evaluate(INSTRUMENT);

const warningsOf = new WeakMap<Page, string[]>();

const resetMarks = (page: Page) =>
  page.evaluate(() => {
    const marks = (window as unknown as { __marks: Record<string, number | undefined> }).__marks;
    delete marks.join;
    delete marks.connected;
  });

const readMarks = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __marks: { join: number; connected: number } }).__marks,
  );

/** Where a page stands, for a failure message: its status line, state and recent warnings. */
async function describe(page: Page, warnings: string[]) {
  const state = await page
    .locator('[data-connection-state]')
    .getAttribute('data-connection-state', { timeout: 500 })
    .catch(() => 'no call view');
  const status = await page
    .getByRole('status')
    .allTextContents()
    .catch(() => []);
  return `state ${state}; ${status.join(' / ')}; warnings: ${warnings.slice(-5).join(' | ') || 'none'}`;
}

async function openSide(context: BrowserContext, side: Side, appointmentId: string) {
  const [name, value] = side.cookie.split(/=(.*)/s) as [string, string];
  await context.addCookies([{ name, value, url: side.url }]);
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error')
      warnings.push(`${new Date().toISOString().slice(11, 23)} ${message.text()}`);
  });
  warningsOf.set(page, warnings);
  await page.goto(`${side.url}/session/${appointmentId}`);
  await page.getByRole('button', { name: 'Join video session', disabled: false }).waitFor({
    timeout: 60_000,
  });
  await instrument(page);
  return page;
}

/**
 * Join → connected, `runs` times, with two Chromium pages (fake camera and microphone) of the
 * two participants: both click at once; between runs both leave, and rejoin for the next.
 */
export async function measureConnect(options: {
  label: string;
  executablePath: string;
  appointmentId: string;
  healer: Side;
  patient: Side;
  runs: number;
}): Promise<ConnectResult> {
  const browser = await chromium.launch({
    executablePath: options.executablePath,
    args: [...chromiumArgs, ...fakeMediaArgs],
  });
  try {
    const pages = [
      await openSide(await browser.newContext(), options.healer, options.appointmentId),
      await openSide(await browser.newContext(), options.patient, options.appointmentId),
    ];
    const samples: number[] = [];
    for (let run = 0; run < options.runs; run += 1) {
      await Promise.all(pages.map(resetMarks));
      const label = run === 0 ? 'Join video session' : 'Rejoin';
      await Promise.all(pages.map((page) => page.getByRole('button', { name: label }).click()));
      try {
        await Promise.all(
          pages.map((page) =>
            page.waitForFunction(
              () => (window as unknown as { __marks: { connected?: number } }).__marks.connected,
              undefined,
              { timeout: 60_000, polling: 50 },
            ),
          ),
        );
      } catch (error) {
        const [healer, patient] = await Promise.all(
          pages.map((page) => describe(page, warningsOf.get(page) ?? [])),
        );
        throw new Error(
          `run ${run + 1}: not connected in 60 s (${(error as Error).message.split('\n')[0]}); healer: ${healer}; patient: ${patient}`,
        );
      }
      const marks = await Promise.all(pages.map(readMarks));
      samples.push(
        Math.max(...marks.map((m) => m.connected)) - Math.max(...marks.map((m) => m.join)),
      );
      await Promise.all(
        pages.map(async (page) => {
          await page.getByRole('button', { name: 'Leave' }).click();
          await page.getByRole('button', { name: 'Rejoin' }).waitFor();
        }),
      );
      // Let each side hear that the other left before both come back.
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    return { label: options.label, runs: options.runs, latency: summarize(samples), samples };
  } finally {
    await browser.close();
  }
}
