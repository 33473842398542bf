import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// `vite build` builds the client into dist/web; `vite build --ssr src/entry-server.tsx` the server
// render of the public pages into dist/ssr (decision 037).
export default defineConfig(({ isSsrBuild }) => ({
  root: fromRoot('./web'),
  publicDir: isSsrBuild ? false : fromRoot('./web/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@contract': fromRoot('./contract'),
      '@': fromRoot('./web/src'),
    },
  },
  build: {
    outDir: fromRoot(isSsrBuild ? './dist/ssr' : './dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    manifest: !isSsrBuild,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
