import { z } from 'zod';
import {
  APPOINTMENT_VIEWS,
  type AppointmentList,
  type AppointmentView,
} from '@contract/appointments';
import type { Db } from '../../db/client';
import { cursorCodec, cursorFields } from '../../lib/cursor';
import { badRequest } from '../../lib/errors';
import { toAppointmentDetail } from './appointments.dto';
import {
  appointmentPageQuery,
  countAppointments,
  type AppointmentViewer,
} from './appointments.queries';

/** Where a page ended: its view and the last row's start and id. */
const appointmentCursor = cursorCodec(
  z.strictObject({ v: z.enum(APPOINTMENT_VIEWS), t: cursorFields.time, i: cursorFields.uuid }),
);

function decodeCursor(raw: string, view: AppointmentView) {
  const cursor = appointmentCursor.decode(raw);
  if (cursor.v !== view)
    throw badRequest('cursor: This cursor belongs to another view; start again without it');
  return cursor;
}

/**
 * One page of the viewer's appointments in a view (only those starting in [from, to) when
 * given: a day of the calendar), with the view's total.
 */
export async function listAppointments(
  db: Db,
  viewer: AppointmentViewer,
  query: { view: AppointmentView; limit: number; cursor?: string; from?: string; to?: string },
  now = new Date(),
): Promise<AppointmentList> {
  const { view, limit } = query;
  const cursor = query.cursor ? decodeCursor(query.cursor, view) : undefined;
  const range = {
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  };
  const [rows, total] = await Promise.all([
    appointmentPageQuery(db, viewer, view, limit, cursor, now, range),
    countAppointments(db, viewer, view, now, range),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toAppointmentDetail),
    next_cursor:
      rows.length > limit && last
        ? appointmentCursor.encode({
            v: view,
            t: last.appointment.scheduledAt.toISOString(),
            i: last.appointment.id,
          })
        : null,
    total,
  };
}
