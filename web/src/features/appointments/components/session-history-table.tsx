import type { AppointmentDetail } from '@contract/appointments';
import { appointmentPath, SESSION_MODE_LABELS, sessionReviewPath } from '@contract/constants';
import { Link } from 'react-router';
import { formatDate, formatTime } from '@/lib/format-date';
import { useDisplayZone } from '@/lib/display-zone';
import { ScrollTable } from './scroll-table';
import { StatusBadge } from './status-badge';

/**
 * The patient's latest past sessions: Provider, Date, Time, Type, Status, Details, and for a
 * completed session a link to review it (docs/product.md, Pages and routes; Reviews).
 */
export function SessionHistoryTable({ items }: { items: AppointmentDetail[] }) {
  const display = useDisplayZone();
  return (
    <ScrollTable
      label="Session history table"
      columns={['Provider', 'Date', 'Time', 'Type', 'Status', 'Details', 'Review']}
      minWidthClass="min-w-[720px]"
    >
      {items.map((appointment) => (
        <tr key={appointment.id} className="align-top">
          <th scope="row" className="px-4 py-3 font-medium text-slate-900">
            {appointment.healer_name}
          </th>
          <td className="px-4 py-3 whitespace-nowrap text-slate-800">
            <time dateTime={appointment.scheduled_at}>
              {formatDate(appointment.scheduled_at, display)}
            </time>
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-slate-800">
            {formatTime(appointment.scheduled_at, display)}
          </td>
          <td className="px-4 py-3 text-slate-800">{SESSION_MODE_LABELS[appointment.mode]}</td>
          <td className="px-4 py-3">
            <StatusBadge appointment={appointment} />
          </td>
          <td className="px-4 py-3 text-slate-800">
            <Link
              to={appointmentPath('patient', appointment.id)}
              className="text-brand-800 underline underline-offset-2"
            >
              {appointment.title}
            </Link>
            {appointment.cancellation_reason ? (
              <span className="block text-slate-600">
                Reason: {appointment.cancellation_reason}
              </span>
            ) : null}
          </td>
          <td className="px-4 py-3 whitespace-nowrap">
            {appointment.status === 'completed' ? (
              <Link
                to={sessionReviewPath(appointment.id)}
                className="font-medium text-brand-700 hover:underline"
              >
                {appointment.review_id ? 'Your review' : 'Leave a review'}
                <span className="sr-only"> of your session with {appointment.healer_name}</span>
              </Link>
            ) : null}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
