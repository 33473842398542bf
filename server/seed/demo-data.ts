/**
 * The demo content a fresh install shows: six healers (the spec's sample fees $105-$165), the
 * demo patient and the other patients whose past sessions and reviews are in demo-history.ts.
 * Every account can log in with DEMO_PASSWORD. Ratings are not written here: they come from the
 * review rows (the database keeps them).
 */
export const DEMO_PASSWORD = 'wellspring-demo';

export interface DemoWindow {
  dayOfWeek: number;
  start: string;
  end: string;
}

export interface DemoHealer {
  email: string;
  name: string;
  /** How the healer names their profession, shown under the name. */
  professionalTitle: string;
  bio: string;
  location: string;
  timezone: string;
  languages: string[];
  experienceYears: number;
  consultationFee: number;
  consultationModes: Array<'video' | 'chat' | 'in_person'>;
  specialties: string[];
  certifications: string[];
  categories: string[];
  availability: DemoWindow[];
  /** Session types (a healer without them offers the default session). */
  sessionTypes?: DemoSessionType[];
  /** Booking rules other than the defaults. */
  bookingRules?: {
    minNoticeHours?: number;
    bufferAfterMinutes?: number;
    cancellationWindowHours?: number;
    cancellationPolicy?: string;
    slotStepMinutes?: number;
  };
}

export interface DemoSessionType {
  name: string;
  description: string;
  durationMinutes: number;
  price: number;
  modes: Array<'video' | 'chat' | 'in_person'>;
  requiresConfirmation?: boolean;
}

const weekdays = (start: string, end: string, days = [1, 2, 3, 4, 5]): DemoWindow[] =>
  days.map((dayOfWeek) => ({ dayOfWeek, start, end }));

