import { ChevronLeft, ChevronRight, Pause, Play, Quote } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useMediaQuery } from '@/lib/use-media-query';

const TESTIMONIALS = [
  {
    quote:
      'I had put off therapy for years. Booking took two minutes, and my therapist has helped me manage my anxiety in ways I never thought possible.',
    name: 'Sarah M.',
    detail: 'Therapy client',
  },
  {
    quote:
      'My nutritionist built a plan around my real life, not an ideal one. Six months on I have more energy than I have had in a decade.',
    name: 'David K.',
    detail: 'Nutrition client',
  },
  {
    quote:
      'The guided meditation sessions changed how I handle stress at work. Being able to message my guide between sessions makes all the difference.',
    name: 'Priya R.',
    detail: 'Meditation student',
  },
  {
    quote:
      'Gentle, trauma-informed yoga over video from my own living room. My back pain is finally under control and I sleep through the night.',
    name: 'Tom W.',
    detail: 'Yoga therapy client',
  },
];

const ROTATE_MS = 6000;

/**
 * The home page testimonials (WAI-ARIA carousel pattern): rotates by itself every few seconds,
 * pauses while hovered or focused and when the user presses Pause (or prefers reduced motion),
 * wraps around both ways, answers the arrow keys, and is announced politely whenever it is not
 * moving by itself.
 */
export function TestimonialsCarousel() {
  const [index, setIndex] = useState(0);
  // The visitor's choice, else their reduced-motion preference (known once hydrated).
  const [chosen, setChosen] = useState<boolean | null>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const stopped = chosen ?? reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = !stopped && !hovered && !focused;
  const count = TESTIMONIALS.length;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), ROTATE_MS);
    return () => clearInterval(timer);
  }, [rotating, count]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  const testimonial = TESTIMONIALS[index]!;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Testimonials"
      className="flex flex-col items-center gap-6"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Previous testimonial"
          onClick={() => go(-1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={stopped ? 'Start rotating testimonials' : 'Stop rotating testimonials'}
          onClick={() => setChosen(!stopped)}
        >
          {stopped ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
        </Button>
        <Button variant="outline" size="icon" aria-label="Next testimonial" onClick={() => go(1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <div aria-live={rotating ? 'off' : 'polite'} aria-atomic="true" className="w-full max-w-2xl">
        {/* The slide is a div: ARIA does not allow role="group" on a figure. */}
        <div
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${count}`}
          className="rounded-xl bg-white p-6 shadow-sm sm:p-8"
        >
          <figure className="flex min-h-56 flex-col items-center gap-4 text-center">
            <Quote aria-hidden="true" className="size-8 text-brand-600" />
            <blockquote className="text-lg text-slate-800">“{testimonial.quote}”</blockquote>
            <figcaption className="text-sm text-slate-700">
              <span className="font-semibold text-slate-900">{testimonial.name}</span>,{' '}
              {testimonial.detail}
            </figcaption>
          </figure>
        </div>
      </div>
      <div className="flex gap-2" aria-hidden="true">
        {TESTIMONIALS.map((entry, dot) => (
          <span
            key={entry.name}
            className={
              dot === index
                ? 'size-2.5 rounded-full bg-brand-700'
                : 'size-2.5 rounded-full bg-slate-300'
            }
          />
        ))}
      </div>
    </section>
  );
}
