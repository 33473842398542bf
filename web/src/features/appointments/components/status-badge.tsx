import type { AppointmentDetail } from '@contract/appointments';
import { useNow } from '@/lib/use-now';
import { cn } from '@/lib/utils';

type Phase =
  | 'pending'
  | 'scheduled'
  | 'in_progress'
  | 'ended'
  | 'completed'
  | 'cancelled'
  | 'late_cancelled'
  | 'no_show'
  | 'declined'
  | 'expired';

/** Where an appointment stands now: a scheduled one may have started or ended unmarked. */
export function phaseOf(appointment: AppointmentDetail, now = Date.now()): Phase {
  if (appointment.status === 'cancelled' && appointment.late_cancellation) return 'late_cancelled';
  if (appointment.status !== 'scheduled') return appointment.status;
  if (Date.parse(appointment.ends_at) <= now) return 'ended';
  if (Date.parse(appointment.scheduled_at) <= now) return 'in_progress';
  return 'scheduled';
}

export const hasStarted = (appointment: AppointmentDetail, now = Date.now()) =>
  Date.parse(appointment.scheduled_at) <= now;

/** Before the start, scheduled or still a request: what either side may still change. */
export const isAhead = (appointment: AppointmentDetail, now = Date.now()) =>
  (appointment.status === 'scheduled' || appointment.status === 'pending') &&
  !hasStarted(appointment, now);

/** The patient may move or cancel without it counting as late until this instant. */
export const isPastDeadline = (appointment: AppointmentDetail, now = Date.now()) =>
  appointment.cancellation_deadline !== null &&
  Date.parse(appointment.cancellation_deadline) <= now;

const LOOK: Record<Phase, { label: string; className: string }> = {
  pending: { label: 'Awaiting confirmation', className: 'bg-amber-50 text-amber-900' },
  scheduled: { label: 'Scheduled', className: 'bg-brand-50 text-brand-900' },
  in_progress: { label: 'In progress', className: 'bg-blue-50 text-blue-900' },
  ended: { label: 'Awaiting update', className: 'bg-amber-50 text-amber-900' },
  completed: { label: 'Completed', className: 'bg-green-50 text-green-900' },
  cancelled: { label: 'Cancelled', className: 'bg-slate-100 text-slate-800' },
  late_cancelled: { label: 'Cancelled late', className: 'bg-orange-50 text-orange-900' },
  no_show: { label: 'No-show', className: 'bg-red-50 text-red-900' },
  declined: { label: 'Declined', className: 'bg-slate-100 text-slate-800' },
  expired: { label: 'Expired', className: 'bg-slate-100 text-slate-800' },
};

/** The status label a phase shows (docs/product.md, Appointments). */
export const phaseLabel = (appointment: AppointmentDetail, now = Date.now()) =>
  LOOK[phaseOf(appointment, now)].label;

/**
 * Where the appointment stands, moving to "In progress" at its start and "Awaiting update" at
 * its end on the shared clock (no reload needed).
 */
export function StatusBadge({ appointment }: { appointment: AppointmentDetail }) {
  const look = LOOK[phaseOf(appointment, useNow())];
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        look.className,
      )}
    >
      {look.label}
    </span>
  );
}
