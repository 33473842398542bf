import type { z } from 'zod';
import type { UpdateMedicationSchema } from '@contract/medications';
import { badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { MedicationServices } from './create-medication';
import { cancelMedicationReminder, planMedicationReminder } from './medication-reminders';
import {
  deleteMedicationRow,
  lockMedication,
  patientTimezone,
  updateMedicationRow,
  type MedicationRow,
} from './medications.queries';

export const medicationNotFound = () => notFound('Medication not found');

/** Changes a medication of the patient and re-plans its reminder, in one transaction. */
export async function updateMedication(
  { db, jobs }: MedicationServices,
  patientId: string,
  id: string,
  change: z.output<typeof UpdateMedicationSchema>,
  now = new Date(),
): Promise<{ medication: MedicationRow; timezone: string }> {
  if (!isUuid(id)) throw medicationNotFound();
  return db.transaction(async (tx) => {
    const current = await lockMedication(tx, id, patientId);
    if (!current) throw medicationNotFound();
    const startDate = change.start_date ?? current.startDate;
    const endDate = change.end_date === undefined ? current.endDate : change.end_date;
    if (endDate && endDate < startDate)
      throw badRequest('end_date: End date must not be before the start date');
    const medication = await updateMedicationRow(tx, id, {
      name: change.name,
      dose: change.dose,
      notes: change.notes,
      times: change.times,
      daysOfWeek: change.days_of_week,
      startDate: change.start_date,
      endDate: change.end_date,
      active: change.active,
      reminders: change.reminders,
    });
    const timezone = await patientTimezone(tx, patientId);
    await planMedicationReminder(tx, jobs, medication, timezone, now);
    return { medication, timezone };
  });
}

/** Removes a medication, its answers and its reminder. */
export async function deleteMedication(
  { db, jobs }: MedicationServices,
  patientId: string,
  id: string,
) {
  if (!isUuid(id)) throw medicationNotFound();
  await db.transaction(async (tx) => {
    if (!(await deleteMedicationRow(tx, id, patientId))) throw medicationNotFound();
    await cancelMedicationReminder(tx, jobs, id);
  });
}
