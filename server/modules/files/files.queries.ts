import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { isUuid } from '../../lib/ids';

export type StoredFile = typeof storedFiles.$inferSelect;

export async function saveFile(
  db: Executor,
  file: { ownerId: string; contentType: string; data: Buffer; isPublic?: boolean },
): Promise<string> {
  const [row] = await db
    .insert(storedFiles)
    .values({
      ownerId: file.ownerId,
      isPublic: file.isPublic ?? true,
      contentType: file.contentType,
      byteSize: file.data.byteLength,
      sha256: createHash('sha256').update(file.data).digest('hex'),
      data: file.data,
    })
    .returning({ id: storedFiles.id });
  return row!.id;
}

export async function deleteOwnedFile(db: Executor, id: string, ownerId: string) {
  await db.delete(storedFiles).where(and(eq(storedFiles.id, id), eq(storedFiles.ownerId, ownerId)));
}

/** Undefined for unknown ids and for strings that are not ids at all. */
export async function findFile(db: Executor, id: string): Promise<StoredFile | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row;
}
