import type { Profile } from '@contract/profiles';

const DASHBOARDS: Record<Profile['role'], string> = {
  healer: '/healer-dashboard',
  patient: '/patient-dashboard',
  admin: '/admin',
};

/**
 * docs/product.md, Pages and routes: healers land on their dashboard, admins on the console,
 * anyone else on the patient dashboard; no profile → /.
 */
export function dashboardPath(profile: Pick<Profile, 'role'> | null | undefined): string {
  if (!profile) return '/';
  return DASHBOARDS[profile.role] ?? DASHBOARDS.patient;
}

/** The profile form of a role; admins have none (their console is their page). */
export function profilePath(profile: Pick<Profile, 'role'>): string | undefined {
  if (profile.role === 'admin') return undefined;
  return profile.role === 'healer' ? '/healer-profile' : '/patient-profile';
}

/** docs/product.md, Roles: a role the client does not know is treated as a patient. */
export const knownRole = (role: string | undefined): Profile['role'] =>
  role === 'healer' || role === 'admin' ? role : 'patient';

/** The notification centre of a patient or healer (the header's bell links to it). */
export const notificationsPath = (role: 'patient' | 'healer') => `/${role}-dashboard/notifications`;
