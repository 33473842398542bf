import { describe, expect, it } from 'vitest';
import type { RenderedDocument } from './render-page';
import { RenderedPageCache } from './rendered-page-cache';

const page = (body: string): RenderedDocument => ({ status: 200, etag: `"${body}"`, body });

describe('RenderedPageCache', () => {
  it('renders once for concurrent requests and for its seconds, then again', async () => {
    const cache = new RenderedPageCache();
    let renders = 0;
    const render = async () => page(`render ${++renders}`);
    const [a, b] = await Promise.all([
      cache.get('/healers', 10, render, 0),
      cache.get('/healers', 10, render, 5_000),
    ]);
    expect(a).toBe(b);
    expect(renders).toBe(1);
    expect((await cache.get('/healers', 10, render, 10_001))?.body).toBe('render 2');
  });

  it('keeps each path apart and does not keep a render that failed', async () => {
    const cache = new RenderedPageCache();
    await cache.get('/a', 10, async () => page('a'), 0);
    expect((await cache.get('/b', 10, async () => page('b'), 0))?.body).toBe('b');
    await expect(
      cache.get('/c', 10, () => Promise.reject(new Error('database down')), 0),
    ).rejects.toThrow('database down');
    expect((await cache.get('/c', 10, async () => page('c'), 1))?.body).toBe('c');
  });

  it('keeps at most 200 pages, the oldest leaving first', async () => {
    const cache = new RenderedPageCache();
    for (let n = 0; n <= 200; n++) await cache.get(`/p${n}`, 60, async () => page(`${n}`), 0);
    let rendered = false;
    await cache.get('/p0', 60, async () => ((rendered = true), page('again')), 1);
    expect(rendered).toBe(true);
    rendered = false;
    await cache.get('/p200', 60, async () => ((rendered = true), page('again')), 1);
    expect(rendered).toBe(false);
  });
});
