import type { HealerDetail, HealerSummary } from '@contract/healers';
import { publicProfileFields, type ProfileRow } from '../profiles/profiles.dto';

/*
 * The public views, written field by field (`publicProfileFields`, typed by the contract's
 * public fields): a field the contract does not list does not compile, so nothing private (date of birth, gender) can slip in, and
 * no schema runs per row. Parsing each row with `Schema.strip()` built a new schema, which zod compiled
 * again for every row: most of the directory's own time (docs/performance.md).
 */
export const toHealerSummary = (row: ProfileRow): HealerSummary => ({
  ...publicProfileFields(row),
  next_available_at: row.nextAvailableAt?.toISOString() ?? null,
});

export const toHealerDetail = (row: ProfileRow): HealerDetail => ({
  ...toHealerSummary(row),
  certifications: row.certifications,
  bookable: row.bookable,
});
