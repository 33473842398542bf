import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  describeLead,
  MAX_REMINDER_LEADS,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_HINTS,
  NOTIFICATION_CATEGORY_LABELS,
  type NotificationCategory,
  type NotificationPreferences,
} from '@contract/notifications';
import { Button } from '@/components/ui/button';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '../api/notification-preferences';
import { LoadError } from '@/components/ui/load-error';

type Draft = Pick<NotificationPreferences, 'email' | 'in_app' | 'reminder_lead_minutes'>;

/** What the form edits and sends (the choices offered are the server's, not the user's). */
const draftOf = ({ email, in_app, reminder_lead_minutes }: NotificationPreferences): Draft => ({
  email,
  in_app,
  reminder_lead_minutes,
});
type Channel = 'email' | 'in_app';

const CHANNELS: Array<{ id: Channel; label: string }> = [
  { id: 'email', label: 'Email' },
  { id: 'in_app', label: 'In-app' },
];

/**
 * docs/product.md, Notifications: per category, email and in-app on or off, and when session
 * reminders come; saved on its own with "Save notification settings".
 */
export function NotificationsSection({ role }: { role: 'patient' | 'healer' }) {
  const preferences = useNotificationPreferences();
  if (preferences.isPending) return <Spinner label="Loading notification settings" />;
  if (preferences.isError) return <LoadError />;
  return <PreferencesForm saved={preferences.data} role={role} />;
}

function PreferencesForm({
  saved,
  role,
}: {
  saved: NotificationPreferences;
  role: 'patient' | 'healer';
}) {
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [leadError, setLeadError] = useState<string>();
  const update = useUpdateNotificationPreferences();
  // Medication reminders and plan notices are a patient's: a healer keeps no medication list
  // and writes the plans.
  const categories = NOTIFICATION_CATEGORIES.filter(
    (category) => role === 'patient' || (category !== 'medication' && category !== 'plans'),
  );

  const toggle = (channel: Channel, category: NotificationCategory, on: boolean) =>
    setDraft((current) => ({ ...current, [channel]: { ...current[channel], [category]: on } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.reminder_lead_minutes.length > MAX_REMINDER_LEADS) {
      setLeadError(`Choose at most ${MAX_REMINDER_LEADS} reminder times`);
      return;
    }
    setLeadError(undefined);
    update.mutate(draft, {
      onSuccess: (next) => {
        setDraft(draftOf(next));
        toast.success('Notification settings saved');
      },
      onError: (error) =>
        toast.error('Could not save notification settings', { description: errorMessage(error) }),
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-6">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">What you are told about, and how</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="py-2 pr-4 font-medium">
              Category
            </th>
            {CHANNELS.map((channel) => (
              <th key={channel.id} scope="col" className="w-24 py-2 text-center font-medium">
                {channel.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((category) => (
            <tr key={category} className="border-b border-slate-100">
              <th scope="row" className="py-3 pr-4 font-normal">
                <span className="block font-medium text-slate-900">
                  {NOTIFICATION_CATEGORY_LABELS[category]}
                </span>
                <span className="block text-slate-600">
                  {NOTIFICATION_CATEGORY_HINTS[category]}
                </span>
              </th>
              {CHANNELS.map((channel) => (
                <td key={channel.id} className="py-3 text-center">
                  <Switch
                    aria-label={`${channel.label}: ${NOTIFICATION_CATEGORY_LABELS[category]}`}
                    checked={draft[channel.id][category]}
                    onCheckedChange={(on) => toggle(channel.id, category, on)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <CheckboxGroup
        legend="Remind me before each session"
        options={saved.reminder_lead_choices.map((minutes) => ({
          id: String(minutes),
          label: `${describeLead(minutes)} before`,
        }))}
        value={draft.reminder_lead_minutes.map(String)}
        onChange={(values) =>
          setDraft((current) => ({
            ...current,
            reminder_lead_minutes: values.map(Number).sort((a, b) => b - a),
          }))
        }
        error={leadError}
      />
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save notification settings'}
        </Button>
      </div>
    </form>
  );
}
