import { z } from 'zod';
import { HISTORY_PAGE_SIZE, type HistoryPage } from '@contract/plans';
import type { Executor } from '../../db/client';
import { cursorCodec, cursorFields } from '../../lib/cursor';
import { historyPage, planVersionsAt } from './plans.queries';

const cursor = cursorCodec(z.strictObject({ t: cursorFields.time, i: cursorFields.uuid }));

/**
 * The patient's past sessions (completed, cancelled, missed), latest first: the healer, the
 * session type, the summary the healer shared (never the private note) and the plans of that
 * healer as they stood at the session's end.
 */
export async function listHistory(
  executor: Executor,
  patientId: string,
  query: { cursor?: string },
  now = new Date(),
): Promise<HistoryPage> {
  const after = query.cursor ? cursor.decode(query.cursor) : undefined;
  const rows = await historyPage(executor, patientId, after, HISTORY_PAGE_SIZE, now);
  const page = rows.slice(0, HISTORY_PAGE_SIZE);
  const versions = await planVersionsAt(executor, patientId, page);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      appointment_id: row.id,
      scheduled_at: row.scheduledAt.toISOString(),
      duration_minutes: row.durationMinutes,
      status: row.status as 'completed' | 'cancelled' | 'no_show',
      mode: row.mode,
      healer: { id: row.healerId, name: row.healerName ?? 'Former practitioner' },
      session_type: row.sessionType ?? row.title,
      shared_summary: row.sharedSummary,
      plan_versions: versions
        .filter((version) => version.appointment_id === row.id)
        .map(({ plan_id, version, title }) => ({ plan_id, version: Number(version), title })),
    })),
    next_cursor:
      rows.length > HISTORY_PAGE_SIZE && last
        ? cursor.encode({ t: last.scheduledAt.toISOString(), i: last.id })
        : null,
  };
}
