import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from '../lib/logger';
import { settledWithin } from '../lib/time-limit';
import { DatabaseAvailability } from './availability';
import * as schema from './schema';

export type Schema = typeof schema;
/** The pool is `$client`: prepared statements run on it directly (prepared.ts). */
export type Db = NodePgDatabase<Schema> & { $client: pg.Pool };
/** An open transaction of `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Where a query can run: the database itself or a transaction. */
export type Executor = Db | Tx;
/** Where the server runs: started by us under DATA_DIR, or an external one (DATABASE_URL). */
export type DatabaseKind = 'embedded-postgres' | 'postgres';

export type NotificationHandler = (payload: string) => void;

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** The pool underneath, for the few jobs drizzle does not cover (migrations, the job queue). */
  pool: pg.Pool;
  /** A connection string for this database, for clients of their own (LISTEN, the job queue). */
  url: string;
  /**
   * Resolves if the database server went away for good (the embedded one exited by itself);
   * the process should then shut down. Never resolves for an external server, which may return.
   */
  lost: Promise<Error>;
  /** One real round trip; rejects when the database is unreachable. */
  ping(): Promise<void>;
  /** Whether the database is reachable, as last found (answers 503 while it is not). */
  availability: DatabaseAvailability;
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

export interface OpenPostgresOptions {
  poolSize?: number;
  kind?: DatabaseKind;
  lost?: Promise<Error>;
  /** Runs after the pool has ended (stops the embedded server, releases DATA_DIR). */
  afterClose?: () => Promise<void>;
}

export function openPostgres(
  url: string,
  logger: Logger,
  { poolSize = 10, kind = 'postgres', lost, afterClose }: OpenPostgresOptions = {},
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // How long a request may wait for a connection: a new one, or a pooled one coming free in
    // a burst (pg-pool has one setting for both). An outage is told sooner: a refused or lost
    // connection fails at once, and an exhausted pool sends a probe of its own (availability.ts).
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restart) must not crash the process;
  // the pool replaces it and requests in the meantime fail with 503.
  pool.on('error', (error) => logger.warn({ err: error.message }, 'postgres pool client error'));
  // A client in use loses its connection the same way; its query fails, the process carries on.
  pool.on('connect', (client) =>
    client.on('error', (error) => logger.warn({ err: error.message }, 'postgres client error')),
  );
  const db = drizzleNodePg(pool, { schema });
  const listeners = new Set<PostgresListener>();
  let closing: Promise<void> | undefined;
  const database: Database = {
    db,
    kind,
    pool,
    url,
    lost: lost ?? new Promise<Error>(() => {}),
    async ping() {
      await db.execute(sql`select 1`);
    },
    // Probes through `database.ping`, so a test that replaces ping sees its probes too.
    availability: new DatabaseAvailability(() => database.ping(), logger),
    async listen(channel, handler, onReconnect) {
      const listener = new PostgresListener(url, channel, handler, logger, onReconnect);
      listeners.add(listener);
      await listener.start();
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    close() {
      return (closing ??= (async () => {
        database.availability.stop();
        try {
          await settledWithin(
            CLOSE_TIMEOUT_MS,
            Promise.all([...listeners].map((listener) => listener.stop())).then(() => pool.end()),
          );
        } finally {
          await afterClose?.();
        }
      })());
    },
  };
  return database;
}

/**
 * How long closing waits for the connections to end. Ending a connection whose server died under
 * it can wait forever in node-postgres; with no timer left the process would then exit by itself,
 * with code 0 and DATA_DIR still locked, in the middle of its shutdown.
 */
const CLOSE_TIMEOUT_MS = 5_000;

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
