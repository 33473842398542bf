import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/use-page-meta';
import { useFollowNewsletterLink, type NewsletterLinkAction } from '../api/newsletter';

const TEXTS: Record<NewsletterLinkAction, { title: string; lead: string; button: string }> = {
  confirm: {
    title: 'Confirm your subscription',
    lead: 'Confirm that you want Wellspring’s wellness tips and news at this address.',
    button: 'Confirm my subscription',
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    lead: 'Stop receiving Wellspring’s newsletter at this address.',
    button: 'Unsubscribe',
  },
};

/**
 * /newsletter/confirm and /newsletter/unsubscribe, opened from the email. The change waits for
 * a click: mail scanners open links by themselves, and must not subscribe anyone.
 */
export function NewsletterLinkPage({ action }: { action: NewsletterLinkAction }) {
  const texts = TEXTS[action];
  usePageMeta(texts.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const follow = useFollowNewsletterLink(action);
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">{texts.title}</h1>
      {follow.isSuccess ? (
        <p role="status" className="text-slate-800">
          {follow.data.message}
        </p>
      ) : (
        <>
          <p className="text-slate-700">{texts.lead}</p>
          <FormError
            message={
              !token
                ? 'This link is missing its token. Please open the link from the email again.'
                : follow.isError
                  ? errorMessage(follow.error, 'Something went wrong. Please try again.')
                  : undefined
            }
          />
          <div>
            <Button disabled={!token || follow.isPending} onClick={() => follow.mutate(token)}>
              {follow.isPending ? 'One moment...' : texts.button}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

export const NewsletterConfirmPage = () => <NewsletterLinkPage action="confirm" />;
export const NewsletterUnsubscribePage = () => <NewsletterLinkPage action="unsubscribe" />;
