import type { LargeDataSet } from '../seed-large';
import type { BookingResult, RescheduleResult } from './booking';
import type { LoadResult } from './load';
import type { MessagingResult } from './messaging-bench';
import type { LighthouseResult } from './lighthouse';
import type { PagesResult } from './pages';
import type { FloorResult } from './sql-floor';
import type { VideoResult } from './video-bench';
import type { NotificationsResult } from './notifications-bench';

/** The shapes of a benchmark run's results: written by run.ts, read by report.ts. */

export interface BenchSettings {
  connections: number[];
  seconds: number;
  warmup: number;
  pairs: number;
  rounds: number;
  paths: number;
}

export interface PaceSettings {
  intervalSeconds: number;
  durationSeconds: number;
}

export interface EndpointResult {
  name: string;
  example: string;
  bodyBytes: number;
  statements: number;
  runs: Array<{ load: LoadResult; sqlFloor: FloorResult; fixedFloor: LoadResult }>;
}

export interface ModeResult {
  mode: 'embedded-postgres' | 'postgres';
  seedSeconds: number;
  endpoints: EndpointResult[];
  booking?: BookingResult;
  reschedule?: RescheduleResult;
  messaging?: MessagingResult;
  /** Before the messaging phase, after the phases before it. */
  serverRssMbAfterLoad: number;
  /** The embedded PostgreSQL's processes at the same moment (embedded mode only). */
  postgresAfterLoad?: { processes: number; pssMb: number };
}

export interface BenchResult {
  smoke: boolean;
  dataSet: LargeDataSet;
  settings: BenchSettings & { pace: PaceSettings; parts: string[] };
  startedAt: string;
  modes: ModeResult[];
  pages?: PagesResult;
  lighthouse?: LighthouseResult;
  /** Why the lighthouse part did not run (a smoke run, --no-lighthouse). */
  lighthouseSkipped?: string;
  coldStart?: { existingSeconds: number; newSeconds: number };
  video?: VideoResult;
  notifications?: NotificationsResult;
  failures: string[];
}
