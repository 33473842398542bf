import { createHash, randomBytes } from 'node:crypto';
import { ZipArchive } from 'archiver';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { MailService } from '../../lib/context';
import { defineJob, handleJob, type JobQueue } from '../../lib/jobs';
import { listOwnPasskeys } from '../auth/auth.queries';
import { escapeHtml, layout } from '../mail/templates';
import { recordAccess } from './access-log';
import {
  exportedAccessLog,
  exportedAccount,
  exportedAppointments,
  exportedCheckIns,
  exportedConversations,
  exportedMedications,
  exportedNotifications,
  exportedPlans,
  exportedReviews,
  exportedSessionNotes,
  exportedSessions,
  findExport,
  markExportReady,
  startExport,
  takeExport,
} from './export.queries';

/** How long the emailed link works (once). */
export const EXPORT_LINK_HOURS = 24;
export const EXPORT_DOWNLOAD_PATH = '/api/data-export';

export const hashExportToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Builds the archive and emails its link (decision 052). Idempotent: the archive is built once;
 * each attempt makes a fresh token (only its hash is stored, never the link), so a failed
 * delivery retried by the queue sends a link that works.
 */
export const buildDataExportJob = defineJob(
  'build-data-export',
  z.object({ exportId: z.string() }),
  { maxAttempts: 8 },
);

/** Asks for an export: one is built at a time per user; the request is answered at once. */
export async function requestExport(
  db: Db,
  jobs: JobQueue,
  request: { userId: string; ip: string },
) {
  return db.transaction(async (tx) => {
    const started = await startExport(tx, request.userId);
    if (started.created) {
      await jobs.enqueue(buildDataExportJob, { exportId: started.id }, { executor: tx });
      await recordAccess(tx, {
        ownerId: request.userId,
        actorId: request.userId,
        kind: 'export',
        ip: request.ip,
      });
    }
    return started;
  });
}

/** Every JSON file of the archive, by name, and what it holds (for the index page). */
async function gather(db: Db, userId: string) {
  const account = await exportedAccount(db, userId);
  return {
    'profile.json': { what: 'Your account and profile', data: account },
    'appointments.json': {
      what: 'Your appointments, past and future',
      data: await exportedAppointments(db, userId),
    },
    'messages.json': {
      what: 'Your conversations with every message in them',
      data: await exportedConversations(db, userId),
    },
    'reviews.json': {
      what: 'Reviews you wrote or received, with replies',
      data: await exportedReviews(db, userId),
    },
    'notifications.json': {
      what: 'Your notifications',
      data: await exportedNotifications(db, userId),
    },
    'medications.json': {
      what: 'Your medications and recorded doses',
      data: await exportedMedications(db, userId),
    },
    'plans.json': {
      what: 'Wellness plans, with their earlier versions and the practices ticked off',
      data: await exportedPlans(db, userId),
    },
    'check-ins.json': {
      what: 'Your weekly check-ins',
      data: await exportedCheckIns(db, userId),
    },
    'session-notes.json': {
      what: 'Session notes you wrote, and the summaries practitioners shared with you',
      data: await exportedSessionNotes(db, userId),
    },
    'sessions.json': {
      what: 'Your signed-in sessions (devices and addresses)',
      data: await exportedSessions(db, userId),
    },
    'passkeys.json': {
      what: 'Your passkeys, by name (never their keys)',
      data: await listOwnPasskeys(db, userId),
    },
    'access-log.json': {
      what: 'Who accessed your data, and your account’s security events',
      data: await exportedAccessLog(db, userId),
    },
  };
}

function indexPage(name: string, files: Record<string, { what: string; data: unknown }>) {
  const rows = Object.entries(files)
    .map(([file, { what, data }]) => {
      const count = Array.isArray(data) ? ` (${data.length})` : '';
      return `<li><a href="${escapeHtml(file)}">${escapeHtml(file)}</a>: ${escapeHtml(what)}${count}</li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Your Wellspring data</title></head>
<body>
<main>
<h1>Your Wellspring data</h1>
<p>Everything Wellspring keeps about ${escapeHtml(name)}, exported ${escapeHtml(new Date().toISOString())}.
Each file is JSON, readable in any text editor.</p>
<ul>
${rows}
</ul>
</main>
</body>
</html>
`;
}

/** The ZIP: one JSON file per kind of data, and an index.html to read it. */
export async function buildArchive(db: Db, userId: string): Promise<Buffer> {
  const files = await gather(db, userId);
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const chunks: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    zip.on('end', resolve);
    zip.on('error', reject);
  });
  const name = files['profile.json'].data.user?.name ?? '';
  zip.append(indexPage(name, files), { name: 'index.html' });
  for (const [file, { data }] of Object.entries(files))
    zip.append(JSON.stringify(data, null, 2), { name: file });
  await zip.finalize();
  await done;
  return Buffer.concat(chunks);
}

function exportReadyEmail(env: Env, to: string, name: string, token: string) {
  const url = new URL(EXPORT_DOWNLOAD_PATH, env.APP_URL);
  url.searchParams.set('token', token);
  const link = url.toString();
  const subject = 'Your Wellspring data is ready to download';
  const text = [
    `Hello ${name},`,
    '',
    'The copy of your data you asked for is ready. Download it here (the link works once, for 24 hours):',
    '',
    link,
    '',
    'If you did not ask for this, change your password and review your sessions in Settings.',
  ].join('\n');
  const html = layout(
    subject,
    `<p>Hello ${escapeHtml(name)},</p>
<p>The copy of your data you asked for is ready.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#166534;color:#ffffff;border-radius:6px;text-decoration:none">Download my data</a></p>
<p>Or paste this link into your browser (it works once, for 24 hours):<br>${escapeHtml(link)}</p>
<p>If you did not ask for this, change your password and review your sessions in Settings.</p>`,
  );
  return { to, subject, text, html };
}

export function buildDataExportHandler(db: Db, env: Env, mailer: MailService) {
  return handleJob(buildDataExportJob, async ({ exportId }) => {
    const found = await findExport(db, exportId);
    // Gone with its account, or downloaded or expired already: nothing to do.
    if (!found || (found.status !== 'building' && found.status !== 'ready')) return;
    const archive = found.status === 'building' ? await buildArchive(db, found.userId) : null;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + EXPORT_LINK_HOURS * 3_600_000);
    await markExportReady(db, exportId, archive, hashExportToken(token), expiresAt);
    const { user } = await exportedAccount(db, found.userId);
    if (user) await mailer.send(exportReadyEmail(env, user.email, user.name, token));
  });
}

/** The archive behind a link, once; undefined for a used, expired or unknown token. */
export function downloadExport(db: Db, token: string) {
  return takeExport(db, hashExportToken(token));
}
