import type { OpenAPIHono } from '@hono/zod-openapi';

export type OpenAPIObject = ReturnType<OpenAPIHono['getOpenAPI31Document']>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * A self-contained, script-free API reference rendered from the OpenAPI document. Hosted
 * viewers load code from CDNs, which our CSP (and an offline machine) forbid.
 */
export function renderDocsPage(document: OpenAPIObject): string {
  const sections = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(
      item as Record<
        string,
        {
          summary?: string;
          tags?: string[];
          parameters?: unknown[];
          requestBody?: unknown;
          responses?: Record<string, { description?: string }>;
        }
      >,
    )
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => {
        const responses = Object.entries(operation.responses ?? {})
          .map(
            ([status, response]) =>
              `<li><code>${escapeHtml(status)}</code> ${escapeHtml(response.description ?? '')}</li>`,
          )
          .join('');
        const details = JSON.stringify(
          { parameters: operation.parameters, requestBody: operation.requestBody },
          null,
          2,
        );
        return `<section>
  <h2><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h2>
  <p>${escapeHtml(operation.summary ?? '')}</p>
  <ul>${responses}</ul>
  <details><summary>Parameters and body</summary><pre>${escapeHtml(details)}</pre></details>
</section>`;
      }),
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Wellspring API reference</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
section{border-top:1px solid #d1d5db;padding:.5rem 0}.method{display:inline-block;min-width:4.5rem;font-weight:700;color:#065f46}
pre{background:#f3f4f6;padding:.75rem;overflow:auto}</style></head>
<body><main><h1>Wellspring API reference</h1>
<p>Generated from <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}).</p>
${sections.join('\n')}
</main></body></html>`;
}
