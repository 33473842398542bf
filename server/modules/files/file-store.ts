import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema';

export type StoredFile = typeof storedFiles.$inferSelect;

/** Files live in the database (decision 011): every app instance serves the same bytes. */
export const FILE_URL_PREFIX = '/api/files/';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function fileUrl(id: string) {
  return `${FILE_URL_PREFIX}${id}`;
}

/** The file id in one of our file URLs, or undefined for any other URL. */
export function fileIdFromUrl(url: string | null): string | undefined {
  if (!url?.startsWith(FILE_URL_PREFIX)) return undefined;
  const id = url.slice(FILE_URL_PREFIX.length);
  return UUID_PATTERN.test(id) ? id : undefined;
}

export async function saveFile(
  db: Db,
  file: { ownerId: string; contentType: string; data: Buffer },
): Promise<string> {
  const [row] = await db
    .insert(storedFiles)
    .values({
      ownerId: file.ownerId,
      contentType: file.contentType,
      byteSize: file.data.byteLength,
      sha256: createHash('sha256').update(file.data).digest('hex'),
      data: file.data,
    })
    .returning({ id: storedFiles.id });
  return row!.id;
}

export async function deleteOwnedFile(db: Db, id: string, ownerId: string) {
  await db.delete(storedFiles).where(and(eq(storedFiles.id, id), eq(storedFiles.ownerId, ownerId)));
}

/** Undefined for unknown ids and for strings that are not ids at all. */
export async function findFile(db: Db, id: string): Promise<StoredFile | undefined> {
  if (!UUID_PATTERN.test(id)) return undefined;
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row;
}
