import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { ReceivedMail } from './smtp';

/** A received email as a mail client reads it (mailparser), with its raw headers. */
export interface ReadMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  header(name: string): string | undefined;
  /** The iCalendar invitation, if the email carries one (ical.js). */
  calendar?: ReadCalendar;
  parsed: ParsedMail;
}

export interface ReadCalendar {
  method: string;
  /** The `method=` parameter of the text/calendar part's content type. */
  contentTypeMethod: string | undefined;
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  status: string | undefined;
  summary: string;
}

export function readCalendar(ics: string, contentType?: string): ReadCalendar {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: String(calendar.getFirstPropertyValue('method') ?? ''),
    contentTypeMethod: /method=([A-Za-z]+)/i.exec(contentType ?? '')?.[1]?.toUpperCase(),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    status: event.component.getFirstPropertyValue('status')?.toString(),
    summary: event.summary,
  };
}

/** mailparser keeps a content type as `{ value, params }`; write it back as a header reads. */
function contentTypeOf(header: unknown): string | undefined {
  if (typeof header === 'string') return header;
  if (header && typeof header === 'object' && 'value' in header) {
    const { value, params } = header as { value: string; params?: Record<string, string> };
    return [value, ...Object.entries(params ?? {}).map(([key, param]) => `${key}=${param}`)].join(
      '; ',
    );
  }
  return undefined;
}

export async function readMail(mail: ReceivedMail): Promise<ReadMail> {
  const parsed = await simpleParser(mail.raw);
  const invite = parsed.attachments.find((part) => part.contentType === 'text/calendar');
  const rawHeader = (name: string) => {
    const line = parsed.headerLines.find((entry) => entry.key === name.toLowerCase())?.line;
    return line
      ?.slice(line.indexOf(':') + 1)
      .replace(/\r?\n\s+/g, ' ')
      .trim();
  };
  return {
    to: mail.to[0]!,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    header: rawHeader,
    calendar: invite
      ? readCalendar(
          invite.content.toString('utf8'),
          contentTypeOf(invite.headers.get('content-type')),
        )
      : undefined,
    parsed,
  };
}

/** Every received email read, newest last. */
export const readAll = (received: ReceivedMail[]) => Promise.all(received.map(readMail));
