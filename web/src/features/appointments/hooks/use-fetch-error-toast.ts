import { useEffect } from 'react';
import { toast } from 'sonner';
import { ApiRequestError } from '@/lib/api-client';

/**
 * docs/product.md, Messages: 'Failed to fetch appointments' when the API refuses, 'An error
 * occurred while fetching appointments' when the request itself fails. Once per failure.
 */
export function useFetchErrorToast(error: Error | null) {
  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiRequestError)
      toast.error('Failed to fetch appointments', { description: error.message });
    else toast.error('An error occurred while fetching appointments');
  }, [error]);
}
