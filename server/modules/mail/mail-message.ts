import { z } from 'zod';

/** One email: a plain-text and an HTML part. Also the payload of the send-email job. */
export const MailMessageSchema = z.object({
  to: z.string().min(3),
  subject: z.string().min(1),
  /** Plain-text part; every link in it must also be in the HTML part. */
  text: z.string(),
  html: z.string(),
});
export type MailMessage = z.infer<typeof MailMessageSchema>;
