import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { medicationDoses, medications, profiles } from '../../db/schema';

export type MedicationRow = typeof medications.$inferSelect;
export type NewMedication = typeof medications.$inferInsert;
export type DoseRow = typeof medicationDoses.$inferSelect;

/** The patient's zone: where their times of day are read. */
export async function patientTimezone(executor: Executor, patientId: string): Promise<string> {
  const [row] = await executor
    .select({ timezone: profiles.timezone })
    .from(profiles)
    .where(eq(profiles.userId, patientId));
  return row?.timezone ?? 'UTC';
}

export function listMedicationRows(executor: Executor, patientId: string) {
  return executor
    .select()
    .from(medications)
    .where(eq(medications.patientId, patientId))
    .orderBy(asc(medications.createdAt), asc(medications.id));
}

export async function countMedications(executor: Executor, patientId: string) {
  const [row] = await executor
    .select({ total: count() })
    .from(medications)
    .where(eq(medications.patientId, patientId));
  return row?.total ?? 0;
}

/** One medication of the patient, locked for the transaction (undefined if not theirs). */
export async function lockMedication(executor: Executor, id: string, patientId: string) {
  const [row] = await executor
    .select()
    .from(medications)
    .where(and(eq(medications.id, id), eq(medications.patientId, patientId)))
    .for('update');
  return row;
}

/** One medication with its patient's zone (the reminder job's view). */
export async function findMedicationWithZone(executor: Executor, id: string) {
  const [row] = await executor
    .select({ medication: medications, timezone: profiles.timezone })
    .from(medications)
    .innerJoin(profiles, eq(profiles.userId, medications.patientId))
    .where(eq(medications.id, id));
  return row;
}

export async function insertMedication(executor: Executor, values: NewMedication) {
  const [row] = await executor.insert(medications).values(values).returning();
  return row!;
}

export async function updateMedicationRow(
  executor: Executor,
  id: string,
  set: Partial<NewMedication>,
) {
  const [row] = await executor
    .update(medications)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(medications.id, id))
    .returning();
  return row!;
}

export async function deleteMedicationRow(executor: Executor, id: string, patientId: string) {
  const rows = await executor
    .delete(medications)
    .where(and(eq(medications.id, id), eq(medications.patientId, patientId)))
    .returning({ id: medications.id });
  return rows.length === 1;
}

/** Records (or changes) the answer for one dose. */
export async function saveDose(
  executor: Executor,
  values: { medicationId: string; dueAt: Date; status: 'taken' | 'skipped' },
) {
  const [row] = await executor
    .insert(medicationDoses)
    .values(values)
    .onConflictDoUpdate({
      target: [medicationDoses.medicationId, medicationDoses.dueAt],
      set: { status: values.status, recordedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/** The answers recorded for these medications' doses due in [from, to). */
export function dosesRecorded(executor: Executor, medicationIds: string[], from: Date, to: Date) {
  if (!medicationIds.length) return Promise.resolve([] as DoseRow[]);
  return executor
    .select()
    .from(medicationDoses)
    .where(
      and(
        inArray(medicationDoses.medicationId, medicationIds),
        gte(medicationDoses.dueAt, from),
        lt(medicationDoses.dueAt, to),
      ),
    );
}
