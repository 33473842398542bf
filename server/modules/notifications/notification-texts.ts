import { describeLead, type NotificationType } from '@contract/notifications';

/*
 * Every notification's words, in one place (docs/product.md, Notifications): the centre's title
 * and body and the email's subject and paragraphs. Times arrive already formatted in the
 * recipient's zone (format-time.ts); names and titles are the users' own text.
 */

export interface NoticeText {
  type: NotificationType;
  title: string;
  body: string;
  subject: string;
  /** More paragraphs for the email, after the body. */
  more?: string[];
}

export interface SessionFacts {
  title: string;
  /** The other participant's name, as the recipient sees them. */
  other: string;
  /** The start, formatted in the recipient's zone. */
  when: string;
}

const quoted = (title: string) => `“${title}”`;
const reasonLine = (reason: string | null | undefined) => (reason ? [`Reason: ${reason}`] : []);

export const texts = {
  bookedForHealer: ({ title, other, when }: SessionFacts): NoticeText => ({
    type: 'appointment.booked',
    title: 'New session booked',
    body: `${other} booked ${quoted(title)} for ${when}.`,
    subject: `New session booked: ${other}, ${when}`,
  }),
  bookedForPatient: ({ title, other, when }: SessionFacts): NoticeText => ({
    type: 'appointment.booked',
    title: 'Session booked',
    body: `Your session ${quoted(title)} with ${other} is booked for ${when}.`,
    subject: `Session booked with ${other}: ${when}`,
    more: ['The calendar invitation attached adds it to your calendar.'],
  }),
  requestedForHealer: (facts: SessionFacts, answerBy: string): NoticeText => ({
    type: 'appointment.requested',
    title: 'New booking request',
    body: `${facts.other} asks for ${quoted(facts.title)} on ${facts.when}. Please accept or decline it by ${answerBy}.`,
    subject: `New booking request from ${facts.other}`,
  }),
  requestedForPatient: (facts: SessionFacts, answerBy: string): NoticeText => ({
    type: 'appointment.requested',
    title: 'Booking request sent',
    body: `Your request for ${quoted(facts.title)} with ${facts.other} on ${facts.when} is waiting for their confirmation (until ${answerBy}).`,
    subject: `Booking request sent to ${facts.other}`,
  }),
  acceptedForPatient: ({ title, other, when }: SessionFacts): NoticeText => ({
    type: 'appointment.accepted',
    title: 'Booking request accepted',
    body: `${other} confirmed ${quoted(title)} on ${when}.`,
    subject: `${other} confirmed your session: ${when}`,
  }),
  acceptedForHealer: ({ title, other, when }: SessionFacts): NoticeText => ({
    type: 'appointment.accepted',
    title: 'Session confirmed',
    body: `You confirmed ${quoted(title)} with ${other} on ${when}.`,
    subject: `Session confirmed: ${other}, ${when}`,
  }),
  declined: ({ title, other, when }: SessionFacts, reason: string | null): NoticeText => ({
    type: 'appointment.declined',
    title: 'Booking request declined',
    body: `${other} declined your request for ${quoted(title)} on ${when}.`,
    subject: `${other} declined your booking request`,
    more: [...reasonLine(reason), 'The time is free again; you can book another one.'],
  }),
  expiredForPatient: ({ title, other, when }: SessionFacts): NoticeText => ({
    type: 'appointment.expired',
    title: 'Booking request expired',
    body: `${other} did not answer your request for ${quoted(title)} on ${when} in time, so it expired.`,
    subject: 'Your booking request expired',
  }),
  expiredForHealer: ({ title, other, when }: SessionFacts): NoticeText => ({
    type: 'appointment.expired',
    title: 'Booking request expired',
    body: `The request of ${other} for ${quoted(title)} on ${when} expired unanswered; the time is free again.`,
    subject: `A booking request from ${other} expired`,
  }),
  withdrawn: ({ title, other, when }: SessionFacts): NoticeText => ({
    type: 'appointment.withdrawn',
    title: 'Booking request withdrawn',
    body: `${other} withdrew the request for ${quoted(title)} on ${when}.`,
    subject: `${other} withdrew a booking request`,
  }),
  cancelledByOther: (
    { title, other, when }: SessionFacts,
    reason: string | null,
    late: boolean,
  ): NoticeText => ({
    type: 'appointment.cancelled',
    title: 'Session cancelled',
    body: `${other} cancelled ${quoted(title)} on ${when}.`,
    subject: `Cancelled: ${title} on ${when}`,
    more: [
      ...reasonLine(reason),
      ...(late ? ['This is a late cancellation: it came inside your cancellation window.'] : []),
    ],
  }),
  cancelledBySelf: ({ title, other, when }: SessionFacts): NoticeText => ({
    type: 'appointment.cancelled',
    title: 'Session cancelled',
    body: `You cancelled ${quoted(title)} with ${other} on ${when}.`,
    subject: `Cancelled: ${title} on ${when}`,
  }),
  movedByOther: (facts: SessionFacts, from: string): NoticeText => ({
    type: 'appointment.rescheduled',
    title: 'Session moved',
    body: `${facts.other} moved ${quoted(facts.title)} from ${from} to ${facts.when}.`,
    subject: `Session moved: ${facts.title} is now ${facts.when}`,
  }),
  movedBySelf: (facts: SessionFacts, from: string): NoticeText => ({
    type: 'appointment.rescheduled',
    title: 'Session moved',
    body: `You moved ${quoted(facts.title)} with ${facts.other} from ${from} to ${facts.when}.`,
    subject: `Session moved: ${facts.title} is now ${facts.when}`,
  }),
  meetingLink: (facts: SessionFacts, link: string | null): NoticeText => ({
    type: 'appointment.meeting_link',
    title: link ? 'Meeting link updated' : 'Meeting link removed',
    body: link
      ? `${facts.other} set the meeting link of ${quoted(facts.title)} on ${facts.when}.`
      : `${facts.other} removed the meeting link of ${quoted(facts.title)} on ${facts.when}.`,
    subject: `Meeting link for ${facts.title} on ${facts.when}`,
    more: link ? [`Meeting link: ${link}`] : [],
  }),
  /** `byClock`: nobody closed the session; it completed by itself (AUTO_COMPLETE_AFTER_HOURS). */
  completed: ({ title, other, when }: SessionFacts, byClock: boolean): NoticeText => ({
    type: 'appointment.completed',
    title: 'How was your session?',
    body: byClock
      ? `Your session ${quoted(title)} with ${other} on ${when} is complete. You can leave a review.`
      : `${other} marked ${quoted(title)} on ${when} completed. You can leave a review.`,
    subject: `How was your session with ${other}?`,
  }),
  noShow: ({ title, other, when }: SessionFacts): NoticeText => ({
    type: 'appointment.no_show',
    title: 'Session marked as missed',
    body: `${other} marked ${quoted(title)} on ${when} as a no-show. If you did attend, send them a message.`,
    subject: `Missed session: ${title} on ${when}`,
  }),
  /** Subjects start with "Reminder:" (the issue's contract). */
  sessionReminder: (facts: SessionFacts, inMinutes: number, join: string | null): NoticeText => ({
    type: 'reminder.session',
    title: `Session in ${describeLead(inMinutes)}`,
    body: `${quoted(facts.title)} with ${facts.other} starts ${facts.when}.`,
    subject: `Reminder: ${facts.title} with ${facts.other} in ${describeLead(inMinutes)}`,
    more: join ? [`Join here: ${join}`] : [],
  }),
  unreadMessages: (sender: string, count: number): NoticeText => ({
    type: 'message.unread',
    title: `Unread messages from ${sender}`,
    body:
      count === 1
        ? `${sender} sent you a message you have not read yet.`
        : `${sender} sent you ${count} messages you have not read yet.`,
    subject: `${sender} sent you ${count === 1 ? 'a message' : `${count} messages`} on Wellspring`,
    more: ['For your privacy this email does not include the messages; read them on Wellspring.'],
  }),
  medicationReminder: (name: string, dose: string | null, when: string): NoticeText => ({
    type: 'reminder.medication',
    title: `Time for ${name}`,
    body: `${dose ? `${name}, ${dose}` : name}: due ${when}. Mark it taken or skipped.`,
    subject: `Reminder: ${name}${dose ? ` (${dose})` : ''}`,
  }),
  planShared: (healer: string, title: string): NoticeText => ({
    type: 'plan.shared',
    title: 'New wellness plan',
    body: `${healer} shared a wellness plan with you: ${quoted(title)}.`,
    subject: `${healer} shared a wellness plan with you`,
  }),
  planUpdated: (healer: string, title: string): NoticeText => ({
    type: 'plan.updated',
    title: 'Wellness plan updated',
    body: `${healer} updated your wellness plan ${quoted(title)}.`,
    subject: `${healer} updated your wellness plan`,
    more: ['The plan keeps its earlier versions: you can see what changed and when.'],
  }),
};

/**
 * The time left before a session in the words of a lead time, rounded to the unit that reads
 * naturally: 59.7 minutes is "1 hour", 23 h 58 min is "1 day".
 */
export function roundedLead(minutes: number): number {
  const whole = Math.max(1, Math.round(minutes));
  if (whole >= 1440 - 10 && Math.abs(whole / 1440 - Math.round(whole / 1440)) * 1440 <= 10)
    return Math.round(whole / 1440) * 1440;
  if (whole >= 60 - 2 && Math.abs(whole / 60 - Math.round(whole / 60)) * 60 <= 2)
    return Math.round(whole / 60) * 60;
  return whole;
}
