import { Upload } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import type { Profile } from '@contract/profiles';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useUploadAvatar } from '../api/upload-avatar';
import { AVATAR_TYPES, checkAvatarFile } from '../profile-form';

/** Profile picture: pick a file, see it, then upload it (or cancel). */
export function AvatarUpload({ profile, fallback }: { profile: Profile; fallback: string }) {
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  const upload = useUploadAvatar();

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  function reset() {
    setFile(undefined);
    if (inputRef.current) inputRef.current.value = '';
  }

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    setError(undefined);
    if (!picked) return;
    const problem = checkAvatarFile(picked);
    if (problem) {
      setError(problem);
      reset();
      return;
    }
    setFile(picked);
  }

  function onUpload() {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        toast.success('Profile picture updated');
        reset();
      },
      onError: (failure) => setError(failure.message),
    });
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
            {profile.profile_picture_url ? 'Change photo' : 'Choose photo'}
          </Button>
          {file ? (
            <>
              <Button type="button" size="sm" onClick={onUpload} disabled={upload.isPending}>
                {upload.isPending ? 'Uploading...' : 'Upload photo'}
              </Button>
              <Button type="button" variant="ghost" size="sm" onClick={reset}>
                Cancel
              </Button>
            </>
          ) : null}
        </div>
        <p className="text-xs text-slate-600">PNG, JPEG or WebP, up to 2 MB.</p>
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
