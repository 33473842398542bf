import { useState } from 'react';
import { GENDERS, type Gender } from '@contract/constants';
import type { Profile } from '@contract/profiles';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/auth';
import { usePageMeta } from '@/lib/use-page-meta';
import { FormField, TagField } from '../components/form-field';
import { ProfileFormShell } from '../components/profile-form-shell';
import { LocationField, NameField, TimezoneField } from '../components/common-fields';
import { useProfileSave } from '../hooks/use-profile-save';
import { checkPatientForm, patientFormValues, type PatientFormValues } from '../profile-form';

const GENDER_LABELS: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
  'non-binary': 'Non-binary',
  'prefer-not-to-say': 'Prefer not to say',
};

const today = () => new Date().toISOString().slice(0, 10);

export default function PatientProfilePage() {
  usePageMeta('My Profile');
  const { data: currentUser } = useCurrentUser();
  if (!currentUser?.profile) return <Spinner label="Loading profile" />;
  return <PatientProfileForm key={currentUser.profile.id} profile={currentUser.profile} />;
}

function PatientProfileForm({ profile }: { profile: Profile }) {
  const [values, setValues] = useState(() => patientFormValues(profile));
  const { save, errors, formError, saving } = useProfileSave();
  const set = <K extends keyof PatientFormValues>(key: K, value: PatientFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  return (
    <ProfileFormShell
      title="My Profile"
      description="Healers you book see your name; the rest helps them prepare for your session."
      profile={profile}
      avatarFallback="P"
      formError={formError}
      saving={saving}
      onSubmit={() =>
        save(checkPatientForm(values), (saved) => setValues(patientFormValues(saved)))
      }
    >
      <NameField
        value={values.usr_name}
        onChange={(name) => set('usr_name', name)}
        error={errors.usr_name}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Date of birth" error={errors.date_of_birth}>
          {(control) => (
            <Input
              {...control}
              type="date"
              autoComplete="bday"
              min="1900-01-01"
              max={today()}
              value={values.date_of_birth}
              onChange={(event) => set('date_of_birth', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Gender" error={errors.gender}>
          {(control) => (
            <select
              {...control}
              className="flex h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
              value={values.gender}
              onChange={(event) => set('gender', event.target.value as Gender | '')}
            >
              <option value="">Not specified</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {GENDER_LABELS[gender]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <LocationField
          value={values.location}
          onChange={(location) => set('location', location)}
          error={errors.location}
        />
        <TimezoneField
          hint="Session times are shown in this time zone."
          value={values.timezone}
          onChange={(zone) => set('timezone', zone)}
          error={errors.timezone}
        />
      </div>
      <TagField
        label="Languages"
        placeholder="Language"
        value={values.languages}
        onChange={(tags) => set('languages', tags)}
        error={errors.languages}
      />
    </ProfileFormShell>
  );
}
