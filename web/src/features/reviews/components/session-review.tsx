import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { AppointmentDetail } from '@contract/appointments';
import type { Review } from '@contract/reviews';
import { ReviewCard } from '@/components/reviews/review-card';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useDisplayZone } from '@/lib/display-zone';
import { useOwnReview } from '../api/get-own-review';
import { useCreateReview, useDeleteReview, useUpdateReview } from '../api/save-review';
import { ReviewForm } from './review-form';

/**
 * docs/product.md, Reviews: under the patient's session page, writing, editing or deleting its
 * review (the completed-session notification links there). The app's router hands it to the
 * appointments feature's page.
 */
export default function SessionReview({ session }: { session: AppointmentDetail }) {
  // Only a completed session can be reviewed; the page says where any other one stands.
  if (session.status !== 'completed') return null;
  return session.review_id ? (
    <ExistingReview reviewId={session.review_id} session={session} />
  ) : (
    <NewReview session={session} />
  );
}

function NewReview({ session }: { session: AppointmentDetail }) {
  const create = useCreateReview();
  const navigate = useNavigate();
  return (
    <section aria-labelledby="new-review" className="flex flex-col gap-4">
      <h2 id="new-review" className="text-xl font-semibold text-slate-900">
        Leave a review
      </h2>
      <p className="text-sm text-slate-700">
        Your review appears on {session.healer_name}&apos;s profile with your first name and
        initial. You can change it for 30 days.
      </p>
      <ReviewForm
        healerName={session.healer_name}
        submitLabel="Submit review"
        pending={create.isPending}
        serverError={create.isError ? errorMessage(create.error) : undefined}
        onSubmit={(review) =>
          create.mutate(
            { appointmentId: session.id, review },
            {
              onSuccess: () => {
                toast.success('Thank you for your review!');
                void navigate(`/healers/${encodeURIComponent(session.healer_id)}#reviews`);
              },
            },
          )
        }
      />
    </section>
  );
}

function ExistingReview({ reviewId, session }: { reviewId: string; session: AppointmentDetail }) {
  const review = useOwnReview(reviewId);
  const [editing, setEditing] = useState(false);
  if (review.isPending) return <Spinner label="Loading your review" />;
  if (review.isError)
    return (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
        Your review could not be loaded. Please try again later.
      </p>
    );
  return editing ? (
    <EditReview review={review.data} session={session} onDone={() => setEditing(false)} />
  ) : (
    <section aria-labelledby="your-review" className="flex flex-col gap-4">
      <h2 id="your-review" className="text-xl font-semibold text-slate-900">
        Your review
      </h2>
      {review.data.hidden && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          Our team hid this review after a report; it is not shown on the profile.
        </p>
      )}
      <ReviewCard review={review.data} healerName={session.healer_name} />
      <ReviewActions review={review.data} session={session} onEdit={() => setEditing(true)} />
    </section>
  );
}

/** Whether the review is still inside its 30-day edit window. */
const isEditable = (review: Review, now = Date.now()) => Date.parse(review.editable_until) > now;

function ReviewActions({
  review,
  session,
  onEdit,
}: {
  review: Review;
  session: AppointmentDetail;
  onEdit: () => void;
}) {
  const display = useDisplayZone();
  const editable = isEditable(review);
  const remove = useDeleteReview();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        {editable
          ? `You can edit your review until ${formatDate(review.editable_until, display)}.`
          : 'The 30 days for editing this review have passed; you can still delete it.'}
      </p>
      <div className="flex flex-wrap gap-2">
        {editable && <Button onClick={onEdit}>Edit review</Button>}
        <FormDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={<Button variant="outline">Delete review</Button>}
          title="Delete your review?"
          description={`It disappears from ${session.healer_name}'s profile and ratings.`}
          onSubmit={() =>
            remove.mutate(
              { id: review.id, healerId: review.healer_id },
              {
                onSuccess: () => {
                  toast.success('Review deleted');
                  setConfirming(false);
                },
                onError: (error) =>
                  toast.error('Failed to delete review', { description: errorMessage(error) }),
              },
            )
          }
          dismissLabel="Keep review"
          submitLabel="Delete review"
          pendingLabel="Deleting..."
          submitVariant="destructive"
          pending={remove.isPending}
        >
          <p className="text-sm text-slate-700">You can write a new review afterwards.</p>
        </FormDialog>
        <Button asChild variant="link">
          <Link to={`/healers/${encodeURIComponent(session.healer_id)}#reviews`}>
            See it on {session.healer_name}&apos;s profile
          </Link>
        </Button>
      </div>
    </div>
  );
}

function EditReview({
  review,
  session,
  onDone,
}: {
  review: Review;
  session: AppointmentDetail;
  onDone: () => void;
}) {
  const update = useUpdateReview();
  return (
    <section aria-labelledby="edit-review" className="flex flex-col gap-4">
      <h2 id="edit-review" className="text-xl font-semibold text-slate-900">
        Edit your review
      </h2>
      <ReviewForm
        healerName={session.healer_name}
        initial={review}
        submitLabel="Save changes"
        pending={update.isPending}
        serverError={update.isError ? errorMessage(update.error) : undefined}
        onCancel={onDone}
        onSubmit={(change) =>
          update.mutate(
            { id: review.id, change },
            {
              onSuccess: () => {
                toast.success('Review updated');
                onDone();
              },
            },
          )
        }
      />
    </section>
  );
}
