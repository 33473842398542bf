import { ExpiringMap } from '../../lib/expiring-map';
import type { RenderedDocument } from './render-page';

/** Pages kept at most: a directory's searches are many, each kept seconds (~60–160 kB each). */
const MAX_PAGES = 200;

/**
 * Public pages rendered for anonymous visitors, shared for a few seconds (decision 075): the HTML
 * is the same for every visitor (decision 039), so under load one render serves every request for
 * the page in that window, and concurrent first requests wait for the same render. Per process:
 * each instance renders its own, and nothing outlives `seconds` (a profile edit shows within it).
 */
export class RenderedPageCache {
  private readonly pages = new ExpiringMap<Promise<RenderedDocument | undefined>>(MAX_PAGES);

  get(
    key: string,
    seconds: number,
    render: () => Promise<RenderedDocument | undefined>,
    now = Date.now(),
  ): Promise<RenderedDocument | undefined> {
    const kept = this.pages.get(key, now);
    if (kept) return kept;
    const document = render();
    this.pages.set(key, document, seconds, now);
    // A render that fails is not kept: the next request tries again.
    document.catch(() => this.pages.deleteIf(key, document));
    return document;
  }
}
