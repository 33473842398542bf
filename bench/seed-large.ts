import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';

export interface LargeDataSet {
  healers: number;
  patients: number;
  appointments: number;
  chats: number;
  messagesPerChat: number;
  /** The patient (bench-p-1) who holds this many of the chats, for the conversation-list benchmark. */
  busyUserChats: number;
  /** Real review rows of bench-h-1 (each of its own completed session), for the profile's reviews. */
  busyHealerReviews: number;
  /** Every this-many-th healer is verified (healer_verifications rows; the trigger sets the flag). */
  verifiedEvery: number;
  /**
   * Wellness plans (issue 15), one per appointment pair from the first appointments (plan 0 is
   * bench-p-1's with bench-h-1), five practices each, every practice ticked off on this many days,
   * and twelve weeks of check-ins for each plan's patient.
   */
  plans: number;
  completionsPerPractice: number;
}

export const FULL: LargeDataSet = {
  healers: 10_000,
  patients: 50_000,
  appointments: 200_000,
  chats: 20_000,
  messagesPerChat: 25,
  busyUserChats: 200,
  busyHealerReviews: 1_000,
  verifiedEvery: 4,
  plans: 20_000,
  completionsPerPractice: 2,
};

export const SMOKE: LargeDataSet = {
  healers: 200,
  patients: 400,
  appointments: 1_000,
  chats: 300,
  messagesPerChat: 5,
  busyUserChats: 50,
  busyHealerReviews: 100,
  verifiedEvery: 4,
  plans: 200,
  completionsPerPractice: 2,
};

const SPECIALTIES = [
  'Therapist',
  'Psychologist',
  'Psychiatrist',
  'Life Coach',
  'Dietitian',
  'Yoga Instructor',
  'Meditation Guide',
  'Sound Healing',
  'Reiki',
  'Breathwork',
];
const LANGUAGES = ['English', 'Spanish', 'French', 'Mandarin', 'Hindi', 'Arabic'];
const CATEGORIES = ['medical', 'mental', 'holistic', 'body', 'nutrition', 'spiritual'];
const CITIES = [
  'Remote',
  'London, UK',
  'New York, NY',
  'Berlin, Germany',
  'Mumbai, India',
  'Austin, TX',
  'Sydney, Australia',
  'Toronto, Canada',
];
const ZONES = [
  'Europe/London',
  'America/New_York',
  'Europe/Berlin',
  'Asia/Kolkata',
  'America/Chicago',
  'Australia/Sydney',
  'America/Toronto',
  'UTC',
];
const FIRST = [
  'Ava',
  'Noah',
  'Mia',
  'Liam',
  'Zara',
  'Ethan',
  'Priya',
  'Omar',
  'Lena',
  'Kai',
  'Sofia',
  'Mateo',
  'Aisha',
  'Jonas',
  'Mei',
  'Ravi',
];
const LAST = [
  'Patel',
  'Garcia',
  'Nguyen',
  'Smith',
  'Müller',
  'Rossi',
  'Okafor',
  'Kim',
  'Haddad',
  'Silva',
  'Cohen',
  'Brooks',
  'Singh',
  'Dubois',
];

const textArray = (values: string[]) =>
  sql.raw(`(array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]::text[])`);

/**
 * Fills an empty, migrated database with a realistic data set in a few bulk statements.
 * Deterministic: every value derives from row numbers (hash-like arithmetic), not from random().
 * Ids are predictable: healers bench-h-N, patients bench-p-N (N from 1).
 */
