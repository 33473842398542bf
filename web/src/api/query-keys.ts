import type { AppointmentView } from '@contract/appointments';

/**
 * Every key of the client's cache, in one place. Each resource has one key per question asked
 * of it, and one root, so that a change (a booking, a realtime event, signing out) can make
 * every query about a kind of data stale without knowing which feature asked.
 */
export const currentUserKey = ['current-user'] as const;

export const authProvidersKey = ['auth-providers'] as const;

export const sessionPolicyKey = ['session-policy'] as const;

/** The services as the practitioners offer them, and the specialties' counts. */
export const catalogueKey = ['catalogue'] as const;

/** The operator's contact address and social accounts. */
export const siteConfigKey = ['site-config'] as const;

export const healerKeys = {
  all: ['healers'] as const,
  detail: (userId: string) => ['healers', 'detail', userId] as const,
  /** One page of a search; `search` is the query string, so equal searches share an entry. */
  page: (search: string) => ['healers', 'page', search] as const,
  /** A search page by page ("Load more", the booking picker's scrolling list). */
  pages: (search: string) => ['healers', 'pages', search] as const,
  /** Everything that changes when someone books, moves or cancels: slots and available days. */
  allSlots: ['healers', 'slots'] as const,
  slots: (healerId: string, date: string, sessionTypeId: string | null, zone: string) =>
    ['healers', 'slots', healerId, date, sessionTypeId, zone] as const,
  availableDays: (healerId: string, month: string, sessionTypeId: string | null, zone: string) =>
    ['healers', 'slots', 'days', healerId, month, sessionTypeId, zone] as const,
  sessionTypes: (userId: string) => ['healers', 'session-types', userId] as const,
  /** A profile's free times of the next 7 days (under allSlots: booking refreshes them). */
  freeTimes: (healerId: string, zone: string) =>
    ['healers', 'slots', 'free-times', healerId, zone] as const,
};

/** The signed-in healer's own weekly windows. */
export const myAvailabilityKey = ['me', 'availability'] as const;

/**
 * The signed-in healer's practice: session types, booking rules, date overrides and the
 * calendar that shows them with their sessions.
 */
export const myPracticeKeys = {
  all: ['me', 'practice'] as const,
  settings: ['me', 'practice', 'settings'] as const,
  sessionTypes: ['me', 'practice', 'session-types'] as const,
  overrides: ['me', 'practice', 'overrides'] as const,
  calendar: ['me', 'practice', 'calendar'] as const,
};

export const appointmentKeys = {
  all: ['appointments'] as const,
  /** A view's first page; `range` ("from/to") narrows it to sessions starting in a span. */
  list: (view: AppointmentView, limit: number, range = '') =>
    ['appointments', 'list', view, limit, range] as const,
  pages: (view: AppointmentView, limit: number) => ['appointments', 'pages', view, limit] as const,
  /** One appointment in full (its page). */
  detail: (id: string) => ['appointments', 'detail', id] as const,
  /** A video room: under the appointments root, so any appointment event refreshes it. */
  videoRoom: (id: string) => ['appointments', 'video-room', id] as const,
};

/** When a session may be closed, completes by itself, stops changing (server settings). */
export const appointmentSettingsKey = ['appointment-settings'] as const;

/**
 * The healer's clients: under the appointments root (a booking makes a client, a session moves
 * their figures); message events refresh them too (unread counts).
 */
export const clientKeys = {
  all: ['appointments', 'clients'] as const,
  list: (search: string) => ['appointments', 'clients', 'list', search] as const,
  detail: (patientId: string) => ['appointments', 'clients', 'detail', patientId] as const,
};

export const videoSettingsKey = ['video-settings'] as const;

export const chatKeys = {
  all: ['chats'] as const,
  list: ['chats', 'list'] as const,
  unread: ['chats', 'unread'] as const,
  detail: (chatId: string) => ['chats', 'detail', chatId] as const,
  messages: (chatId: string) => ['chats', 'messages', chatId] as const,
  /** Whether the viewer may write to a person, and their chat with them. */
  with: (userId: string) => ['chats', 'with', userId] as const,
  /** The people the viewer has sessions with ("New message"). */
  contacts: ['chats', 'contacts'] as const,
};

export const reviewKeys = {
  all: ['reviews'] as const,
  /** A healer's public reviews, page by page (the profile, the healer's own reviews page). */
  ofHealer: (healerId: string) => ['reviews', 'healer', healerId] as const,
  /** One review as its author sees it. */
  own: (reviewId: string) => ['reviews', 'own', reviewId] as const,
};

/** The signed-in healer's verification state and credentials. */
export const myVerificationKey = ['me', 'verification'] as const;

/** The admin console's lists and figures. */
export const adminKeys = {
  all: ['admin'] as const,
  overview: (weeks: number) => ['admin', 'overview', weeks] as const,
  verifications: (status: string) => ['admin', 'verifications', status] as const,
  reports: ['admin', 'reports'] as const,
  users: (search: string) => ['admin', 'users', search] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  audit: ['admin', 'audit'] as const,
};

/** The signed-in user's notification centre and its unread count (the bell). */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
};

/** The signed-in user's settings sections. */
export const settingsKeys = {
  notificationPreferences: ['me', 'settings', 'notification-preferences'] as const,
  calendarFeed: ['me', 'settings', 'calendar-feed'] as const,
  /** The library's session answer: whether two-factor is on. */
  authSession: ['me', 'settings', 'auth-session'] as const,
  sessions: ['me', 'settings', 'sessions'] as const,
  accessLog: (category: 'access' | 'security') =>
    ['me', 'settings', 'access-log', category] as const,
  passkeys: ['me', 'settings', 'passkeys'] as const,
};

/** The signed-in patient's medications and their adherence. */
/** Wellness plans, check-ins, session notes and the history of care (issue 15). */
export const planKeys = {
  all: ['plans'] as const,
  list: (patientId?: string) => ['plans', 'list', patientId ?? 'mine'] as const,
  versions: (planId: string) => ['plans', 'versions', planId] as const,
  templates: ['plans', 'templates'] as const,
  checkIns: ['plans', 'check-ins'] as const,
  history: ['plans', 'history'] as const,
  care: (patientId: string) => ['plans', 'care', patientId] as const,
  notes: (appointmentId: string) => ['plans', 'notes', appointmentId] as const,
};

export const medicationKeys = {
  all: ['me', 'medications'] as const,
  list: ['me', 'medications', 'list'] as const,
  adherence: ['me', 'medications', 'adherence'] as const,
};
