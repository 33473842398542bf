import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { SERVER_RENDERED, SiteLayout } from './layouts/site-layout';
import { RequireAuth } from './require-auth';
import { AppRoot } from './route-focus';
import { Spinner } from '@/components/ui/spinner';

// The dashboards' layout (sidebar, popovers, menus) loads with the first dashboard visit, so
// public pages do not carry it.
const DashboardLayout = lazy(() =>
  import('./layouts/dashboard-layout').then((module) => ({ default: module.DashboardLayout })),
);
const CurrentRoleDashboardLayout = lazy(() =>
  import('./layouts/dashboard-layout').then((module) => ({
    default: module.CurrentRoleDashboardLayout,
  })),
);
const NotFoundPage = lazy(() => import('@/features/misc/not-found-page'));
const LoginPage = lazy(() => import('@/features/auth/pages/login-page'));
const SignupPage = lazy(() => import('@/features/auth/pages/signup-page'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/pages/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('@/features/auth/pages/reset-password-page'));
const TermsPage = lazy(() => import('@/features/legal/pages/terms-page'));
const PrivacyPage = lazy(() => import('@/features/legal/pages/privacy-page'));
const EditHealerProfilePage = lazy(() => import('@/features/profiles/pages/healer-profile-page'));
const EditPatientProfilePage = lazy(() => import('@/features/profiles/pages/patient-profile-page'));
const MessagesPage = lazy(() => import('@/features/messages/pages/messages-page'));
const NewChatPage = lazy(() => import('@/features/messages/pages/new-chat-page'));
const ChatPage = lazy(() => import('@/features/messages/pages/chat-page'));
const BookSessionPage = lazy(() => import('@/features/booking/pages/book-session-page'));
const AvailabilityPage = lazy(() => import('@/features/availability/pages/availability-page'));
const PracticeServicesPage = lazy(() => import('@/features/practice/pages/services-page'));
const HealerDashboardPage = lazy(
  () => import('@/features/appointments/pages/healer-dashboard-page'),
);
const HealerAppointmentsPage = lazy(
  () => import('@/features/appointments/pages/healer-appointments-page'),
);
const HealerCalendarPage = lazy(() => import('@/features/appointments/pages/healer-calendar-page'));
const AppointmentPage = lazy(() => import('@/features/appointments/pages/appointment-page'));
const ClientsPage = lazy(() => import('@/features/appointments/pages/clients-page'));
const ClientPage = lazy(() => import('@/features/appointments/pages/client-page'));
// A completed session's review is the reviews feature's: the app hands it to the session page.
const SessionReview = lazy(() => import('@/features/reviews/components/session-review'));
const HealerReviewsPage = lazy(() => import('@/features/reviews/pages/healer-reviews-page'));
const PlanTemplatesPage = lazy(() => import('@/features/plans/pages/plan-templates-page'));
const VerificationPage = lazy(() => import('@/features/verification/pages/verification-page'));
const AdminOverviewPage = lazy(() => import('@/features/admin/pages/admin-overview-page'));
const AdminVerificationsPage = lazy(
  () => import('@/features/admin/pages/admin-verifications-page'),
);
const AdminReportsPage = lazy(() => import('@/features/admin/pages/admin-reports-page'));
const AdminUsersPage = lazy(() => import('@/features/admin/pages/admin-users-page'));
const AdminAuditPage = lazy(() => import('@/features/admin/pages/admin-audit-page'));
const SessionPage = lazy(() => import('@/features/video/pages/session-page'));
// The conversation beside a video call is the messages feature's: the app hands it to the room.
const SessionChat = lazy(() => import('@/features/messages/components/chat-panel'));
const NotificationsPage = lazy(() => import('@/features/notifications/pages/notifications-page'));
const UnsubscribePage = lazy(() => import('@/features/notifications/pages/unsubscribe-page'));
const SettingsPage = lazy(() => import('@/features/settings/pages/settings-page'));
const PrescriptionsPage = lazy(() => import('@/features/medications/pages/prescriptions-page'));
const PatientDashboardPage = lazy(
  () => import('@/features/appointments/pages/patient-dashboard-page'),
);
const PatientAppointmentsPage = lazy(
  () => import('@/features/appointments/pages/patient-appointments-page'),
);
const PatientHistoryPage = lazy(() => import('@/features/appointments/pages/patient-history-page'));
const WellnessPage = lazy(() => import('@/features/plans/pages/wellness-page'));
const PatientCare = lazy(() =>
  import('@/features/plans/components/patient-care').then((module) => ({
    default: module.PatientCare,
  })),
);
const CareHistory = lazy(() =>
  import('@/features/plans/components/care-history').then((module) => ({
    default: module.CareHistory,
  })),
);
const PlanRecommendations = lazy(() =>
  import('@/features/plans/components/recommendations').then((module) => ({
    default: module.PlanRecommendations,
  })),
);
const FaqPage = lazy(() => import('@/features/help/pages/faq-page'));
const ContactPage = lazy(() => import('@/features/help/pages/contact-page'));
const NewsletterConfirmPage = lazy(() =>
  import('@/features/newsletter/pages/newsletter-link-page').then((module) => ({
    default: module.NewsletterConfirmPage,
  })),
);
const NewsletterUnsubscribePage = lazy(() =>
  import('@/features/newsletter/pages/newsletter-link-page').then((module) => ({
    default: module.NewsletterUnsubscribePage,
  })),
);

/**
 * A server-rendered page (decision 037): loaded by the router before it renders (React Router's
 * route `lazy`), so the browser can load it before hydrating and hydrate the server's markup in
 * one pass, with nothing suspended while the signed-in state arrives.
 */
const renderedPage = (load: () => Promise<{ default: ComponentType }>) => ({
  lazy: async () => ({ Component: (await load()).default }),
  handle: SERVER_RENDERED,
});

/** The site's pages: the public ones (server-rendered or not), sign-in and sign-up, help. */
const sitePages: RouteObject = {
  element: <SiteLayout />,
  children: [
    {
      id: 'home',
      path: '/',
      ...renderedPage(() => import('@/features/marketplace/pages/home-page')),
    },
    {
      id: 'services',
      path: '/services',
      ...renderedPage(() => import('@/features/marketplace/pages/services-page')),
    },
    {
      id: 'service',
      path: '/services/:id',
      ...renderedPage(() => import('@/features/marketplace/pages/service-detail-page')),
    },
    {
      id: 'healers',
      path: '/healers',
      ...renderedPage(() => import('@/features/marketplace/pages/healers-page')),
    },
    {
      id: 'healer',
      path: '/healers/:id',
      ...renderedPage(() => import('@/features/marketplace/pages/healer-profile-page')),
    },
    {
      id: 'about',
      path: '/about',
      ...renderedPage(() => import('@/features/marketplace/pages/about-page')),
    },
    // The booking page guards itself: it shows its own toast before the login redirect
    // (docs/product.md, Behaviour).
    { path: '/book-session', element: <BookSessionPage /> },
    { path: '/login', element: <LoginPage /> },
    { path: '/signup', element: <SignupPage /> },
    { path: '/forgot-password', element: <ForgotPasswordPage /> },
    { path: '/reset-password', element: <ResetPasswordPage /> },
    { path: '/terms', element: <TermsPage /> },
    { path: '/privacy', element: <PrivacyPage /> },
    { path: '/unsubscribe', element: <UnsubscribePage /> },
    { path: '/faq', element: <FaqPage /> },
    { path: '/contact', element: <ContactPage /> },
    { path: '/newsletter/confirm', element: <NewsletterConfirmPage /> },
    { path: '/newsletter/unsubscribe', element: <NewsletterUnsubscribePage /> },
    {
      id: 'not-found',
      path: '*',
      ...renderedPage(() => import('@/features/misc/not-found-page')),
    },
  ],
};

/** Everything behind a sign-in: the dashboards, the admin console, messages, the video room. */
const signedInPages: RouteObject[] = [
  {
    element: (
      <RequireAuth role="healer">
        <Suspense fallback={<Spinner label="Loading" />}>
          <DashboardLayout role="healer" />
        </Suspense>
      </RequireAuth>
    ),
    children: [
      { path: '/healer-dashboard', element: <HealerDashboardPage /> },
      { path: '/healer-dashboard/calendar', element: <HealerCalendarPage /> },
      { path: '/healer-dashboard/appointments', element: <HealerAppointmentsPage /> },
      {
        path: '/healer-dashboard/appointments/:id',
        element: <AppointmentPage role="healer" />,
      },
      // The patients of issue 15 are the workspace's clients: one list and one page, with the
      // patient's care (plans, check-ins, session notes) on the page.
      ...['/healer-dashboard/clients', '/healer-dashboard/patients'].flatMap((base) => [
        { path: base, element: <ClientsPage /> },
        {
          path: `${base}/:patientId`,
          element: (
            <ClientPage
              renderChat={(participantId) => <SessionChat participantId={participantId} />}
              renderCare={(patientId, sessions) => (
                <Suspense fallback={<Spinner label="Loading the patient's care" />}>
                  <PatientCare patientId={patientId} sessions={sessions} />
                </Suspense>
              )}
            />
          ),
        },
      ]),
      { path: '/healer-dashboard/availability', element: <AvailabilityPage /> },
      { path: '/healer-dashboard/services', element: <PracticeServicesPage /> },
      { path: '/healer-dashboard/reviews', element: <HealerReviewsPage /> },
      { path: '/healer-dashboard/plan-templates', element: <PlanTemplatesPage /> },
      { path: '/healer-dashboard/verification', element: <VerificationPage /> },
      { path: '/healer-dashboard/notifications', element: <NotificationsPage /> },
      { path: '/healer-dashboard/settings', element: <SettingsPage /> },
      { path: '/healer-profile', element: <EditHealerProfilePage /> },
      // A mistyped dashboard address is a missing page, inside the dashboard frame.
      { path: '/healer-dashboard/*', element: <NotFoundPage /> },
    ],
  },
  {
    element: (
      <RequireAuth role="patient">
        <Suspense fallback={<Spinner label="Loading" />}>
          <DashboardLayout role="patient" />
        </Suspense>
      </RequireAuth>
    ),
    children: [
      // docs/product.md, Pages and routes: each known section has its own page; anything else
      // under the dashboard is a missing page.
      { path: '/patient-dashboard', element: <PatientDashboardPage /> },
      { path: '/patient-dashboard/appointments', element: <PatientAppointmentsPage /> },
      { path: '/patient-dashboard/notifications', element: <NotificationsPage /> },
      { path: '/patient-dashboard/settings', element: <SettingsPage /> },
      {
        path: '/patient-dashboard/prescriptions',
        element: <PrescriptionsPage recommendations={<PlanRecommendations />} />,
      },
      // A session's page, where its review is written (sessionReviewPath in contract/constants).
      {
        path: '/patient-dashboard/appointments/:id',
        element: (
          <AppointmentPage
            role="patient"
            renderExtra={(appointment) => <SessionReview session={appointment} />}
          />
        ),
      },
      {
        path: '/patient-dashboard/history',
        element: <PatientHistoryPage care={<CareHistory />} />,
      },
      { path: '/patient-dashboard/wellness', element: <WellnessPage /> },
      { path: '/patient-dashboard/messages', element: <Navigate to="/messages" replace /> },
      { path: '/patient-dashboard/*', element: <NotFoundPage /> },
      { path: '/patient-profile', element: <EditPatientProfilePage /> },
    ],
  },
  {
    // The admin console (decision 036), guarded like the dashboards.
    element: (
      <RequireAuth role="admin">
        <Suspense fallback={<Spinner label="Loading" />}>
          <DashboardLayout role="admin" />
        </Suspense>
      </RequireAuth>
    ),
    children: [
      { path: '/admin', element: <AdminOverviewPage /> },
      { path: '/admin/verifications', element: <AdminVerificationsPage /> },
      { path: '/admin/reports', element: <AdminReportsPage /> },
      { path: '/admin/users', element: <AdminUsersPage /> },
      { path: '/admin/audit', element: <AdminAuditPage /> },
    ],
  },
  {
    element: (
      <RequireAuth>
        <Suspense fallback={<Spinner label="Loading" />}>
          <CurrentRoleDashboardLayout />
        </Suspense>
      </RequireAuth>
    ),
    children: [
      { path: '/messages', element: <MessagesPage /> },
      { path: '/messages/new', element: <NewChatPage /> },
      { path: '/messages/:chatId', element: <ChatPage /> },
    ],
  },
  {
    path: '/session/:appointmentId',
    element: (
      <RequireAuth idleLogoff={false}>
        <Suspense fallback={<Spinner label="Loading" />}>
          <SessionPage
            renderChat={(participantId) => <SessionChat participantId={participantId} />}
          />
        </Suspense>
      </RequireAuth>
    ),
  },
];

const ROOT_ID = 'root';

/** The root route over `children`: every page goes through the app root. */
const underRoot = (children: RouteObject[]): RouteObject[] => [
  { id: ROOT_ID, element: <AppRoot />, children },
];

/** Every route: the server render's (`entry-server.tsx`) and a browser-rendered start's. */
export const routes = underRoot([sitePages, ...signedInPages]);

/** The first path segments of the signed-in pages: `healer-dashboard`, `messages`, `session`… */
const signedInSegments = new Set(
  signedInPages
    .flatMap((route) => [route, ...(route.children ?? [])])
    .flatMap((route) => (route.path ? [route.path.split('/')[1]] : [])),
);

/**
 * The browser's router. A server-rendered page (`siteFirst`) starts with the site's routes only
 * and adds the signed-in ones the first time a navigation goes under one of their segments
 * (React Router's route discovery): matching and ranking all ~90 routes was most of a ~35 ms
 * task on a fast machine, ×4 on a phone (decision 076).
 */
export function createRouter({ siteFirst = false } = {}) {
  if (!siteFirst) return createBrowserRouter(routes);
  let discovered = false;
  return createBrowserRouter(underRoot([sitePages]), {
    patchRoutesOnNavigation: ({ path, patch }) => {
      if (discovered || !signedInSegments.has(path.split('/')[1])) return;
      discovered = true;
      patch(ROOT_ID, signedInPages);
    },
  });
}

/** Resolves once the router has loaded the first page's route modules (see renderedPage). */
export function routerReady(router: ReturnType<typeof createRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
