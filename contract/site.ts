import { z } from 'zod';
import { safeString } from './strings';
import { SOCIAL_NETWORKS, type SocialNetwork } from './constants';

export const SOCIAL_NETWORK_IDS = SOCIAL_NETWORKS.map((network) => network.id) as [
  SocialNetwork,
  ...SocialNetwork[],
];

/**
 * GET /api/site: what the public frame needs from the operator's configuration
 * (CONTACT_EMAIL, SOCIAL_LINKS): where Contact Us writes to, and the social accounts.
 */
export const SiteConfigSchema = z
  .object({
    contact_email: safeString().nullable(),
    social_links: z.array(z.object({ network: z.enum(SOCIAL_NETWORK_IDS), url: safeString() })),
  })
  .meta({ id: 'SiteConfig' });
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
