import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    usrName: text('usr_name').notNull(),
    /** How a healer names their profession ("Licensed Marriage and Family Therapist"). */
    professionalTitle: text('professional_title'),
    /** Always the user's role (users.role): the (user_id, role) foreign key below keeps it so. */
    role: text('role', { enum: ['healer', 'patient', 'admin'] }).notNull(),
    profilePictureUrl: text('profile_picture_url'),
    bio: text('bio'),
    location: text('location'),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    experienceYears: integer('experience_years'),
    consultationFee: numeric('consultation_fee', { precision: 10, scale: 2, mode: 'number' }),
    consultationModes: text('consultation_modes', { enum: ['video', 'chat', 'in_person'] })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    specialties: text('specialties')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    certifications: text('certifications')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    gender: text('gender', { enum: ['male', 'female', 'non-binary', 'prefer-not-to-say'] }),
    timezone: text('timezone').notNull().default('UTC'),
    // Kept equal to the healer's visible reviews by a trigger on reviews (decision 033); the
    // check that the sum fits the count is in migration 0014 (after its backfill).
    ratingAverage: doublePrecision('rating_average').notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** `healer_verifications.status = 'verified'`, kept so by a trigger (decision 034). */
    verified: boolean('verified').notNull().default(false),
    /**
     * A healer patients can find and book: name, a specialty, a fee, a session mode and an
     * active weekly window. Kept by triggers on profiles and healer_availability (decision 043).
     */
    bookable: boolean('bookable').notNull().default(false),
    /**
     * The rating sort's key: the average with three imagined 4-star reviews added, so a new
     * healer ranks as a typical one instead of last, and a single review moves a rank less
     * than many do (decision 043).
     */
    ratingRank: doublePrecision('rating_rank')
      .notNull()
      .generatedAlwaysAs(sql`(rating_sum + 12)::double precision / (reviews_count + 3)`),
    /**
     * The first free start of the healer's first bookable session type, as the booking page
     * offers it (null: none within the horizon, or not bookable). Kept by the
     * `refresh-next-available` job, which triggers enqueue on every change that moves it, and
     * rolled forward by the clock from `next_available_due_at` (decision 065).
     */
    nextAvailableAt: timestamp('next_available_at', { withTimezone: true }),
    /** When the clock alone makes `next_available_at` wrong (null: never, until a change). */
    nextAvailableDueAt: timestamp('next_available_due_at', { withTimezone: true }),
    /** Set by an admin: no sign-in, no sessions, not listed or bookable (decision 036). */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * The account asked to be deleted: when its data goes unless a sign-in cancels first
     * (decision 053). A healer leaves the directory at once (not bookable, not listed).
     */
    deletionDueAt: timestamp('deletion_due_at', { withTimezone: true }),
    /** Its personal data was erased; the row stays, as "Deleted user", for the counterparts. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'profiles_user_role_fk',
      columns: [table.userId, table.role],
      foreignColumns: [users.id, users.role],
    })
      .onUpdate('cascade')
      .onDelete('cascade'),
    index('profiles_role_idx').on(table.role),
    // "Soonest available" and "Available this week" (decision 065).
    index('profiles_next_available_idx')
      .on(table.nextAvailableAt.asc().nullsLast(), table.userId.asc())
      .where(sql`${table.role} = 'healer' and ${table.bookable}`),
    // The clock's sweep: healers whose next free time has gone stale.
    index('profiles_next_available_due_idx')
      .on(table.nextAvailableDueAt)
      .where(sql`${table.nextAvailableDueAt} is not null`),
    check('profiles_role_check', sql`${table.role} in ('healer', 'patient', 'admin')`),
    check('profiles_usr_name_length', sql`char_length(${table.usrName}) between 1 and 100`),
    check('profiles_bio_length', sql`char_length(${table.bio}) <= 2000`),
    check('profiles_location_length', sql`char_length(${table.location}) <= 120`),
    check(
      'profiles_professional_title_length',
      sql`char_length(${table.professionalTitle}) between 1 and 100`,
    ),
    check('profiles_experience_years_range', sql`${table.experienceYears} between 0 and 80`),
    check('profiles_consultation_fee_range', sql`${table.consultationFee} between 0 and 100000`),
    check(
      'profiles_consultation_modes_values',
      sql`${table.consultationModes} <@ array['video', 'chat', 'in_person']::text[]`,
    ),
    check(
      'profiles_categories_values',
      sql`${table.categories} <@ array['medical', 'mental', 'holistic', 'body', 'nutrition', 'spiritual']::text[]`,
    ),
    check(
      'profiles_gender_values',
      sql`${table.gender} in ('male', 'female', 'non-binary', 'prefer-not-to-say')`,
    ),
    check('profiles_rating_range', sql`${table.ratingAverage} between 0 and 5`),
    check('profiles_reviews_count_range', sql`${table.reviewsCount} >= 0`),
    check(
      'profiles_suspension_complete',
      sql`(${table.suspendedAt} is null) = (${table.suspensionReason} is null)`,
    ),
    check(
      'profiles_suspension_reason_length',
      sql`char_length(${table.suspensionReason}) between 1 and 1000`,
    ),
  ],
);
