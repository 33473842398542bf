interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
}

/** The "Confirm your email" link the app mailed to `email` (its dev outbox), once the job ran. */
export async function confirmationLink(baseUrl: string, email: string): Promise<string> {
  // The mail job may wait behind a busy queue on a loaded machine (the e2e app runs every suite).
  const deadline = Date.now() + 45_000;
  for (;;) {
    const response = await fetch(`${baseUrl}/api/dev/outbox`);
    const outbox = (await response.json()) as OutboxEmail[];
    const mail = outbox.find(
      (entry) => entry.to === email.toLowerCase() && entry.subject === 'Confirm your email',
    );
    const link = mail?.text.match(/https?:\/\/\S*\/api\/auth\/verify-email\?\S+/)?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no confirmation email to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Confirms a new account's address the way its owner does: by opening the link the app mailed
 * (decision 068: a healer is listed only then). Only the request, no page.
 */
export async function confirmEmail(baseUrl: string, email: string): Promise<void> {
  const link = new URL(await confirmationLink(baseUrl, email));
  const response = await fetch(`${baseUrl}${link.pathname}${link.search}`, { redirect: 'manual' });
  const location = response.headers.get('location') ?? '';
  if (response.status !== 302 || /[?&]error=/.test(location))
    throw new Error(`confirming ${email} failed: ${response.status} ${location}`);
}
