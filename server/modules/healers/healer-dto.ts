import {
  HealerDetailSchema,
  HealerSummarySchema,
  type HealerDetail,
  type HealerSummary,
} from '@contract/healers';
import type { ProfileRow } from '../auth/require-user';
import { toProfileDto } from '../profiles/profile-dto';

// The public views are the profile's DTO stripped to the public fields by the contract itself.
export const toHealerSummary = (row: ProfileRow): HealerSummary =>
  HealerSummarySchema.strip().parse(toProfileDto(row));

export const toHealerDetail = (row: ProfileRow): HealerDetail =>
  HealerDetailSchema.strip().parse(toProfileDto(row));
