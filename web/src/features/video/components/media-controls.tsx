import { Mic, MicOff, Video, VideoOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { LocalMedia } from '../hooks/use-local-media';

/** A switch shown as a button: its name says what it does, `aria-pressed` what is on. */
export function ToggleButton({
  pressed,
  onClick,
  disabled,
  onLabel,
  offLabel,
  onIcon: OnIcon,
  offIcon: OffIcon,
  tone = 'light',
}: {
  /** True when the thing is off (muted, camera off): the button is "pressed". */
  pressed: boolean;
  onClick(): void;
  disabled?: boolean;
  /** What the button does now: e.g. "Mute" while not muted, "Unmute" while muted. */
  onLabel: string;
  offLabel: string;
  onIcon: typeof Mic;
  offIcon: typeof Mic;
  tone?: 'light' | 'dark';
}) {
  const Icon = pressed ? OffIcon : OnIcon;
  return (
    <Button
      type="button"
      variant={pressed ? 'destructive' : 'outline'}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        tone === 'dark' &&
          !pressed &&
          'border-slate-500 bg-slate-800 text-white hover:bg-slate-700',
      )}
    >
      <Icon aria-hidden="true" />
      {pressed ? offLabel : onLabel}
    </Button>
  );
}

/** Mute and camera switches, the same before and during the call. */
export function MediaToggles({ media, tone }: { media: LocalMedia; tone?: 'light' | 'dark' }) {
  return (
    <>
      <ToggleButton
        pressed={!media.audioEnabled}
        disabled={!media.audioTrack}
        onClick={media.toggleAudio}
        onLabel="Mute"
        offLabel="Unmute"
        onIcon={Mic}
        offIcon={MicOff}
        tone={tone}
      />
      <ToggleButton
        pressed={!media.videoEnabled}
        disabled={!media.videoTrack}
        onClick={media.toggleVideo}
        onLabel="Turn camera off"
        offLabel="Turn camera on"
        onIcon={Video}
        offIcon={VideoOff}
        tone={tone}
      />
    </>
  );
}
