import type { PresencePhase, Signal } from '@contract/video';
import { CallConnection, type LocalTracks } from './call-connection';

/** Where this page stands in the room. */
export type CallPhase = 'prejoin' | 'joined' | 'left' | 'ended';

export interface MediaFlags {
  audio: boolean;
  video: boolean;
  screen: boolean;
}

/** The other participant as their last `state` described them. */
export interface RemoteParticipant extends MediaFlags {
  session: string;
  phase: PresencePhase;
  seenAt: number;
}

export interface RoomSnapshot {
  phase: CallPhase;
  remote: RemoteParticipant | null;
  connectionState: RTCPeerConnectionState | 'none';
  remoteStream: MediaStream | null;
  connection: CallConnection | null;
  /** Who ended the session for both, once someone has. */
  endedBy: 'self' | 'remote' | null;
  /** Left because the same user joined from another tab or device. */
  displaced: boolean;
}

export interface RoomControllerOptions {
  /** The patient's page is polite (it yields when both offer); the healer's starts connections. */
  polite: boolean;
  iceServers(): RTCIceServer[];
  send(signal: Signal): Promise<void>;
  /** Something went wrong that the controller recovers from by itself; for the console. */
  onProblem?(message: string, error?: unknown): void;
  now?(): number;
}

/** A state message every so often: presence is a heartbeat, nothing is stored on the server. */
const HEARTBEAT_MS = 15_000;
/** Without a word from the other side for this long (and no media), they are gone. */
const PRESENCE_TIMEOUT_MS = 40_000;
/** A connection that has not (re)connected for this long starts over with a fresh incarnation. */
const WATCHDOG_MS = 20_000;
/** No one message may hold up the ones after it for longer than this. */
const HANDLE_TIMEOUT_MS = 10_000;
/** A connection that dropped gets this long to come back by itself before an ICE restart. */
const DISCONNECTED_GRACE_MS = 3_000;
const MIN_RESTART_GAP_MS = 5_000;

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no result after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export const newRoomSession = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

/**
 * The room's protocol on one page (decision 045), independent of React: presence by `hello` and
 * `state` messages, a peer connection while both participants have joined (the healer's page
 * offers, the patient's answers; both may restart ICE), and recovery from lost messages and
 * network changes. Every message names its sender's incarnation (`session`) and, for
 * negotiation, the receiver's (`to`), so what was meant for an earlier connection is dropped.
 */
export class RoomController {
  private session = newRoomSession();
  private phase: CallPhase = 'prejoin';
  private remote: RemoteParticipant | null = null;
  private connection: CallConnection | null = null;
  private endedBy: RoomSnapshot['endedBy'] = null;
  private displaced = false;
  private tracks: LocalTracks = { audio: null, video: null };
  private media: MediaFlags = { audio: true, video: true, screen: false };
  private announced = false;
  private lastStateSentAt = 0;
  private lastConnectedAt = 0;
  private lastRestartAt = 0;
  private disconnectedSince = 0;
  private inbox: Promise<void> = Promise.resolve();
  private outbox: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<() => void>();
  private snapshot: RoomSnapshot;
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly now: () => number;
  private disposed = false;

