import { createRoute } from '@hono/zod-openapi';
import {
  AdherenceSchema,
  CreateMedicationSchema,
  DoseSchema,
  MedicationIdParamsSchema,
  MedicationListSchema,
  MedicationSchema,
  RecordDoseSchema,
  UpdateMedicationSchema,
} from '@contract/medications';
import { access, errorResponse, jsonBody, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { requireRole } from '../auth/require-user';
import { readAdherence, recordDose } from './adherence';
import { createMedication } from './create-medication';
import { toMedication } from './medications.dto';
import { listMedicationRows, patientTimezone } from './medications.queries';
import { deleteMedication, updateMedication } from './update-medication';

const patientsOnly = requireRole('patient', 'Only patients keep a medication list');
const errors = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not a patient'),
};
const notFound = { 404: errorResponse('No such medication of this patient') };

const listRoute = createRoute({
  method: 'get',
  path: '/me/medications',
  ...access.patient,
  tags: ['medications'],
  summary: "The patient's medications, supplements and remedies, oldest first",
  middleware: [patientsOnly] as const,
  responses: {
    200: jsonResponse(MedicationListSchema, 'The list and the patient’s zone'),
    ...errors,
  },
});

const createRouteDef = createRoute({
  method: 'post',
  path: '/me/medications',
  ...access.patient,
  tags: ['medications'],
  summary: 'Adds a medication; reminders follow its times of day in the patient’s zone',
  middleware: [patientsOnly] as const,
  request: { body: jsonBody(CreateMedicationSchema) },
  responses: {
    201: jsonResponse(MedicationSchema, 'Added'),
    400: errorResponse('Missing or invalid fields'),
    409: errorResponse('The list is full'),
    ...errors,
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/me/medications/{id}',
  ...access.owner('medication'),
  tags: ['medications'],
  summary: 'Changes the fields sent (the reminder follows)',
  middleware: [patientsOnly] as const,
  request: { params: MedicationIdParamsSchema, body: jsonBody(UpdateMedicationSchema) },
  responses: {
    200: jsonResponse(MedicationSchema, 'Changed'),
    400: errorResponse('Invalid fields'),
    ...errors,
    ...notFound,
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/me/medications/{id}',
  ...access.owner('medication'),
  tags: ['medications'],
  summary: 'Removes a medication with its recorded doses and its reminder',
  middleware: [patientsOnly] as const,
  request: { params: MedicationIdParamsSchema },
  responses: { 204: { description: 'Removed' }, ...errors, ...notFound },
});

const recordDoseRoute = createRoute({
  method: 'put',
  path: '/me/medications/{id}/doses',
  ...access.owner('medication'),
  tags: ['medications'],
  summary: 'Marks one scheduled dose of the last 14 days (or today) taken or skipped',
  middleware: [patientsOnly] as const,
  request: { params: MedicationIdParamsSchema, body: jsonBody(RecordDoseSchema) },
  responses: {
    200: jsonResponse(DoseSchema, 'The dose with its answer'),
    400: errorResponse('Not one of its doses of the period, or an invalid answer'),
    ...errors,
    ...notFound,
  },
});

const adherenceRoute = createRoute({
  method: 'get',
  path: '/me/medication-adherence',
  ...access.patient,
  tags: ['medications'],
  summary: 'Every dose of the last 14 days with its answer, and the share taken per medication',
  middleware: [patientsOnly] as const,
  responses: { 200: jsonResponse(AdherenceSchema, 'The adherence'), ...errors },
});

export const medicationRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { db } = c.var.database;
    const [rows, timezone] = await Promise.all([
      listMedicationRows(db, c.var.viewer.userId),
      patientTimezone(db, c.var.viewer.userId),
    ]);
    return c.json({ items: rows.map((row) => toMedication(row, timezone)), timezone }, 200);
  })
  .openapi(createRouteDef, async (c) => {
    const { medication, timezone } = await createMedication(
      { db: c.var.database.db, jobs: c.var.jobs },
      c.var.viewer.userId,
      c.req.valid('json'),
    );
    return c.json(toMedication(medication, timezone), 201);
  })
  .openapi(updateRoute, async (c) => {
    const { medication, timezone } = await updateMedication(
      { db: c.var.database.db, jobs: c.var.jobs },
      c.var.viewer.userId,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(toMedication(medication, timezone), 200);
  })
  .openapi(deleteRoute, async (c) => {
    await deleteMedication(
      { db: c.var.database.db, jobs: c.var.jobs },
      c.var.viewer.userId,
      c.req.valid('param').id,
    );
    return c.body(null, 204);
  })
  .openapi(recordDoseRoute, async (c) => {
    const dose = await recordDose(
      { db: c.var.database.db },
      c.var.viewer.userId,
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(dose, 200);
  })
  .openapi(adherenceRoute, async (c) =>
    c.json(await readAdherence(c.var.database.db, c.var.viewer.userId), 200),
  );
