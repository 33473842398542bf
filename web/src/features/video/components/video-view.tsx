import { useEffect, useRef } from 'react';
import { cn } from '@/lib/utils';

/**
 * A <video> showing a stream. Muted for our own picture (no echo); the other participant's
 * plays with sound. `onBlocked` runs when the browser refuses to start playback by itself.
 */
export function VideoView({
  stream,
  muted = false,
  mirrored = false,
  label,
  className,
  onBlocked,
}: {
  stream: MediaStream | null;
  muted?: boolean;
  mirrored?: boolean;
  label: string;
  className?: string;
  onBlocked?: () => void;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const blocked = useRef(onBlocked);
  useEffect(() => {
    blocked.current = onBlocked;
  });
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    if (stream)
      video.play().catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'NotAllowedError') blocked.current?.();
      });
  }, [stream]);
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      className={cn('size-full bg-slate-900 object-cover', mirrored && '-scale-x-100', className)}
    />
  );
}
