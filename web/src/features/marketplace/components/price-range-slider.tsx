import { Slider } from 'radix-ui';
import { useState } from 'react';
import { PRICE_SLIDER } from '@contract/constants';

const label = (value: number) =>
  value >= PRICE_SLIDER.max ? `$${PRICE_SLIDER.max}+` : `$${value}`;

/**
 * Two-thumb price slider (docs/product.md, Constants and limits: 0-300, step 5). It moves freely
 * while dragged and reports the range only when released, so one drag is one search.
 */
export function PriceRangeSlider({
  value,
  onCommit,
}: {
  value: [number, number];
  onCommit: (value: [number, number]) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [committed, setCommitted] = useState(value);
  // Follow outside changes (reset, back button) without an effect.
  if (committed[0] !== value[0] || committed[1] !== value[1]) {
    setCommitted(value);
    setDraft(value);
  }
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-slate-900">Price Range</legend>
      <p className="text-sm text-slate-700" aria-hidden="true">
        {label(draft[0])} – {label(draft[1])}
      </p>
      <Slider.Root
        className="relative flex h-5 w-full touch-none select-none items-center"
        min={PRICE_SLIDER.min}
        max={PRICE_SLIDER.max}
        step={PRICE_SLIDER.step}
        minStepsBetweenThumbs={0}
        value={draft}
        onValueChange={(next) => setDraft([next[0]!, next[1]!])}
        onValueCommit={(next) => onCommit([next[0]!, next[1]!])}
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-slate-200">
          <Slider.Range className="absolute h-full rounded-full bg-brand-700" />
        </Slider.Track>
        {(['Minimum price', 'Maximum price'] as const).map((name, index) => (
          <Slider.Thumb
            key={name}
            aria-label={name}
            aria-valuetext={label(draft[index]!)}
            className="block size-5 rounded-full border-2 border-brand-700 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          />
        ))}
      </Slider.Root>
    </fieldset>
  );
}
