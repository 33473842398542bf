/**
 * The services catalogue (docs/product.md, Data): what each service is, in words. Who offers it,
 * its price ("from $X") and its lengths come from the practitioners' data (GET /api/services,
 * decision 061), the same on every page. Shared by the service pages, the home page and the
 * booking page (which pre-fills its title from `?service=<id>`).
 */
export const SERVICE_CATEGORIES = [
  { id: 'therapy', label: 'Therapy' },
  { id: 'energy', label: 'Energy' },
  { id: 'nutrition', label: 'Nutrition' },
  { id: 'mindfulness', label: 'Mindfulness' },
  { id: 'yoga', label: 'Yoga' },
  { id: 'sound', label: 'Sound' },
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number]['id'];

export interface Service {
  id: string;
  /** The canonical readable address: /services/<slug>. */
  slug: string;
  title: string;
  description: string;
  longDescription: string;
  /** No photography ships with the product: null, and the client draws a category illustration. */
  imageUrl: string | null;
  category: ServiceCategory;
  benefits: string[];
  targetAudience: string;
}

export const SERVICES: readonly Service[] = [
  {
    id: '1',
    slug: 'holistic-therapy',
    title: 'Holistic Therapy',
    description:
      'Talk therapy that treats mind, body and life circumstances together, with a licensed therapist.',
    longDescription:
      'Holistic therapy looks at the whole person. Alongside evidence-based talk therapy such as CBT and ACT, your therapist considers sleep, stress, relationships, movement and meaning, and helps you build practical habits between sessions. Sessions are confidential and paced to you, whether you are working through anxiety, burnout, grief or a life transition.',
    imageUrl: null,
    category: 'therapy',
    benefits: [
      'Reduce anxiety and low mood with proven techniques',
      'Understand the patterns behind stress and burnout',
      'Build coping skills you can use every day',
      'A consistent, confidential space to be heard',
    ],
    targetAudience:
      'Adults facing anxiety, stress, burnout, grief or life transitions. Also suitable for anyone who wants to understand themselves better and build lasting emotional resilience.',
  },
  {
    id: '2',
    slug: 'energy-healing',
    title: 'Energy Healing',
    description:
      'Gentle hands-on or distance practices such as Reiki to calm the nervous system and restore balance.',
    longDescription:
      'Energy healing sessions use gentle, non-invasive practices such as Reiki and guided relaxation. Many clients use them alongside conventional care to ease tension, quiet a busy mind and feel more grounded. Your practitioner explains each step, works at your comfort level and never replaces medical treatment.',
    imageUrl: null,
    category: 'energy',
    benefits: [
      'Deep relaxation and relief from tension',
      'A calmer, more balanced mood',
      'Better sleep after stressful periods',
      'A gentle complement to medical care',
    ],
    targetAudience:
      'Anyone seeking deep relaxation or a complement to conventional care. Often chosen during stressful periods, recovery or emotional change.',
  },
  {
    id: '3',
    slug: 'nutritional-counseling',
    title: 'Nutritional Counseling',
    description:
      'Personalised nutrition plans from registered dietitians, built around your health goals and real life.',
    longDescription:
      'A registered dietitian reviews your health history, habits and goals, then builds a realistic eating plan with you. Follow-up sessions adjust the plan as you go. Support covers gut health, energy, weight management, food sensitivities and eating well on a busy schedule, always without crash diets.',
    imageUrl: null,
    category: 'nutrition',
    benefits: [
      'A personalised plan that fits your routine',
      'More steady energy through the day',
      'Support for gut health and digestion',
      'Sustainable habits instead of quick fixes',
    ],
    targetAudience:
      'Adults and families who want to eat better for energy, digestion or a health condition. Also helpful for anyone managing weight or food sensitivities.',
  },
  {
    id: '4',
    slug: 'mindfulness-meditation',
    title: 'Mindfulness & Meditation',
    description:
      'Guided meditation and practical mindfulness for focus, emotional balance and everyday calm.',
    longDescription:
      'Learn meditation step by step with an experienced guide. Sessions tailor techniques such as breath awareness, body scans and loving-kindness to your needs. You leave every session with a short practice to continue at home.',
    imageUrl: null,
    category: 'mindfulness',
    benefits: [
      'Lower everyday stress',
      'Sharper focus and attention',
      'Greater emotional balance',
      'A daily practice you can keep',
    ],
    targetAudience:
      'Beginners and experienced meditators alike. Especially useful for busy professionals, students and anyone dealing with stress or racing thoughts.',
  },
  {
    id: '5',
    slug: 'yoga-therapy',
    title: 'Yoga Therapy',
    description:
      'One-to-one therapeutic yoga adapted to your body, for stress, pain, mobility and better sleep.',
    longDescription:
      'Yoga therapy starts with an assessment of your posture, breathing, health history and goals. Your instructor then designs sessions of gentle movement, breathwork and relaxation adapted to your body, including injuries and chronic pain. No flexibility or prior experience is needed.',
    imageUrl: null,
    category: 'yoga',
    benefits: [
      'Relief from back pain and stiffness',
      'Improved mobility, strength and balance',
      'Calmer breathing and lower stress',
      'Deeper, more restful sleep',
    ],
    targetAudience:
      'People with back pain, stiffness, stress or trouble sleeping, at any fitness level. Also suitable during recovery from injury, with your doctor’s approval.',
  },
  {
    id: '6',
    slug: 'sound-healing',
    title: 'Sound Healing',
    description:
      'Immersive sessions with singing bowls, gongs and voice that guide you into deep rest.',
    longDescription:
      'Sound healing uses the resonance of singing bowls, gongs, chimes and guided voice to help the body settle into deep relaxation. You simply lie or sit comfortably and listen. Sessions are available in person or online with headphones, and are often used to recover from stress and improve sleep.',
    imageUrl: null,
    category: 'sound',
    benefits: [
      'Deep rest for a busy nervous system',
      'Relief from stress and mental fatigue',
      'Better sleep quality',
      'An easy, effortless way to relax',
    ],
    targetAudience:
      'Anyone who finds it hard to switch off, including people with stress or sleep trouble. No experience needed; sessions suit all ages and abilities.',
  },
];

export const SERVICE_IDS = ['1', '2', '3', '4', '5', '6'] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

/**
 * The home page's Popular Services: the spec's slugs, each an alias of the service it opens
 * (docs/product.md, Pages and routes). Names and prices are the services' own.
 */
export const POPULAR_SERVICES = [
  { slug: 'guided-meditation', serviceId: '4' },
  { slug: 'therapy-sessions', serviceId: '1' },
  { slug: 'holistic-nutrition', serviceId: '3' },
  { slug: 'yoga-movement', serviceId: '5' },
] as const;

/** A service by id ('1'..'6'), its slug, or one of the home page's slugs; undefined if unknown. */
export function findService(idOrSlug: string): Service | undefined {
  const key = idOrSlug.toLowerCase();
  const alias = POPULAR_SERVICES.find((popular) => popular.slug === key)?.serviceId;
  return SERVICES.find((service) => service.id === (alias ?? key) || service.slug === key);
}
