import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPostgresBinaries, stageBinariesFor } from './postgres-binaries';

describe('stageBinariesFor', () => {
  it('keeps the installed binaries when the server user can reach them', async () => {
    const binaries = await findPostgresBinaries();
    expect(stageBinariesFor(binaries, () => true)).toEqual(binaries);
  });

  it('runs a copy outside node_modules when the checkout is private (root in /root, mktemp -d)', async () => {
    const binaries = await findPostgresBinaries();
    const installed = path.dirname(binaries.postgres);
    const staged = stageBinariesFor(binaries, (dir) => dir !== installed);
    expect(path.dirname(staged.postgres)).not.toBe(installed);
    expect(execFileSync(staged.postgres, ['--version'], { encoding: 'utf8' })).toMatch(
      /PostgreSQL\) 18\./,
    );
    expect(execFileSync(staged.initdb, ['--version'], { encoding: 'utf8' })).toMatch(/18\./);
    // A second start reuses the copy.
    expect(stageBinariesFor(binaries, (dir) => dir !== installed)).toEqual(staged);
  });
});
