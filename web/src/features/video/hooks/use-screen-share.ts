import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The screen (or a window or tab) as a video track, while the user shares it. Ends when they
 * stop here or through the browser's own "Stop sharing".
 */
export function useScreenShare() {
  const [track, setTrack] = useState<MediaStreamTrack | null>(null);
  const current = useRef<MediaStreamTrack | null>(null);
  const supported =
    typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getDisplayMedia);

  const stop = useCallback(() => {
    current.current?.stop();
    current.current = null;
    setTrack(null);
  }, []);

  const start = useCallback(async () => {
    try {
      const stream = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      const next = stream.getVideoTracks()[0];
      if (!next) return;
      next.addEventListener('ended', () => {
        if (current.current === next) stop();
      });
      current.current?.stop();
      current.current = next;
      setTrack(next);
    } catch {
      // The user closed the picker: nothing to share, nothing to report.
    }
  }, [stop]);

  useEffect(() => () => current.current?.stop(), []);

  return { track, supported, start, stop };
}
