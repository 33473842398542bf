import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/use-page-meta';
import { useUnsubscribe, useUnsubscribeInfo } from '../api/unsubscribe';

/**
 * The link at the foot of every notification email (docs/product.md, Notifications): it asks
 * before it acts (a mail scanner following links must not unsubscribe anyone), then stops that
 * one category of emails.
 */
export default function UnsubscribePage() {
  usePageMeta('Unsubscribe', 'Stop one kind of Wellspring email.');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useUnsubscribeInfo(token);
  const unsubscribe = useUnsubscribe();

  let content;
  if (!token || info.isError)
    content = (
      <>
        <h1 className="text-2xl font-bold text-slate-900">This link does not work</h1>
        <p className="text-slate-700">
          {isApiError(info.error, 404) || !token
            ? 'The unsubscribe link is incomplete or not valid.'
            : 'It could not be checked right now. Please try again later.'}{' '}
          You can change which emails you get in your settings after logging in.
        </p>
      </>
    );
  else if (info.isPending) content = <Spinner label="Checking the link" />;
  else if (unsubscribe.isSuccess)
    content = (
      <>
        <h1 className="text-2xl font-bold text-slate-900">You are unsubscribed</h1>
        <p className="text-slate-700" role="status">
          You will no longer get “{info.data.label}” emails. Other emails and your notifications in
          Wellspring stay as they were.
        </p>
      </>
    );
  else
    content = (
      <>
        <h1 className="text-2xl font-bold text-slate-900">Unsubscribe from emails?</h1>
        <p className="text-slate-700">
          Stop “{info.data.label}” emails from Wellspring. You can turn them on again in your
          settings.
        </p>
        {unsubscribe.isError ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
            That did not work. Please try again.
          </p>
        ) : null}
        <div>
          <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
            {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
          </Button>
        </div>
      </>
    );

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-16">
      {content}
      <Link to="/" className="text-sm text-brand-800 underline">
        Back to Wellspring
      </Link>
    </div>
  );
}
