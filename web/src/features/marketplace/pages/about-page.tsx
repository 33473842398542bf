import { HeartHandshake, Lightbulb, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/use-page-meta';
import { getInitials } from '@/lib/initials';
import { FeatureCard } from '../components/feature-card';

const VALUES = [
  {
    Icon: ShieldCheck,
    title: 'Trust & Quality',
    text: 'We review every practitioner’s credentials and experience, and keep your information private.',
  },
  {
    Icon: HeartHandshake,
    title: 'Inclusivity',
    text: 'Care for every background, budget and language, with practitioners as diverse as the people they help.',
  },
  {
    Icon: Lightbulb,
    title: 'Innovation',
    text: 'Simple booking, messaging and video sessions that make good care easier to reach.',
  },
];

const TEAM = [
  {
    name: 'Elena Marsh',
    role: 'Co-founder & CEO',
    bio: 'Former clinic director who wanted care to be easier to find.',
  },
  {
    name: 'Marcus Chen',
    role: 'Co-founder & CTO',
    bio: 'Builds the tools that connect patients and practitioners.',
  },
  {
    name: 'Dr. Aisha Bello',
    role: 'Head of Clinical Quality',
    bio: 'Licensed psychologist who reviews every practitioner.',
  },
  {
    name: 'Jonas Lindqvist',
    role: 'Head of Community',
    bio: 'Yoga teacher who looks after our healer community.',
  },
];

export default function AboutPage() {
  usePageMeta(
    'About Us',
    'Wellspring connects people with trusted holistic health practitioners. Our mission, our story since 2022, our values and our team.',
  );
  return (
    <>
      <section className="bg-brand-50">
        <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-14 text-center">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">About Wellspring</h1>
          <p className="text-lg text-slate-700">
            Our mission is to make holistic, whole-person care easy to find and easy to trust, by
            connecting people with practitioners who care for mind and body together.
          </p>
        </div>
      </section>

      <section aria-labelledby="story-heading" className="mx-auto max-w-4xl px-4 py-14">
        <h2 id="story-heading" className="text-2xl font-bold text-slate-900">
          Our Story
        </h2>
        <div className="mt-4 flex flex-col gap-4 text-slate-700">
          <p>
            Wellspring launched in 2022, founded by a clinic director and an engineer who had both
            watched friends struggle to find the right support: a therapist with time, a dietitian
            who understood their life, a teacher to help them slow down.
          </p>
          <p>
            Since then thousands of people have found practitioners through Wellspring, and our
            community of therapists, nutritionists, yoga and meditation guides and energy and sound
            healers keeps growing.
          </p>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="values-heading" className="text-2xl font-bold text-slate-900">
            Our Core Values
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {VALUES.map((feature) => (
              <FeatureCard key={feature.title} {...feature} />
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="team-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="team-heading" className="text-2xl font-bold text-slate-900">
          Our Team
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map((member) => (
            <li key={member.name} className="flex flex-col items-center gap-2 text-center">
              <span
                aria-hidden="true"
                className="flex size-20 items-center justify-center rounded-full bg-brand-100 text-2xl font-semibold text-brand-900"
              >
                {getInitials(member.name.replace(/^Dr\.\s*/, ''), 'W')}
              </span>
              <h3 className="font-semibold text-slate-900">{member.name}</h3>
              <p className="text-sm text-brand-800">{member.role}</p>
              <p className="text-sm text-slate-700">{member.bio}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <Button asChild size="lg">
            <Link to="/healers">Find a Healer</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
