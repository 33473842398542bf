import { Link } from 'react-router';
import { DEFAULT_PROFESSIONAL_TITLE, HEALER_CARD_DEFAULTS } from '@contract/constants';
import type { HealerSummary } from '@contract/healers';
import { VerifiedBadge } from '@/components/ui/verified-badge';
import { formatFee } from '../lib/format';
import { HealerAvatar } from './healer-avatar';
import { StarRating } from '@/components/ui/star-rating';

/**
 * A home page Featured Healer: the whole card links to the profile; the defaults of
 * docs/product.md, Constants and limits fill gaps.
 */
export function FeaturedHealerCard({ healer }: { healer: HealerSummary }) {
  const name = healer.usr_name || HEALER_CARD_DEFAULTS.name;
  return (
    <Link
      to={`/healers/${encodeURIComponent(healer.user_id)}`}
      className="flex h-full flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm transition-shadow hover:shadow-md"
    >
      <HealerAvatar name={name} pictureUrl={healer.profile_picture_url} className="size-20" />
      <span className="text-lg font-semibold text-slate-900">{name}</span>
      <span className="text-sm text-slate-700">
        {healer.professional_title ?? DEFAULT_PROFESSIONAL_TITLE}
      </span>
      {healer.verified && <VerifiedBadge />}
      <span className="text-sm text-brand-800">
        {healer.specialties[0] ?? HEALER_CARD_DEFAULTS.specialty}
      </span>
      <StarRating rating={healer.rating_average} reviews={healer.reviews_count} />
      <span className="text-sm text-slate-700">
        {formatFee(healer.consultation_fee ?? HEALER_CARD_DEFAULTS.fee)} per session
      </span>
    </Link>
  );
}
