import {
  DEFAULT_PROFESSIONAL_TITLE,
  HEALER_CATEGORIES,
  LIMITS,
  SESSION_MODES,
  SESSION_MODE_LABELS,
} from '@contract/constants';
import type { Profile } from '@contract/profiles';
import { SPECIALTY_LABELS, termsOf } from '@contract/specialties';
import { CharacterCount } from '@/components/ui/character-count';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { InputField, TagField } from '../components/form-field';
import { MyProfilePage } from '../components/my-profile-page';
import { ProfileFormShell } from '../components/profile-form-shell';
import { LocationField, NameField, TimezoneField } from '../components/common-fields';
import { useProfileForm } from '../hooks/use-profile-form';
import { checkHealerForm, healerFormValues } from '../profile-form';

/**
 * Which specialties of the directory the entries are found under (decision 060): free entries
 * are mapped to the shared vocabulary.
 */
function specialtiesHint(entries: string[]) {
  const terms = [...new Set(entries.flatMap((entry) => termsOf(entry).map((term) => term.label)))];
  const found = terms.length
    ? ` Patients find you under: ${terms.join(', ')}.`
    : ' Choose from the list so patients find you by specialty, or write your own.';
  return `Press Enter or + to add each one.${found}`;
}

const MODE_OPTIONS = SESSION_MODES.map((mode) => ({ id: mode, label: SESSION_MODE_LABELS[mode] }));

export default function HealerProfilePage() {
  return <MyProfilePage form={HealerProfileForm} />;
}

function HealerProfileForm({ profile }: { profile: Profile }) {
  const { field, status } = useProfileForm(profile, healerFormValues, checkHealerForm);
  const bio = field('bio');
  const specialties = field('specialties');

  return (
    <ProfileFormShell
      title="My Profile"
      description="This is what patients see on your public profile and when booking."
      profile={profile}
      avatarFallback="H"
      status={status}
    >
      <NameField {...field('usr_name')} />
      <InputField
        label="Professional title"
        hint={`Shown under your name, e.g. “Licensed Marriage and Family Therapist”. Empty: “${DEFAULT_PROFESSIONAL_TITLE}”.`}
        maxLength={LIMITS.professionalTitle}
        {...field('professional_title')}
      />
      <Field
        label="Bio"
        hint={`Your approach and experience, up to ${LIMITS.bio} characters.`}
        error={bio.error}
      >
        {(control) => (
          <>
            <Textarea
              {...control}
              aria-describedby={[control['aria-describedby'], 'bio-count']
                .filter(Boolean)
                .join(' ')}
              aria-invalid={control['aria-invalid'] ?? (bio.value.length > LIMITS.bio || undefined)}
              rows={5}
              value={bio.value}
              onChange={(event) => bio.onChange(event.target.value)}
            />
            <CharacterCount id="bio-count" count={bio.value.length} max={LIMITS.bio} />
          </>
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <LocationField {...field('location')} />
        <TimezoneField hint="Your availability is in this time zone." {...field('timezone')} />
        <InputField
          label="Experience (years)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...field('experience_years')}
        />
        <InputField
          label="Consultation fee ($ per session)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          {...field('consultation_fee')}
        />
      </div>
      <CheckboxGroup
        legend="Consultation modes"
        options={MODE_OPTIONS}
        {...field('consultation_modes')}
      />
      <CheckboxGroup legend="Categories" options={HEALER_CATEGORIES} {...field('categories')} />
      <TagField
        label="Specialties"
        placeholder="Specialty"
        suggestions={SPECIALTY_LABELS}
        {...specialties}
        hint={specialtiesHint(specialties.value)}
      />
      <TagField label="Certifications" placeholder="Certification" {...field('certifications')} />
      <TagField label="Languages" placeholder="Language" {...field('languages')} />
    </ProfileFormShell>
  );
}
