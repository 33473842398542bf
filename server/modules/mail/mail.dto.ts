import type { OutboxEmail } from '@contract/mail';
import type { OutboxRow } from './mail.queries';

export function toOutboxEmail(row: OutboxRow): OutboxEmail {
  return {
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    created_at: row.createdAt.toISOString(),
  };
}
