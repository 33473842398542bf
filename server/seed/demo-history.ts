/**
 * The demo's past: completed sessions between the demo patients and healers, the reviews they
 * left (so every rating on a fresh install comes from review rows), the healers' credentials
 * and verification states. Times are relative to the seeding day.
 *
 * The demo patient (Alex Morgan) has reviewed two sessions and has one completed session with
 * Sofia Reyes that is not reviewed yet, so a newcomer can write a review at once.
 */

export interface DemoReview {
  rating: number;
  text?: string;
  wouldRecommend?: boolean;
  /** The healer's public reply. */
  reply?: string;
}

export interface DemoSession {
  healer: string;
  patient: string;
  daysAgo: number;
  /** The start's hour in UTC. */
  hour: number;
  title: string;
  /**
   * The healer's session type it was booked as (by name; required for a healer who has types,
   * as booking requires one): its length and the healer's buffers are the appointment's.
   */
  sessionType?: string;
  status?: 'completed' | 'cancelled';
  review?: DemoReview;
}

const MAYA = 'maya.patel@demo.wellspring.local';
const JAMES = 'james.okafor@demo.wellspring.local';
const SOFIA = 'sofia.reyes@demo.wellspring.local';
const LI = 'li.wei@demo.wellspring.local';
const AMARA = 'amara.haddad@demo.wellspring.local';
const DANIEL = 'daniel.brooks@demo.wellspring.local';
const ALEX = 'patient@demo.wellspring.local';
const JORDAN = 'jordan.lee@demo.wellspring.local';
const PRIYA = 'priya.shah@demo.wellspring.local';
const SAM = 'sam.carter@demo.wellspring.local';
const ELENA = 'elena.rossi@demo.wellspring.local';
const MARCUS = 'marcus.chen@demo.wellspring.local';

export const demoSessions: DemoSession[] = [
  // The demo patient.
  {
    healer: MAYA,
    patient: ALEX,
    daysAgo: 41,
    hour: 17,
    title: 'Anxiety check-in',
    sessionType: 'Therapy session',
    review: {
      rating: 5,
      text: 'Dr. Patel listened carefully and gave me practical tools I used the same week. I left calmer than I arrived.',
      wouldRecommend: true,
      reply:
        'Thank you, Alex. It was a pleasure working with you; keep practising the breathing exercise.',
    },
  },
  {
    healer: JAMES,
    patient: ALEX,
    daysAgo: 26,
    hour: 9,
    title: 'Nutrition plan review',
    review: {
      rating: 4,
      text: 'Clear, realistic meal ideas. I would have liked a written summary afterwards.',
      wouldRecommend: true,
    },
  },
  {
    healer: DANIEL,
    patient: ALEX,
    daysAgo: 12,
    hour: 16,
    title: 'First consultation',
    status: 'cancelled',
  },
  { healer: SOFIA, patient: ALEX, daysAgo: 2, hour: 8, title: 'Restorative yoga for sleep' },

  // The other demo patients.
  {
    healer: MAYA,
    patient: JORDAN,
    daysAgo: 60,
    hour: 18,
    title: 'Burnout recovery',
    sessionType: 'First consultation',
    review: {
      rating: 5,
      text: 'Warm and evidence-based. Three sessions in, I finally have a routine that protects my evenings.',
      wouldRecommend: true,
    },
  },
  {
    healer: MAYA,
    patient: PRIYA,
    daysAgo: 33,
    hour: 16,
    title: 'Life transition support',
    sessionType: 'Therapy session',
    review: { rating: 5, wouldRecommend: true },
  },
  {
    healer: MAYA,
    patient: SAM,
    daysAgo: 18,
    hour: 17,
    title: 'Mindfulness-based CBT',
    sessionType: 'Check-in call',
    review: {
      rating: 4,
      text: 'Helpful session, though the video connection dropped twice on my side.',
      wouldRecommend: true,
    },
  },
  {
    healer: JAMES,
    patient: PRIYA,
    daysAgo: 50,
    hour: 10,
    title: 'Gut health consultation',
    review: {
      rating: 5,
      text: 'James explained the why behind every suggestion. My symptoms improved within a month.',
      wouldRecommend: true,
      reply: 'So glad to hear it, Priya. See you at the follow-up!',
    },
  },
  {
    healer: JAMES,
    patient: ELENA,
    daysAgo: 21,
    hour: 11,
    title: 'Family meal planning',
    review: {
      rating: 5,
      text: 'Practical and kind. The shopping list alone was worth it.',
      wouldRecommend: true,
    },
  },
  {
    healer: JAMES,
    patient: MARCUS,
    daysAgo: 9,
    hour: 9,
    title: 'Sports nutrition',
    review: { rating: 4, wouldRecommend: true },
  },
  {
    healer: SOFIA,
    patient: JORDAN,
    daysAgo: 45,
    hour: 7,
    title: 'Yoga for back pain',
    review: {
      rating: 5,
      text: 'Gentle and precise. My lower back has not felt this good in years.',
      wouldRecommend: true,
    },
  },
  {
    healer: SOFIA,
    patient: ELENA,
    daysAgo: 30,
    hour: 8,
    title: 'Breathwork basics',
    review: {
      rating: 4,
      text: 'Lovely session; a little fast-paced for a complete beginner.',
      wouldRecommend: true,
    },
  },
  {
    healer: SOFIA,
    patient: SAM,
    daysAgo: 14,
    hour: 7,
    title: 'Restorative yoga',
    review: { rating: 5, wouldRecommend: true },
  },
  {
    healer: LI,
    patient: MARCUS,
    daysAgo: 55,
    hour: 11,
    title: 'Meditation for focus',
    review: {
      rating: 5,
      text: 'Li Wei is a patient teacher. The short daily practice fits into my workday.',
      wouldRecommend: true,
    },
  },
  {
    healer: LI,
    patient: PRIYA,
    daysAgo: 28,
    hour: 12,
    title: 'Stress reduction',
    review: { rating: 4, text: 'Calming and well structured.', wouldRecommend: true },
  },
  {
    healer: LI,
    patient: JORDAN,
    daysAgo: 7,
    hour: 12,
    title: 'Compassion meditation',
    review: {
      rating: 2,
      text: 'Good content, but the session started ten minutes late.',
      wouldRecommend: false,
      reply: 'I am sorry about the late start, Jordan; it will not happen again.',
    },
  },
  {
    healer: AMARA,
    patient: ELENA,
    daysAgo: 38,
    hour: 16,
    title: 'Sound bath',
    review: {
      rating: 4,
      text: 'Deeply relaxing. I slept through the night afterwards.',
      wouldRecommend: true,
    },
  },
  {
    healer: AMARA,
    patient: SAM,
    daysAgo: 23,
    hour: 15,
    title: 'Singing bowl session',
    review: { rating: 4, wouldRecommend: true },
  },
  {
    healer: DANIEL,
    patient: MARCUS,
    daysAgo: 47,
    hour: 14,
    title: 'Grief counseling',
    review: {
      rating: 5,
      text: 'Compassionate and steady. Dr. Brooks helped me through the hardest month of my life.',
      wouldRecommend: true,
    },
  },
  {
    healer: DANIEL,
    patient: JORDAN,
    daysAgo: 31,
    hour: 15,
    title: 'Couples therapy intake',
    review: { rating: 4, text: 'Thoughtful questions; we are coming back.', wouldRecommend: true },
  },
  {
    healer: DANIEL,
    patient: ELENA,
    daysAgo: 16,
    hour: 13,
    title: 'Talk therapy',
    review: { rating: 4, wouldRecommend: true },
  },
];

