import { appointmentPagePath } from '@contract/notifications';
import type { Executor } from '../../db/client';
import type { AppointmentChange } from '../../lib/context';
import type { AppointmentRow } from '../appointments/appointments.dto';
import { appointmentEvent, toCalendar, type CalendarMethod } from '../calendar/appointment-event';
import { nextInviteSequence } from '../calendar/calendar.queries';
import {
  absoluteUrl,
  deliver,
  loadRecipients,
  noticeOf,
  type DeliveryContext,
  type Notice,
  type Recipient,
} from './deliver';
import { formatInZone } from './format-time';
import { texts, type NoticeText, type SessionFacts } from './notification-texts';
import { findAppointmentRow } from './notifications.queries';
import { planReminders, removeReminders } from './session-reminders';

/*
 * Who hears of each appointment change, and how (docs/product.md, Notifications): the other
 * party in the centre and by email; the one who acted by email only, when their calendar needs
 * the change (booking, move, cancel). Booking, acceptance, move and cancel emails carry the
 * invitation (REQUEST or CANCEL) with the appointment's next SEQUENCE.
 */

interface Parties {
  session: AppointmentRow;
  patient: Recipient;
  healer: Recipient;
}

interface Planned {
  to: Recipient;
  text: NoticeText;
  inApp: boolean;
  calendar?: CalendarMethod;
  /** The email's button: "View session" on the appointment's page unless said otherwise. */
  action?: { label: string; url?: string };
}

const other = (parties: Parties, recipient: Recipient) =>
  recipient === parties.patient ? parties.healer : parties.patient;

function factsFor(parties: Parties, recipient: Recipient): SessionFacts {
  return {
    title: parties.session.title,
    other: other(parties, recipient).name,
    when: formatInZone(parties.session.scheduledAt, recipient.timezone),
  };
}

/** The notices a change makes, before channels and invitations are added. */
function plan(parties: Parties, change: AppointmentChange): Planned[] {
  const { session, patient, healer } = parties;
  const facts = (to: Recipient) => factsFor(parties, to);
  const actor =
    change.actorId === patient.userId
      ? patient
      : change.actorId === healer.userId
        ? healer
        : undefined;
  const counterpart = actor && other(parties, actor);
  switch (change.kind) {
    case 'created': {
      if (session.status === 'pending') {
        const answerBy = (to: Recipient) =>
          formatInZone(session.expiresAt ?? session.scheduledAt, to.timezone);
        return [
          {
            to: healer,
            text: texts.requestedForHealer(facts(healer), answerBy(healer)),
            inApp: true,
          },
          {
            to: patient,
            text: texts.requestedForPatient(facts(patient), answerBy(patient)),
            inApp: false,
          },
        ];
      }
      return [
        {
          to: healer,
          text: texts.bookedForHealer(facts(healer)),
          inApp: true,
          calendar: 'REQUEST',
        },
        {
          to: patient,
          text: texts.bookedForPatient(facts(patient)),
          inApp: false,
          calendar: 'REQUEST',
        },
      ];
    }
    case 'accepted':
      return [
        {
          to: patient,
          text: texts.acceptedForPatient(facts(patient)),
          inApp: true,
          calendar: 'REQUEST',
        },
        {
          to: healer,
          text: texts.acceptedForHealer(facts(healer)),
          inApp: false,
          calendar: 'REQUEST',
        },
      ];
    case 'declined':
      return [
        {
          to: patient,
          text: texts.declined(facts(patient), session.cancellationReason),
          inApp: true,
        },
      ];
    case 'expired':
      return [
        { to: patient, text: texts.expiredForPatient(facts(patient)), inApp: true },
        { to: healer, text: texts.expiredForHealer(facts(healer)), inApp: true },
      ];
    case 'cancelled': {
      if (!actor || !counterpart) return [];
      // A request the patient withdrew never reached a calendar (accepting clears expires_at).
      if (session.expiresAt && actor === patient)
        return [{ to: healer, text: texts.withdrawn(facts(healer)), inApp: true }];
      return [
        {
          to: counterpart,
          text: texts.cancelledByOther(
            facts(counterpart),
            session.cancellationReason,
            session.lateCancellation && counterpart === healer,
          ),
          inApp: true,
          calendar: 'CANCEL',
        },
        { to: actor, text: texts.cancelledBySelf(facts(actor)), inApp: false, calendar: 'CANCEL' },
      ];
    }
    case 'rescheduled': {
      if (!actor || !counterpart || !change.previousStart) return [];
      const from = (to: Recipient) => formatInZone(change.previousStart!, to.timezone);
      return [
        {
          to: counterpart,
          text: texts.movedByOther(facts(counterpart), from(counterpart)),
          inApp: true,
          calendar: 'REQUEST',
        },
        {
          to: actor,
          text: texts.movedBySelf(facts(actor), from(actor)),
          inApp: false,
          calendar: 'REQUEST',
        },
      ];
    }
    case 'meeting_link':
      return [
        {
          to: patient,
          text: texts.meetingLink(facts(patient), session.meetingLink),
          inApp: true,
          calendar: 'REQUEST',
          ...(session.meetingLink && {
            action: { label: 'Open meeting link', url: session.meetingLink },
          }),
        },
      ];
    case 'completed':
      return [
        {
          to: patient,
          text: texts.completed(facts(patient), !actor),
          inApp: true,
          // The patient's page of the session is where its review is written.
          action: { label: 'Leave a review' },
        },
      ];
    case 'no_show':
      return [{ to: patient, text: texts.noShow(facts(patient)), inApp: true }];
  }
}

