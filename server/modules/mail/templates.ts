import type { MailMessage } from './mail-message';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every user-supplied or variable value goes into an email's HTML through this. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** The frame of every email: the brand line and a readable column. */
export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7f5;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#166534">Wellspring</p>
${body}
</div>
</body>
</html>`;
}

export function passwordResetEmail(options: {
  to: string;
  name: string;
  url: string;
}): MailMessage {
  const subject = 'Reset your Wellspring password';
  const text = [
    `Hello ${options.name},`,
    '',
    'We received a request to reset the password of your Wellspring account.',
    'Open this link to choose a new password (it works once and expires in one hour):',
    '',
    options.url,
    '',
    'If you did not ask for this, you can ignore this email; your password stays the same.',
  ].join('\n');
  const html = layout(
    subject,
    `<p>Hello ${escapeHtml(options.name)},</p>
<p>We received a request to reset the password of your Wellspring account.</p>
<p><a href="${escapeHtml(options.url)}" style="display:inline-block;padding:12px 20px;background:#166534;color:#ffffff;border-radius:6px;text-decoration:none">Choose a new password</a></p>
<p>Or paste this link into your browser (it works once and expires in one hour):<br>${escapeHtml(options.url)}</p>
<p>If you did not ask for this, you can ignore this email; your password stays the same.</p>`,
  );
  return { to: options.to, subject, text, html };
}

export function emailChangeEmail(options: { to: string; name: string; url: string }): MailMessage {
  const subject = 'Confirm your new Wellspring email address';
  const text = [
    `Hello ${options.name},`,
    '',
    'You asked to use this address for your Wellspring account.',
    'Open this link to confirm it (it expires in one hour); until then your old address stays:',
    '',
    options.url,
    '',
    'If you did not ask for this, ignore this email; nothing changes.',
  ].join('\n');
  const html = layout(
    subject,
    `<p>Hello ${escapeHtml(options.name)},</p>
<p>You asked to use this address for your Wellspring account.</p>
<p><a href="${escapeHtml(options.url)}" style="display:inline-block;padding:12px 20px;background:#166534;color:#ffffff;border-radius:6px;text-decoration:none">Confirm this address</a></p>
<p>Or paste this link into your browser (it expires in one hour; until then your old address stays):<br>${escapeHtml(options.url)}</p>
<p>If you did not ask for this, ignore this email; nothing changes.</p>`,
  );
  return { to: options.to, subject, text, html };
}

/**
 * To the OLD address once an email change is applied (decision 067): the account's owner learns
 * of a change they did not make while that address still reaches them.
 */
export function emailChangedNoticeEmail(options: {
  to: string;
  name: string;
  newEmail: string;
  resetUrl: string;
  contactUrl: string;
}): MailMessage {
  const subject = 'Your Wellspring email address was changed';
  const text = [
    `Hello ${options.name},`,
    '',
    `The email address of your Wellspring account was changed to ${options.newEmail}.`,
    'Emails about your account and sessions now go there, and you sign in with it.',
    '',
    'If you did not make this change, tell us at once so we can help you take the account back:',
    '',
    options.contactUrl,
    '',
    'and reset your password if you still can:',
    '',
    options.resetUrl,
  ].join('\n');
  const html = layout(
    subject,
    `<p>Hello ${escapeHtml(options.name)},</p>
<p>The email address of your Wellspring account was changed to <strong>${escapeHtml(options.newEmail)}</strong>.</p>
<p>Emails about your account and sessions now go there, and you sign in with it.</p>
<p>If you did not make this change, tell us at once so we can help you take the account back: ${escapeHtml(options.contactUrl)}</p>
<p>And reset your password if you still can: ${escapeHtml(options.resetUrl)}</p>`,
  );
  return { to: options.to, subject, text, html };
}

export function verifyEmailEmail(options: { to: string; name: string; url: string }): MailMessage {
  const subject = 'Confirm your email';
  const text = [
    `Hello ${options.name},`,
    '',
    'Welcome to Wellspring. Open this link to confirm your email address (it expires in 24 hours):',
    '',
    options.url,
    '',
    'If you did not sign up, ignore this email.',
  ].join('\n');
  const html = layout(
    subject,
    `<p>Hello ${escapeHtml(options.name)},</p>
<p>Welcome to Wellspring. Please confirm your email address.</p>
<p><a href="${escapeHtml(options.url)}" style="display:inline-block;padding:12px 20px;background:#166534;color:#ffffff;border-radius:6px;text-decoration:none">Confirm your email</a></p>
<p>Or paste this link into your browser (it expires in 24 hours):<br>${escapeHtml(options.url)}</p>
<p>If you did not sign up, ignore this email.</p>`,
  );
  return { to: options.to, subject, text, html };
}

/** What a notification email says; the layout, footer and both parts come from here. */
export interface NotificationEmailContent {
  to: string;
  name: string;
  subject: string;
  /** Paragraphs, plain text (escaped for the HTML part). */
  paragraphs: string[];
  /** The main button: where to act on the notification. */
  action?: { label: string; url: string };
  /** The category's name as the settings page shows it ("Session reminders"). */
  categoryLabel: string;
  unsubscribeUrl: string;
  settingsUrl: string;
}

/**
 * Every notification email (bookings, changes, reminders, digests, medication): a greeting, the
 * paragraphs, one action, and a footer naming the category with its one-click unsubscribe link.
 */
export function notificationEmail(content: NotificationEmailContent): MailMessage {
  const { subject, paragraphs, action } = content;
  const footer = `You receive this because ${content.categoryLabel.toLowerCase()} emails are on in your Wellspring settings.`;
  const text = [
    `Hello ${content.name},`,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    '--',
    footer,
    `Unsubscribe from these emails: ${content.unsubscribeUrl}`,
    `Notification settings: ${content.settingsUrl}`,
  ].join('\n');
  const muted = 'color:#52606d;font-size:13px';
  const html = layout(
    subject,
    `<p>Hello ${escapeHtml(content.name)},</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${
  action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#166534;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="${muted}">Or open this link: ${escapeHtml(action.url)}</p>`
    : ''
}
<hr style="border:none;border-top:1px solid #e4e7eb;margin:24px 0">
<p style="${muted}">${escapeHtml(footer)}<br>
<a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#166534">Unsubscribe from these emails</a> ·
<a href="${escapeHtml(content.settingsUrl)}" style="color:#166534">Notification settings</a></p>`,
  );
  return { to: content.to, subject, text, html };
}
