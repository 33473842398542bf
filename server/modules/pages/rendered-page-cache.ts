import type { RenderedDocument } from './render-page';

/** Pages kept at most: a directory's searches are many, each kept seconds (~60–160 kB each). */
const MAX_PAGES = 200;

interface Kept {
  expiresAt: number;
  document: Promise<RenderedDocument | undefined>;
}

/**
 * Public pages rendered for anonymous visitors, shared for a few seconds (decision 075): the HTML
 * is the same for every visitor (decision 039), so under load one render serves every request for
 * the page in that window, and concurrent first requests wait for the same render. Per process:
 * each instance renders its own, and nothing outlives `seconds` (a profile edit shows within it).
 */
export class RenderedPageCache {
  private readonly pages = new Map<string, Kept>();

  get(
    key: string,
    seconds: number,
    render: () => Promise<RenderedDocument | undefined>,
    now = Date.now(),
  ): Promise<RenderedDocument | undefined> {
    const kept = this.pages.get(key);
    if (kept && kept.expiresAt > now) return kept.document;
    const document = render();
    this.pages.delete(key);
    this.pages.set(key, { expiresAt: now + seconds * 1000, document });
    // A render that fails is not kept: the next request tries again.
    document.catch(() => {
      if (this.pages.get(key)?.document === document) this.pages.delete(key);
    });
    // Oldest first out (a Map keeps insertion order; a page re-rendered moves to the end).
    while (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
    return document;
  }
}