export const demoHealers: DemoHealer[] = [
  {
    email: 'maya.patel@demo.wellspring.local',
    name: 'Dr. Maya Patel',
    professionalTitle: 'Licensed Marriage and Family Therapist',
    bio: 'Licensed therapist helping adults through anxiety, burnout and life transitions with a warm, evidence-based approach that blends CBT and mindfulness.',
    location: 'San Francisco, CA',
    timezone: 'America/Los_Angeles',
    languages: ['English', 'Hindi'],
    experienceYears: 12,
    consultationFee: 150,
    consultationModes: ['video', 'in_person'],
    specialties: ['Therapist', 'Anxiety', 'Mindfulness-based CBT'],
    certifications: ['Licensed Marriage and Family Therapist (LMFT)', 'MBSR Teacher'],
    categories: ['mental', 'medical'],
    availability: [...weekdays('09:00', '12:00'), ...weekdays('14:00', '17:00', [2, 4])],
    sessionTypes: [
      {
        name: 'First consultation',
        description: 'We get to know each other and agree on what you would like to work on.',
        durationMinutes: 60,
        price: 150,
        modes: ['video', 'in_person'],
        requiresConfirmation: true,
      },
      {
        name: 'Therapy session',
        description: 'A regular session for ongoing clients.',
        durationMinutes: 45,
        price: 130,
        modes: ['video', 'in_person'],
      },
      {
        name: 'Check-in call',
        description: 'A short call between sessions.',
        durationMinutes: 30,
        price: 60,
        modes: ['video'],
      },
    ],
    bookingRules: {
      minNoticeHours: 12,
      bufferAfterMinutes: 15,
      cancellationWindowHours: 48,
      cancellationPolicy: 'Sessions cancelled less than 48 hours ahead are charged in full.',
      slotStepMinutes: 15,
    },
  },
  {
    email: 'james.okafor@demo.wellspring.local',
    name: 'James Okafor',
    professionalTitle: 'Registered Dietitian',
    bio: 'Registered dietitian focused on sustainable eating habits, gut health and nutrition plans that fit real family life.',
    location: 'London, UK',
    timezone: 'Europe/London',
    languages: ['English', 'French'],
    experienceYears: 8,
    consultationFee: 130,
    consultationModes: ['video', 'chat', 'in_person'],
    specialties: ['Dietitian', 'Gut Health', 'Meal Planning'],
    certifications: ['Registered Dietitian (HCPC)', 'MSc Clinical Nutrition'],
    categories: ['nutrition', 'holistic'],
    availability: weekdays('08:00', '13:00', [1, 3, 5]),
  },
  {
    email: 'sofia.reyes@demo.wellspring.local',
    name: 'Sofia Reyes',
    professionalTitle: 'Yoga Instructor and Movement Therapist',
    bio: 'Yoga instructor and movement therapist guiding gentle, trauma-informed practice for stress, back pain and better sleep.',
    location: 'Barcelona, Spain',
    timezone: 'Europe/Madrid',
    languages: ['Spanish', 'English'],
    experienceYears: 6,
    consultationFee: 105,
    consultationModes: ['video', 'in_person'],
    specialties: ['Yoga Instructor', 'Restorative Yoga', 'Breathwork'],
    certifications: ['E-RYT 500', 'Trauma-Informed Yoga Certificate'],
    categories: ['body', 'holistic'],
    availability: [...weekdays('07:00', '10:00'), { dayOfWeek: 6, start: '09:00', end: '12:00' }],
  },
  {
    email: 'li.wei@demo.wellspring.local',
    name: 'Li Wei',
    professionalTitle: 'Certified Mindfulness Teacher',
    bio: 'Meditation guide teaching practical mindfulness for focus, emotional balance and compassion, for beginners and seasoned meditators alike.',
    location: 'Remote',
    timezone: 'Asia/Shanghai',
    languages: ['Mandarin', 'English'],
    experienceYears: 10,
    consultationFee: 120,
    consultationModes: ['video', 'chat'],
    specialties: ['Meditation Guide', 'Mindfulness', 'Stress Reduction'],
    certifications: ['Certified Mindfulness Teacher (IMTA)'],
    categories: ['spiritual', 'mental'],
    availability: weekdays('18:00', '21:00', [0, 1, 2, 3, 4]),
  },
  {
    email: 'amara.haddad@demo.wellspring.local',
    name: 'Amara Haddad',
    professionalTitle: 'Certified Sound Practitioner',
    bio: 'Sound healer using singing bowls, gongs and guided relaxation to calm the nervous system and restore deep rest.',
    location: 'Austin, TX',
    timezone: 'America/Chicago',
    languages: ['English', 'Arabic'],
    experienceYears: 4,
    consultationFee: 110,
    consultationModes: ['in_person', 'video'],
    specialties: ['Sound Healing', 'Reiki', 'Life Coach', 'Relaxation'],
    certifications: ['Certified Sound Practitioner', 'Reiki Level II'],
    categories: ['spiritual', 'holistic'],
    availability: weekdays('10:00', '16:00', [3, 4, 5, 6]),
  },
  {
    email: 'daniel.brooks@demo.wellspring.local',
    name: 'Dr. Daniel Brooks',
    professionalTitle: 'Licensed Clinical Psychologist',
    bio: 'Psychologist specialising in depression, grief and relationship difficulties, offering compassionate talk therapy grounded in research.',
    location: 'New York, NY',
    timezone: 'America/New_York',
    languages: ['English', 'Spanish'],
    experienceYears: 15,
    consultationFee: 165,
    consultationModes: ['video', 'chat', 'in_person'],
    specialties: ['Psychologist', 'Grief Counseling', 'Couples Therapy'],
    certifications: ['PhD Clinical Psychology', 'Licensed Psychologist (NY)'],
    categories: ['mental', 'medical'],
    availability: weekdays('12:00', '18:00'),
  },
];

export const demoPatient = {
  email: 'patient@demo.wellspring.local',
  name: 'Alex Morgan',
  location: 'Chicago, IL',
  timezone: 'America/Chicago',
  languages: ['English'],
};

/** Other patients: the authors of most demo reviews. */
export const demoReviewers = [
  { email: 'jordan.lee@demo.wellspring.local', name: 'Jordan Lee', timezone: 'America/New_York' },
  { email: 'priya.shah@demo.wellspring.local', name: 'Priya Shah', timezone: 'Europe/London' },
  { email: 'sam.carter@demo.wellspring.local', name: 'Sam Carter', timezone: 'America/Denver' },
  { email: 'elena.rossi@demo.wellspring.local', name: 'Elena Rossi', timezone: 'Europe/Rome' },
  { email: 'marcus.chen@demo.wellspring.local', name: 'Marcus Chen', timezone: 'Asia/Singapore' },
];
