import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  appointments,
  bookingSettings,
  healerCredentials,
  healerVerifications,
  reviews,
  sessionTypes,
  users,
} from '../db/schema';
import { saveFile } from '../modules/files/files.queries';
import {
  demoCredentialPdf,
  demoSessions,
  demoVerifications,
  type DemoSession,
} from './demo-history';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Midnight UTC of `now`'s day, `days` earlier. */
const dayStart = (now: Date, days: number) =>
  Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - days * DAY_MS;

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Writes the demo's past sessions, reviews and verifications (demo-history.ts) for the demo
 * accounts, inside the seeding transaction. The healers' ratings follow from the review rows
 * (trigger), the verified flags from the verification rows.
 */
export async function seedDemoHistory(tx: Tx, now: Date) {
  const emails = [
    ...new Set(demoSessions.flatMap((session) => [session.healer, session.patient])),
    ...demoVerifications.map((verification) => verification.healer),
  ];
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const idOf = new Map(rows.map((row) => [row.email, row.id]));
  const id = (email: string) => {
    const found = idOf.get(email);
    if (!found) throw new Error(`demo history: no account ${email}`);
    return found;
  };

  const booking = await bookingTerms(tx, [...idOf.values()]);
  for (const session of demoSessions) {
    const start = new Date(dayStart(now, session.daysAgo) + session.hour * HOUR_MS);
    const status = session.status ?? 'completed';
    const terms = booking(id(session.healer), session);
    const [appointment] = await tx
      .insert(appointments)
      .values({
        healerId: id(session.healer),
        patientId: id(session.patient),
        title: session.title,
        scheduledAt: start,
        endsAt: new Date(start.getTime() + terms.durationMinutes * 60_000),
        mode: 'video',
        status,
        ...terms,
        ...(status === 'cancelled' && {
          cancelledBy: id(session.patient),
          cancellationReason: 'Something came up at work',
        }),
        createdAt: new Date(start.getTime() - 5 * DAY_MS),
        updatedAt: new Date(start.getTime() + HOUR_MS),
      })
      .returning({ id: appointments.id });
    const { review } = session;
    if (!review) continue;
    // Written the evening after the session; replied to the next day.
    const written = new Date(start.getTime() + 26 * HOUR_MS);
    await tx.insert(reviews).values({
      appointmentId: appointment!.id,
      healerId: id(session.healer),
      patientId: id(session.patient),
      rating: review.rating,
      body: review.text ?? null,
      wouldRecommend: review.wouldRecommend ?? null,
      createdAt: written,
      updatedAt: written,
      ...(review.reply && {
        replyBody: review.reply,
        repliedAt: new Date(written.getTime() + 20 * HOUR_MS),
      }),
    });
  }

  for (const verification of demoVerifications) {
    const healerId = id(verification.healer);
    let earliestExpiry: number | null = null;
    for (const credential of verification.credentials) {
      const fileId = await saveFile(tx, {
        ownerId: healerId,
        contentType: 'application/pdf',
        data: demoCredentialPdf(`${credential.issuer}: ${credential.number}`),
        isPublic: false,
      });
      const expires =
        credential.expiresInDays === null ? null : dayStart(now, -credential.expiresInDays);
      if (expires !== null) earliestExpiry = Math.min(earliestExpiry ?? expires, expires);
      await tx.insert(healerCredentials).values({
        healerId,
        fileId,
        kind: credential.kind,
        issuer: credential.issuer,
        number: credential.number,
        expiresOn: expires === null ? null : isoDate(expires),
        fileName: `${credential.kind}.pdf`,
      });
    }
    const submitted = new Date(dayStart(now, 20));
    await tx.insert(healerVerifications).values({
      healerId,
      status: verification.status,
      submittedAt: submitted,
      ...(verification.status === 'verified' && {
        decidedAt: new Date(submitted.getTime() + DAY_MS),
        note: 'Credentials checked when the demo was set up',
        verifiedUntil: earliestExpiry === null ? null : isoDate(earliestExpiry),
      }),
    });
  }
}

/** A healer with no session types offers the default session (issue 13): 60 minutes. */
const DEFAULT_SESSION_MINUTES = 60;

/**
 * What a demo session was booked with, as a booking would have stored it: its session type's
 * length (or the default session's) and the healer's buffers (issue 13, decision 021).
 */
async function bookingTerms(tx: Tx, healerIds: string[]) {
  const types = await tx
    .select({
      id: sessionTypes.id,
      healerId: sessionTypes.healerId,
      name: sessionTypes.name,
      durationMinutes: sessionTypes.durationMinutes,
    })
    .from(sessionTypes)
    .where(inArray(sessionTypes.healerId, healerIds));
  const settings = await tx
    .select({
      healerId: bookingSettings.healerId,
      bufferBeforeMinutes: bookingSettings.bufferBeforeMinutes,
      bufferAfterMinutes: bookingSettings.bufferAfterMinutes,
    })
    .from(bookingSettings)
    .where(inArray(bookingSettings.healerId, healerIds));
  return (healerId: string, session: DemoSession) => {
    const offered = types.filter((type) => type.healerId === healerId);
    const type = offered.find((candidate) => candidate.name === session.sessionType);
    if (offered.length && !type)
      throw new Error(`demo history: "${session.title}" names no session type of its healer`);
    if (!offered.length && session.sessionType)
      throw new Error(`demo history: "${session.title}" names a type its healer does not offer`);
    const buffers = settings.find((row) => row.healerId === healerId);
    return {
      sessionTypeId: type?.id ?? null,
      durationMinutes: type?.durationMinutes ?? DEFAULT_SESSION_MINUTES,
      bufferBeforeMinutes: buffers?.bufferBeforeMinutes ?? 0,
      bufferAfterMinutes: buffers?.bufferAfterMinutes ?? 0,
    };
  };
}
