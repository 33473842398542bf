// `npm start`: builds the client and server when the sources are newer than the build, then
// runs the server in this process's place (signals reach it directly).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['dist/web/index.html', 'dist/ssr/entry-server.js', 'dist/server/main.js'].map(
  (file) => path.join(root, file),
);
const sources = ['server', 'web', 'contract', 'package-lock.json', 'vite.config.ts'];

function newestMtime(target) {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stats.mtimeMs,
  );
}

const builtAt = outputs.every(existsSync)
  ? Math.min(...outputs.map((file) => statSync(file).mtimeMs))
  : 0;
const changedAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));

if (changedAt > builtAt) {
  console.log('Building Wellspring (sources changed since the last build)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
await import(path.join(root, 'dist/server/main.js'));
