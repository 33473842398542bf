/**
 * The public pages' lazy route chunks, as hints in the HTML that opens them. Every page is
 * `React.lazy` (web/src/app/router.tsx), so a first visit otherwise loads the entry, runs it,
 * and only then asks for the page's chunk and its imports: a round trip and the entry's run
 * time before the page can paint (Lighthouse: LCP). With `<link rel="modulepreload">` the
 * browser fetches them alongside the entry.
 */

/** Public pages by path, with their page module as Vite's build manifest names it. */
export const PUBLIC_PAGE_MODULES: ReadonlyArray<{ path: RegExp; module: string }> = [
  { path: /^\/$/, module: 'src/features/marketplace/pages/home-page.tsx' },
  { path: /^\/services\/?$/, module: 'src/features/marketplace/pages/services-page.tsx' },
  {
    path: /^\/services\/[^/]+\/?$/,
    module: 'src/features/marketplace/pages/service-detail-page.tsx',
  },
  { path: /^\/healers\/?$/, module: 'src/features/marketplace/pages/healers-page.tsx' },
  {
    path: /^\/healers\/[^/]+\/?$/,
    module: 'src/features/marketplace/pages/healer-profile-page.tsx',
  },
  { path: /^\/about\/?$/, module: 'src/features/marketplace/pages/about-page.tsx' },
];

/** One chunk of Vite's `.vite/manifest.json` (build.manifest), the parts used here. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The chunk's file and every file it imports statically, depth first. Stylesheets are left
 * out: Tailwind builds one, which the HTML already links.
 */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * For each public page whose module is in the manifest, the files its chunk needs that the
 * entry's own HTML does not already load. A page missing from the manifest (renamed module)
 * gets no hints and is reported in `missing`.
 */
export function routePreloads(manifest: Manifest) {
  const entry = new Set(
    Object.keys(manifest)
      .filter((key) => manifest[key]!.isEntry)
      .flatMap((key) => [...closure(manifest, key)]),
  );
  const pages = PUBLIC_PAGE_MODULES.filter(({ module }) => manifest[module]).map(
    ({ path, module }) => ({
      path,
      files: [...closure(manifest, module)].filter((file) => !entry.has(file)),
    }),
  );
  const missing = PUBLIC_PAGE_MODULES.filter(({ module }) => !manifest[module]).map(
    ({ module }) => module,
  );
  return { pages, missing };
}

/** The HTML with a modulepreload link per file at the end of its head (as Vite writes them). */
export function withPreloadLinks(html: string, files: string[]): string {
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">\n`);
  return html.replace('</head>', `${links.join('')}</head>`);
}
