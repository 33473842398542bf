import {
  EXPERIENCE_BANDS,
  HEALER_CATEGORIES,
  LANGUAGE_OPTIONS,
  SESSION_MODE_LABELS,
  SESSION_MODES,
  type ExperienceBand,
} from '@contract/constants';
import { SPECIALTY_LABELS } from '@contract/specialties';
import { useCatalogue } from '@/api/get-catalogue';
import { Button } from '@/components/ui/button';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { SelectField } from '@/components/ui/field';
import { MIN_RATING_OPTIONS, type HealerFilters } from '../lib/healer-filters';
import { PriceRangeSlider } from './price-range-slider';

const asOptions = (values: readonly string[]) =>
  values.map((value) => ({ id: value, label: value }));

const VERIFIED_OPTION = [{ id: 'verified', label: 'Verified healers only' }] as const;
const AVAILABILITY_OPTION = [{ id: 'week', label: 'Available this week' }] as const;

/** The bands never overlap (decision 060). */
const EXPERIENCE_LABELS: Record<ExperienceBand, string> = {
  '0-5': 'Under 5 years',
  '5-10': '5 to 9 years',
  '10+': '10 years or more',
};

/**
 * The specialty vocabulary with how many practitioners each has; a term nobody practises is
 * left out (unless it is chosen), so no choice always finds nobody.
 */
function useSpecialtyOptions(selected: readonly string[]) {
  const { data } = useCatalogue();
  const counts = new Map(data?.specialties.map((entry) => [entry.label, entry.practitioners]));
  const known = new Set<string>(SPECIALTY_LABELS);
  return [
    ...SPECIALTY_LABELS.filter(
      (label) => !data || (counts.get(label) ?? 0) > 0 || selected.includes(label),
    ).map((label) => ({
      id: label,
      label: data ? `${label} (${counts.get(label) ?? 0})` : label,
    })),
    // A value from an older link, outside the vocabulary, stays visible so it can be cleared.
    ...selected.filter((value) => !known.has(value)).map((value) => ({ id: value, label: value })),
  ];
}

/**
 * docs/product.md, Pages and routes: the filter panel, Specialty, Price Range, Languages,
 * Categories, Reset All, and more.
 */
export function FilterPanel({
  filters,
  onChange,
  onReset,
}: {
  filters: HealerFilters;
  onChange: (change: Partial<HealerFilters>) => void;
  onReset: () => void;
}) {
  const specialtyOptions = useSpecialtyOptions(filters.specialties);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold text-slate-900">Filters</h2>
        <Button variant="link" size="sm" onClick={onReset}>
          Reset All
        </Button>
      </div>
      <CheckboxGroup
        legend="Specialty"
        options={specialtyOptions}
        orientation="vertical"
        value={filters.specialties}
        onChange={(specialties) => onChange({ specialties })}
      />
      <PriceRangeSlider
        value={filters.priceRange}
        onCommit={(priceRange) => onChange({ priceRange })}
      />
      <CheckboxGroup
        legend="Languages"
        options={asOptions(LANGUAGE_OPTIONS)}
        orientation="vertical"
        value={filters.languages}
        onChange={(languages) => onChange({ languages })}
      />
      <CheckboxGroup
        legend="Categories"
        options={HEALER_CATEGORIES}
        orientation="vertical"
        value={filters.categories}
        onChange={(categories) => onChange({ categories })}
      />
      <CheckboxGroup
        legend="Session mode"
        options={SESSION_MODES.map((mode) => ({ id: mode, label: SESSION_MODE_LABELS[mode] }))}
        orientation="vertical"
        value={filters.modes}
        onChange={(modes) => onChange({ modes })}
      />
      <SelectField
        label="Minimum rating"
        value={filters.minRating ?? ''}
        onChange={(event) =>
          onChange({ minRating: event.target.value ? Number(event.target.value) : null })
        }
      >
        <option value="">Any rating</option>
        {MIN_RATING_OPTIONS.map((rating) => (
          <option key={rating} value={rating}>
            {rating.toFixed(1)} stars and up
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Experience"
        value={filters.experience ?? ''}
        onChange={(event) =>
          onChange({ experience: (event.target.value || null) as ExperienceBand | null })
        }
      >
        <option value="">Any experience</option>
        {EXPERIENCE_BANDS.map((band) => (
          <option key={band} value={band}>
            {EXPERIENCE_LABELS[band]}
          </option>
        ))}
      </SelectField>
      <CheckboxGroup
        legend="Verification"
        options={VERIFIED_OPTION}
        orientation="vertical"
        value={filters.verified ? ['verified'] : []}
        onChange={(value) => onChange({ verified: value.includes('verified') })}
      />
      <CheckboxGroup
        legend="Availability"
        options={AVAILABILITY_OPTION}
        orientation="vertical"
        value={filters.availableThisWeek ? ['week'] : []}
        onChange={(value) => onChange({ availableThisWeek: value.includes('week') })}
      />
    </div>
  );
}
