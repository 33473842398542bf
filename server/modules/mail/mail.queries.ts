import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { devOutbox } from '../../db/schema';
import type { MailMessage } from './mail-message';

export type OutboxRow = typeof devOutbox.$inferSelect;

export async function insertOutboxEmail(
  executor: Executor,
  message: Pick<MailMessage, 'to' | 'subject' | 'text' | 'html'>,
): Promise<void> {
  await executor.insert(devOutbox).values(message);
}

export function newestOutboxEmails(executor: Executor, limit: number): Promise<OutboxRow[]> {
  return executor
    .select()
    .from(devOutbox)
    .orderBy(desc(devOutbox.createdAt), desc(devOutbox.id))
    .limit(limit);
}