/**
 * Each demo healer's rating as the seeded reviews make it (the database computes the same from
 * the rows): for tests and docs that name the demo's figures. The six averages differ, so the
 * "best rated" order has one answer.
 */
export function demoRatings(): Map<string, { average: number; count: number }> {
  const ratings = new Map<string, { average: number; count: number }>();
  for (const { healer, review } of demoSessions) {
    if (!review) continue;
    const { average, count } = ratings.get(healer) ?? { average: 0, count: 0 };
    ratings.set(healer, {
      average: (average * count + review.rating) / (count + 1),
      count: count + 1,
    });
  }
  return ratings;
}

export interface DemoCredential {
  kind: 'licence' | 'certificate';
  issuer: string;
  number: string;
  /** Days from the seeding day; null when it does not expire. */
  expiresInDays: number | null;
}

export interface DemoVerification {
  healer: string;
  status: 'verified' | 'pending';
  credentials: DemoCredential[];
}

/** Four healers verified, one waiting in the admins' queue; Amara Haddad has not applied. */
export const demoVerifications: DemoVerification[] = [
  {
    healer: MAYA,
    status: 'verified',
    credentials: [
      {
        kind: 'licence',
        issuer: 'California Board of Behavioral Sciences',
        number: 'LMFT 118204',
        expiresInDays: 540,
      },
    ],
  },
  {
    healer: JAMES,
    status: 'verified',
    credentials: [
      {
        kind: 'licence',
        issuer: 'Health and Care Professions Council',
        number: 'DT 041987',
        expiresInDays: 400,
      },
    ],
  },
  {
    healer: LI,
    status: 'verified',
    credentials: [
      {
        kind: 'certificate',
        issuer: 'International Mindfulness Teachers Association',
        number: 'IMTA-2291',
        expiresInDays: null,
      },
    ],
  },
  {
    healer: DANIEL,
    status: 'verified',
    credentials: [
      {
        kind: 'licence',
        issuer: 'New York State Education Department',
        number: 'PSY 021337',
        expiresInDays: 700,
      },
    ],
  },
  {
    healer: SOFIA,
    status: 'pending',
    credentials: [
      {
        kind: 'certificate',
        issuer: 'Yoga Alliance',
        number: 'E-RYT 500 #308112',
        expiresInDays: 300,
      },
    ],
  },
];

/**
 * A small, valid one-page PDF saying what the demo document is (offsets in the cross-reference
 * table computed, so viewers open it without repair).
 */
export function demoCredentialPdf(title: string): Buffer {
  const text = title.replace(/[\\()]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj 0 -28 Td /F1 12 Tf (Demo document of the Wellspring seed data) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
