import { useMutation } from '@tanstack/react-query';
import type { NewsletterAnswer } from '@contract/newsletter';
import { apiFetch } from '@/lib/api-client';

export const subscribeToNewsletter = (email: string) =>
  apiFetch<NewsletterAnswer>('/api/newsletter/subscriptions', {
    method: 'POST',
    body: { email },
  });

/** What an emailed link does: confirm the subscription, or end it. */
export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

export const followNewsletterLink = (action: NewsletterLinkAction, token: string) =>
  apiFetch<NewsletterAnswer>(`/api/newsletter/${action}`, { method: 'POST', body: { token } });

export const useSubscribeToNewsletter = () => useMutation({ mutationFn: subscribeToNewsletter });

export const useFollowNewsletterLink = (action: NewsletterLinkAction) =>
  useMutation({ mutationFn: (token: string) => followNewsletterLink(action, token) });
