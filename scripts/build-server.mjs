// Bundles the server into dist/server/main.js; dependencies stay in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'server/main.ts',
    'seed-cli': 'server/seed/seed-cli.ts',
    'migrate-cli': 'server/db/migrate-cli.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
