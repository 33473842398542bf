import { useState } from 'react';
import { HEALER_CATEGORIES, LIMITS, SESSION_MODES, SESSION_MODE_LABELS } from '@contract/constants';
import type { Profile } from '@contract/profiles';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useCurrentUser } from '@/lib/auth';
import { usePageMeta } from '@/lib/use-page-meta';
import { CheckboxGroup, FormField, TagField } from '../components/form-field';
import { ProfileFormShell } from '../components/profile-form-shell';
import { LocationField, NameField, TimezoneField } from '../components/common-fields';
import { useProfileSave } from '../hooks/use-profile-save';
import { checkHealerForm, healerFormValues, type HealerFormValues } from '../profile-form';

const MODE_OPTIONS = SESSION_MODES.map((mode) => ({ id: mode, label: SESSION_MODE_LABELS[mode] }));

export default function HealerProfilePage() {
  usePageMeta('My Profile');
  const { data: currentUser } = useCurrentUser();
  if (!currentUser?.profile) return <Spinner label="Loading profile" />;
  return <HealerProfileForm key={currentUser.profile.id} profile={currentUser.profile} />;
}

function HealerProfileForm({ profile }: { profile: Profile }) {
  const [values, setValues] = useState(() => healerFormValues(profile));
  const { save, errors, formError, saving } = useProfileSave();
  const set = <K extends keyof HealerFormValues>(key: K, value: HealerFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  return (
    <ProfileFormShell
      title="My Profile"
      description="This is what patients see on your public profile and when booking."
      profile={profile}
      avatarFallback="H"
      formError={formError}
      saving={saving}
      onSubmit={() => save(checkHealerForm(values), (saved) => setValues(healerFormValues(saved)))}
    >
      <NameField
        value={values.usr_name}
        onChange={(name) => set('usr_name', name)}
        error={errors.usr_name}
      />
      <FormField
        label="Bio"
        hint={`Your approach and experience, up to ${LIMITS.bio} characters.`}
        error={errors.bio}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            maxLength={LIMITS.bio}
            value={values.bio}
            onChange={(event) => set('bio', event.target.value)}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <LocationField
          value={values.location}
          onChange={(location) => set('location', location)}
          error={errors.location}
        />
        <TimezoneField
          hint="Your availability is in this time zone."
          value={values.timezone}
          onChange={(zone) => set('timezone', zone)}
          error={errors.timezone}
        />
        <FormField label="Experience (years)" error={errors.experience_years}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={values.experience_years}
              onChange={(event) => set('experience_years', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Consultation fee ($ per session)" error={errors.consultation_fee}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={values.consultation_fee}
              onChange={(event) => set('consultation_fee', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <CheckboxGroup
        legend="Consultation modes"
        options={MODE_OPTIONS}
        value={values.consultation_modes}
        onChange={(modes) => set('consultation_modes', modes)}
        error={errors.consultation_modes}
      />
      <CheckboxGroup
        legend="Categories"
        options={HEALER_CATEGORIES}
        value={values.categories}
        onChange={(categories) => set('categories', categories)}
        error={errors.categories}
      />
      <TagField
        label="Specialties"
        placeholder="Specialty"
        value={values.specialties}
        onChange={(tags) => set('specialties', tags)}
        error={errors.specialties}
      />
      <TagField
        label="Certifications"
        placeholder="Certification"
        value={values.certifications}
        onChange={(tags) => set('certifications', tags)}
        error={errors.certifications}
      />
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