async function noticesOf(
  tx: Executor,
  context: DeliveryContext,
  parties: Parties,
  planned: Planned[],
): Promise<Notice[]> {
  const wantsInvite = planned.some(
    (entry) => entry.calendar && entry.to.preferences.wants('email', 'bookings'),
  );
  const sequence = wantsInvite ? await nextInviteSequence(tx, parties.session.id) : 0;
  const settings = { appUrl: context.env.APP_URL, mailFrom: context.env.MAIL_FROM };
  return planned.map(({ to, text, inApp, calendar, action }) => {
    const link = appointmentPagePath(to.role, parties.session.id);
    const invite =
      calendar &&
      toCalendar(
        [
          appointmentEvent(parties.session, to, settings, {
            sequence,
            otherName: other(parties, to).name,
            attendee: to,
            cancelled: calendar === 'CANCEL',
          }),
        ],
        { method: calendar },
      );
    return noticeOf(to, text, {
      link,
      appointmentId: parties.session.id,
      inApp,
      action: {
        label: action?.label ?? 'View session',
        url: action?.url ?? absoluteUrl(context.env, link),
      },
      calendar: invite && calendar ? { method: calendar, content: invite } : undefined,
    });
  });
}

/**
 * Tells the participants of an appointment about a change and keeps its reminders in step, in
 * the transaction of the change.
 */
export async function notifyAppointmentChange(
  tx: Executor,
  context: DeliveryContext,
  change: AppointmentChange,
  now = new Date(),
) {
  const session = await findAppointmentRow(tx, change.appointmentId);
  if (!session) return;
  const recipients = await loadRecipients(tx, context, [session.patientId, session.healerId]);
  const patient = recipients.get(session.patientId);
  const healer = recipients.get(session.healerId);
  if (!patient || !healer) return;
  const parties = { session, patient, healer };
  await deliver(tx, context, await noticesOf(tx, context, parties, plan(parties, change)));

  if (
    session.status === 'scheduled' &&
    ['created', 'accepted', 'rescheduled'].includes(change.kind)
  )
    for (const recipient of [patient, healer])
      await planReminders(tx, context, session, recipient, now);
  else if (session.status !== 'scheduled' && session.status !== 'pending')
    await removeReminders(tx, context, session, recipients);
}
