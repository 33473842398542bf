import { GENDER_LABELS, GENDERS, type Gender } from '@contract/constants';
import type { Profile } from '@contract/profiles';
import { SelectField } from '@/components/ui/field';
import { InputField, TagField } from '../components/form-field';
import { MyProfilePage } from '../components/my-profile-page';
import { ProfileFormShell } from '../components/profile-form-shell';
import { LocationField, NameField, TimezoneField } from '../components/common-fields';
import { useProfileForm } from '../hooks/use-profile-form';
import { checkPatientForm, patientFormValues } from '../profile-form';

const today = () => new Date().toISOString().slice(0, 10);

export default function PatientProfilePage() {
  return <MyProfilePage form={PatientProfileForm} />;
}

function PatientProfileForm({ profile }: { profile: Profile }) {
  const { field, status } = useProfileForm(profile, patientFormValues, checkPatientForm);
  const gender = field('gender');

  return (
    <ProfileFormShell
      title="My Profile"
      description="Healers you book see your name; the rest helps them prepare for your session."
      profile={profile}
      avatarFallback="P"
      status={status}
    >
      <NameField {...field('usr_name')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label="Date of birth"
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          max={today()}
          {...field('date_of_birth')}
        />
        <SelectField
          label="Gender"
          error={gender.error}
          value={gender.value}
          onChange={(event) => gender.onChange(event.target.value as Gender | '')}
        >
          <option value="">Not specified</option>
          {GENDERS.map((option) => (
            <option key={option} value={option}>
              {GENDER_LABELS[option]}
            </option>
          ))}
        </SelectField>
        <LocationField {...field('location')} />
        <TimezoneField hint="Session times are shown in this time zone." {...field('timezone')} />
      </div>
      <TagField label="Languages" placeholder="Language" {...field('languages')} />
    </ProfileFormShell>
  );
}
