import type { Catalogue } from '@contract/catalogue';
import { SERVICE_IDS } from '@contract/services';
import { SPECIALTIES } from '@contract/specialties';
import type { CatalogueRow } from './catalogue.queries';

/** PostgreSQL counts and numerics arrive as text; null stays null. */
const numberOrNull = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : Number(value);

export function toCatalogue(row: CatalogueRow): Catalogue {
  return {
    services: SERVICE_IDS.map((id) => ({
      service_id: id,
      practitioners: numberOrNull(row[`s${id}_n`]) ?? 0,
      from_price: numberOrNull(row[`s${id}_price`]),
      min_minutes: numberOrNull(row[`s${id}_min`]),
      max_minutes: numberOrNull(row[`s${id}_max`]),
    })),
    specialties: SPECIALTIES.map((term, index) => ({
      label: term.label,
      practitioners: numberOrNull(row[`t${index}_n`]) ?? 0,
    })),
  };
}
