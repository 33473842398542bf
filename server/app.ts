import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv, AppServices } from './lib/context';
import { errorBody, handleError } from './lib/errors';
import { webDistDir } from './lib/paths';
import { requestLog } from './lib/request-log';
import { apiNoStore, csrfGuard, securityHeaders } from './lib/security';
import { staticClient } from './lib/static';
import { renderDocsPage } from './modules/docs/docs-page';
import { healthRoutes } from './modules/health/health.routes';
import { authHandlerRoutes } from './modules/auth/auth-handler.routes';
import { meRoutes } from './modules/auth/auth.routes';
import { fileRoutes } from './modules/files/files.routes';
import { healerRoutes } from './modules/healers/healers.routes';
import { eventRoutes } from './modules/realtime/events.routes';
import { chatRoutes } from './modules/chats/chats.routes';
import { availabilityRoutes } from './modules/availability/availability.routes';
import { bookingRoutes } from './modules/booking/booking.routes';
import { appointmentRoutes } from './modules/appointments/appointments.routes';
import { outboxRoutes } from './modules/mail/outbox.routes';
import { AVATAR_PATH, profileRoutes } from './modules/profiles/profiles.routes';
import { benchRoutes } from './modules/bench/bench.routes';

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

export interface AppOptions {
  /** Where the built client lives; tests of the API alone leave it out. */
  webDistDir?: string | false;
}

const openApiInfo = {
  openapi: '3.1.0',
  info: {
    title: 'Wellspring API',
    version: '1.0.0',
    description: 'The JSON API of the Wellspring wellness marketplace.',
  },
};

export function createApp(services: AppServices, options: AppOptions = {}) {
  const { env } = services;
  const app = new OpenAPIHono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('env', env);
    c.set('database', services.database);
    c.set('logger', services.logger);
    c.set('auth', services.auth);
    c.set('events', services.events);
    c.set('mailer', services.mailer);
    c.set('background', services.background);
    await next();
  });
  app.use('*', requestLog);
  app.use('*', securityHeaders(env));
  app.use('/api/*', apiNoStore);
  const jsonBodyLimit = bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: (c) => c.json(errorBody('payload_too_large', 'Request body is larger than 1 MB'), 413),
  });
  // The avatar upload has its own, larger limit on its route.
  app.use('/api/*', (c, next) => (c.req.path === AVATAR_PATH ? next() : jsonBodyLimit(c, next)));
  app.use('/api/*', csrfGuard(env));

  app.route('/api/auth', authHandlerRoutes);
  app.route('/api', healthRoutes);
  app.route('/api', meRoutes);
  app.route('/api', healerRoutes);
  app.route('/api', eventRoutes);
  app.route('/api', chatRoutes);
  app.route('/api', availabilityRoutes);
  app.route('/api', bookingRoutes);
  app.route('/api', appointmentRoutes);
  app.route('/api', profileRoutes);
  app.route('/api', fileRoutes);
  if (env.NODE_ENV !== 'production') app.route('/api', outboxRoutes);
  if (env.BENCH_ROUTES) app.route('/api', benchRoutes);

  app.doc31('/api/openapi.json', openApiInfo);
  app.get('/api/docs', (c) => c.html(renderDocsPage(app.getOpenAPI31Document(openApiInfo))));
  app.all('/api/*', (c) =>
    c.json(errorBody('not_found', `No API route ${c.req.method} ${c.req.path}`), 404),
  );

  const distDir = options.webDistDir ?? webDistDir;
  if (distDir) app.route('/', staticClient(distDir));

  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
