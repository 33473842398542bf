import { OpenAPIHono } from '@hono/zod-openapi';
import { limitBody } from './lib/body-limit';
import { databaseGate } from './lib/database-gate';
import type { AppEnv, AppServices } from './lib/context';
import { errorBody, handleError } from './lib/errors';
import { webDistDir } from './lib/paths';
import { requestLog } from './lib/request-log';
import { apiNoStore, csrfGuard, securityHeaders } from './lib/security';
import { staticClient } from './lib/static';
import type { PageRenderer } from '@contract/public-pages';
import { seoRoutes } from './modules/pages/pages.routes';
import { loadPageRenderer, publicPages } from './modules/pages/render-page';
import { markRecentWrites } from './modules/pages/recent-writes';
import { docsRoutes } from './modules/docs/docs.routes';
import { healthRoutes } from './modules/health/health.routes';
import { authHandlerRoutes } from './modules/auth/auth-handler.routes';
import { meRoutes } from './modules/auth/auth.routes';
import { fileRoutes } from './modules/files/files.routes';
import { healerRoutes } from './modules/healers/healers.routes';
import { realtimeRoutes } from './modules/realtime/realtime.routes';
import { chatRoutes } from './modules/chats/chats.routes';
import { availabilityRoutes } from './modules/availability/availability.routes';
import { bookingRoutes } from './modules/booking/booking.routes';
import { appointmentRoutes } from './modules/appointments/appointments.routes';
import { outboxRoutes } from './modules/mail/mail.routes';
import { AVATAR_PATH, profileRoutes } from './modules/profiles/profiles.routes';
import { benchRoutes } from './modules/bench/bench.routes';
import { practiceRoutes } from './modules/practice/practice.routes';
import { reviewRoutes } from './modules/reviews/reviews.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { CREDENTIALS_PATH, verificationRoutes } from './modules/verification/verification.routes';
import { videoRoutes } from './modules/video/video.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { medicationRoutes } from './modules/medications/medications.routes';
import { siteRoutes } from './modules/site/site.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { clientRoutes } from './modules/clients/clients.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { planRoutes } from './modules/plans/plans.routes';

export const MAX_JSON_BODY_BYTES = 1024 * 1024;

export interface AppOptions {
  /** Where the built client lives; tests of the API alone leave it out. */
  webDistDir?: string | false;
  /**
   * More routes under /api, in the OpenAPI document like ours. Tests only: the sweep's
   * deliberately broken routes (tests/fuzz/broken-routes.ts) prove it can fail.
   */
  extraApiRoutes?: OpenAPIHono<AppEnv>;
  /** The public pages' server render; by default the built bundle (tests: the sources). */
  pageRenderer?: () => Promise<PageRenderer | undefined>;
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
    c.set('jobs', services.jobs);
    c.set('notifications', services.notifications);
    await next();
  });
  app.use('*', requestLog);
  app.use('*', securityHeaders(env));
  app.use('/api/*', apiNoStore);
  app.use('/api/*', databaseGate);
  const jsonBodyLimit = limitBody(MAX_JSON_BODY_BYTES, 'Request body is larger than 1 MB');
  // Uploads (avatars, credentials) have their own, larger limits on their routes.
  const uploadPaths = new Set([AVATAR_PATH, CREDENTIALS_PATH]);
  app.use('/api/*', (c, next) => (uploadPaths.has(c.req.path) ? next() : jsonBodyLimit(c, next)));
  app.use('/api/*', csrfGuard(env));
  app.use('/api/*', markRecentWrites());

  app.route('/api/auth', authHandlerRoutes);
  app.route('/api', healthRoutes);
  app.route('/api', meRoutes);
  app.route('/api', healerRoutes);
  app.route('/api', realtimeRoutes);
  app.route('/api', chatRoutes);
  app.route('/api', availabilityRoutes);
  app.route('/api', bookingRoutes);
  app.route('/api', appointmentRoutes);
  app.route('/api', profileRoutes);
  app.route('/api', fileRoutes);
  app.route('/api', practiceRoutes);
  app.route('/api', reviewRoutes);
  app.route('/api', verificationRoutes);
  app.route('/api', adminRoutes);
  app.route('/api', videoRoutes);
  app.route('/api', notificationRoutes);
  app.route('/api', calendarRoutes);
  app.route('/api', medicationRoutes);
  app.route('/api', siteRoutes);
  app.route('/api', catalogueRoutes);
  app.route('/api', newsletterRoutes);
  app.route('/api', clientRoutes);
  app.route('/api', privacyRoutes);
  app.route('/api', planRoutes);
  if (env.NODE_ENV !== 'production') app.route('/api', outboxRoutes);
  if (env.BENCH_ROUTES) app.route('/api', benchRoutes);
  if (options.extraApiRoutes) app.route('/api', options.extraApiRoutes);

  app.doc31('/api/openapi.json', openApiInfo);
  app.route(
    '/api',
    docsRoutes(() => app.getOpenAPI31Document(openApiInfo)),
  );
  app.all('/api/*', (c) =>
    c.json(errorBody('not_found', `No API route ${c.req.method} ${c.req.path}`), 404),
  );

  const distDir = options.webDistDir ?? webDistDir;
  app.route('/', seoRoutes);
  if (distDir) {
    const renderPage = publicPages(options.pageRenderer ?? (() => loadPageRenderer(distDir)));
    app.route('/', staticClient(distDir, { renderPage }));
  }

  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
