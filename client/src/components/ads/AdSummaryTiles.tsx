import { Eye, IndianRupee, Megaphone, MousePointerClick } from 'lucide-react';
import type { AdRecord } from '../../db/adRecords';
import { formatCount, formatRupees } from './adFormat';

/** Totals over the member's campaigns, in the dashboard's tile style. */
export function AdSummaryTiles({ ads }: { ads: AdRecord[] }) {
  const sum = (pick: (ad: AdRecord) => number) => ads.reduce((total, ad) => total + pick(ad), 0);
  const spentPaise = sum((ad) => Math.round(ad.spent_amount * 100));
  const tiles = [
    {
      label: 'Active campaigns',
      value: formatCount(ads.filter((ad) => ad.status === 'active').length),
      icon: Megaphone,
    },
    { label: 'Total spent', value: formatRupees(spentPaise / 100), icon: IndianRupee },
    { label: 'Impressions', value: formatCount(sum((ad) => ad.total_impressions)), icon: Eye },
    { label: 'Clicks', value: formatCount(sum((ad) => ad.total_clicks)), icon: MousePointerClick },
  ];
  return (
    <ul className="stat-tiles" aria-label="Advertising summary">
      {tiles.map(({ label, value, icon: Icon }) => (
        <li key={label} className="stat-tile">
          <div className="stat-tile-top">
            <span className="stat-icon" aria-hidden="true">
              <Icon size={18} />
            </span>
          </div>
          <p className="stat-value">{value}</p>
          <p className="stat-label">{label}</p>
        </li>
      ))}
    </ul>
  );
}
