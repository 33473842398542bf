import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './paths';
import { PUBLIC_PAGE_MODULES, routePreloads } from './route-preloads';

describe('public page modules', () => {
  const router = readFileSync(path.join(projectRoot, 'web/src/app/router.tsx'), 'utf8');

  it('name modules that exist and that the router loads lazily', () => {
    for (const { module } of PUBLIC_PAGE_MODULES) {
      expect(existsSync(path.join(projectRoot, 'web', module)), module).toBe(true);
      const specifier = module.replace(/^src\//, '@/').replace(/\.tsx$/, '');
      // A route `lazy` module (decision 037): renderedPage(() => import(…)).
      expect(router, module).toContain(`renderedPage(() => import('${specifier}'))`);
    }
  });

  it('match the public paths and nothing else', () => {
    const moduleFor = (requestPath: string) =>
      PUBLIC_PAGE_MODULES.find(({ path: pattern }) => pattern.test(requestPath))?.module;
    expect(moduleFor('/')).toMatch(/home-page/);
    expect(moduleFor('/healers')).toMatch(/marketplace\/pages\/healers-page/);
    expect(moduleFor('/healers/abc')).toMatch(/marketplace\/pages\/healer-profile-page/);
    expect(moduleFor('/services/')).toMatch(/services-page/);
    expect(moduleFor('/services/reiki')).toMatch(/service-detail-page/);
    expect(moduleFor('/about')).toMatch(/about-page/);
    for (const other of ['/login', '/healer-dashboard', '/healer-profile', '/healers/a/b'])
      expect(moduleFor(other), other).toBeUndefined();
  });
});

describe('routePreloads', () => {
  it('lists a page chunk and its imports once each, leaves out the entry and reports absentees', () => {
    const home = PUBLIC_PAGE_MODULES[0]!;
    const { pages, missing } = routePreloads({
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_a.js': { file: 'assets/a.js', imports: ['_b.js', '_react.js'] },
      '_b.js': { file: 'assets/b.js', imports: ['_a.js', 'index.html'] },
      [home.module]: { file: 'assets/home.js', imports: ['_a.js', '_b.js', 'index.html'] },
    });
    expect(pages).toEqual([
      { path: home.path, files: ['assets/home.js', 'assets/a.js', 'assets/b.js'] },
    ]);
    expect(missing).toEqual(PUBLIC_PAGE_MODULES.slice(1).map(({ module }) => module));
  });
});
