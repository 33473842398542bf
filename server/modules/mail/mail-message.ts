import { z } from 'zod';

/** One email: a plain-text and an HTML part. Also the payload of the send-email job. */
export const MailMessageSchema = z.object({
  to: z.string().min(3),
  subject: z.string().min(1),
  /** Plain-text part; every link in it must also be in the HTML part. */
  text: z.string(),
  html: z.string(),
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post for notifications). */
  headers: z.record(z.string(), z.string()).optional(),
  /**
   * An iCalendar invitation (`text/calendar; method=…` alternative part and an `invite.ics`
   * attachment), as calendar clients expect one.
   */
  calendar: z
    .object({ method: z.enum(['REQUEST', 'CANCEL', 'PUBLISH']), content: z.string().min(1) })
    .optional(),
});
export type MailMessage = z.infer<typeof MailMessageSchema>;