  constructor(private readonly options: RoomControllerOptions) {
    this.now = options.now ?? (() => performance.now());
    this.snapshot = this.takeSnapshot();
    this.timer = setInterval(() => this.tick(), 1000);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** Says we are here and asks the other side to say the same: once the event stream is open. */
  announce() {
    this.announced = true;
    this.send({ kind: 'hello', session: this.session });
    this.sendState();
  }

  /** After the event stream had a gap: tell again, and heal a connection that suffered. */
  resync() {
    if (!this.announced) return;
    this.announce();
    if (this.connection && this.connection.state !== 'connected') this.restartIce();
  }

  join(tracks: LocalTracks, media: MediaFlags) {
    this.tracks = tracks;
    this.media = media;
    this.session = newRoomSession();
    this.phase = 'joined';
    this.endedBy = null;
    this.displaced = false;
    this.sendState();
    this.connectIfBothJoined();
    this.changed();
  }

  leave() {
    if (this.phase !== 'joined') return;
    this.phase = 'left';
    this.closeConnection();
    this.sendState();
    this.changed();
  }

  /**
   * The same user joined from another tab or device: that one has the call now. This page
   * steps back without a word to the other side (whose call has moved on already).
   */
  joinedElsewhere(session: string) {
    if (session === this.session || this.phase !== 'joined') return;
    this.phase = 'left';
    this.displaced = true;
    this.closeConnection();
    this.changed();
  }

  /** The healer ends the session for both. */
  endForBoth() {
    this.send({ kind: 'end', session: this.session });
    this.phase = 'ended';
    this.endedBy = 'self';
    this.closeConnection();
    this.sendState();
    this.changed();
  }

  setMedia(media: MediaFlags) {
    this.media = media;
    this.sendState();
  }

  setTracks(tracks: LocalTracks) {
    this.tracks = tracks;
    void this.connection
      ?.setTracks(tracks)
      .catch((error: unknown) => this.problem('could not switch tracks', error));
  }

  /** The network changed (the browser went online again): find a new path at once. */
  networkChanged() {
    if (this.connection) this.restartIce(true);
  }

  /** Messages are handled one at a time, in the order they arrived. */
  receive(signal: Signal) {
    this.inbox = this.inbox
      .then(() => withTimeout(this.handle(signal), HANDLE_TIMEOUT_MS))
      .catch((error: unknown) => this.problem(`could not handle a ${signal.kind} message`, error));
  }

  dispose() {
    if (this.disposed) return;
    this.disposed = true;
    clearInterval(this.timer);
    this.closeConnection();
    this.listeners.clear();
  }

  /** The message that tells the other side we left, for `fetch(…, { keepalive })` on unload. */
  farewell(): Signal {
    return { kind: 'state', session: this.session, phase: 'left', ...this.media };
  }

  private async handle(signal: Signal) {
    if (this.disposed) return;
    switch (signal.kind) {
      case 'hello':
        this.sendState();
        return;
      case 'state': {
        // Another tab of the other participant only takes over by joining; its other news
        // (opening the page, leaving) says nothing about the one in the call.
        const current = this.remote;
        const sameTab = current?.session === signal.session;
        if (!sameTab && current?.phase === 'joined' && signal.phase !== 'joined') return;
        this.remote = { ...signal, seenAt: this.now() };
        this.connectIfBothJoined();
        this.changed();
        return;
      }
      case 'end':
        if (this.phase === 'ended') return;
        this.phase = 'ended';
        this.endedBy = 'remote';
        this.closeConnection();
        this.changed();
        return;
      case 'description':
        await this.handleDescription(signal);
        return;
      case 'candidate':
        if (signal.to !== this.session || this.connection?.remoteSession !== signal.session) return;
        await this.connection.handleCandidate(signal.candidate);
        return;
    }
  }

  private async handleDescription(signal: Extract<Signal, { kind: 'description' }>) {
    // Only from the incarnation that joined last (its `state` always comes first): an offer of
    // a tab that has since been replaced must not take the call back.
    if (signal.to !== this.session || this.phase !== 'joined') return;
    if (this.remote?.session !== signal.session || this.remote.phase !== 'joined') return;
    if (this.connection?.remoteSession !== signal.session) {
      if (signal.description.type !== 'offer') return;
      this.openConnection(signal.session);
    }
    await this.connection!.handleDescription(signal.description);
    this.changed();
  }

  /** Both in the room: the healer's page opens a connection to the patient's incarnation. */
  private connectIfBothJoined() {
    if (this.phase !== 'joined') return;
    const remote = this.remote;
    if (!remote || remote.phase !== 'joined') {
      this.closeConnection();
      return;
    }
    if (this.connection?.remoteSession === remote.session) return;
    this.closeConnection();
    if (this.options.polite) return; // the patient waits for the healer's offer
    this.openConnection(remote.session).initiate();
  }

  private openConnection(remoteSession: string) {
    this.closeConnection();
    const connection = new CallConnection(
      {
        polite: this.options.polite,
        iceServers: this.options.iceServers(),
        localSession: this.session,
        remoteSession,
        send: (signal) => this.send(signal),
        onChange: () => this.connectionChanged(connection),
        onError: (error) => this.problem('negotiation failed', error),
      },
      this.tracks,
    );
    this.connection = connection;
    this.disconnectedSince = 0;
    this.changed();
    return connection;
  }

  private connectionChanged(connection: CallConnection) {
    if (connection !== this.connection) return;
    const state = connection.state;
    if (state === 'connected') {
      this.lastConnectedAt = this.now();
      this.disconnectedSince = 0;
    } else if (state === 'disconnected') {
      this.disconnectedSince ||= this.now();
    } else if (state === 'failed') {
      this.restartIce();
    }
    this.changed();
  }

  private closeConnection() {
    const connection = this.connection;
    if (!connection) return;
    this.connection = null;
    connection.close();
  }

  private restartIce(force = false) {
    const now = this.now();
    if (!this.connection || this.remote?.phase !== 'joined') return;
    if (!force && now - this.lastRestartAt < MIN_RESTART_GAP_MS) return;
    this.lastRestartAt = now;
    this.connection.restartIce();
  }

  private tick() {
    if (this.disposed) return;
    const now = this.now();
    if (this.announced && this.phase !== 'ended' && now - this.lastStateSentAt >= HEARTBEAT_MS)
      this.sendState();
    const connection = this.connection;
    const connected = connection?.state === 'connected';
    if (connected) this.lastConnectedAt = now;

    const remote = this.remote;
    if (
      remote &&
      remote.phase !== 'left' &&
      !connected &&
      now - remote.seenAt > PRESENCE_TIMEOUT_MS
    ) {
      this.remote = { ...remote, phase: 'left' };
      this.closeConnection();
      this.changed();
      return;
    }
    if (!connection || connected) return;
    if (this.disconnectedSince && now - this.disconnectedSince > DISCONNECTED_GRACE_MS)
      this.restartIce();
    if (now - Math.max(connection.startedAt, this.lastConnectedAt) > WATCHDOG_MS) {
      // Something was lost on the way (an offer, an answer, every candidate): start over under
      // a new incarnation, which the other side takes as a fresh arrival.
      this.session = newRoomSession();
      this.closeConnection();
      this.sendState();
      this.connectIfBothJoined();
      this.changed();
    }
  }

  private sendState() {
    if (!this.announced) return;
    this.lastStateSentAt = this.now();
    const phase: PresencePhase =
      this.phase === 'joined' ? 'joined' : this.phase === 'prejoin' ? 'waiting' : 'left';
    this.send({ kind: 'state', session: this.session, phase, ...this.media });
  }

  /** Sends in order, one at a time: the server relays them in the order they arrive. */
  private send(signal: Signal) {
    if (this.disposed) return;
    this.outbox = this.outbox
      .then(() => this.options.send(signal))
      .catch((error: unknown) => this.problem(`could not send a ${signal.kind} message`, error));
  }

  private problem(message: string, error?: unknown) {
    this.options.onProblem?.(message, error);
  }

  private changed() {
    this.snapshot = this.takeSnapshot();
    this.listeners.forEach((listener) => listener());
  }

  private takeSnapshot(): RoomSnapshot {
    return {
      phase: this.phase,
      remote: this.remote,
      connectionState: this.connection?.state ?? 'none',
      remoteStream: this.connection?.remoteStream ?? null,
      connection: this.connection,
      endedBy: this.endedBy,
      displaced: this.displaced,
    };
  }
}
