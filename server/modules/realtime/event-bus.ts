import type { RealtimeEvent } from '@contract/realtime';
import type { Database, Executor } from '../../db/client';
import type { EventService, EventSubscriber } from '../../lib/context';
import type { Logger } from '../../lib/logger';
import { PartAssembler, splitPayload } from './notify-parts';
import { notify } from './realtime.queries';

export const EVENTS_CHANNEL = 'wellspring_events';

interface Envelope {
  users: string[];
  event: RealtimeEvent;
}

/**
 * Fans events out to this process's open streams. Publishing goes through PostgreSQL NOTIFY
 * and delivery through one LISTEN per process, so every instance on the same database sees
 * every event; a NOTIFY inside a transaction is delivered only if it commits.
 */
export class EventBus implements EventService {
  private readonly subscribers = new Map<string, Set<EventSubscriber>>();
  private unlisten: (() => Promise<void>) | undefined;
  private readonly assembler = new PartAssembler();

  constructor(
    private readonly database: Database,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(
      EVENTS_CHANNEL,
      (payload) => this.dispatch(payload),
      () => this.broadcast({ type: 'resync' }),
    );
  }

  /** Queues an event for the given users; call it with the transaction that made the change. */
  async publish(executor: Executor, users: string[], event: RealtimeEvent): Promise<void> {
    const envelope: Envelope = { users: [...new Set(users)], event };
    await notify(executor, EVENTS_CHANNEL, splitPayload(JSON.stringify(envelope)));
  }

  subscribe(userId: string, subscriber: EventSubscriber): () => void {
    let set = this.subscribers.get(userId);
    if (!set) this.subscribers.set(userId, (set = new Set()));
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.subscribers.delete(userId);
    };
  }

  get connectionCount(): number {
    let count = 0;
    for (const set of this.subscribers.values()) count += set.size;
    return count;
  }

  /** Ends every open stream (shutdown) and stops listening. */
  async stop(): Promise<void> {
    for (const set of this.subscribers.values()) for (const subscriber of set) subscriber.close();
    this.subscribers.clear();
    await this.unlisten?.();
    this.unlisten = undefined;
  }

  private dispatch(payload: string) {
    const whole = this.assembler.add(payload);
    if (whole === undefined) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(whole) as Envelope;
    } catch {
      this.logger.warn('ignoring a malformed realtime notification');
      return;
    }
    for (const userId of envelope.users) {
      for (const subscriber of this.subscribers.get(userId) ?? []) subscriber.send(envelope.event);
    }
  }

  private broadcast(event: RealtimeEvent) {
    for (const set of this.subscribers.values())
      for (const subscriber of set) subscriber.send(event);
  }
}
