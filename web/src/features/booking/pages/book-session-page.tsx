import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { defaultBookingTitle } from '@contract/appointments';
import { findService } from '@contract/services';
import { useCurrentUser } from '@/api/get-current-user';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { carriedToastId } from '@/lib/notify';
import { dashboardPath } from '@/lib/role-paths';
import { loginPath } from '@/lib/safe-redirect';
import { usePageMeta } from '@/lib/use-page-meta';
import { useViewerTimeZone } from '@/api/use-viewer-time-zone';
import { BookingForm } from '../components/booking-form';
import { initialSlotFrom } from '../lib/initial-slot';

/** Where a signed-out visitor goes: login, then back here with the same healer, service and time. */
export function loginRedirectFor(params: URLSearchParams) {
  const back = new URLSearchParams();
  for (const name of ['healer', 'service', 'date', 'time']) {
    const value = params.get(name);
    if (value) back.set(name, value);
  }
  const query = back.toString();
  return loginPath(`/book-session${query ? `?${query}` : ''}`);
}

export default function BookSessionPage() {
  usePageMeta('Book a Session', 'Choose a healer, a session mode and a free time, and book it.');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const me = useCurrentUser();
  const zone = useViewerTimeZone();
  const signedOut = me.isSuccess && (!me.data || !me.data.profile);

  useEffect(() => {
    if (!signedOut) return;
    toast.error('You must be logged in to book a session', {
      id: carriedToastId('login-to-book'),
    });
    void navigate(loginRedirectFor(params), { replace: true });
  }, [signedOut, params, navigate]);

  const service = params.get('service');
  const serviceId = service ? findService(service)?.id : undefined;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Book a Session</h1>
      <p className="mt-2 text-slate-700">
        Choose a healer, tell them what the session is about, and pick a free time.
      </p>
      {me.isPending || signedOut ? (
        <Spinner label="Loading" />
      ) : me.data?.profile && me.data.profile.role !== 'patient' ? (
        <div className="mt-8 rounded-md border border-slate-200 bg-slate-50 p-4">
          <p>Only patients can book sessions.</p>
          <Button asChild variant="outline" className="mt-3">
            <Link to={dashboardPath(me.data.profile)}>Go to your dashboard</Link>
          </Button>
        </div>
      ) : (
        <BookingForm
          initialHealerId={params.get('healer') ?? ''}
          initialTitle={service ? defaultBookingTitle(service) : ''}
          initialSlot={initialSlotFrom(params, zone)}
          serviceId={serviceId}
        />
      )}
    </section>
  );
}
