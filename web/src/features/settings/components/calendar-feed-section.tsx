import { CalendarPlus, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { NewCalendarFeed } from '@contract/notifications';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useDisplayZone } from '@/lib/display-zone';
import {
  useCalendarFeed,
  useCreateCalendarFeed,
  useRemoveCalendarFeed,
} from '../api/calendar-feed';
import { LoadError } from '@/components/ui/load-error';

/**
 * docs/product.md, Calendar: a private address any calendar app can subscribe to. It is shown
 * once, when made; making a new one turns the old one off.
 */
export function CalendarFeedSection() {
  const display = useDisplayZone();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const remove = useRemoveCalendarFeed();
  const [shown, setShown] = useState<NewCalendarFeed>();
  const urlId = useId();

  if (feed.isPending) return <Spinner label="Loading calendar feed" />;
  if (feed.isError) return <LoadError />;

  const make = () =>
    create.mutate(undefined, {
      onSuccess: (made) => {
        setShown(made);
        toast.success(feed.data.active ? 'New calendar address made' : 'Calendar feed turned on');
      },
      onError: (error) =>
        toast.error('Could not make the address', { description: errorMessage(error) }),
    });
  const turnOff = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setShown(undefined);
        toast.success('Calendar feed turned off');
      },
      onError: (error) =>
        toast.error('Could not turn it off', { description: errorMessage(error) }),
    });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Address copied');
    } catch {
      toast.error('Could not copy; select the address and copy it yourself');
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Subscribe to your sessions from Google Calendar, Outlook or Apple Calendar: they stay up to
        date as sessions are booked, moved or cancelled (a year back and ahead). Keep the address
        private: anyone who has it can see your sessions.
      </p>
      <p className="text-sm font-medium text-slate-900" aria-live="polite">
        {feed.data.active
          ? `Your feed is on (address made ${formatDateTime(feed.data.created_at!, display)}).`
          : 'Your feed is off.'}
      </p>
      {shown ? (
        <div className="flex flex-col gap-2 rounded-md border border-brand-200 bg-brand-50 p-4">
          <Label htmlFor={urlId}>Your private calendar address (shown only now)</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={urlId}
              readOnly
              value={shown.url}
              className="min-w-0 flex-1 font-mono text-xs"
              onFocus={(event) => event.target.select()}
            />
            <Button type="button" variant="outline" onClick={() => void copy(shown.url)}>
              <Copy aria-hidden="true" />
              Copy
            </Button>
          </div>
          <a
            href={shown.url.replace(/^https?:/, 'webcal:')}
            className="text-sm text-brand-800 underline"
          >
            Open in my calendar app
          </a>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={make} disabled={create.isPending}>
          <CalendarPlus aria-hidden="true" />
          {feed.data.active ? 'Make a new address' : 'Turn on calendar feed'}
        </Button>
        {feed.data.active ? (
          <Button type="button" variant="outline" onClick={turnOff} disabled={remove.isPending}>
            Turn off
          </Button>
        ) : null}
      </div>
      {feed.data.active ? (
        <p className="text-xs text-slate-600">
          A new address turns the old one off: calendars subscribed to it stop updating.
        </p>
      ) : null}
    </div>
  );
}
