import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../lib/logger';
import { acquireDataDirLock } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;
/**
 * Both drivers expose the same drizzle API over the PostgreSQL dialect; the node-postgres type
 * stands for both (raw `execute` results carry `rows` in either).
 */
export type Db = NodePgDatabase<Schema>;
/** An open transaction of `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Where a query can run: the database itself or a transaction. */
export type Executor = Db | Tx;
export type DatabaseKind = 'pglite' | 'postgres';

export type NotificationHandler = (payload: string) => void;

/** The driver underneath, for the few jobs drizzle does not cover (migrations, dumps). */
export type Driver = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };

export interface Database {
  db: Db;
  kind: DatabaseKind;
  driver: Driver;
  /** One real round trip; rejects when the database is unreachable. */
  ping(): Promise<void>;
  /**
   * Subscribes to a LISTEN channel; resolves to an unsubscribe function. `onReconnect` runs
   * after a dropped listener connection is re-established (notifications may have been missed).
   */
  listen(
    channel: string,
    handler: NotificationHandler,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const pgliteExtensions = { btree_gist, pg_trgm };

/**
 * PGlite's shared buffers live inside its WebAssembly memory and count fully towards the
 * process's resident memory; PostgreSQL's default 128 MB made up a quarter of the server's RSS.
 * The data files behind them are real files, so the OS page cache still holds the rest
 * (docs/performance.md).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';
const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  '-c',
  `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
];

/** Wraps an open PGlite instance (on disk or in memory). */
export function fromPglite(client: PGlite, onClose: () => void = () => {}): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    async ping() {
      await client.query('select 1');
    },
    async listen(channel, handler) {
      const unsubscribe = await client.listen(channel, handler);
      return async () => {
        if (!closed) await unsubscribe();
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        // Flush WAL into the data files so the next start has no recovery to do.
        await client.query('CHECKPOINT');
      } finally {
        await client.close();
        onClose();
      }
    },
  };
}

export async function openPgliteDataDir(dataDir: string): Promise<Database> {
  const release = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(path.join(path.resolve(dataDir), 'pgdata'), {
      extensions: pgliteExtensions,
      startParams: pgliteStartParams,
    });
    return fromPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

export function openPostgres(url: string, logger: Logger, poolSize = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restart) must not crash the process;
  // the pool replaces it and requests in the meantime fail with 503.
  pool.on('error', (error) => logger.warn({ err: error.message }, 'postgres pool client error'));
  const db = drizzleNodePg(pool, { schema });
  const listeners = new Set<PostgresListener>();
  return {
    db,
    kind: 'postgres',
    driver: { kind: 'postgres', pool },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async listen(channel, handler, onReconnect) {
      const listener = new PostgresListener(url, channel, handler, logger, onReconnect);
      listeners.add(listener);
      await listener.start();
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    async close() {
      await Promise.all([...listeners].map((listener) => listener.stop()));
      await pool.end();
    },
  };
}

/**
 * A dedicated connection that LISTENs on one channel and reconnects with back-off when the
 * connection drops, so realtime delivery survives a database restart.
 */
class PostgresListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly handler: NotificationHandler,
    private readonly logger: Logger,
    private readonly onReconnect: () => void = () => {},
  ) {}

  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(attempt = 0): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 3000 });
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.handler(message.payload ?? '');
    });
    client.on('error', (error) => {
      this.logger.warn({ err: error.message, channel: this.channel }, 'listener connection lost');
      this.scheduleReconnect(0);
    });
    client.on('end', () => {
      if (this.client === client) this.scheduleReconnect(0);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
      this.client = client;
      if (attempt > 0) {
        this.logger.info({ channel: this.channel }, 'listener reconnected');
        this.onReconnect();
      }
    } catch (error) {
      await client.end().catch(() => {});
      if (attempt === 0 && !this.client) throw error;
      this.scheduleReconnect(attempt + 1);
    }
  }

  private scheduleReconnect(attempt: number): void {
    if (this.stopped || this.retryTimer) return;
    const previous = this.client;
    this.client = undefined;
    previous?.end().catch(() => {});
    const delay = Math.min(200 * 2 ** attempt, 5000);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect(attempt + 1);
    }, delay);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await this.client?.end().catch(() => {});
    this.client = undefined;
  }
}
