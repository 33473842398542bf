import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '@/lib/use-page-meta';

interface Question {
  question: string;
  answer: ReactNode;
}

const inlineLink = 'font-medium text-brand-700 underline';

/** docs/product.md, Pages and routes: the FAQ, in the product's own rules (booking, cancelling,
 * privacy, how practitioners are listed). */
const SECTIONS: Array<{ id: string; title: string; questions: Question[] }> = [
  {
    id: 'booking',
    title: 'Booking a session',
    questions: [
      {
        question: 'How do I book a session?',
        answer: (
          <>
            Find a practitioner in the{' '}
            <Link to="/healers" className={inlineLink}>
              directory
            </Link>{' '}
            or start from a{' '}
            <Link to="/services" className={inlineLink}>
              service
            </Link>
            , choose Book Session, pick the kind of session, how you want to meet and a free time,
            and confirm. You need a free patient account; if you sign up on the way, you come back
            to the same booking.
          </>
        ),
      },
      {
        question: 'Which time zone are the times in?',
        answer:
          'Your own. Signed in, times are shown in the time zone of your profile (change it under My Profile); otherwise in your browser’s. The booking page names the zone and lets you switch it, and says when the practitioner works in another one.',
      },
      {
        question: 'Why do I have to wait for some bookings to be confirmed?',
        answer:
          'Some practitioners confirm certain sessions themselves. Such a booking is a request: it holds the time for up to 24 hours, and you are told as soon as they accept or decline it. If they do not answer, the time is free again.',
      },
      {
        question: 'How do video sessions work?',
        answer:
          'Every video session has a private room that opens shortly before it starts. Sound and picture go directly between you and your practitioner, encrypted, and are never recorded.',
      },
    ],
  },
  {
    id: 'cancelling',
    title: 'Cancelling and rescheduling',
    questions: [
      {
        question: 'Can I cancel or move a session?',
        answer:
          'Yes, from your dashboard, until the session starts. Each practitioner sets a cancellation window (24 hours unless they choose otherwise) shown before you book: cancelling inside it counts as a late cancellation, and moving the session is no longer possible then; message your practitioner instead.',
      },
      {
        question: 'What happens if my practitioner cancels?',
        answer:
          'You see it on your dashboard at once, with the reason they gave, and the time becomes free. You can book another time or another practitioner.',
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy',
    questions: [
      {
        question: 'Who can see my details?',
        answer: (
          <>
            Your date of birth and gender are never shown to anyone. Your sessions and messages are
            seen only by you and the practitioner concerned. See the{' '}
            <Link to="/privacy" className={inlineLink}>
              Privacy Policy
            </Link>{' '}
            for everything we keep and why.
          </>
        ),
      },
      {
        question: 'Are my messages private?',
        answer:
          'Yes. A conversation is between you and one practitioner; nobody else can read it. Practitioners can only write first to people who have booked with them.',
      },
    ],
  },
  {
    id: 'practitioners',
    title: 'How practitioners are listed',
    questions: [
      {
        question: 'Who can offer sessions on Wellspring?',
        answer: (
          <>
            Any wellness professional can{' '}
            <Link to="/signup?role=healer" className={inlineLink}>
              create a practitioner account
            </Link>{' '}
            and publish a profile. A practitioner account is separate from a patient account.
          </>
        ),
      },
      {
        question: 'What does the Verified badge mean?',
        answer:
          'Our team has checked the practitioner’s licences or certificates. The badge lasts until the earliest of those documents expires; practitioners without it have not been checked yet.',
      },
      {
        question: 'How is the directory ordered?',
        answer:
          'By rating unless you choose another order (fee or experience). Ratings come only from reviews of completed sessions, one per session; nobody can pay to be listed higher.',
      },
    ],
  },
];

export default function FaqPage() {
  usePageMeta(
    'Frequently asked questions',
    'Booking, cancelling, privacy and how practitioners are listed on Wellspring.',
  );
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-12 text-slate-800">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900">Frequently asked questions</h1>
        <p className="text-slate-700">
          Still stuck?{' '}
          <Link to="/contact" className={inlineLink}>
            Contact us
          </Link>
          .
        </p>
      </header>
      {SECTIONS.map((section) => (
        <section key={section.id} aria-labelledby={`faq-${section.id}`} className="space-y-3">
          <h2 id={`faq-${section.id}`} className="text-xl font-semibold text-slate-900">
            {section.title}
          </h2>
          {section.questions.map(({ question, answer }) => (
            <details key={question} className="rounded-lg border border-slate-200 bg-white p-4">
              <summary className="cursor-pointer font-medium text-slate-900">{question}</summary>
              <p className="mt-2 leading-relaxed text-slate-700">{answer}</p>
            </details>
          ))}
        </section>
      ))}
    </article>
  );
}
