import { UNKNOWN_PATIENT } from '@contract/appointments';
import type { ClientSummary } from '@contract/clients';

export interface ClientRow {
  patientId: string;
  name: string | null;
  pictureUrl: string | null;
  nextSessionAt: Date | string | null;
  lastSessionAt: Date | string | null;
  sessionsCount: number;
  latestAt: Date | string;
}

export interface ClientChatRow {
  id: string;
  patientId: string;
  unread: number;
}

/** Aggregates come back from the driver as text; plain columns as dates. */
const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export function toClientSummary(row: ClientRow, chat: ClientChatRow | undefined): ClientSummary {
  return {
    patient_id: row.patientId,
    name: row.name ?? UNKNOWN_PATIENT,
    picture_url: row.pictureUrl,
    next_session_at: iso(row.nextSessionAt),
    last_session_at: iso(row.lastSessionAt),
    sessions_count: Number(row.sessionsCount),
    unread_count: chat ? Number(chat.unread) : 0,
    chat_id: chat?.id ?? null,
  };
}

export const latestOf = (row: ClientRow) => iso(row.latestAt)!;
