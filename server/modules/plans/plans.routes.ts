import { createRoute } from '@hono/zod-openapi';
import { ClientIdParamsSchema } from '@contract/clients';
import {
  AppointmentNotesSchema,
  CheckInListSchema,
  CheckInSchema,
  CompletionResultSchema,
  CompletionSchema,
  CreateCheckInSchema,
  CreatePlanSchema,
  CreatePlanTemplateSchema,
  HistoryPageSchema,
  HistoryQuerySchema,
  PatientCareSchema,
  PlanIdParamsSchema,
  PlanListQuerySchema,
  PlanListSchema,
  PlanSchema,
  PlanTemplateListSchema,
  PlanTemplateSchema,
  PlanVersionListSchema,
  PracticeParamsSchema,
  SaveAppointmentNotesSchema,
  UpdatePlanSchema,
  type PlanContent,
} from '@contract/plans';
import { ApiError, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { access, errorResponse, jsonBody, jsonResponse } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { requireRole, requireUser, type Viewer as SignedIn } from '../auth/require-user';
import { recordRead } from '../privacy/access-log';
import { readNotes, saveNotes } from './appointment-notes';
import { listCheckIns, saveCheckIn } from './check-ins';
import { listHistory } from './list-history';
import { readPatientCare } from './patient-care';
import { toTemplate } from './plans.dto';
import {
  deleteTemplate,
  findPlanRow,
  listPlanRows,
  listTemplates,
  listVersions,
  updateTemplate,
} from './plans.queries';
import { PLAN_NOT_FOUND, readPlan, withProgress, type Viewer } from './read-plans';
import { recordCompletion } from './record-completion';
import { createPlan, updatePlan } from './save-plan';
import { createTemplate } from './templates';

const patientsOnly = requireRole('patient', 'Only patients have this');
const healersOnly = requireRole('healer', 'Only practitioners have this');
const signedOut = { 401: errorResponse('Not signed in') };
const notAPatient = { 403: errorResponse('Not a patient') };
const notAHealer = { 403: errorResponse('Not a practitioner') };
const noPlan = { 404: errorResponse('No such plan of yours') };

/** The caller as one of a plan's parties; an admin has no plans. */
function partyOf(viewer: SignedIn): Viewer {
  const role = viewer.profile.role;
  if (role !== 'patient' && role !== 'healer')
    throw new ApiError(403, 'forbidden', 'Only patients and practitioners have plans');
  return { userId: viewer.userId, role };
}

const listPlansRoute = createRoute({
  method: 'get',
  path: '/plans',
  ...access.user,
  tags: ['plans'],
  summary: 'The caller’s wellness plans: a healer’s own, a patient’s once shared (no drafts)',
  description:
    'Latest change first (at most 100), each with its practices’ progress in the patient’s zone. A healer may ask for one patient’s with `patient_id`.',
  middleware: [requireUser] as const,
  request: { query: PlanListQuerySchema },
  responses: {
    200: jsonResponse(PlanListSchema, 'The plans'),
    400: errorResponse('Invalid filter'),
    403: errorResponse('Not a patient or practitioner'),
    ...signedOut,
  },
});

const createPlanRoute = createRoute({
  method: 'post',
  path: '/plans',
  ...access.healer,
  tags: ['plans'],
  summary: 'A healer writes a plan for a patient they have had (or booked) a session with',
  description:
    'Version 1 is kept at once. Unless it is a draft, the patient is notified and their open pages update.',
  middleware: [healersOnly] as const,
  request: { body: jsonBody(CreatePlanSchema) },
  responses: {
    201: jsonResponse(PlanSchema, 'Written'),
    400: errorResponse('Missing or invalid fields'),
    404: errorResponse('No such patient of the healer'),
    409: errorResponse('Too many plans for this patient'),
    ...signedOut,
    ...notAHealer,
  },
});

const getPlanRoute = createRoute({
  method: 'get',
  path: '/plans/{id}',
  ...access.participant('plan'),
  tags: ['plans'],
  summary: 'One plan, to its healer or (once shared) its patient',
  middleware: [requireUser] as const,
  request: { params: PlanIdParamsSchema },
  responses: {
    200: jsonResponse(PlanSchema, 'The plan'),
    403: errorResponse('Not a patient or practitioner'),
    ...signedOut,
    ...noPlan,
  },
});

const updatePlanRoute = createRoute({
  method: 'patch',
  path: '/plans/{id}',
  ...access.participant('plan'),
  tags: ['plans'],
  summary: 'Its healer changes a plan: a new version, the earlier ones kept',
  description:
    'The fields sent change; a list sent replaces the list (practices sent with their `id` keep it and their completions; those left out are taken out). The patient is notified unless it is a draft.',
  middleware: [requireUser] as const,
  request: { params: PlanIdParamsSchema, body: jsonBody(UpdatePlanSchema) },
  responses: {
    200: jsonResponse(PlanSchema, 'Changed'),
    400: errorResponse('Invalid fields'),
    403: errorResponse('The patient of the plan, or not a party'),
    ...signedOut,
    ...noPlan,
  },
});

const versionsRoute = createRoute({
  method: 'get',
  path: '/plans/{id}/versions',
  ...access.participant('plan'),
  tags: ['plans'],
  summary: 'Every saved version of a plan, newest first (a patient does not see draft ones)',
  middleware: [requireUser] as const,
  request: { params: PlanIdParamsSchema },
  responses: {
    200: jsonResponse(PlanVersionListSchema, 'The versions'),
    403: errorResponse('Not a patient or practitioner'),
    ...signedOut,
    ...noPlan,
  },
});

/** What both completion routes refuse: the same rules for a tick and for taking it back. */
const completionRefusals = {
  400: errorResponse('Not a real date, in the future, or too far back'),
  403: errorResponse('The healer of the plan'),
  404: errorResponse('No such plan or practice of yours'),
  409: errorResponse('The plan is not active'),
  ...signedOut,
};

const completionRoute = createRoute({
  method: 'post',
  path: '/plans/{id}/practices/{practiceId}/completions',
  ...access.participant('plan'),
  tags: ['plans'],
  summary: 'The patient ticks a practice off for a day (today or up to 7 days back)',
  description: 'Idempotent per practice and day: ticking the same day again changes nothing.',
  middleware: [requireUser] as const,
  request: { params: PracticeParamsSchema, body: jsonBody(CompletionSchema) },
  responses: {
    200: jsonResponse(CompletionResultSchema, 'Ticked off, with the practice’s streak'),
    ...completionRefusals,
  },
});

const removeCompletionRoute = createRoute({
  method: 'delete',
  path: '/plans/{id}/practices/{practiceId}/completions',
  ...access.participant('plan'),
  tags: ['plans'],
  summary: 'The patient takes a day’s tick back (today or up to 7 days back)',
  description: 'Idempotent per practice and day: a day not ticked stays so.',
  middleware: [requireUser] as const,
  request: { params: PracticeParamsSchema, query: CompletionSchema },
  responses: {
    200: jsonResponse(CompletionResultSchema, 'Not ticked that day, with the practice’s streak'),
    ...completionRefusals,
  },
});

const listTemplatesRoute = createRoute({
  method: 'get',
  path: '/plan-templates',
  ...access.healer,
  tags: ['plans'],
  summary: 'The healer’s plan templates, by name',
  middleware: [healersOnly] as const,
  responses: {
    200: jsonResponse(PlanTemplateListSchema, 'The templates'),
    ...signedOut,
    ...notAHealer,
  },
});

const createTemplateRoute = createRoute({
  method: 'post',
  path: '/plan-templates',
  ...access.healer,
  tags: ['plans'],
  summary: 'Keeps a plan template (at most 50)',
  middleware: [healersOnly] as const,
  request: { body: jsonBody(CreatePlanTemplateSchema) },
  responses: {
    201: jsonResponse(PlanTemplateSchema, 'Kept'),
    400: errorResponse('Missing or invalid fields'),
    409: errorResponse('Too many templates'),
    ...signedOut,
    ...notAHealer,
  },
});

const updateTemplateRoute = createRoute({
  method: 'put',
  path: '/plan-templates/{id}',
  ...access.owner('plan-template'),
  tags: ['plans'],
  summary: 'Replaces a template’s name and content (plans started from it stay as they are)',
  middleware: [healersOnly] as const,
  request: { params: PlanIdParamsSchema, body: jsonBody(CreatePlanTemplateSchema) },
  responses: {
    200: jsonResponse(PlanTemplateSchema, 'Saved'),
    400: errorResponse('Missing or invalid fields'),
    404: errorResponse('No such template of yours'),
    ...signedOut,
    ...notAHealer,
  },
});

const deleteTemplateRoute = createRoute({
  method: 'delete',
  path: '/plan-templates/{id}',
  ...access.owner('plan-template'),
  tags: ['plans'],
  summary: 'Removes a template (plans started from it stay as they are)',
  middleware: [healersOnly] as const,
  request: { params: PlanIdParamsSchema },
  responses: {
    204: { description: 'Removed' },
    404: errorResponse('No such template of yours'),
    ...signedOut,
    ...notAHealer,
  },
});

const listCheckInsRoute = createRoute({
  method: 'get',
  path: '/check-ins',
  ...access.patient,
  tags: ['plans'],
  summary: 'The patient’s weekly check-ins of the last 12 weeks, oldest first',
  middleware: [patientsOnly] as const,
  responses: {
    200: jsonResponse(CheckInListSchema, 'The check-ins'),
    ...signedOut,
    ...notAPatient,
  },
});

const createCheckInRoute = createRoute({
  method: 'post',
  path: '/check-ins',
  ...access.patient,
  tags: ['plans'],
  summary: 'This week’s check-in: mood, energy and sleep 1–5 and a note (again: replaced)',
  middleware: [patientsOnly] as const,
  request: { body: jsonBody(CreateCheckInSchema) },
  responses: {
    200: jsonResponse(CheckInSchema, 'This week’s check-in'),
    400: errorResponse('Invalid scores or note'),
    ...signedOut,
    ...notAPatient,
  },
});

const getNotesRoute = createRoute({
  method: 'get',
  path: '/appointments/{id}/notes',
  ...access.participant('appointment'),
  tags: ['plans'],
  summary: 'The healer’s notes on a session: a private note and a summary shared with the patient',
  description:
    'The healer of the session only; its patient gets 403 (they see the shared summary in their history).',
  middleware: [requireUser] as const,
  request: { params: PlanIdParamsSchema },
  responses: {
    200: jsonResponse(AppointmentNotesSchema, 'The notes (null fields when none yet)'),
    403: errorResponse('The patient of the session'),
    404: errorResponse('No such appointment of yours'),
    ...signedOut,
  },
});

const putNotesRoute = createRoute({
  method: 'put',
  path: '/appointments/{id}/notes',
  ...access.participant('appointment'),
  tags: ['plans'],
  summary: 'Saves the healer’s notes on a session',
  middleware: [requireUser] as const,
  request: { params: PlanIdParamsSchema, body: jsonBody(SaveAppointmentNotesSchema) },
  responses: {
    200: jsonResponse(AppointmentNotesSchema, 'Saved'),
    400: errorResponse('Invalid notes'),
    403: errorResponse('The patient of the session'),
    404: errorResponse('No such appointment of yours'),
    ...signedOut,
  },
});

const historyRoute = createRoute({
  method: 'get',
  path: '/me/history',
  ...access.patient,
  tags: ['plans'],
  summary: 'The patient’s past sessions with the healer’s shared summary, latest first',
  description: 'Completed, cancelled and missed sessions, 20 a page; page on with `cursor`.',
  middleware: [patientsOnly] as const,
  request: { query: HistoryQuerySchema },
  responses: {
    200: jsonResponse(HistoryPageSchema, 'A page of history'),
    400: errorResponse('Invalid cursor'),
    ...signedOut,
    ...notAPatient,
  },
});

const careRoute = createRoute({
  method: 'get',
  path: '/me/clients/{patientId}/care',
  ...access.owner('client'),
  tags: ['plans'],
  summary: 'A patient’s care as their healer sees it: plans with adherence, check-ins, notes',
  middleware: [healersOnly] as const,
  request: { params: ClientIdParamsSchema },
  responses: {
    200: jsonResponse(PatientCareSchema, 'The care'),
    404: errorResponse('Nobody by this id has a session with the healer'),
    ...signedOut,
    ...notAHealer,
  },
});

/** A version as a patient may see it: never one saved while the plan was a draft. */
const visibleTo = (viewer: Viewer) => (version: { snapshot: unknown }) =>
  viewer.role === 'healer' || (version.snapshot as PlanContent).status !== 'draft';

export const planRoutes = createRouter()
  .openapi(listPlansRoute, async (c) => {
    const viewer = partyOf(c.var.viewer);
    const query = c.req.valid('query');
    const rows = await listPlanRows(c.var.database.db, viewer, {
      patientId: query.patient_id,
      status: query.status,
    });
    return c.json({ items: await withProgress(c.var.database.db, rows) }, 200);
  })
  .openapi(createPlanRoute, async (c) => {
    const plan = await createPlan(
      { db: c.var.database.db, events: c.var.events, notifications: c.var.notifications },
      c.var.viewer.userId,
      c.req.valid('json'),
    );
    return c.json(
      await readPlan(c.var.database.db, { userId: c.var.viewer.userId, role: 'healer' }, plan.id),
      201,
    );
  })
  .openapi(getPlanRoute, async (c) => {
    const plan = await readPlan(c.var.database.db, partyOf(c.var.viewer), c.req.valid('param').id);
    // The healer's read of the patient's plan goes to the patient's access log (decision 056).
    await recordRead(c, plan.patient.id, 'plan.read', { type: 'plan', id: plan.id });
    return c.json(plan, 200);
  })
  .openapi(updatePlanRoute, async (c) => {
    const viewer = partyOf(c.var.viewer);
    const { id } = c.req.valid('param');
    if (viewer.role === 'patient') {
      // The patient follows the plan; only its healer writes it.
      if (isUuid(id) && (await findPlanRow(c.var.database.db, id, viewer)))
        throw forbidden('Only the practitioner who wrote the plan changes it');
      throw notFound(PLAN_NOT_FOUND);
    }
    await updatePlan(
      { db: c.var.database.db, events: c.var.events, notifications: c.var.notifications },
      viewer.userId,
      id,
      c.req.valid('json'),
    );
    return c.json(await readPlan(c.var.database.db, viewer, id), 200);
  })
  .openapi(versionsRoute, async (c) => {
    const viewer = partyOf(c.var.viewer);
    const { id } = c.req.valid('param');
    const plan = isUuid(id) ? await findPlanRow(c.var.database.db, id, viewer) : undefined;
    if (!plan) throw notFound(PLAN_NOT_FOUND);
    const rows = await listVersions(c.var.database.db, id);
    await recordRead(c, plan.patientId, 'plan.read', { type: 'plan', id });
    return c.json(
      {
        items: rows.filter(visibleTo(viewer)).map((row) => ({
          version: row.version,
          created_at: row.createdAt.toISOString(),
          plan: row.snapshot as PlanContent,
        })),
      },
      200,
    );
  })
  .openapi(completionRoute, async (c) => {
    const { id, practiceId } = c.req.valid('param');
    return c.json(
      await recordCompletion(
        c.var.database.db,
        partyOf(c.var.viewer),
        id,
        practiceId,
        c.req.valid('json'),
        true,
      ),
      200,
    );
  })
  .openapi(removeCompletionRoute, async (c) => {
    const { id, practiceId } = c.req.valid('param');
    return c.json(
      await recordCompletion(
        c.var.database.db,
        partyOf(c.var.viewer),
        id,
        practiceId,
        c.req.valid('query'),
        false,
      ),
      200,
    );
  })
  .openapi(listTemplatesRoute, async (c) =>
    c.json(
      {
        items: (await listTemplates(c.var.database.db, c.var.viewer.userId)).map(toTemplate),
      },
      200,
    ),
  )
  .openapi(createTemplateRoute, async (c) =>
    c.json(await createTemplate(c.var.database.db, c.var.viewer.userId, c.req.valid('json')), 201),
  )
  .openapi(updateTemplateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const row = isUuid(id)
      ? await updateTemplate(c.var.database.db, id, c.var.viewer.userId, c.req.valid('json'))
      : undefined;
    if (!row) throw notFound('No such template of yours');
    return c.json(toTemplate(row), 200);
  })
  .openapi(deleteTemplateRoute, async (c) => {
    const { id } = c.req.valid('param');
    if (!isUuid(id) || !(await deleteTemplate(c.var.database.db, id, c.var.viewer.userId)))
      throw notFound('No such template of yours');
    return c.body(null, 204);
  })
  .openapi(listCheckInsRoute, async (c) =>
    c.json(await listCheckIns(c.var.database.db, c.var.viewer.userId), 200),
  )
  .openapi(createCheckInRoute, async (c) =>
    c.json(await saveCheckIn(c.var.database.db, c.var.viewer.userId, c.req.valid('json')), 200),
  )
  .openapi(getNotesRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { notes, patientId } = await readNotes(c.var.database.db, c.var.viewer.userId, id);
    await recordRead(c, patientId, 'notes.read', { type: 'appointment', id });
    return c.json(notes, 200);
  })
  .openapi(putNotesRoute, async (c) =>
    c.json(
      await saveNotes(
        c.var.database.db,
        c.var.viewer.userId,
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
      200,
    ),
  )
  .openapi(historyRoute, async (c) =>
    c.json(await listHistory(c.var.database.db, c.var.viewer.userId, c.req.valid('query')), 200),
  )
  .openapi(careRoute, async (c) => {
    const { patientId } = c.req.valid('param');
    const care = await readPatientCare(c.var.database.db, c.var.viewer.userId, patientId);
    // Each part of the patient's care the page showed goes to their access log (decision 056).
    // One multi-row insert for all of them.
    const patient = { type: 'patient', id: patientId };
    await recordRead(c, [
      ...care.plans.map((plan) => ({
        ownerId: patientId,
        kind: 'plan.read' as const,
        resource: { type: 'plan', id: plan.id },
      })),
      ...(care.check_ins.length
        ? [{ ownerId: patientId, kind: 'check_ins.read' as const, resource: patient }]
        : []),
      ...(care.notes.length
        ? [{ ownerId: patientId, kind: 'notes.read' as const, resource: patient }]
        : []),
    ]);
    return c.json(care, 200);
  });
