import { createContext, useContext, useEffect } from 'react';

const SITE_NAME = 'Wellspring';

/** "Page | Wellspring", or the site's name alone. */
export const documentTitle = (title: string | undefined) =>
  title ? `${title} | ${SITE_NAME}` : SITE_NAME;

/** What the page rendered on the server asked for; the server writes it into the head. */
export interface PageMeta {
  title?: string;
  description?: string;
}

/** Set only by the server render (web/src/entry-server.tsx): a page's meta is collected there. */
export const PageMetaContext = createContext<((meta: PageMeta) => void) | null>(null);

/** Sets the document title ("Page | Wellspring") and meta description for the current page. */
export function usePageMeta(title: string | undefined, description?: string) {
  // The server render: effects never run there; the last page to render wins (the leaf).
  useContext(PageMetaContext)?.({ title: documentTitle(title), description });
  useEffect(() => {
    document.title = documentTitle(title);
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.append(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}
