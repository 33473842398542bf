import { createHash } from 'node:crypto';
import type { SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client';

/*
 * Named prepared statements for the hottest public reads (decision 082). Each connection parses
 * a statement once and keeps it; where every value that shapes the plan is written into the text
 * (limits, the healer role), PostgreSQL settles on one generic plan after five runs and stops
 * planning too. Parsing and planning the directory's first page took 45 % of its SQL time.
 */

const dialect = new PgDialect();

/**
 * How many statements get a name in one process. Each connection keeps every statement it has
 * prepared, with its plan, until it closes: the directory's first page holds about 0.3 MB of a
 * backend's memory, so 32 of them on each of 10 connections stay under 100 MB. A text beyond
 * them runs unnamed, as before.
 */
export const MAX_PREPARED_STATEMENTS = 32;
const names = new Map<string, string>();

function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MAX_PREPARED_STATEMENTS) return known;
  const name = `wellspring_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
  names.set(text, name);
  return name;
}

/** Timestamps, dates and intervals as text, decoded by the columns (Drizzle's own setting). */
const TEXT_TYPES = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const types = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') =>
    TEXT_TYPES.has(typeId) ? (value: string) => value : pg.types.getTypeParser(typeId, format),
};

/**
 * Runs a statement as a named prepared statement on the pool; its rows as `db.execute` gives them
 * (read them with `tableRows`). Only for statements outside a transaction.
 */
export async function queryPrepared(
  db: Db,
  statement: SQLWrapper,
): Promise<Array<Record<string, unknown>>> {
  const { sql: text, params } = dialect.sqlToQuery(statement.getSQL());
  const result = await db.$client.query({
    name: statementName(text),
    text,
    values: params,
    types,
  } as pg.QueryConfig);
  return result.rows as Array<Record<string, unknown>>;
}
