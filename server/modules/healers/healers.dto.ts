import {
  HealerDetailSchema,
  HealerSummarySchema,
  type HealerDetail,
  type HealerSummary,
} from '@contract/healers';
import { toProfileDto, type ProfileRow } from '../profiles/profiles.dto';

// The public views are the profile's DTO stripped to the public fields by the contract itself.
const publicDto = (row: ProfileRow) => ({
  ...toProfileDto(row),
  next_available_at: row.nextAvailableAt?.toISOString() ?? null,
});

export const toHealerSummary = (row: ProfileRow): HealerSummary =>
  HealerSummarySchema.strip().parse(publicDto(row));

export const toHealerDetail = (row: ProfileRow): HealerDetail =>
  HealerDetailSchema.strip().parse(publicDto(row));
