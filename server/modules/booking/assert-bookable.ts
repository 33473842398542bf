import type { Executor } from '../../db/client';
import { effectiveSettings, type EffectiveSettings } from '../practice/practice.dto';
import { findBookingSettings } from '../practice/practice.queries';
import type { ProfileRow } from '../profiles/profiles.dto';
import { refusalError } from './booking-refusals';
import { lockHealerBookings } from './booking.queries';
import { loadSlotRequest } from './healer-schedule';
import { checkStart } from './slot-engine';

/**
 * Inside the transaction that claims a time (a booking, a move): throws the clear refusal when
 * the slot engine says the start is not bookable now, and answers the healer's rules (whose
 * buffers the claim records). With a daily maximum, the healer's claims are serialised first, so
 * the count it reads stays true until the claim commits; overlaps are left to the constraints.
 */
export async function assertBookable(
  tx: Executor,
  healer: ProfileRow,
  claim: { start: Date; durationMinutes: number; now: Date; exceptAppointmentId?: string },
): Promise<EffectiveSettings> {
  const { dailyMaxSessions } = effectiveSettings(await findBookingSettings(tx, healer.userId));
  if (dailyMaxSessions !== null) await lockHealerBookings(tx, healer.userId);
  const loaded = await loadSlotRequest(tx, healer, {
    from: claim.start,
    to: new Date(claim.start.getTime() + claim.durationMinutes * 60_000),
    now: claim.now,
    exceptAppointmentId: claim.exceptAppointmentId,
  });
  const request = { ...loaded, durationMinutes: claim.durationMinutes };
  const refusal = checkStart(request, claim.start);
  if (refusal) throw refusalError(refusal, request.schedule.rules);
  return loaded.settings;
}
