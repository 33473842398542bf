import { useState } from 'react';
import type { Profile } from '@contract/profiles';
import { toast } from 'sonner';
import { useUpdateProfile } from '../api/update-profile';
import type { FieldErrors, ProfileCheck } from '../profile-form';

/** Checks the form, sends it, and reports the outcome (spec §8 toasts, inline field errors). */
export function useProfileSave() {
  const update = useUpdateProfile();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();

  function save(check: ProfileCheck, onSaved: (profile: Profile) => void) {
    if (!check.ok) {
      setErrors(check.errors);
      setFormError('Please correct the highlighted fields.');
      return;
    }
    setErrors({});
    setFormError(undefined);
    update.mutate(check.payload, {
      onSuccess: (profile) => {
        toast.success('Profile updated successfully!');
        onSaved(profile);
      },
      onError: (failure) => {
        toast.error('Failed to update profile', { description: failure.message });
        setFormError(failure.message);
      },
    });
  }

  return { save, errors, formError, saving: update.isPending };
}
