import { z } from 'zod';
import { SOCIAL_NETWORK_IDS } from '@contract/site';
import { cronEveryMinutes } from './lib/cron';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An RTCIceServer of ICE_SERVERS: STUN or TURN URLs, with static credentials or none. */
const IceServerConfigSchema = z.strictObject({
  urls: z
    .union([z.string(), z.array(z.string()).min(1)])
    .transform((urls) => (Array.isArray(urls) ? urls : [urls]))
    .refine((urls) => urls.every((url) => /^(stuns?|turns?):[^\s]+$/.test(url)), {
      error: 'urls must be stun:, stuns:, turn: or turns: URLs',
    }),
  username: z.string().min(1).optional(),
  credential: z.string().min(1).optional(),
});

/** ICE_SERVERS: a JSON array of RTCIceServer (decision 047). */
const iceServers = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'must be a JSON array of RTCIceServer' });
      return z.NEVER;
    }
  })
  .pipe(z.array(IceServerConfigSchema, 'must be a JSON array of RTCIceServer'));

/**
 * SOCIAL_LINKS: a JSON object from network to the https address of Wellspring's account there,
 * e.g. {"instagram":"https://instagram.com/wellspring"}; the footer shows those, none by default.
 */
const socialLinks = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'must be a JSON object of network to URL' });
      return z.NEVER;
    }
  })
  .pipe(
    z.partialRecord(
      z.enum(SOCIAL_NETWORK_IDS),
      z.url({ protocol: /^https$/, error: 'must be https:// URLs' }),
      `must be a JSON object from ${SOCIAL_NETWORK_IDS.join(', ')} to an https:// URL`,
    ),
  );

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    APP_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    SEED: booleanFlag.optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Wellspring <no-reply@wellspring.local>'),
    SESSION_IDLE_TIMEOUT_MINUTES: z.coerce
      .number()
      .int()
      .positive()
      .default(60 * 24 * 3),
    SESSION_MAX_AGE_DAYS: z.coerce.number().int().positive().default(30),
    /**
     * The browser signs a user out after this many minutes without activity (decision 070),
     * besides the server's idle timeout; fractions are allowed (tests use seconds' worth).
     */
    IDLE_LOGOFF_MINUTES: z.coerce
      .number()
      .positive()
      .max(60 * 24 * 7)
      .default(30),
    /** The warning before that sign-out lasts this long (at most the whole idle time). */
    IDLE_LOGOFF_WARNING_SECONDS: z.coerce.number().int().positive().max(600).default(60),
    /** How long the access log keeps an entry (6 years by default; decision 051). */
    /** Healers' own routes answer 403 two_factor_required until they turn two-factor on. */
    REQUIRE_HEALER_2FA: booleanFlag.default(false),
    /** How long a deletion request waits, cancelled by a sign-in (7 days; decision 053). */
    ACCOUNT_DELETION_GRACE_HOURS: z.coerce.number().min(0).max(8760).default(168),
    ACCESS_LOG_RETENTION_DAYS: z.coerce.number().int().positive().max(36_500).default(2190),
    TRUST_PROXY: booleanFlag.default(false),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
    RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(5),
    RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    APPLE_CLIENT_ID: z.string().min(1).optional(),
    APPLE_CLIENT_SECRET: z.string().min(1).optional(),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    MAINTENANCE_INTERVAL_MINUTES: z.coerce
      .number()
      .int()
      .positive()
      .refine((minutes) => cronEveryMinutes(minutes) !== undefined, {
        error:
          'must divide an hour (e.g. 15, 30, 60) or be whole hours dividing a day (120 … 1440)',
      })
      .default(60),
    /** How long a booking request holds its time before it expires (docs/product.md, Booking requests). */
    BOOKING_REQUEST_HOLD_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(24 * 60 * 60),
    /** "No-show" is offered (and accepted) this many minutes after a session starts. */
    NO_SHOW_AFTER_MINUTES: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 60)
      .default(15),
    /**
     * An ended session nobody closed is marked completed this many hours after its end (a job
     * of the queue; decision 042). 0 completes it as soon as it ends.
     */
    AUTO_COMPLETE_AFTER_HOURS: z.coerce
      .number()
      .min(0)
      .max(24 * 30)
      .default(24),
    /** Video rooms (issue 14) open this many minutes before a session starts. */
    ROOM_OPENS_MINUTES_BEFORE: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 60)
      .default(10),
    /** STUN/TURN servers for video sessions; none by default (host candidates, one network). */
    ICE_SERVERS: iceServers.default([]),
    /** coturn's static-auth-secret: TURN entries without credentials get time-limited ones. */
    TURN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    /**
     * Minutes before a session its reminders are due, for users who chose none of their own:
     * comma-separated positive whole minutes (docs/product.md, Notifications).
     */
    REMINDER_LEAD_MINUTES: z
      .string()
      .transform((text, context) => {
        const leads = text.split(',').map((part) => part.trim());
        if (leads.some((lead) => !/^\d+$/.test(lead) || Number(lead) <= 0)) {
          context.addIssue({
            code: 'custom',
            message: 'must be comma-separated positive whole minutes, e.g. 1440,60',
          });
          return z.NEVER;
        }
        return [...new Set(leads.map(Number))].sort((a, b) => b - a);
      })
      .default([1440, 60]),
    /** An unread message is emailed about after this many quiet minutes, once per conversation. */
    MESSAGE_DIGEST_MINUTES: z.coerce.number().int().positive().max(10_080).default(15),
    /** Where the footer's Contact Us writes to (a mailto: link); unset, the contact page says so. */
    CONTACT_EMAIL: z.email('must be an email address').optional(),
    SOCIAL_LINKS: socialLinks.default({}),
    /**
     * How long a rendered public page is kept in the process for anonymous visitors (decision 075);
     * 0 renders every request. Signed-in visitors always get a fresh render.
     */
    PUBLIC_PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(10),
    /** Healer profiles per sitemap file (/sitemaps/healers-N.xml); the protocol allows 50,000. */
    SITEMAP_PAGE_SIZE: z.coerce.number().int().min(1).max(50_000).default(10_000),
    /** Mounts the benchmark's floor route (bench/); never set in normal runs. */
    BENCH_ROUTES: booleanFlag.default(false),
  })
  .transform((raw) => {
    const appUrl = new URL(raw.APP_URL ?? `http://localhost:${raw.PORT}`);
    return {
      ...raw,
      APP_URL: appUrl.origin,
      // Seeding an external PostgreSQL is an explicit act (npm run db:seed); the embedded
      // database seeds itself when empty so that `npm start` shows a living product.
      SEED: raw.SEED ?? !raw.DATABASE_URL,
    };
  });

export type Env = z.infer<typeof EnvSchema>;

/** Whether the app is reached over https (`APP_URL`): secure cookies, HSTS. */
export const servedOverHttps = (env: Pick<Env, 'APP_URL'>) => env.APP_URL.startsWith('https:');

/** Thrown when configuration is invalid; its message is one line naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Empty strings count as unset, as most shells and .env files intend. */
function withoutEmpty(source: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(withoutEmpty(source));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = issue.path.join('.') || 'environment';
    throw new ConfigError(`Invalid configuration: ${variable} ${issue.message}`);
  }
  return parsed.data;
}
