import { toast } from 'sonner';
import { useRealtimeEvent } from '@/api/realtime';

/** A healer with the dashboard open hears of each new booking (the lists refresh themselves). */
export function useNewBookingToast() {
  useRealtimeEvent(['appointment.created'], () => toast.success('New appointment booked!'));
}
