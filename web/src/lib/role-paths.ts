import type { Profile } from '@contract/profiles';

/**
 * docs/product.md, Pages and routes: healers land on their dashboard, anyone else on the
 * patient one; no profile → /.
 */
export function dashboardPath(profile: Pick<Profile, 'role'> | null | undefined): string {
  if (!profile) return '/';
  return profile.role === 'healer' ? '/healer-dashboard' : '/patient-dashboard';
}

export function profilePath(profile: Pick<Profile, 'role'>): string {
  return profile.role === 'healer' ? '/healer-profile' : '/patient-profile';
}
