/** Any 8-4-4-4-12 hex id: every value PostgreSQL's uuid type reads (our ids are v4). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checked before a query, so a malformed id is "not found" instead of a database error. */
export const isUuid = (value: string) => UUID_PATTERN.test(value);
