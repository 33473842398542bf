import { AtSign, Briefcase, Camera, Music, PlayCircle, Users } from 'lucide-react';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@contract/constants';
import type { SiteConfig } from '@contract/site';

// Brand marks are not ours to ship: neutral icons, each named by its network.
const SOCIAL_ICONS: Record<SocialNetwork, typeof Users> = {
  facebook: Users,
  instagram: Camera,
  x: AtSign,
  linkedin: Briefcase,
  youtube: PlayCircle,
  tiktok: Music,
};

/** The footer's social accounts, in SOCIAL_NETWORKS order (as GET /api/site gives them). */
export default function SocialLinkList({
  links,
  className,
}: {
  links: SiteConfig['social_links'];
  className: string;
}) {
  return (
    <ul className="flex gap-3" aria-label="Social media">
      {links.map(({ network, url }) => {
        const Icon = SOCIAL_ICONS[network];
        const label = SOCIAL_NETWORKS.find((entry) => entry.id === network)?.label ?? network;
        return (
          <li key={network}>
            <a href={url} className={className} aria-label={`Wellspring on ${label}`} rel="me">
              <Icon className="size-5" aria-hidden="true" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
