import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../tests/support/test-app';
import {
  PAGE_SCRIPT_LOADER,
  PAGE_SCRIPT_LOADER_HASH,
  PAGE_SCRIPTS_ELEMENT_ID,
  PUBLIC_PAGE_MODULES,
  type Manifest,
} from './route-preloads';

const INDEX_HTML =
  '<!doctype html><html><head><title>Wellspring</title>' +
  '<script type="module" crossorigin src="/assets/index-e1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-r1.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-s1.css">' +
  '</head><body><div id="root"></div></body></html>';

/** A client build as Vite writes it: each public page a lazy chunk sharing React with the entry. */
function builtClient({ withManifest }: { withManifest: boolean }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'wellspring-web-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  const manifest: Manifest = {
    'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_react-r1.js'] },
    '_react-r1.js': { file: 'assets/react-r1.js' },
    '_card-c1.js': { file: 'assets/card-c1.js', imports: ['_react-r1.js'] },
    '_stars-s1.js': { file: 'assets/stars-s1.js', imports: ['_card-c1.js', 'index.html'] },
  };
  for (const { module } of PUBLIC_PAGE_MODULES) {
    const name = path.basename(module, '.tsx');
    manifest[module] = {
      file: `assets/${name}-h1.js`,
      imports: name === 'home-page' ? ['_stars-s1.js', 'index.html'] : ['_react-r1.js'],
    };
  }
  for (const chunk of Object.values(manifest))
    writeFileSync(path.join(dir, chunk.file), 'export {};');
  writeFileSync(path.join(dir, 'assets/index-s1.css'), STYLESHEET);
  if (withManifest) writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  return dir;
}

const STYLESHEET = 'body{color:#1c1917}';

/** The scripts the page's loader starts after the first paint: the entry first (decision 074). */
const pageScripts = (html: string) => {
  const list = new RegExp(
    `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  return list ? (JSON.parse(list[1]!) as string[]) : [];
};
const preloads = (html: string) => pageScripts(html).slice(1);

describe('route chunk preloads in index.html', () => {
  const t = useTestApp({}, { webDistDir: builtClient({ withManifest: true }) });

  it("gives a public page its chunk and the chunk's imports, not what the entry loads", async () => {
    const response = await t.request('/');
    expect(response.status).toBe(200);
    expect(preloads(await response.text())).toEqual([
      '/assets/react-r1.js', // the entry's, from Vite
      '/assets/home-page-h1.js',
      '/assets/stars-s1.js',
      '/assets/card-c1.js',
    ]);
  });

  it('inlines the stylesheet and starts the scripts from the loader, which the policy allows', async () => {
    const response = await t.request('/');
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<style>${STYLESHEET}</style>`);
    expect(head).not.toMatch(/<script|<link rel="(?:modulepreload|stylesheet)"/);
    expect(pageScripts(html)[0]).toBe('/assets/index-e1.js');
    expect(html).toContain(`<script>${PAGE_SCRIPT_LOADER}</script>\n  </body>`);
    const policy = response.headers.get('content-security-policy')!;
    const scriptSources = /script-src ([^;]+)/.exec(policy)![1]!.split(' ');
    expect(scriptSources).toEqual(["'self'", PAGE_SCRIPT_LOADER_HASH]);
    const hash = createHash('sha256').update(PAGE_SCRIPT_LOADER).digest('base64');
    expect(PAGE_SCRIPT_LOADER_HASH).toBe(`'sha256-${hash}'`);
  });

  it('points every hint at an asset the server has', async () => {
    for (const target of [
      '/',
      '/healers',
      '/healers/h-1',
      '/services',
      '/services/s-1',
      '/about',
    ]) {
      const hrefs = preloads(await (await t.request(target)).text());
      expect(hrefs.length, target).toBeGreaterThan(1);
      for (const href of hrefs) {
        const asset = await t.request(href);
        expect(asset.status, `${target}: ${href}`).toBe(200);
        expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      }
    }
  });

  it('preloads only the page the path opens', async () => {
    const profile = preloads(await (await t.request('/healers/h-1')).text());
    expect(profile).toContain('/assets/healer-profile-page-h1.js');
    expect(profile).not.toContain('/assets/healers-page-h1.js');
    expect(preloads(await (await t.request('/healers/')).text())).toContain(
      '/assets/healers-page-h1.js',
    );
    for (const other of ['/login', '/messages', '/healers/h-1/extra', '/index.html'])
      expect(await (await t.request(other)).text(), other).toBe(INDEX_HTML);
  });

  it('sends the pages compressed, uncached, under the same security headers', async () => {
    const plain = await (await t.request('/healers')).text();
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await t.request('/healers', { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(decode(Buffer.from(await response.arrayBuffer())).toString()).toBe(plain);
    }
  });

  it('keeps the build manifest to itself', async () => {
    const response = await t.request('/.vite/manifest.json');
    expect(await response.text()).toBe(INDEX_HTML);
  });
});

describe('a build without a manifest', () => {
  const t = useTestApp({}, { webDistDir: builtClient({ withManifest: false }) });

  it('serves index.html without route hints and says once why', async () => {
    expect(await (await t.request('/')).text()).toBe(INDEX_HTML);
    expect(await (await t.request('/healers')).text()).toBe(INDEX_HTML);
    const warnings = t.logs.filter((line) => String(line.msg).includes('route preloads'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.modules).toHaveLength(PUBLIC_PAGE_MODULES.length);
  });
});
