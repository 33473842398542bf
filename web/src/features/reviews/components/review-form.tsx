import { useId, useState, type FormEvent } from 'react';
import { REVIEW_LIMITS } from '@contract/constants';
import type { CreateReview } from '@contract/reviews';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { StarInput } from './star-input';

export interface ReviewValues {
  rating: number;
  text: string | null;
  would_recommend: boolean | null;
}

const RECOMMEND_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'skip', label: 'Prefer not to say' },
] as const;

const toChoice = (value: boolean | null) => (value === null ? 'skip' : value ? 'yes' : 'no');

/**
 * docs/product.md, Reviews: 1 to 5 stars (required), what went well or not (optional, at most
 * 2,000 characters) and whether they would recommend the healer (optional).
 */
export function ReviewForm({
  healerName,
  initial,
  submitLabel,
  pending,
  serverError,
  onSubmit,
  onCancel,
}: {
  healerName: string;
  initial?: ReviewValues;
  submitLabel: string;
  pending: boolean;
  serverError?: string;
  onSubmit: (review: CreateReview) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [text, setText] = useState(initial?.text ?? '');
  const [recommend, setRecommend] = useState<string>(toChoice(initial?.would_recommend ?? null));
  const [ratingError, setRatingError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) return setRatingError('Please choose a rating from 1 to 5 stars');
    onSubmit({
      rating,
      text: text.trim() || null,
      would_recommend: recommend === 'skip' ? null : recommend === 'yes',
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <span id={`${id}-rating`} className="text-sm font-medium text-slate-800">
          Your rating
        </span>
        <StarInput
          value={rating}
          onChange={(value) => {
            setRating(value);
            setRatingError(undefined);
          }}
          labelledBy={`${id}-rating`}
          describedBy={ratingError ? `${id}-rating-error` : undefined}
          invalid={Boolean(ratingError)}
        />
        {ratingError && (
          <p id={`${id}-rating-error`} className="text-sm text-red-700">
            {ratingError}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-text`}>Your review (optional)</Label>
        <Textarea
          id={`${id}-text`}
          value={text}
          maxLength={REVIEW_LIMITS.text}
          aria-describedby={`${id}-count`}
          placeholder={`What was your session with ${healerName} like?`}
          onChange={(event) => setText(event.target.value)}
          className="min-h-32"
        />
        <p id={`${id}-count`} className="text-xs text-slate-600">
          {text.length}/{REVIEW_LIMITS.text} characters
        </p>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend id={`${id}-recommend`} className="text-sm font-medium text-slate-800">
          Would you recommend {healerName}?
        </legend>
        <RadioGroup
          aria-labelledby={`${id}-recommend`}
          value={recommend}
          onValueChange={setRecommend}
          className="flex flex-wrap gap-5"
        >
          {RECOMMEND_OPTIONS.map((option) => (
            <div key={option.value} className="flex items-center gap-2">
              <RadioGroupItem id={`${id}-${option.value}`} value={option.value} />
              <Label htmlFor={`${id}-${option.value}`}>{option.label}</Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
      {serverError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {serverError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
