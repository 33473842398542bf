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

/** Free slots from the API itself, from `firstDay` days ahead on, over the given healers. */
async function findFreeSlots(baseUrl: string, healerIds: string[], count: number, firstDay = 3) {
  const slots: Slot[] = [];
  for (const healerId of healerIds) {
    for (let day = firstDay; day < 90 && slots.length < count; day += 1) {
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

/** Booking's figures for the moves (a success is a session moved), and what set-up made. */
export interface RescheduleResult extends BookingResult {
  /** Sessions booked (one per patient) before the measured moves. */
  setupBooked: number;
  /** Losers whose session was changed all the same (must be 0). */
  halfMoved: number;
}

interface Booked {
  id: string;
  cookie: string;
  scheduledAt: string;
}

async function post(baseUrl: string, origin: string, cookie: string, path: string, body: unknown) {
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { cookie, origin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  } catch {
    return { status: 0, body: {} };
  }
}

/**
 * Every patient first books a session of their own with one healer (set-up, not measured), then
 * all of them move their session at once onto `slotCount` free slots of the same healer: each
 * slot must end up with exactly one session, and every loser's session where it was.
 */
export async function benchReschedule(options: {
  mode: string;
  baseUrl: string;
  origin: string;
  healerId: string;
  patientCookies: string[];
  slotCount: number;
}): Promise<RescheduleResult> {
  const { mode, baseUrl, origin, healerId } = options;
  step(`${mode}: reschedule contention (set-up: one session per patient with ${healerId})`);
  const free = await findFreeSlots(
    baseUrl,
    [healerId],
    options.patientCookies.length + options.slotCount,
    20,
  );
  const targets = free.slice(0, options.slotCount);
  const setupSlots = free.slice(options.slotCount);
  const booked: Booked[] = [];
  // A few at a time: set-up is not what is measured.
  for (let index = 0; index < options.patientCookies.length; index += 8) {
    const batch = options.patientCookies.slice(index, index + 8);
    const answers = await Promise.all(
      batch.map((cookie, offset) =>
        post(baseUrl, origin, cookie, '/api/appointments', {
          healer_id: healerId,
          scheduled_at: setupSlots[index + offset]!.start,
          mode: 'video',
          title: 'Bench session to move',
        }).then((answer) => ({ answer, cookie })),
      ),
    );
    for (const { answer, cookie } of answers)
      // A patient busy at that time elsewhere (409) just sits this one out.
      if (answer.status === 201)
        booked.push({ id: answer.body.id!, cookie, scheduledAt: answer.body.scheduled_at! });
  }

  step(
    `${mode}: reschedule contention (${booked.length} concurrent moves onto ${targets.length} slots)`,
  );
  const started = performance.now();
  const outcomes = await Promise.all(
    booked.map((session, index) =>
      post(baseUrl, origin, session.cookie, `/api/appointments/${session.id}/reschedule`, {
        scheduled_at: targets[index % targets.length]!.start,
      }),
    ),
  );
  const settleMs = performance.now() - started;

  const perSlot = new Map<string, number>();
  for (const outcome of outcomes.filter((o) => o.status === 200)) {
    const key = new Date(outcome.body.scheduled_at!).toISOString();
    perSlot.set(key, (perSlot.get(key) ?? 0) + 1);
  }
  // Every loser's session must still be where it was, untouched.
  let halfMoved = 0;
  for (const [index, outcome] of outcomes.entries()) {
    if (outcome.status === 200) continue;
    const session = booked[index]!;
    const response = await fetch(`${baseUrl}/api/appointments/${session.id}`, {
      headers: { cookie: session.cookie },
    });
    const now = (await response.json()) as {
      scheduled_at?: string;
      previous_scheduled_at?: string;
    };
    if (now.scheduled_at !== session.scheduledAt || now.previous_scheduled_at) halfMoved += 1;
  }
  const result: RescheduleResult = {
    setupBooked: booked.length,
    requests: outcomes.length,
    slots: targets.length,
    successes: outcomes.filter((o) => o.status === 200).length,
    conflicts: outcomes.filter((o) => o.status === 409).length,
    errors: outcomes.filter((o) => o.status !== 200 && o.status !== 409).length,
    doubleBooked: [...perSlot.values()].filter((n) => n > 1).length,
    halfMoved,
    settleMs,
  };
  console.log(
    `  ${result.successes} moved, ${result.conflicts} conflicts, ${result.errors} errors, ${result.halfMoved} losers changed, settled in ${round(settleMs)} ms`,
  );
  if (result.successes !== result.slots)
    fail(`${mode}: reschedule: ${result.successes} moves for ${result.slots} slots`);
  if (result.doubleBooked) fail(`${mode}: reschedule: ${result.doubleBooked} slots taken twice`);
  if (result.halfMoved) fail(`${mode}: reschedule: ${result.halfMoved} losing sessions changed`);
  if (result.errors) fail(`${mode}: reschedule: ${result.errors} errors`);
  return result;
}
