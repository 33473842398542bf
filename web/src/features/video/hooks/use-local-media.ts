import { useCallback, useEffect, useRef, useState } from 'react';

/** Why the camera or microphone (or both) are missing; the page explains each. */
export type MediaProblem =
  'denied' | 'no-devices' | 'no-camera' | 'no-microphone' | 'in-use' | 'unsupported';

type Kind = 'audio' | 'video';

interface Tracks {
  audio: MediaStreamTrack | null;
  video: MediaStreamTrack | null;
}

export interface LocalMedia {
  status: 'starting' | 'ready';
  audioTrack: MediaStreamTrack | null;
  videoTrack: MediaStreamTrack | null;
  /** Microphone on (not muted) and camera on; switched before or during the call. */
  audioEnabled: boolean;
  videoEnabled: boolean;
  microphones: MediaDeviceInfo[];
  cameras: MediaDeviceInfo[];
  microphoneId: string | undefined;
  cameraId: string | undefined;
  problem: MediaProblem | null;
  toggleAudio(): void;
  toggleVideo(): void;
  selectDevice(kind: Kind, deviceId: string): void;
  retry(): void;
}

const CAMERA_CONSTRAINTS: MediaTrackConstraints = {
  width: { ideal: 1280 },
  height: { ideal: 720 },
  frameRate: { ideal: 30 },
};

const errorName = (error: unknown) => (error instanceof DOMException ? error.name : '');
const isDenied = (error: unknown) =>
  ['NotAllowedError', 'SecurityError'].includes(errorName(error));
const isInUse = (error: unknown) => ['NotReadableError', 'AbortError'].includes(errorName(error));

async function listDevices() {
  const devices = await navigator.mediaDevices.enumerateDevices();
  return {
    microphones: devices.filter((device) => device.kind === 'audioinput'),
    cameras: devices.filter((device) => device.kind === 'videoinput'),
  };
}

function constraintsFor(kind: Kind, deviceId: string | undefined): MediaStreamConstraints {
  const device = deviceId ? { deviceId: { exact: deviceId } } : {};
  return kind === 'audio'
    ? { audio: { ...device, echoCancellation: true, noiseSuppression: true } }
    : { video: { ...CAMERA_CONSTRAINTS, ...device } };
}

/**
 * Asks for whatever the device has: both, else the one kind that works. The answer says which
 * tracks it got and, when something is missing, why.
 */
async function acquire(
  hasMicrophone: boolean,
  hasCamera: boolean,
): Promise<{ tracks: Tracks; problem: MediaProblem | null }> {
  const none: Tracks = { audio: null, video: null };
  if (!hasMicrophone && !hasCamera) return { tracks: none, problem: 'no-devices' };
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: hasMicrophone && constraintsFor('audio', undefined).audio,
      video: hasCamera && constraintsFor('video', undefined).video,
    });
    const tracks = {
      audio: stream.getAudioTracks()[0] ?? null,
      video: stream.getVideoTracks()[0] ?? null,
    };
    const problem = !tracks.video ? 'no-camera' : !tracks.audio ? 'no-microphone' : null;
    return { tracks, problem };
  } catch (error) {
    if (isDenied(error)) return { tracks: none, problem: 'denied' };
    // One of the two is missing or busy: try each alone.
    const one = async (kind: Kind) =>
      navigator.mediaDevices
        .getUserMedia(constraintsFor(kind, undefined))
        .then((stream) => stream.getTracks()[0] ?? null)
        .catch(() => null);
    const audio = hasMicrophone ? await one('audio') : null;
    const video = hasCamera ? await one('video') : null;
    if (!audio && !video)
      return { tracks: none, problem: isInUse(error) ? 'in-use' : 'no-devices' };
    return { tracks: { audio, video }, problem: video ? 'no-microphone' : 'no-camera' };
  }
}

/**
 * The camera and microphone for the pre-join preview and the call: asks once on arrival,
 * lists the devices (with names once allowed), switches devices, mutes and turns the camera off
 * (`enabled`: the track stays, so unmuting needs no new permission). Stops every track when
 * the page goes.
 */
export function useLocalMedia(): LocalMedia {
  const [status, setStatus] = useState<LocalMedia['status']>('starting');
  const [tracks, setTracks] = useState<Tracks>({ audio: null, video: null });
  const [enabled, setEnabled] = useState({ audio: true, video: true });
  const [devices, setDevices] = useState<{
    microphones: MediaDeviceInfo[];
    cameras: MediaDeviceInfo[];
  }>({ microphones: [], cameras: [] });
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  const [attempt, setAttempt] = useState(0);
  const current = useRef<Tracks>({ audio: null, video: null });

  const replaceTracks = useCallback((next: Tracks) => {
    for (const kind of ['audio', 'video'] as const)
      if (current.current[kind] && current.current[kind] !== next[kind])
        current.current[kind]!.stop();
    current.current = next;
    setTracks(next);
  }, []);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setProblem('unsupported');
        setStatus('ready');
        return;
      }
      const before = await listDevices();
      const result = await acquire(before.microphones.length > 0, before.cameras.length > 0);
      if (cancelled) {
        result.tracks.audio?.stop();
        result.tracks.video?.stop();
        return;
      }
      replaceTracks(result.tracks);
      setProblem(result.problem);
      // Names come with permission: list again.
      setDevices(await listDevices().catch(() => before));
      setStatus('ready');
    })();
    return () => {
      cancelled = true;
    };
  }, [attempt, replaceTracks]);

  // Devices plugged in or out while the page is open.
  useEffect(() => {
    const mediaDevices = navigator.mediaDevices;
    if (!mediaDevices?.addEventListener) return;
    const refresh = () => void listDevices().then(setDevices, () => undefined);
    mediaDevices.addEventListener('devicechange', refresh);
    return () => mediaDevices.removeEventListener('devicechange', refresh);
  }, []);

  // Every track stops with the page (the camera light goes off).
  useEffect(
    () => () => {
      current.current.audio?.stop();
      current.current.video?.stop();
    },
    [],
  );

  // Muted and camera off are the tracks' `enabled`, for every new track too.
  useEffect(() => {
    const { audio, video } = current.current;
    if (audio) audio.enabled = enabled.audio;
    if (video) video.enabled = enabled.video;
  }, [tracks, enabled]);

  const selectDevice = useCallback(
    (kind: Kind, deviceId: string) => {
      void navigator.mediaDevices
        .getUserMedia(constraintsFor(kind, deviceId))
        .then((stream) => {
          const track = stream.getTracks()[0] ?? null;
          replaceTracks({ ...current.current, [kind]: track });
        })
        .catch((error: unknown) => setProblem(isDenied(error) ? 'denied' : 'in-use'));
    },
    [replaceTracks],
  );

  return {
    status,
    audioTrack: tracks.audio,
    videoTrack: tracks.video,
    audioEnabled: Boolean(tracks.audio) && enabled.audio,
    videoEnabled: Boolean(tracks.video) && enabled.video,
    microphones: devices.microphones,
    cameras: devices.cameras,
    microphoneId: tracks.audio?.getSettings().deviceId,
    cameraId: tracks.video?.getSettings().deviceId,
    problem,
    toggleAudio: () => setEnabled((value) => ({ ...value, audio: !value.audio })),
    toggleVideo: () => setEnabled((value) => ({ ...value, video: !value.video })),
    selectDevice,
    retry: () => {
      setStatus('starting');
      setAttempt((value) => value + 1);
    },
  };
}
