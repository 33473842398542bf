import { createHash } from 'node:crypto';

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

/** The data block that lists a server-rendered page's scripts for the loader below. */
export const PAGE_SCRIPTS_ELEMENT_ID = 'wellspring-scripts';

/**
 * Starts a server-rendered page's scripts once its markup has painted (decision 074): the next
 * frame, then a task after it. A hidden tab (opened in the background) paints nothing, so it
 * starts them at once. The first file is the entry (a module script), the rest are its and the
 * page's modules, preloaded two per task: Chromium spends 2–5 ms on each preload link it is
 * given, 45 of them in one task blocked the page for 75 ms. `window.wellspringPreloads` settles
 * once every link is in: the entry waits for it before the router loads the page's module, or
 * Vite's preload helper would append the links still missing all in that one task (decision
 * 076). A constant text, so the content security policy allows it by its hash.
 */
export const PAGE_SCRIPT_LOADER = `(function () {
  var files = JSON.parse(document.getElementById('${PAGE_SCRIPTS_ELEMENT_ID}').textContent);
  var preloaded;
  window.wellspringPreloads = new Promise(function (resolve) { preloaded = resolve; });
  function add(tag, attributes) {
    var element = document.createElement(tag);
    element.setAttribute('crossorigin', '');
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  function preload(from) {
    files.slice(from, from + 2).forEach(function (file) {
      add('link', { rel: 'modulepreload', href: file });
    });
    if (from + 2 < files.length) setTimeout(preload, 0, from + 2);
    else preloaded();
  }
  function start() {
    add('script', { type: 'module', src: files[0] });
    preload(1);
  }
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
})();`;

/** `'sha256-…'` of the loader, for the `script-src` directive. */
export const PAGE_SCRIPT_LOADER_HASH = `'sha256-${createHash('sha256').update(PAGE_SCRIPT_LOADER).digest('base64')}'`;

/**
 * index.html for a page the server renders (decisions 073, 074): the stylesheet inlined in the
 * head (when its text is given) so the markup paints with the document alone; the entry script,
 * Vite's modulepreloads and the page chunk's files taken out of the head and started by the loader
 * after the first paint. The scripts only hydrate markup that is already on screen: sharing the
 * first round trips with it would delay the paint on a slow network (Lighthouse counts every
 * request that ended before the largest paint).
 */
export function withPreloadLinks(
  html: string,
  files: string[],
  stylesheets: ReadonlyMap<string, string> = new Map(),
): string {
  const scripts: string[] = [];
  const preloaded: string[] = [];
  const styles: string[] = [];
  const head = html
    .replace(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g, (link) => {
      const href = /href="([^"]+)"/.exec(link)?.[1] ?? '';
      const text = stylesheets.get(href);
      styles.push(text === undefined ? link.trim() : `<style>${text}</style>`);
      return '';
    })
    .replace(/[ \t]*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\n?/g, (_, src) => {
      scripts.push(src as string);
      return '';
    })
    .replace(/[ \t]*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\n?/g, (_, href) => {
      preloaded.push(href as string);
      return '';
    });
  const [entry] = scripts;
  if (!entry) return html;
  const list = [entry, ...preloaded, ...files.map((file) => `/${file}`)];
  const loader =
    `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">${JSON.stringify(list)}</script>\n` +
    `    <script>${PAGE_SCRIPT_LOADER}</script>\n`;
  return head
    .replace('</head>', `    ${styles.join('\n    ')}\n  </head>`)
    .replace('</body>', `    ${loader}  </body>`);
}
