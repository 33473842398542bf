import { Upload } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { Profile } from '@contract/profiles';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import type { PhotoChoice } from '../hooks/use-profile-form';
import { AVATAR_TYPES, checkAvatarFile } from '../profile-form';

/**
 * Profile picture: pick a file and see it; Save Changes uploads it with the rest of the form
 * (docs/product.md, Forms never lose work).
 */
export function AvatarUpload({
  profile,
  fallback,
  photo,
}: {
  profile: Profile;
  fallback: string;
  photo: PhotoChoice;
}) {
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const { file } = photo;
  const error = problem ?? photo.error;

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  // Once saved (the form clears its choice), the picker may offer the same file again.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    setProblem(undefined);
    if (!picked) return;
    const refusal = checkAvatarFile(picked);
    if (refusal) {
      setProblem(refusal);
      photo.choose(undefined);
      return;
    }
    photo.choose(picked);
  }

  return (
    <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
      <UserAvatar
        name={profile.usr_name}
        src={preview ?? profile.profile_picture_url}
        fallback={fallback}
        className="size-20 text-xl"
      />
      <div className="space-y-2">
        {/* The styled button below opens this picker; the input itself stays out of the tab order. */}
        <input
          ref={inputRef}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label="Profile picture file"
          onChange={onPick}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-describedby={error ? errorId : undefined}
            onClick={() => inputRef.current?.click()}
          >
            <Upload aria-hidden="true" />
            {profile.profile_picture_url || file ? 'Change photo' : 'Choose photo'}
          </Button>
          {file ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => photo.choose(undefined)}>
              Keep the current photo
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-slate-600">
          {file
            ? 'New photo chosen: it is saved with Save Changes.'
            : 'PNG, JPEG or WebP, up to 2 MB.'}
        </p>
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
