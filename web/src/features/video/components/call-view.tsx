import { MessageSquare, MicOff, MonitorUp, PhoneOff, ScreenShareOff } from 'lucide-react';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import type { VideoRoom } from '@contract/video';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useMediaQuery } from '@/lib/use-media-query';
import { useCallQuality } from '../hooks/use-call-quality';
import type { LocalMedia } from '../hooks/use-local-media';
import type { RoomSnapshot } from '../lib/room-controller';
import { MediaToggles, ToggleButton } from './media-controls';
import { QualityIndicator } from './quality-indicator';
import { VideoView } from './video-view';

/** One line for screen readers and sighted users alike about where the call stands. */
function statusText(name: string, snapshot: RoomSnapshot): string {
  const remote = snapshot.remote;
  if (!remote || remote.phase === 'waiting') return `Waiting for ${name} to join…`;
  if (remote.phase === 'left') return `${name} left the session. Waiting for them to rejoin…`;
  switch (snapshot.connectionState) {
    case 'connected':
      return `Connected with ${name}`;
    case 'disconnected':
    case 'failed':
      return 'Connection lost. Reconnecting…';
    default:
      return `Connecting to ${name}…`;
  }
}

export interface CallControls {
  leave(): void;
  /** The healer's: ends the call for both (and completes a started session). */
  endForBoth?(): void;
  screen: { supported: boolean; sharing: boolean; start(): void; stop(): void };
}

/**
 * The call: the other participant large, ourselves small, their mute and camera state, the
 * connection's quality, the controls, and the conversation's chat beside the video.
 * `data-connection-state` carries the RTCPeerConnection's connectionState.
 */
