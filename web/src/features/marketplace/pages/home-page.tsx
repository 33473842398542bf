import {
  ArrowRight,
  BellRing,
  CalendarCheck,
  ClipboardList,
  MessageCircle,
  ShieldCheck,
  Video,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { findService, POPULAR_SERVICES } from '@contract/services';
import { useServiceOffer } from '@/api/get-catalogue';
import { useHealersPage } from '@/api/get-healers';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/use-page-meta';
import { FeaturedHealerCard } from '../components/featured-healer-card';
import { LoadingState } from '../components/loading-state';
import { ServiceIllustration } from '../components/service-illustration';
import { FEATURED_HEALERS } from '../lib/page-searches';
import { serviceFacts } from '../lib/service-facts';
import { TestimonialsCarousel } from '../components/testimonials-carousel';
import { FeatureCard } from '../components/feature-card';
import { JoinAsProfessionalButton, SignUpFreeButton } from '../components/calls-to-action';

const INTRO_FEATURES = [
  {
    Icon: CalendarCheck,
    title: 'Easy Booking',
    text: 'Find a time that suits you and book a session in a few clicks.',
  },
  {
    Icon: MessageCircle,
    title: 'Direct Messaging',
    text: 'Talk to your practitioner before and between sessions.',
  },
  {
    Icon: Video,
    title: 'Video Sessions',
    text: 'Meet face to face from home, or in person when you prefer.',
  },
];

const WHY_CHOOSE = [
  {
    Icon: ShieldCheck,
    title: 'Trusted Professionals',
    text: 'Every healer lists their specialties, certifications and experience.',
  },
  {
    Icon: ClipboardList,
    title: 'Personalised Wellness Plans',
    text: 'Care shaped around your goals, habits and daily life.',
  },
  {
    Icon: BellRing,
    title: 'Reminders That Help',
    text: 'Reminders for your sessions and your medication, so nothing slips.',
  },
  {
    Icon: Video,
    title: 'Care Your Way',
    text: 'Video, chat or in-person sessions, whichever suits you best.',
  },
];

function SectionHeader({
  id,
  title,
  text,
  link,
}: {
  id: string;
  title: string;
  text: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="flex flex-col items-start justify-between gap-3 sm:flex-row sm:items-end">
      <div>
        <h2 id={id} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {title}
        </h2>
        <p className="mt-1 text-slate-700">{text}</p>
      </div>
      {link && (
        <Link
          to={link.to}
          className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
        >
          {link.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </div>
  );
}

function Band({ id, children, tinted }: { id: string; children: ReactNode; tinted?: boolean }) {
  return (
    <section aria-labelledby={id} className={tinted ? 'bg-slate-50' : undefined}>
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-14">{children}</div>
    </section>
  );
}

/**
 * A Popular Service: the spec's slug, the service's own name, and its price and lengths from the
 * practitioners' data, as on /services (decision 061).
 */
function PopularService({ slug, serviceId }: { slug: string; serviceId: string }) {
  const service = findService(serviceId)!;
  const facts = serviceFacts(useServiceOffer(serviceId).offer);
  return (
    <li>
      <Link
        to={`/services/${slug}`}
        className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white hover:border-brand-600"
      >
        <ServiceIllustration category={service.category} className="h-28" />
        <span className="flex flex-col gap-1 p-5">
          <span className="text-lg font-semibold text-slate-900">{service.title}</span>
          <span className="text-sm text-slate-700">
            {!facts
              ? '\u00a0'
              : facts.offered
                ? `${facts.price} · ${facts.lengths}`
                : 'No practitioner offers it yet'}
          </span>
        </span>
      </Link>
    </li>
  );
}

function FeaturedHealers() {
  const { data, isPending, isError } = useHealersPage(FEATURED_HEALERS);
  if (isPending) return <LoadingState message="Loading featured healers..." />;
  if (isError) return <p className="text-slate-700">Featured healers are unavailable right now.</p>;
  // No fake healers: with none in the database the grid is simply not shown.
  if (data.items.length === 0) return null;
  return (
    <ul aria-label="Featured healers" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {data.items.map((healer) => (
        <li key={healer.user_id}>
          <FeaturedHealerCard healer={healer} />
        </li>
      ))}
    </ul>
  );
}

export default function HomePage() {
  usePageMeta(
    'Your Journey To Wellness Starts Here',
    'Find and book trusted therapists, nutritionists, yoga and meditation guides and energy healers. Easy booking, direct messaging and video sessions.',
  );
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-20 text-center">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Your Journey To Wellness Starts Here
          </h1>
          <p className="max-w-2xl text-lg text-slate-700">
            Connect with trusted professionals for holistic mind-body care: therapists,
            nutritionists, yoga and meditation guides, and energy and sound healers.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to="/healers">Find a Healer</Link>
            </Button>
            <JoinAsProfessionalButton size="lg" variant="outline" />
          </div>
        </div>
      </section>

      <Band id="intro-heading">
        <SectionHeader
          id="intro-heading"
          title="Wellness, made simple"
          text="Everything you need to find the right care and stay on track."
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {INTRO_FEATURES.map(({ Icon, title, text }) => (
            <li key={title}>
              <Link
                to="/services"
                className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 p-6 hover:border-brand-600"
              >
                <Icon aria-hidden="true" className="size-8 text-brand-700" />
                <span className="text-lg font-semibold text-slate-900">{title}</span>
                <span className="text-slate-700">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Band>

      <Band id="featured-heading" tinted>
        <SectionHeader
          id="featured-heading"
          title="Featured Healers"
          text="Our highest-rated practitioners."
          link={{ to: '/healers', label: 'View All Healers' }}
        />
        <FeaturedHealers />
      </Band>

      <Band id="popular-heading">
        <SectionHeader
          id="popular-heading"
          title="Popular Services"
          text="The sessions our community books most."
          link={{ to: '/services', label: 'View All Services' }}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {POPULAR_SERVICES.map((popular) => (
            <PopularService key={popular.slug} slug={popular.slug} serviceId={popular.serviceId} />
          ))}
        </ul>
      </Band>

      <Band id="why-heading" tinted>
        <SectionHeader
          id="why-heading"
          title="Why Choose Wellspring"
          text="Care that fits your life, from people you can trust."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {WHY_CHOOSE.map((feature) => (
            <FeatureCard key={feature.title} {...feature} />
          ))}
        </ul>
      </Band>

      <Band id="testimonials-heading">
        <SectionHeader
          id="testimonials-heading"
          title="What Our Clients Say"
          text="Real stories from people on their wellness journey."
        />
        <TestimonialsCarousel />
      </Band>

      <section aria-labelledby="cta-heading" className="bg-brand-800 text-white">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-5 px-4 py-16 text-center">
          <h2 id="cta-heading" className="text-3xl font-bold">
            Ready to start your wellness journey?
          </h2>
          <p className="max-w-xl text-brand-50">
            Find the practitioner who fits you, or join Wellspring to share your practice.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild size="lg" className="bg-white text-brand-900 hover:bg-brand-50">
              <Link to="/healers">Find a Healer</Link>
            </Button>
            <SignUpFreeButton
              size="lg"
              variant="outline"
              className="border-white bg-transparent text-white hover:bg-brand-900"
            />
          </div>
        </div>
      </section>
    </>
  );
}
