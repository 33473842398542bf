import type { Catalogue } from '@contract/catalogue';
import type { Db } from '../../db/client';
import { toCatalogue } from './catalogue.dto';
import { readCatalogue } from './catalogue.queries';

/** How long one reading serves every request of this process. */
export const CATALOGUE_TTL_MS = 30_000;

const readings = new WeakMap<Db, { at: number; catalogue: Promise<Catalogue> }>();

/**
 * The catalogue, read at most once per `CATALOGUE_TTL_MS` per process (and database): one reading
 * passes over every listed healer (~80 ms at 10,000, docs/performance.md), while the figures it
 * gives (counts, lowest prices) may well be half a minute old. Concurrent requests share a
 * reading; a failed one is not kept.
 */
export function cachedCatalogue(db: Db, now = Date.now()): Promise<Catalogue> {
  const kept = readings.get(db);
  if (kept && now - kept.at < CATALOGUE_TTL_MS) return kept.catalogue;
  const catalogue = readCatalogue(db).then(toCatalogue);
  readings.set(db, { at: now, catalogue });
  catalogue.catch(() => {
    if (readings.get(db)?.catalogue === catalogue) readings.delete(db);
  });
  return catalogue;
}
