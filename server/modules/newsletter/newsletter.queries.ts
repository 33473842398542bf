import { and, eq, gt, or, sql } from 'drizzle-orm';
import { NEWSLETTER_CONFIRM_DAYS } from '@contract/newsletter';
import type { Executor } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema';

/**
 * Makes the address a pending subscription with a new link secret, unless it is confirmed
 * already (then nothing changes and nothing is returned: there is nothing to confirm).
 */
export async function requestSubscription(db: Executor, email: string, tokenHash: string) {
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({ email, tokenHash })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: {
        tokenHash,
        status: 'pending',
        requestedAt: sql`now()`,
        unsubscribedAt: null,
      },
      setWhere: sql`${newsletterSubscriptions.status} <> 'confirmed'`,
    })
    .returning({ id: newsletterSubscriptions.id });
  return row;
}

/** Confirms the subscription of a link that is still valid; confirming twice is fine. */
export async function confirmSubscription(db: Executor, tokenHash: string) {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({
      status: 'confirmed',
      confirmedAt: sql`coalesce(${newsletterSubscriptions.confirmedAt}, now())`,
    })
    .where(
      and(
        eq(newsletterSubscriptions.tokenHash, tokenHash),
        or(
          eq(newsletterSubscriptions.status, 'confirmed'),
          and(
            eq(newsletterSubscriptions.status, 'pending'),
            gt(
              newsletterSubscriptions.requestedAt,
              sql`now() - make_interval(days => ${NEWSLETTER_CONFIRM_DAYS})`,
            ),
          ),
        ),
      ),
    )
    .returning({ status: newsletterSubscriptions.status });
  return row;
}

/** Ends the subscription of any link ever sent to it (the latest one); again is fine. */
export async function unsubscribe(db: Executor, tokenHash: string) {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({
      status: 'unsubscribed',
      unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, now())`,
    })
    .where(eq(newsletterSubscriptions.tokenHash, tokenHash))
    .returning({ status: newsletterSubscriptions.status });
  return row;
}
