import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Drives the booking calendar (web/src/components/ui/slot-picker.tsx) as a user would: turn to
 * the month, choose the day, read and choose the times shown as buttons.
 */

/** The day button of a `YYYY-MM-DD` date, turning months forward until it is shown. */
export async function dayButton(scope: Page | Locator, date: string): Promise<Locator> {
  const day = scope.locator(`[data-date="${date}"]`);
  const next = scope.getByRole('button', { name: 'Next month', exact: true });
  await expect
    .poll(async () => {
      if ((await day.count()) > 0) return true;
      if (await next.isEnabled()) await next.click();
      return false;
    })
    .toBe(true);
  return day;
}

/** Chooses a date on the calendar once the healer's free days are marked on it. */
export async function pickDate(scope: Page | Locator, date: string) {
  const day = await dayButton(scope, date);
  await expect.poll(() => day.getAttribute('aria-disabled')).toBeNull();
  await day.click();
  await expect.poll(() => day.getAttribute('aria-pressed')).toBe('true');
}

const timeButtons = (scope: Page | Locator) =>
  scope.getByRole('group', { name: /^Available times on / }).getByRole('button');

/** The free starts shown for the chosen day (ISO instants), once they have loaded. */
export async function shownTimes(scope: Page | Locator): Promise<string[]> {
  await timeButtons(scope).first().waitFor();
  return timeButtons(scope).evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('data-start') ?? ''),
  );
}

export async function pickTime(scope: Page | Locator, start: string) {
  const button = scope.locator(`[data-start="${start}"]`);
  await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
}

/** The chosen time, or '' when none is pressed. */
export async function chosenTime(scope: Page | Locator): Promise<string> {
  const pressed = timeButtons(scope).and(scope.locator('[aria-pressed="true"]'));
  return (await pressed.count()) ? ((await pressed.getAttribute('data-start')) ?? '') : '';
}
