import { useCurrentUser } from '@/api/get-current-user';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePageMeta } from '@/lib/use-page-meta';
import { useBookingSettings } from '../api/booking-settings';
import { useMySessionTypes } from '../api/session-types';
import { BookingRulesForm } from '../components/booking-rules-form';
import { SessionTypeList } from '../components/session-type-list';

/** `/healer-dashboard/services`: what the healer offers, and the rules every booking follows. */
export default function ServicesPage() {
  usePageMeta('Services & booking rules', 'Your session types and the rules patients book by.');
  const me = useCurrentUser();
  const types = useMySessionTypes();
  const settings = useBookingSettings();
  const profile = me.data?.profile;

  return (
    <section className="mx-auto grid max-w-4xl gap-10 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">Services & booking rules</h1>
        <p className="mt-2 text-slate-700">
          The kinds of session you offer, and the rules every booking with you follows.
        </p>
      </div>
      {types.isPending || settings.isPending || !profile ? (
        <Spinner label="Loading your services" />
      ) : types.isError || settings.isError ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
          <p>Your services could not be loaded.</p>
          <Button
            type="button"
            variant="outline"
            className="mt-3"
            onClick={() => void Promise.all([types.refetch(), settings.refetch()])}
          >
            Try again
          </Button>
        </div>
      ) : (
        <>
          <SessionTypeList
            types={types.data.items}
            fee={profile.consultation_fee}
            modes={profile.consultation_modes}
          />
          <BookingRulesForm settings={settings.data} />
        </>
      )}
    </section>
  );
}
