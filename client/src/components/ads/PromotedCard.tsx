import { useEffect, useState } from 'react';
import { Check, ExternalLink, Link2, Megaphone } from 'lucide-react';
import { DELAYS_MS, type FeedAdDto } from '@flock/shared';
import { recordAdClick } from '../../data/feedAds';
import './promoted.css';

export type PromotedAd = Omit<FeedAdDto, 'ctaText'> & { ctaText?: string | null };

export const adLink = (adId: string) => `${window.location.origin}/ad/${adId}`;

/**
 * A feed advertisement (spec 000 section 3): Promoted, image, title, description and its call to
 * action, which records the click and opens the target URL in a new tab; Copy link copies /ad/{id}.
 */
export function PromotedCard({ ad }: { ad: PromotedAd }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), DELAYS_MS.linkCopied);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    navigator.clipboard?.writeText(adLink(ad.id)).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <aside className="promoted-card" aria-label={`Promoted: ${ad.title}`}>
      <p className="promoted-label">
        <Megaphone size={14} aria-hidden="true" />
        Promoted
      </p>
      {ad.imageUrl && <img className="promoted-image" src={ad.imageUrl} alt="" loading="lazy" />}
      <h3 className="promoted-title">{ad.title}</h3>
      {ad.description && <p className="promoted-text">{ad.description}</p>}
      <div className="promoted-actions">
        {ad.targetUrl && (
          <a
            className="btn btn-secondary btn-sm promoted-link"
            href={ad.targetUrl}
            target="_blank"
            rel="noopener noreferrer sponsored"
            onClick={() => recordAdClick(ad.id)}
          >
            {ad.ctaText || 'Learn more'}
            <ExternalLink size={14} aria-hidden="true" />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
        <button type="button" className="btn btn-ghost btn-sm" onClick={copy}>
          {copied ? <Check size={14} aria-hidden="true" /> : <Link2 size={14} aria-hidden="true" />}
          {copied ? 'Link copied' : 'Copy link'}
          <span className="visually-hidden"> to this ad</span>
        </button>
      </div>
      <span className="visually-hidden" role="status">
        {copied ? 'Link copied' : ''}
      </span>
    </aside>
  );
}