export async function seedLargeDataSet(db: Db, size: LargeDataSet): Promise<void> {
  await db.execute(sql`
    insert into users (id, name, email, email_verified, role)
    select 'bench-h-' || n,
           ${textArray(FIRST)}[1 + (n * 7) % ${FIRST.length}] || ' ' || ${textArray(LAST)}[1 + (n * 13) % ${LAST.length}],
           'healer' || n || '@bench.wellspring.local', true, 'healer'
      from generate_series(1, ${size.healers}) as n`);
  await db.execute(sql`
    insert into users (id, name, email, email_verified, role)
    select 'bench-p-' || n,
           ${textArray(FIRST)}[1 + (n * 11) % ${FIRST.length}] || ' ' || ${textArray(LAST)}[1 + (n * 3) % ${LAST.length}],
           'patient' || n || '@bench.wellspring.local', true, 'patient'
      from generate_series(1, ${size.patients}) as n`);

  // The users trigger created bare profiles; fill in the healers' details.
  await db.execute(sql`
    update profiles p set
      bio = 'Experienced ' || lower(${textArray(SPECIALTIES)}[1 + (n * 3) % ${SPECIALTIES.length}])
            || ' helping clients with stress, sleep, anxiety and healthy habits through compassionate, practical sessions.',
      location = ${textArray(CITIES)}[1 + (n * 5) % ${CITIES.length}],
      timezone = ${textArray(ZONES)}[1 + (n * 5) % ${ZONES.length}],
      languages = array_remove(array[${textArray(LANGUAGES)}[1 + n % ${LANGUAGES.length}],
                                     case when n % 3 = 0 then ${textArray(LANGUAGES)}[1 + (n / 3) % ${LANGUAGES.length}] end], null),
      experience_years = (n * 7) % 31,
      consultation_fee = 40 + ((n * 37) % 53) * 5,
      consultation_modes = case n % 4 when 0 then array['video','chat','in_person'] when 1 then array['video']
                                       when 2 then array['video','in_person'] else array['chat','video'] end,
      specialties = array[${textArray(SPECIALTIES)}[1 + (n * 3) % ${SPECIALTIES.length}],
                          ${textArray(SPECIALTIES)}[1 + (n * 3 + 4) % ${SPECIALTIES.length}]],
      certifications = array['Certified practitioner #' || n],
      categories = array[${textArray(CATEGORIES)}[1 + n % ${CATEGORIES.length}], ${textArray(CATEGORIES)}[1 + (n + 2) % ${CATEGORIES.length}]],
      -- Figures without review rows (10,000 healers' worth would be millions of rows); the sum
      -- fits count and average, as profiles_rating_sum_range requires. bench-h-1's come from
      -- real rows below.
      rating_average = round(((3.0 + ((n * 17) % 21) / 10.0))::numeric, 1),
      reviews_count = (n * 29) % 400,
      rating_sum = round(round(((3.0 + ((n * 17) % 21) / 10.0))::numeric, 1) * ((n * 29) % 400))
    from generate_series(2, ${size.healers}) as n
    where p.user_id = 'bench-h-' || n`);

  // A share of the healers verified, as an admin's approvals leave them.
  await db.execute(sql`
    insert into healer_verifications (healer_id, status, submitted_at, decided_at, note)
    select 'bench-h-' || n, 'verified', now() - interval '30 days', now() - interval '29 days', 'Bench'
      from generate_series(1, ${size.healers}) as n
     where n % ${size.verifiedEvery} = 1`);

  // Weekday windows 09:00-12:00 and 13:00-17:00 in each healer's own zone.
  await db.execute(sql`
    insert into healer_availability (healer_id, day_of_week, start_time, end_time, is_active)
    select 'bench-h-' || n, d, w.start_time, w.end_time, true
      from generate_series(1, ${size.healers}) as n
      cross join generate_series(1, 5) as d
      cross join (values (time '09:00', time '12:00'), (time '13:00', time '17:00')) as w(start_time, end_time)`);

  // Booking rules on every second healer (buffers, a 30-minute step on every sixth, a daily
  // maximum on every tenth) and date overrides on every third (a day off and a day of special
  // hours in the coming three weeks), so slot lists meet every rule the slot engine applies.
  // The last 20 healers keep the defaults: the contention benchmarks book and move with them.
  await db.execute(sql`
    insert into booking_settings (healer_id, buffer_before_minutes, buffer_after_minutes, slot_step_minutes, daily_max_sessions)
    select 'bench-h-' || n, case when n % 4 = 0 then 10 else 0 end, 15,
           case when n % 6 = 0 then 30 end, case when n % 10 = 0 then 6 end
      from generate_series(2, ${size.healers - 20}, 2) as n`);
  await db.execute(sql`
    insert into availability_overrides (healer_id, date_from, date_to, available, windows)
    select 'bench-h-' || n, current_date + o.first, current_date + o.last, o.available, o.windows
      from generate_series(3, ${size.healers - 20}, 3) as n,
           lateral (values (1 + n % 20, 1 + n % 20, false, '[]'::jsonb),
                           (3 + n % 20, 4 + n % 20, true,
                            '[{"start_time":"10:00","end_time":"14:00"},{"start_time":"18:00","end_time":"20:00"}]'::jsonb))
             as o(first, last, available, windows)`);

  // Appointment i: healer i mod H, round i div H; rounds 10 days apart keep each healer's and
  // each patient's sessions from overlapping (the exclusion constraints hold).
  await db.execute(sql`
    insert into appointments (title, details, patient_id, healer_id, scheduled_at, ends_at, duration_minutes, mode, status, meeting_link)
    select 'Consultation', 'Bench session ' || i,
           'bench-p-' || (1 + (i * 7919) % ${size.patients}),
           'bench-h-' || (1 + i % ${size.healers}),
           t, t + interval '60 minutes', 60, 'video',
           case when t < now() then (case when i % 9 = 0 then 'cancelled' else 'completed' end) else 'scheduled' end,
           case when i % 2 = 0 then 'https://meet.example.org/' || i end
      from generate_series(0, ${size.appointments - 1}) as i,
           lateral (select date_trunc('hour', now()) - interval '100 days'
                           + (i / ${size.healers}) * interval '10 days'
                           + ((i % ${size.healers}) % 200) * interval '1 hour' as t) as slot`);

  // bench-h-1: completed sessions three hours apart before the other appointments, each
  // reviewed a day later by a different patient (the trigger keeps the figures).
  await db.execute(sql`
    insert into appointments (title, patient_id, healer_id, scheduled_at, ends_at, duration_minutes, mode, status)
    select 'Reviewed session', 'bench-p-' || (1 + (k * 13) % ${size.patients}), 'bench-h-1',
           t, t + interval '60 minutes', 60, 'video', 'completed'
      from generate_series(1, ${size.busyHealerReviews}) as k,
           lateral (select date_trunc('hour', now()) - interval '120 days' - k * interval '3 hours' as t) as slot`);
  await db.execute(sql`
    insert into reviews (appointment_id, patient_id, healer_id, rating, body, would_recommend, created_at, updated_at)
    select a.id, a.patient_id, a.healer_id, 1 + (k * 7) % 5,
           case when k % 3 <> 0 then 'Session ' || k || ': calm, practical and kind; I left with exercises for the week.' end,
           case when k % 4 <> 0 then k % 5 <> 0 end,
           date_trunc('milliseconds', a.scheduled_at + interval '1 day'),
           date_trunc('milliseconds', a.scheduled_at + interval '1 day')
      from (select id, patient_id, healer_id, scheduled_at,
                   row_number() over (order by scheduled_at) as k
              from appointments where healer_id = 'bench-h-1' and title = 'Reviewed session') as a`);

  // Chats: the busy patient bench-p-1 talks to the first healers; the rest pair patient c with healer c.
  await db.execute(sql`
    insert into chats (user_low, user_high, created_at)
    select least(pa, he), greatest(pa, he), now() - interval '30 days' - (c || ' minutes')::interval
      from generate_series(1, ${size.chats}) as c,
           lateral (select case when c <= ${size.busyUserChats} then 'bench-p-1' else 'bench-p-' || (1 + c % ${size.patients}) end as pa,
                           'bench-h-' || (1 + c % ${size.healers}) as he) as pair
    on conflict do nothing`);
  await db.execute(sql`
    insert into messages (chat_id, sender_id, content, created_at)
    select ch.id, case when m % 2 = 0 then ch.user_low else ch.user_high end,
           'Message ' || m || ': thank you for the session, see you next week!',
           ch.created_at + (m || ' hours')::interval
      from chats ch cross join generate_series(1, ${size.messagesPerChat}) as m`);
  await db.execute(sql`
    update chats ch set last_message_at = last.created_at, last_message_content = last.content,
           last_message_sender_id = last.sender_id,
           user_low_unread = (${size.messagesPerChat} + 1) / 2, user_high_unread = ${size.messagesPerChat} / 2
      from (select distinct on (chat_id) chat_id, created_at, content, sender_id
              from messages order by chat_id, created_at desc, id desc) as last
     where last.chat_id = ch.id`);
  await seedCare(db, size);
  // VACUUM, not only ANALYZE: the profile UPDATE above left a dead tuple per healer, which
  // doubled the heap rows every directory count(*) visits until autovacuum came round.
  await db.execute(sql`vacuum analyze`);
}

