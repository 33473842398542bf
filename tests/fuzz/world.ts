/**
 * The accounts and resources the sweeps call routes with: a patient and a healer who own
 * resources together (A), a same-role stranger for each (B), an admin, and anonymous callers.
 * Resources come from the factories in resources.ts, named by each route's `x-resource`.
 */
import { randomBytes } from 'node:crypto';
import { signUp, type TestAccount } from '../support/accounts';
import { signUpAdmin } from '../support/admin';
import { healerWithWeek } from '../support/booking';
import { mintSessions } from '../support/sessions';
import type { TestApp } from '../support/test-app';
import { resourceFactories } from './resources';

export type Side = 'patient' | 'healer';
export type Account = 'patient' | 'healer' | 'admin' | 'otherPatient' | 'otherHealer';
export type Caller = Account | 'anonymous';

/** The two users who own a resource together: one patient, one healer. */
export interface Pair {
  patient: TestAccount;
  healer: TestAccount;
}

export interface SweptResource {
  kind: string;
  id: string;
  /** The side that owns it (absent for what no caller owns: a fresh user for the admin). */
  owner?: Side;
  /** Both sides of a chat, appointment or review; the owner alone otherwise. */
  participants: Side[];
}

/** What a factory answers: the resource, and text only its readers may ever see in an answer. */
export interface CreatedResource extends Omit<SweptResource, 'kind'> {
  secret?: string;
  /** The admin may read the secret (credentials, in the verification queue). */
  adminReads?: boolean;
}

export type ResourceFactory = (world: SweepWorld, owners: Pair) => Promise<CreatedResource>;

export interface SweepWorld {
  t: TestApp;
  accounts: Record<Account, TestAccount>;
  /** A's pair: the callers' own resources. */
  owners: Pair;
  /** B's pair: the same-role strangers, whose resources are "other users' ids". */
  strangers: Pair;
  cookie(caller: Caller): string | undefined;
  userId(caller: Caller): string | undefined;
  /** A new session for a caller whose session a request ended (sign-out). */
  renewSession(caller: Account): Promise<void>;
  create(kind: string, owners: Pair): Promise<SweptResource>;
  /** Secrets in `text` that `caller` may not read. */
  leakedSecrets(caller: Caller, text: string): string[];
  /** A marker for a resource's private text, unique in the run. */
  newSecret(): string;
  /** Distinct hours for made appointments (a healer's must not overlap), future or past. */
  nextHour(direction: 1 | -1): Date;
}

/** Thrown when a route names an `x-resource` no factory makes. */
export class MissingFactoryError extends Error {}

export async function createWorld(t: TestApp): Promise<SweepWorld> {
  const [healer, otherHealer] = [await healerWithWeek(t), await healerWithWeek(t)];
  const patient = await signUp(t, { role: 'patient' });
  const otherPatient = await signUp(t, { role: 'patient' });
  const admin = await signUpAdmin(t);
  const accounts: Record<Account, TestAccount> = {
    patient,
    healer,
    admin,
    otherPatient,
    otherHealer,
  };
  const owners: Pair = { patient, healer };
  const strangers: Pair = { patient: otherPatient, healer: otherHealer };
  const secrets: Array<{ text: string; readers: Set<string> }> = [];
  let hours = 0;

  const world: SweepWorld = {
    t,
    accounts,
    owners,
    strangers,
    cookie: (caller) => (caller === 'anonymous' ? undefined : accounts[caller].cookie),
    userId: (caller) => (caller === 'anonymous' ? undefined : accounts[caller].userId),
    async renewSession(caller) {
      const { secret } = await t.services.auth.sessionSettings();
      const account = accounts[caller];
      const cookies = await mintSessions(t.database.db, secret, [account.userId]);
      account.cookie = cookies.get(account.userId)!;
    },
    async create(kind, pair) {
      const factory = (resourceFactories as Record<string, ResourceFactory | undefined>)[kind];
      if (!factory)
        throw new MissingFactoryError(
          `x-resource "${kind}" has no factory: add one to resourceFactories in tests/fuzz/resources.ts`,
        );
      const { secret, adminReads, ...resource } = await factory(world, pair);
      if (secret) {
        const readers = new Set(resource.participants.map((side) => pair[side].userId));
        if (adminReads) readers.add(admin.userId);
        secrets.push({ text: secret, readers });
      }
      return { kind, ...resource };
    },
    leakedSecrets(caller, text) {
      const userId = world.userId(caller);
      return secrets
        .filter((secret) => !(userId && secret.readers.has(userId)) && text.includes(secret.text))
        .map((secret) => secret.text);
    },
    newSecret: () => `secret-${randomBytes(6).toString('hex')}`,
    nextHour(direction) {
      hours += 2;
      // Beyond any booking horizon (365 days), so the sweep's own bookings never collide.
      const start = new Date(Date.now() + direction * (400 * 24 + hours) * 3_600_000);
      start.setUTCMinutes(0, 0, 0);
      return start;
    },
  };
  return world;
}
