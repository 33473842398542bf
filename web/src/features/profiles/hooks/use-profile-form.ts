import { useState } from 'react';
import type { Profile } from '@contract/profiles';
import { toast } from 'sonner';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { useUploadAvatar } from '../api/upload-avatar';
import type { FieldErrors, ProfileCheck } from '../profile-form';

/** The picture chosen in the form, saved with the rest by Save Changes. */
export interface PhotoChoice {
  file?: File;
  error?: string;
  choose: (file: File | undefined) => void;
}

/**
 * What the shell of a profile form needs: the message above the fields, the chosen photo,
 * whether anything is unsaved, Save's state and action.
 */
export interface ProfileFormStatus {
  formError?: string;
  saving: boolean;
  dirty: boolean;
  photo: PhotoChoice;
  submit: () => void;
}

/**
 * The state both profile forms share: the values (taken from the profile, and again from the
 * saved one), `field(name)` wiring a control to its value and inline error, the chosen photo,
 * and `submit`, which checks the values, uploads the photo if one was chosen, then saves the
 * fields, with the toasts of docs/product.md, Messages. Nothing chosen or typed is dropped: a
 * failure keeps it all in the form.
 */
export function useProfileForm<Values extends object>(
  profile: Profile,
  toValues: (profile: Profile) => Values,
  check: (values: Values) => ProfileCheck,
) {
  const [saved, setSaved] = useState(() => toValues(profile));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [file, setFile] = useState<File>();
  const [photoError, setPhotoError] = useState<string>();
  const update = useUpdateProfile();
  const upload = useUploadAvatar();

  function field<K extends keyof Values & keyof FieldErrors>(key: K) {
    return {
      value: values[key],
      onChange: (value: Values[K]) => setValues((current) => ({ ...current, [key]: value })),
      error: errors[key],
    };
  }

  /**
   * docs/product.md, Messages: the server refused ("Failed to update profile", with its reason),
   * or it was never reached ("Error updating profile").
   */
  const fail = (failure: unknown) => {
    const message = errorMessage(failure);
    toast.error(isApiError(failure) ? 'Failed to update profile' : 'Error updating profile', {
      description: message,
    });
    setFormError(message);
  };

  async function save(payload: Extract<ProfileCheck, { ok: true }>['payload']) {
    if (file) {
      try {
        await upload.mutateAsync(file);
        setFile(undefined);
      } catch (failure) {
        setPhotoError(errorMessage(failure));
        return fail(failure);
      }
    }
    try {
      const updated = await update.mutateAsync(payload);
      toast.success('Profile updated successfully!');
      const next = toValues(updated);
      setSaved(next);
      setValues(next);
    } catch (failure) {
      fail(failure);
    }
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
    setPhotoError(undefined);
    void save(checked.payload);
  }

  const status: ProfileFormStatus = {
    formError,
    saving: update.isPending || upload.isPending,
    dirty: file !== undefined || JSON.stringify(values) !== JSON.stringify(saved),
    photo: {
      file,
      error: photoError,
      choose: (chosen) => {
        setFile(chosen);
        setPhotoError(undefined);
      },
    },
    submit,
  };
  return { field, status };
}