const PRACTICES = [
  ['Breathing exercise 10 minutes', 'daily', null, null, '21:30'],
  ['Walk 30 minutes', 'weekdays', null, '{1,3,5}', null],
  ['Yoga', 'weekly', 3, null, null],
  ['Journal', 'daily', null, null, '08:00'],
  ['Herbal tea before bed', 'daily', null, null, null],
] as const;

/**
 * Issue 15: plan i belongs to appointment i's pair (so the healer has a session with the
 * patient), with a version, five practices, completions on the last days and the patient's
 * check-ins of the last twelve weeks; the completed sessions among them carry notes.
 */
async function seedCare(db: Db, size: LargeDataSet) {
  await db.execute(sql`
    insert into wellness_plans (healer_id, patient_id, title, summary, status, goals, recommendations, resources, created_at, updated_at)
    select a.healer_id, a.patient_id, 'Plan ' || a.i || ': better sleep and calmer days',
           'Wind down earlier, move every day and note how you feel.',
           case when a.i % 10 = 9 then 'draft' else 'active' end,
           '[{"title":"Sleep by 23:00","target":"5 nights a week","due_date":null}]'::jsonb,
           '[{"kind":"supplement","name":"Magnesium","dose":"200 mg","schedule":"Evening","notes":null}]'::jsonb,
           '[{"title":"Sleep hygiene","url":"https://example.org/sleep"}]'::jsonb,
           now() - interval '40 days', now() - interval '40 days'
      from (select i, 'bench-p-' || (1 + (i * 7919) % ${size.patients}) as patient_id,
                   'bench-h-' || (1 + i % ${size.healers}) as healer_id
              from generate_series(0, ${size.plans - 1}) as i) as a`);
  await db.execute(sql`
    insert into plan_versions (plan_id, version, snapshot, created_at)
    select id, 1, jsonb_build_object('title', title, 'summary', summary, 'status', status,
                                     'goals', goals, 'recommendations', recommendations,
                                     'resources', resources, 'practices', '[]'::jsonb), created_at
      from wellness_plans`);
  const practices = sql.raw(
    `(values ${PRACTICES.map(
      ([title, frequency, times, weekdays, time], position) =>
        `(${position}, '${title}', '${frequency}', ${times ?? 'null'}::int, ${weekdays ? `'${weekdays}'` : 'null'}::int[], ${time ? `'${time}'` : 'null'}::text)`,
    ).join(', ')}) as p(position, title, frequency, times_per_week, weekdays, time_of_day)`,
  );
  await db.execute(sql`
    insert into plan_practices (plan_id, position, title, frequency, times_per_week, weekdays, time_of_day, created_at)
    select w.id, p.position, p.title, p.frequency, p.times_per_week, p.weekdays, p.time_of_day, w.created_at
      from wellness_plans w cross join ${practices}`);
  // Practice k is ticked off on days spread over the last two weeks.
  await db.execute(sql`
    insert into plan_practice_completions (practice_id, date)
    select pr.id, current_date - ((pr.k * 3 + d * 5) % 14)::int
      from (select id, row_number() over (order by id) as k from plan_practices) as pr
      cross join generate_series(0, ${size.completionsPerPractice - 1}) as d
    on conflict do nothing`);
  await db.execute(sql`
    insert into check_ins (patient_id, week_start, mood, energy, sleep, note)
    select distinct on (w.patient_id, week) w.patient_id,
           date_trunc('week', current_date)::date - week * 7,
           1 + (week + length(w.patient_id)) % 5, 1 + week % 5, 1 + (week * 3) % 5,
           case when week % 3 = 0 then 'Slept better this week.' end
      from wellness_plans w cross join generate_series(0, 11) as week
    on conflict do nothing`);
  await db.execute(sql`
    insert into appointment_notes (appointment_id, patient_id, healer_id, private_note, shared_summary)
    select a.id, a.patient_id, a.healer_id, 'Watch the sleep pattern.', 'We practised box breathing.'
      from appointments a
     where a.status = 'completed'
       and exists (select 1 from wellness_plans w
                    where w.patient_id = a.patient_id and w.healer_id = a.healer_id)`);
}
