import type { ComponentType } from 'react';
import type { Profile } from '@contract/profiles';
import { useCurrentUser } from '@/api/get-current-user';
import { Spinner } from '@/components/ui/spinner';
import { usePageMeta } from '@/lib/use-page-meta';

/**
 * The page around either profile form: the signed-in user's profile once it has loaded, keyed
 * by its id so the form starts again from another account's values.
 */
export function MyProfilePage({ form: Form }: { form: ComponentType<{ profile: Profile }> }) {
  usePageMeta('My Profile');
  const { data: currentUser } = useCurrentUser();
  if (!currentUser?.profile) return <Spinner label="Loading profile" />;
  return <Form key={currentUser.profile.id} profile={currentUser.profile} />;
}
