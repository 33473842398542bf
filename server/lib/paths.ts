import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, found by walking up from this module. The same code runs from
 * source (tsx, tests) and from the bundle in dist/, so paths are never relative to cwd.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === 'wellspring') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error('Cannot find the wellspring project root from ' + import.meta.url);
    dir = parent;
  }
}

export const projectRoot = findProjectRoot();
export const migrationsDir = path.join(projectRoot, 'server/db/migrations');
export const webDistDir = path.join(projectRoot, 'dist/web');
