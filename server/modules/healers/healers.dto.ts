import {
  HealerDetailSchema,
  HealerSummarySchema,
  type HealerDetail,
  type HealerSummary,
} from '@contract/healers';
import { toProfileDto, type ProfileRow } from '../profiles/profiles.dto';

// The public views are the profile's DTO stripped to the public fields by the contract itself.
export const toHealerSummary = (row: ProfileRow): HealerSummary =>
  HealerSummarySchema.strip().parse(toProfileDto(row));

export const toHealerDetail = (row: ProfileRow): HealerDetail =>
  HealerDetailSchema.strip().parse(toProfileDto(row));
