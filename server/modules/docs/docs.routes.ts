import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context';
import { renderDocsPage, type OpenAPIObject } from './docs-page';

/**
 * `/docs`: the API reference page, rendered from the app's OpenAPI document (which the app
 * itself serves at /api/openapi.json). Not an OpenAPI route: it documents the others.
 */
export const docsRoutes = (document: () => OpenAPIObject) =>
  new Hono<AppEnv>().get('/docs', (c) => c.html(renderDocsPage(document())));
