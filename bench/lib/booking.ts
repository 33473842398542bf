import { fail, step } from './log';
import { round } from './stats';

export interface BookingResult {
  requests: number;
  slots: number;
  successes: number;
  conflicts: number;
  errors: number;
  /** Slots that got more than one booking (must be 0). */
  doubleBooked: number;
  settleMs: number;
}

interface Slot {
  healerId: string;
  start: string;
}

function isoDate(date: Date) {
  return date.toISOString().slice(0, 10);
}

/** Free slots from the API itself, from a few days ahead, over the given healers. */
async function findFreeSlots(baseUrl: string, healerIds: string[], count: number) {
  const slots: Slot[] = [];
  for (const healerId of healerIds) {
    for (let day = 3; day < 30 && slots.length < count; day += 1) {
      const date = isoDate(new Date(Date.now() + day * 86_400_000));
      const response = await fetch(`${baseUrl}/api/healers/${healerId}/slots?date=${date}`);
      if (!response.ok) throw new Error(`slots answered ${response.status}`);
      const body = (await response.json()) as { slots: string[] };
      for (const start of body.slots) if (slots.length < count) slots.push({ healerId, start });
    }
    if (slots.length >= count) break;
  }
  if (slots.length < count) throw new Error(`found only ${slots.length} free slots`);
  return slots;
}

/** `patients.length` concurrent bookings spread evenly over `slotCount` free slots. */
export async function benchBooking(options: {
  mode: string;
  baseUrl: string;
  origin: string;
  healerIds: string[];
  patientCookies: string[];
  slotCount: number;
}): Promise<BookingResult> {
  const { mode } = options;
  step(
    `${mode}: booking contention (${options.patientCookies.length} concurrent bookings, ${options.slotCount} slots)`,
  );
  const slots = await findFreeSlots(options.baseUrl, options.healerIds, options.slotCount);
  const started = performance.now();
  const outcomes = await Promise.all(
    options.patientCookies.map(async (cookie, index) => {
      const slot = slots[index % slots.length]!;
      try {
        const response = await fetch(`${options.baseUrl}/api/appointments`, {
          method: 'POST',
          headers: { cookie, origin: options.origin, 'content-type': 'application/json' },
          body: JSON.stringify({
            healer_id: slot.healerId,
            scheduled_at: slot.start,
            mode: 'video',
            title: 'Bench booking',
            details: `Contention request ${index}`,
          }),
        });
        const body = (await response.json()) as { healer_id?: string; scheduled_at?: string };
        return { status: response.status, body };
      } catch {
        return { status: 0, body: {} };
      }
    }),
  );
  const settleMs = performance.now() - started;
  const perSlot = new Map<string, number>();
  for (const outcome of outcomes.filter((o) => o.status === 201)) {
    const slotKey = `${outcome.body.healer_id} ${new Date(outcome.body.scheduled_at!).toISOString()}`;
    perSlot.set(slotKey, (perSlot.get(slotKey) ?? 0) + 1);
  }
  const booking = {
    requests: outcomes.length,
    slots: slots.length,
    successes: outcomes.filter((o) => o.status === 201).length,
    conflicts: outcomes.filter((o) => o.status === 409).length,
    errors: outcomes.filter((o) => o.status !== 201 && o.status !== 409).length,
    doubleBooked: [...perSlot.values()].filter((n) => n > 1).length,
    settleMs,
  };
  console.log(
    `  ${booking.successes} booked, ${booking.conflicts} conflicts, ${booking.errors} errors, settled in ${round(booking.settleMs)} ms`,
  );
  if (booking.successes !== booking.slots)
    fail(`${mode}: booking: ${booking.successes} successes for ${booking.slots} slots`);
  if (booking.doubleBooked) fail(`${mode}: booking: ${booking.doubleBooked} slots booked twice`);
  if (booking.errors) fail(`${mode}: booking: ${booking.errors} errors`);
  return booking;
}
