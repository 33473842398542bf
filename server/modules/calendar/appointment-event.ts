import { createEvents, type EventAttributes } from 'ics';
import { appointmentPagePath } from '@contract/notifications';
import { videoSessionPath } from '@contract/video';
import { SESSION_MODE_LABELS } from '@contract/constants';
import type { AppointmentRow } from '../appointments/appointments.dto';

/*
 * Appointments as iCalendar events (decision 026), built with the `ics` library: one stable
 * UID per appointment and a SEQUENCE raised with every emailed change, so Google Calendar,
 * Outlook and Apple Calendar update one event instead of adding another.
 */

export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

/** Whose calendar the event is for: it names the other party and links to their own page. */
export interface CalendarViewer {
  userId: string;
  role: 'patient' | 'healer';
  name: string;
  email: string;
}

export interface CalendarSettings {
  appUrl: string;
  /** MAIL_FROM: the organizer of every invitation. */
  mailFrom: string;
}

/** The address of `Name <address>` (or the value itself). */
export const mailAddressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/**
 * Where to join a session: the built-in video room of a video session, else the healer's
 * meeting link; null for an in-person session without one.
 */
export function joinLinkOf(
  appointment: Pick<AppointmentRow, 'id' | 'mode' | 'meetingLink'>,
  appUrl: string,
): string | null {
  if (appointment.mode === 'video')
    return new URL(videoSessionPath(appointment.id), appUrl).toString();
  return appointment.meetingLink;
}

export interface EventOptions {
  sequence: number;
  /** The other participant's name. */
  otherName: string;
  /** Invitations name the recipient as their one attendee; feeds name nobody. */
  attendee?: CalendarViewer;
  cancelled?: boolean;
}

const utc = (date: Date) => date.getTime();

export function appointmentEvent(
  appointment: AppointmentRow,
  viewer: Pick<CalendarViewer, 'role'>,
  settings: CalendarSettings,
  options: EventOptions,
): EventAttributes {
  const page = new URL(appointmentPagePath(viewer.role, appointment.id), settings.appUrl);
  const join = joinLinkOf(appointment, settings.appUrl);
  const mode = SESSION_MODE_LABELS[appointment.mode];
  const description = [
    `${mode} session with ${options.otherName} on Wellspring.`,
    join ? `Join: ${join}` : null,
    `Details: ${page}`,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    uid: `${appointment.id}@wellspring`,
    sequence: options.sequence,
    title: `${appointment.title} with ${options.otherName}`,
    description,
    start: utc(appointment.scheduledAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utc(appointment.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    location: join ?? (appointment.mode === 'in_person' ? 'In person' : mode),
    url: page.toString(),
    status: options.cancelled
      ? 'CANCELLED'
      : appointment.status === 'pending'
        ? 'TENTATIVE'
        : 'CONFIRMED',
    busyStatus: options.cancelled ? 'FREE' : 'BUSY',
    organizer: { name: 'Wellspring', email: mailAddressOf(settings.mailFrom) },
    ...(options.attendee && {
      attendees: [
        {
          name: options.attendee.name,
          email: options.attendee.email,
          rsvp: false,
          partstat: options.cancelled ? 'DECLINED' : 'ACCEPTED',
          role: 'REQ-PARTICIPANT',
        },
      ],
    }),
    created: utc(appointment.createdAt),
    lastModified: utc(appointment.updatedAt),
  };
}

/** A VCALENDAR of these events; throws if the library refuses one (a bug, not user input). */
export function toCalendar(
  events: EventAttributes[],
  header: { method: CalendarMethod; name?: string },
): string {
  if (!events.length) {
    // The library refuses an empty list; an empty feed is still a valid calendar.
    const lines = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'PRODID:-//Wellspring//Sessions//EN',
      `METHOD:${header.method}`,
      ...(header.name ? [`X-WR-CALNAME:${header.name}`] : []),
      'END:VCALENDAR',
    ];
    return `${lines.join('\r\n')}\r\n`;
  }
  const { error, value } = createEvents(events, {
    productId: '-//Wellspring//Sessions//EN',
    method: header.method,
    calName: header.name,
  });
  if (error || !value) throw error ?? new Error('ics: no calendar produced');
  return value;
}
