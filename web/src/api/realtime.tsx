import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { RealtimeEvent, RealtimeEventType } from '@contract/realtime';
import { useCurrentUser } from './get-current-user';
import {
  appointmentKeys,
  chatKeys,
  clientKeys,
  currentUserKey,
  myPracticeKeys,
  notificationKeys,
  planKeys,
} from './query-keys';

type Listener = (event: RealtimeEvent) => void;

interface RealtimeHub {
  subscribe(listener: Listener): () => void;
  /** Whether the stream is open now (its `ready` arrived), and a way to follow changes. */
  isConnected(): boolean;
  watchConnected(onChange: () => void): () => void;
}

const RealtimeContext = createContext<RealtimeHub | null>(null);

const EVENT_TYPES: RealtimeEventType[] = [
  'message.created',
  'message.read',
  'chat.created',
  'appointment.created',
  'appointment.updated',
  'account.signed_out',
  'notification.created',
  'notification.read',
  'session.signal',
  'plan.updated',
  'resync',
];

const MAX_BACKOFF_MS = 30_000;

/** Which shared queries each event makes stale. */
function staleKeys(event: RealtimeEvent): ReadonlyArray<readonly string[]> {
  // A video room's signalling is for the room page alone; no cached data changed.
  if (event.type === 'session.signal') return [];
  // A client's unread count follows their messages.
  if (event.type.startsWith('message.') || event.type === 'chat.created')
    return [chatKeys.all, clientKeys.all];
  // The bell's count and the notification centre.
  if (event.type.startsWith('notification.')) return [notificationKeys.all];
  // A healer's calendar lists their sessions too.
  if (event.type.startsWith('appointment.')) return [appointmentKeys.all, myPracticeKeys.calendar];
  // A wellness plan written or changed: the wellness page, the patient page, the history.
  if (event.type === 'plan.updated') return [planKeys.all];
  // Asking who is signed in again answers "nobody": the guards send the tab to log in.
  if (event.type === 'account.signed_out') return [currentUserKey];
  return [
    chatKeys.all,
    appointmentKeys.all,
    myPracticeKeys.calendar,
    notificationKeys.all,
    planKeys.all,
  ];
}

/**
 * One event stream per signed-in tab (GET /api/events). Reconnects with exponential back-off
 * and, after any gap, refetches what may have been missed.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { data: currentUser } = useCurrentUser();
  const userId = currentUser?.user.id;
  const queryClient = useQueryClient();
  const listeners = useRef(new Set<Listener>());
  const connection = useRef({ connected: false, watchers: new Set<() => void>() });
  const [hub] = useState<RealtimeHub>(() => ({
    subscribe(listener) {
      listeners.current.add(listener);
      return () => listeners.current.delete(listener);
    },
    isConnected: () => connection.current.connected,
    watchConnected(onChange) {
      connection.current.watchers.add(onChange);
      return () => connection.current.watchers.delete(onChange);
    },
  }));

  useEffect(() => {
    if (!userId) return;
    let source: EventSource | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const setConnected = (connected: boolean) => {
      connection.current.connected = connected;
      connection.current.watchers.forEach((watcher) => watcher());
    };

    const dispatch = (event: RealtimeEvent) => {
      for (const queryKey of staleKeys(event)) void queryClient.invalidateQueries({ queryKey });
      listeners.current.forEach((listener) => listener(event));
    };

    // The event schema (and zod with it) loads only for signed-in visitors, after the first
    // render: it is not part of the entry chunk every anonymous visitor downloads.
    const schema = import('@contract/realtime').then((module) => module.RealtimeEventSchema);

    const connect = () => {
      source = new EventSource('/api/events');
      source.addEventListener('ready', () => {
        setConnected(true);
        if (attempt > 0) dispatch({ type: 'resync' });
        attempt = 0;
      });
      for (const type of EVENT_TYPES) {
        source.addEventListener(type, (message) => {
          const data: unknown = JSON.parse((message as MessageEvent<string>).data);
          void schema.then((eventSchema) => {
            const parsed = eventSchema.safeParse(data);
            if (parsed.success && !stopped) dispatch(parsed.data);
          });
        });
      }
      source.onerror = () => {
        source?.close();
        setConnected(false);
        if (stopped) return;
        attempt += 1;
        const delay =
          Math.min(1000 * 2 ** (attempt - 1), MAX_BACKOFF_MS) * (0.5 + Math.random() / 2);
        retryTimer = setTimeout(connect, delay);
      };
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
      setConnected(false);
    };
  }, [userId, queryClient]);

  return <RealtimeContext.Provider value={hub}>{children}</RealtimeContext.Provider>;
}

/** Calls `handler` for every realtime event of the given types while the component is mounted. */
export function useRealtimeEvent(types: RealtimeEventType[], handler: Listener) {
  const hub = useContext(RealtimeContext);
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  const key = types.join(',');
  useEffect(() => {
    if (!hub) return;
    const wanted = new Set(key.split(','));
    return hub.subscribe((event) => {
      if (wanted.has(event.type)) handlerRef.current(event);
    });
  }, [hub, key]);
}

/**
 * True while this tab's event stream is open: events sent to the user now will reach it (a
 * video room announces itself only then, or the other side's answer would be lost).
 */
export function useRealtimeConnected(): boolean {
  const hub = useContext(RealtimeContext);
  const watch = useCallback(
    (onChange: () => void) => hub?.watchConnected(onChange) ?? (() => {}),
    [hub],
  );
  return useSyncExternalStore(watch, () => hub?.isConnected() ?? false);
}
