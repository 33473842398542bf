import type { ZodError } from 'zod';

/** The first message per top-level field of a failed parse, for showing under each field. */
export function issuesByField(error: ZodError): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    issues[field] ??= issue.message;
  }
  return issues;
}
