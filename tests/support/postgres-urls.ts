import { inject } from 'vitest';

/**
 * The PostgreSQL server tests may create databases on: TEST_DATABASE_URL, or the embedded one
 * the API project's global setup started (tests/support/global-setup.ts).
 */
export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL || inject('postgresAdminUrl');
  if (!url) throw new Error('No test PostgreSQL: set TEST_DATABASE_URL or use the api project');
  return url;
}

export function databaseUrl(name: string): string {
  return databaseUrlOn(adminUrl(), name);
}

/** The same server and credentials, another database (works for socket URLs too). */
export function databaseUrlOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
