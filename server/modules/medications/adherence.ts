import { ADHERENCE_DAYS, type Adherence, type Dose, type DoseAnswer } from '@contract/medications';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { MedicationServices } from './create-medication';
import { dosesBetween, isScheduledDose, localDateOf, startOfLocalDay } from './dose-schedule';
import { scheduleOf } from './medications.dto';
import {
  dosesRecorded,
  listMedicationRows,
  lockMedication,
  patientTimezone,
  saveDose,
} from './medications.queries';
import { medicationNotFound } from './update-medication';
import { isUuid } from '../../lib/ids';

/** The adherence window: the zone's days from ADHERENCE_DAYS - 1 days ago through today. */
function window(now: Date, timezone: string) {
  return {
    from: startOfLocalDay(now, timezone, -(ADHERENCE_DAYS - 1)),
    to: startOfLocalDay(now, timezone, 1),
  };
}

/**
 * The last 14 days of every medication: each scheduled dose with its answer, missed when its
 * time has passed without one, upcoming otherwise; and per medication the share taken.
 */
export async function readAdherence(
  db: Db,
  patientId: string,
  now = new Date(),
): Promise<Adherence> {
  const timezone = await patientTimezone(db, patientId);
  const { from, to } = window(now, timezone);
  const rows = await listMedicationRows(db, patientId);
  const answers = new Map(
    (
      await dosesRecorded(
        db,
        rows.map((row) => row.id),
        from,
        to,
      )
    ).map((dose) => [`${dose.medicationId} ${dose.dueAt.toISOString()}`, dose.status]),
  );
  const doses: Dose[] = rows.flatMap((row) =>
    dosesBetween(scheduleOf(row), timezone, from, to).map((dose) => ({
      medication_id: row.id,
      due_at: dose.dueAt.toISOString(),
      local_date: dose.localDate,
      local_time: dose.localTime,
      status:
        answers.get(`${row.id} ${dose.dueAt.toISOString()}`) ??
        (dose.dueAt <= now ? 'missed' : 'upcoming'),
    })),
  );
  const days = Array.from({ length: ADHERENCE_DAYS }, (_, index) =>
    localDateOf(startOfLocalDay(now, timezone, index - (ADHERENCE_DAYS - 1)), timezone),
  );
  const summary = rows.map((row) => {
    const mine = doses.filter((dose) => dose.medication_id === row.id);
    const tally = (status: Dose['status']) => mine.filter((dose) => dose.status === status).length;
    const [taken, skipped, missed] = [tally('taken'), tally('skipped'), tally('missed')];
    const due = taken + skipped + missed;
    return {
      medication_id: row.id,
      taken,
      skipped,
      missed,
      percent: due ? Math.round((taken / due) * 100) : null,
    };
  });
  return { timezone, days, doses, summary };
}

/**
 * Records the answer for one scheduled dose of the last 14 days or of today (a dose later
 * today may be marked taken early). Any other instant is refused.
 */
export async function recordDose(
  { db }: Pick<MedicationServices, 'db'>,
  patientId: string,
  id: string,
  answer: { due_at: string; status: DoseAnswer },
  now = new Date(),
): Promise<Dose> {
  if (!isUuid(id)) throw medicationNotFound();
  return db.transaction(async (tx) => {
    const medication = await lockMedication(tx, id, patientId);
    if (!medication) throw medicationNotFound();
    const timezone = await patientTimezone(tx, patientId);
    const dueAt = new Date(answer.due_at);
    const { from, to } = window(now, timezone);
    if (dueAt < from || dueAt >= to || !isScheduledDose(scheduleOf(medication), timezone, dueAt))
      throw badRequest('due_at: not one of this medication’s doses of the last 14 days');
    await saveDose(tx, { medicationId: id, dueAt, status: answer.status });
    return {
      medication_id: id,
      due_at: dueAt.toISOString(),
      local_date: localDateOf(dueAt, timezone),
      local_time:
        dosesBetween(scheduleOf(medication), timezone, dueAt, new Date(dueAt.getTime() + 1))[0]
          ?.localTime ?? '',
      status: answer.status,
    };
  });
}
