// Writes .br and .gz beside each text asset of the client build; the server sends them to
// browsers that accept them (serveStatic precompressed), so nothing is compressed per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist/web');
const compressible = /\.(js|css|html|svg|json|txt|map)$/;

function walk(dir) {
  return readdirSync(dir).flatMap((entry) => {
    // .vite/manifest.json is read by the server at start-up, never sent.
    if (entry === '.vite') return [];
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

for (const file of walk(dist).filter((name) => compressible.test(name))) {
  const source = readFileSync(file);
  if (source.length < 1024) continue;
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}
