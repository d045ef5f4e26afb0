import { ExternalLink, Megaphone } from 'lucide-react';

/** A feed advertisement (spec 000 section 3, "Advertisement (feed card)"). */
export interface PromotedAd {
  id: string;
  title: string;
  description: string;
  imageUrl: string | null;
  targetUrl: string;
}

interface PromotedSlotProps {
  ad?: PromotedAd | null;
  /** Called when the member follows the ad's link (click accounting). */
  onOpen?(ad: PromotedAd): void;
}

/** The place after every fifth post where a promoted card goes; empty until an ad is supplied. */
export function PromotedSlot({ ad, onOpen }: PromotedSlotProps) {
  if (!ad) return null;
  return (
    <aside className="promoted-card" aria-label={`Promoted: ${ad.title}`}>
      <p className="promoted-label">
        <Megaphone size={14} aria-hidden="true" />
        Promoted
      </p>
      {ad.imageUrl && <img className="promoted-image" src={ad.imageUrl} alt="" loading="lazy" />}
      <h3 className="promoted-title">{ad.title}</h3>
      {ad.description && <p className="promoted-text">{ad.description}</p>}
      <a
        className="btn btn-secondary btn-sm promoted-link"
        href={ad.targetUrl}
        target="_blank"
        rel="noopener noreferrer sponsored"
        onClick={() => onOpen?.(ad)}
      >
        Learn more
        <ExternalLink size={14} aria-hidden="true" />
      </a>
    </aside>
  );
}
