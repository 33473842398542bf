/**
 * Root query keys shared across features, so that realtime events can refresh every query
 * about a kind of data without knowing which feature owns it.
 */
export const queryRoots = {
  chats: 'chats',
  appointments: 'appointments',
} as const;
