import { useState } from 'react';
import type { Profile } from '@contract/profiles';
import { toast } from 'sonner';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import type { FieldErrors, ProfileCheck } from '../profile-form';

/**
 * What the shell of a profile form needs: the message above the fields, Save's state and action.
 */
export interface ProfileFormStatus {
  formError?: string;
  saving: boolean;
  submit: () => void;
}

/**
 * The state both profile forms share: the values (taken from the profile, and again from the
 * saved one), `field(name)` wiring a control to its value and inline error, and `submit`, which
 * checks the values and saves them with the toasts of docs/product.md, Messages.
 */
export function useProfileForm<Values extends object>(
  profile: Profile,
  toValues: (profile: Profile) => Values,
  check: (values: Values) => ProfileCheck,
) {
  const [values, setValues] = useState(() => toValues(profile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const update = useUpdateProfile();

  function field<K extends keyof Values & keyof FieldErrors>(key: K) {
    return {
      value: values[key],
      onChange: (value: Values[K]) => setValues((current) => ({ ...current, [key]: value })),
      error: errors[key],
    };
  }

  function submit() {
    const checked = check(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError('Please correct the highlighted fields.');
      return;
    }
    setErrors({});
    setFormError(undefined);
    update.mutate(checked.payload, {
      onSuccess: (saved) => {
        toast.success('Profile updated successfully!');
        setValues(toValues(saved));
      },
      onError: (failure) => {
        // docs/product.md, Messages: the server refused ("Failed to update profile", with its
        // reason), or it was never reached ("Error updating profile").
        if (isApiError(failure)) {
          toast.error('Failed to update profile', { description: failure.message });
          setFormError(failure.message);
        } else {
          const reason = errorMessage(failure, 'Please try again.');
          toast.error('Error updating profile', { description: reason });
          setFormError(reason);
        }
      },
    });
  }

  const status: ProfileFormStatus = { formError, saving: update.isPending, submit };
  return { field, status };
}
