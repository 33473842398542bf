import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signUpViaApi } from './accounts';

/** A bookable healer (signed in on `page`) offering video, free 09:00–12:00 UTC (or given hours) daily. */
export async function healerWithHours(page: Page, baseUrl: string, start = '09:00', end = '12:00') {
  const healer = await signUpViaApi(page, 'healer');
  const headers = { origin: baseUrl };
  expect(
    (
      await page.request.patch('/api/me/profile', {
        data: { consultation_modes: ['video'], consultation_fee: 90, specialties: ['Yoga'] },
        headers,
      })
    ).status(),
  ).toBe(200);
  const week = await page.request.put('/api/me/availability', {
    data: {
      windows: Array.from({ length: 7 }, (_, day) => ({
        day_of_week: day,
        start_time: start,
        end_time: end,
      })),
    },
    headers,
  });
  expect(week.status()).toBe(200);
  return healer;
}

export async function bookViaApi(page: Page, baseUrl: string, body: Record<string, unknown>) {
  const response = await page.request.post('/api/appointments', {
    data: { mode: 'video', title: 'Booked session', ...body },
    headers: { origin: baseUrl },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; scheduled_at: string };
}
