import { Video } from 'lucide-react';
import { Link } from 'react-router';
import type { AppointmentDetail } from '@contract/appointments';
import { JOIN_BUTTON_LEAD_MINUTES, roomWindow, videoSessionPath } from '@contract/video';
import { useVideoSettings } from '@/api/get-video-settings';
import { Button } from '@/components/ui/button';
import { formatTime } from '@/lib/format-date';
import { useDisplayZone } from '@/lib/display-zone';
import { useNow } from '@/lib/use-now';

/**
 * "Join video session" for a scheduled video appointment whose room is open or opens within
 * the hour (issue 14); until it opens, the time it does.
 */
export function JoinVideoButton({
  appointment,
  withName,
}: {
  appointment: AppointmentDetail;
  withName: string;
}) {
  const display = useDisplayZone();
  const eligible = appointment.mode === 'video' && appointment.status === 'scheduled';
  const settings = useVideoSettings(eligible);
  const now = useNow();
  if (!eligible || !settings.data) return null;
  const { opensAt, closesAt } = roomWindow(appointment, settings.data.room_opens_minutes_before);
  if (now < opensAt - JOIN_BUTTON_LEAD_MINUTES * 60_000 || now >= closesAt) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button asChild size="sm">
        <Link
          to={videoSessionPath(appointment.id)}
          aria-label={`Join video session with ${withName}`}
        >
          <Video aria-hidden="true" />
          Join video session
        </Link>
      </Button>
      {now < opensAt ? (
        <span className="text-xs text-slate-700">
          Opens at{' '}
          <time dateTime={new Date(opensAt).toISOString()}>
            {formatTime(new Date(opensAt).toISOString(), display)}
          </time>
        </span>
      ) : null}
    </span>
  );
}
