import { useState } from 'react';
import { toast } from 'sonner';
import { REVIEW_LIMITS } from '@contract/constants';
import type { PublicReview } from '@contract/reviews';
import { useCurrentUser } from '@/api/get-current-user';
import { useHealerReviews } from '@/api/get-healer-reviews';
import { ReviewList as Reviews } from '@/components/reviews/review-list';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/use-page-meta';
import { useReplyToReview, type ReplyChange } from '../api/reply-to-review';

/**
 * docs/product.md, Reviews: the healer's reviews as their profile shows them, each with the one
 * public reply the healer may write, edit or remove.
 */
export default function HealerReviewsPage() {
  usePageMeta('Reviews', 'What your patients say, and your replies.');
  const { data: currentUser } = useCurrentUser();
  const profile = currentUser?.profile;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Reviews</h1>
        <p className="mt-1 text-slate-700">
          Reviews come from patients after a completed session. You can reply to each one publicly,
          once.
        </p>
      </div>
      {profile ? <HealerReviews healerId={profile.user_id} healerName={profile.usr_name} /> : null}
    </div>
  );
}

function HealerReviews({ healerId, healerName }: { healerId: string; healerName: string }) {
  const reviews = useHealerReviews(healerId);
  if (reviews.isPending) return <Spinner label="Loading reviews" />;
  if (reviews.isError)
    return (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
        Reviews could not be loaded. Please try again later.
      </p>
    );
  if (reviews.data.pages[0]?.items.length === 0)
    return <p className="text-slate-700">No reviews yet.</p>;
  return (
    <Reviews
      pages={reviews.data.pages}
      healerName={healerName}
      query={reviews}
      actions={(review) => <ReplyControls review={review} />}
    />
  );
}

function ReplyControls({ review }: { review: PublicReview }) {
  const [draft, setDraft] = useState<string | null>(null);
  const reply = useReplyToReview();
  const send = (change: ReplyChange, done: string) =>
    reply.mutate(
      { reviewId: review.id, change },
      {
        onSuccess: () => {
          toast.success(done);
          setDraft(null);
        },
        onError: (error) =>
          toast.error('Failed to save reply', { description: errorMessage(error) }),
      },
    );

  if (draft === null)
    return (
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setDraft(review.reply?.text ?? '')}>
          {review.reply ? 'Edit reply' : 'Reply publicly'}
          <span className="sr-only"> to {review.reviewer_name}</span>
        </Button>
        {review.reply && (
          <Button
            variant="ghost"
            size="sm"
            disabled={reply.isPending}
            onClick={() => send({ action: 'remove' }, 'Reply removed')}
          >
            Remove reply<span className="sr-only"> to {review.reviewer_name}</span>
          </Button>
        )}
      </div>
    );

  const fieldId = `reply-${review.id}`;
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!draft.trim()) return;
        send(
          { action: review.reply ? 'edit' : 'post', text: draft.trim() },
          review.reply ? 'Reply updated' : 'Reply posted',
        );
      }}
    >
      <Label htmlFor={fieldId}>Your public reply to {review.reviewer_name}</Label>
      <Textarea
        id={fieldId}
        value={draft}
        required
        maxLength={REVIEW_LIMITS.reply}
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={reply.isPending || !draft.trim()}>
          {reply.isPending ? 'Saving...' : review.reply ? 'Save reply' : 'Post reply'}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => setDraft(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
