import { isUuid } from '../../lib/ids';

/** Files live in the database (decision 011): every app instance serves the same bytes. */
export const FILE_URL_PREFIX = '/api/files/';

export function fileUrl(id: string) {
  return `${FILE_URL_PREFIX}${id}`;
}

/** The file id in one of our file URLs, or undefined for any other URL. */
export function fileIdFromUrl(url: string | null): string | undefined {
  if (!url?.startsWith(FILE_URL_PREFIX)) return undefined;
  const id = url.slice(FILE_URL_PREFIX.length);
  return isUuid(id) ? id : undefined;
}
