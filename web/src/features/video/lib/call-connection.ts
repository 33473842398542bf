import type { Signal } from '@contract/video';

export type OutgoingSignal = Extract<Signal, { kind: 'description' | 'candidate' }>;

export interface LocalTracks {
  audio: MediaStreamTrack | null;
  video: MediaStreamTrack | null;
}

export interface CallConnectionOptions {
  /** The polite side gives way when both offer at once (perfect negotiation). */
  polite: boolean;
  iceServers: RTCIceServer[];
  /** Our incarnation and the other side's: every message of this connection carries both. */
  localSession: string;
  remoteSession: string;
  send(signal: OutgoingSignal): void;
  onChange(): void;
  /** A negotiation step failed (the connection's watchdog recovers from it). */
  onError(error: unknown): void;
}

/**
 * One RTCPeerConnection between two incarnations of the room's pages, negotiated with the
 * "perfect negotiation" pattern (either side may offer, for an ICE restart say; the polite one
 * yields on a collision). Both sides always carry one audio and one video transceiver, sending
 * and receiving, so muting, turning the camera off, switching devices and sharing the screen
 * are track replacements that never need a new offer.
 */
export class CallConnection {
  readonly pc: RTCPeerConnection;
  readonly remoteStream = new MediaStream();
  readonly remoteSession: string;
  readonly startedAt = performance.now();
  private makingOffer = false;
  private ignoreOffer = false;
  private settingRemoteAnswerPending = false;
  private closed = false;
  private markClosed: () => void = () => {};
  /**
   * Settles when the connection is closed. A peer connection's pending operations never settle
   * once it is closed (the WebRTC spec drops them), so every await below also ends on this:
   * otherwise one call of `close()` mid-negotiation would stall the room's message queue.
   */
  private readonly whenClosed = new Promise<void>((resolve) => (this.markClosed = resolve));

  constructor(
    private readonly options: CallConnectionOptions,
    private tracks: LocalTracks,
  ) {
    this.remoteSession = options.remoteSession;
    this.pc = new RTCPeerConnection({
      iceServers: options.iceServers,
      bundlePolicy: 'max-bundle',
    });
    this.pc.onnegotiationneeded = () => void this.offer();
    this.pc.onicecandidate = ({ candidate }) => {
      // A null candidate marks the end of gathering; the other side needs no word of it.
      if (!candidate || !candidate.candidate) return;
      this.options.send({
        kind: 'candidate',
        session: options.localSession,
        to: options.remoteSession,
        candidate: {
          candidate: candidate.candidate,
          sdpMid: candidate.sdpMid,
          sdpMLineIndex: candidate.sdpMLineIndex,
          usernameFragment: candidate.usernameFragment,
        },
      });
    };
    this.pc.ontrack = ({ track }) => {
      if (!this.remoteStream.getTracks().includes(track)) this.remoteStream.addTrack(track);
      this.options.onChange();
    };
    this.pc.onconnectionstatechange = () => this.options.onChange();
  }

  get state(): RTCPeerConnectionState {
    return this.closed ? 'closed' : this.pc.connectionState;
  }

  /** The initiating side: adds both transceivers, which makes the first offer. */
  initiate() {
    this.pc.addTransceiver(this.tracks.audio ?? 'audio', { direction: 'sendrecv' });
    this.pc.addTransceiver(this.tracks.video ?? 'video', { direction: 'sendrecv' });
  }

  async handleDescription(description: RTCSessionDescriptionInit) {
    if (this.closed) return;
    const readyForOffer =
      !this.makingOffer && (this.pc.signalingState === 'stable' || this.settingRemoteAnswerPending);
    const offerCollision = description.type === 'offer' && !readyForOffer;
    this.ignoreOffer = !this.options.polite && offerCollision;
    if (this.ignoreOffer) return;
    this.settingRemoteAnswerPending = description.type === 'answer';
    await this.unlessClosed(this.pc.setRemoteDescription(description));
    this.settingRemoteAnswerPending = false;
    if (description.type !== 'offer' || this.closed) return;
    // The answering side's transceivers come from the offer, receive-only: send on them too.
    for (const transceiver of this.pc.getTransceivers()) {
      const kind = transceiver.receiver.track.kind as 'audio' | 'video';
      if (transceiver.direction !== 'sendrecv') transceiver.direction = 'sendrecv';
      if (transceiver.sender.track !== this.tracks[kind])
        await this.unlessClosed(transceiver.sender.replaceTrack(this.tracks[kind]));
    }
    if (this.closed) return;
    await this.unlessClosed(this.pc.setLocalDescription());
    this.sendDescription();
  }

  async handleCandidate(candidate: RTCIceCandidateInit) {
    if (this.closed) return;
    try {
      await this.unlessClosed(this.pc.addIceCandidate(candidate));
    } catch (error) {
      // Candidates of an offer we chose to ignore have nowhere to go; anything else is real.
      if (!this.ignoreOffer) throw error;
    }
  }

  /** Sends these tracks from now on (mute is `enabled`, not this: a switch of device or screen). */
  async setTracks(tracks: LocalTracks) {
    this.tracks = tracks;
    for (const transceiver of this.pc.getTransceivers()) {
      const kind = transceiver.receiver.track.kind as 'audio' | 'video';
      if (transceiver.sender.track !== tracks[kind] && transceiver.currentDirection !== 'stopped')
        await this.unlessClosed(transceiver.sender.replaceTrack(tracks[kind]));
    }
  }

  restartIce() {
    if (!this.closed) this.pc.restartIce();
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    this.markClosed();
    this.pc.onnegotiationneeded = null;
    this.pc.onicecandidate = null;
    this.pc.ontrack = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
    this.options.onChange();
  }

  private async offer() {
    if (this.closed) return;
    try {
      this.makingOffer = true;
      await this.unlessClosed(this.pc.setLocalDescription());
      this.sendDescription();
    } catch (error) {
      if (!this.closed) this.options.onError(error);
    } finally {
      this.makingOffer = false;
    }
  }

  private unlessClosed<T>(operation: Promise<T>): Promise<T | void> {
    return Promise.race([operation, this.whenClosed]);
  }

  private sendDescription() {
    if (this.closed) return;
    const description = this.pc.localDescription;
    if (!description || (description.type !== 'offer' && description.type !== 'answer')) return;
    this.options.send({
      kind: 'description',
      session: this.options.localSession,
      to: this.options.remoteSession,
      description: { type: description.type, sdp: description.sdp },
    });
  }
}