export function CallView({
  room,
  media,
  snapshot,
  controls,
  sentVideo,
  chat,
  closedNotice,
}: {
  room: VideoRoom;
  media: LocalMedia;
  snapshot: RoomSnapshot;
  controls: CallControls;
  /** What we send as video (the camera or the screen), for our own small picture. */
  sentVideo: MediaStreamTrack | null;
  chat: ReactNode;
  closedNotice: string | null;
}) {
  const name = room.participant.name;
  const remote = snapshot.remote;
  const wide = useMediaQuery('(min-width: 1024px)');
  const [chatChoice, setChatChoice] = useState<boolean | null>(null);
  const chatOpen = chatChoice ?? wide;
  const [playBlocked, setPlayBlocked] = useState(false);
  const connected = snapshot.connectionState === 'connected';
  const quality = useCallQuality(snapshot.connection?.pc ?? null, connected);
  const ownPicture = useMemo(() => (sentVideo ? new MediaStream([sentVideo]) : null), [sentVideo]);
  const remoteInCall = remote?.phase === 'joined';
  const remoteVideoOn = remoteInCall && (remote.video || remote.screen);
  const remoteMuted = remoteInCall && !remote.audio;
  const sharing = controls.screen.sharing;

  return (
    <main id="main" className="flex h-screen flex-col bg-slate-950 text-white">
      <header className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
        <h1 className="text-lg font-semibold">Video session with {name}</h1>
        <div className="flex items-center gap-4">
          {connected ? <QualityIndicator quality={quality} /> : null}
        </div>
      </header>
      {closedNotice ? (
        <p className="bg-amber-100 px-4 py-2 text-sm text-amber-950">{closedNotice}</p>
      ) : null}
      <div className="flex min-h-0 flex-1">
        <section
          aria-label="Video call"
          data-connection-state={
            snapshot.connectionState === 'none' ? 'new' : snapshot.connectionState
          }
          data-remote-audio={remoteInCall ? (remote.audio ? 'on' : 'muted') : 'absent'}
          data-remote-video={
            remoteInCall ? (remote.screen ? 'screen' : remote.video ? 'on' : 'off') : 'absent'
          }
          className="relative min-w-0 flex-1 bg-slate-900"
        >
          <VideoView
            stream={snapshot.remoteStream}
            label={`${name}'s video`}
            className={remoteVideoOn ? 'object-contain' : 'invisible'}
            onBlocked={() => setPlayBlocked(true)}
          />
          {!remoteVideoOn ? (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3">
              <UserAvatar
                name={name}
                src={room.participant.picture_url}
                fallback="U"
                className="size-24 text-2xl"
              />
              {remoteInCall ? <p>{name}&apos;s camera is off</p> : null}
            </div>
          ) : null}
          <div className="absolute top-3 left-3 flex flex-col items-start gap-2">
            <p role="status" className="rounded bg-slate-950/80 px-2 py-1 text-sm">
              {statusText(name, snapshot)}
            </p>
            {remoteMuted ? (
              <p className="flex items-center gap-1 rounded bg-slate-950/80 px-2 py-1 text-sm">
                <MicOff className="size-4" aria-hidden="true" />
                {name} is muted
              </p>
            ) : null}
            {remoteInCall && remote.screen ? (
              <p className="rounded bg-slate-950/80 px-2 py-1 text-sm">
                {name} is sharing their screen
              </p>
            ) : null}
          </div>
          {playBlocked ? (
            <Button
              className="absolute inset-x-0 bottom-4 mx-auto w-fit"
              onClick={() => setPlayBlocked(false)}
            >
              Play {name}&apos;s audio
            </Button>
          ) : null}
          <div className="absolute right-3 bottom-3 aspect-video w-40 overflow-hidden rounded-md border border-slate-600 bg-slate-800 sm:w-56">
            {ownPicture && (media.videoEnabled || sharing) ? (
              <VideoView
                stream={ownPicture}
                muted
                mirrored={!sharing}
                label={sharing ? 'Your shared screen' : 'Your camera'}
              />
            ) : (
              <p className="flex size-full items-center justify-center text-sm">
                Your camera is off
              </p>
            )}
          </div>
        </section>
        {chatOpen ? (
          <aside
            aria-label="Chat"
            className="flex w-full max-w-sm flex-col border-l border-slate-700 bg-white text-slate-900"
          >
            <Suspense fallback={<Spinner label="Loading chat" />}>{chat}</Suspense>
          </aside>
        ) : null}
      </div>
      <nav
        aria-label="Call controls"
        className="flex flex-wrap items-center justify-center gap-2 border-t border-slate-800 px-4 py-3"
      >
        <MediaToggles media={media} tone="dark" />
        {controls.screen.supported ? (
          <ToggleButton
            pressed={sharing}
            onClick={sharing ? controls.screen.stop : controls.screen.start}
            onLabel="Share screen"
            offLabel="Stop sharing"
            onIcon={MonitorUp}
            offIcon={ScreenShareOff}
            tone="dark"
          />
        ) : null}
        <Button
          variant="outline"
          aria-expanded={chatOpen}
          onClick={() => setChatChoice(!chatOpen)}
          className="border-slate-500 bg-slate-800 text-white hover:bg-slate-700"
        >
          <MessageSquare aria-hidden="true" />
          {chatOpen ? 'Hide chat' : 'Chat'}
        </Button>
        <Button variant="destructive" onClick={controls.leave}>
          <PhoneOff aria-hidden="true" />
          Leave
        </Button>
        {controls.endForBoth ? <EndSessionButton name={name} onEnd={controls.endForBoth} /> : null}
      </nav>
    </main>
  );
}

/** The healer ends the session for both, after a confirmation. */
function EndSessionButton({ name, onEnd }: { name: string; onEnd(): void }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" className="border-red-300 bg-white text-red-800 hover:bg-red-50">
          End session
        </Button>
      </DialogTrigger>
      <DialogContent
        title="End the session?"
        description={`The call ends for you and ${name}. A session that has started is marked completed.`}
      >
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep talking</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive" onClick={onEnd}>
              End session
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
