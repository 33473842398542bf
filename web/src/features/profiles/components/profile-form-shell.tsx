import type { FormEvent, ReactNode } from 'react';
import type { Profile } from '@contract/profiles';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { UnsavedChangesPrompt } from '@/components/ui/unsaved-changes-prompt';
import type { ProfileFormStatus } from '../hooks/use-profile-form';
import { AvatarUpload } from './avatar-upload';

/** The frame both profile forms share: heading, picture, the fields, one Save button. */
export function ProfileFormShell({
  title,
  description,
  profile,
  avatarFallback,
  status,
  children,
}: {
  title: string;
  description: string;
  profile: Profile;
  avatarFallback: string;
  status: ProfileFormStatus;
  children: ReactNode;
}) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    status.submit();
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 md:px-8">
      <UnsavedChangesPrompt dirty={status.dirty} />
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="text-slate-700">{description}</p>
      </div>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Profile picture</h2>
        </CardHeader>
        <CardContent>
          <AvatarUpload profile={profile} fallback={avatarFallback} photo={status.photo} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Details</h2>
        </CardHeader>
        <CardContent>
          <form noValidate className="space-y-5" onSubmit={handleSubmit}>
            <FormError message={status.formError} />
            {children}
            <div className="flex items-center justify-end gap-4">
              {status.dirty ? (
                <p className="text-sm text-slate-700">You have unsaved changes</p>
              ) : null}
              <Button type="submit" disabled={status.saving}>
                {status.saving ? 'Saving...' : 'Save Changes'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
