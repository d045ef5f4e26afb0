import { FileText, ScanEye, TrendingUp, Users, type LucideIcon } from 'lucide-react';
import type { SelfUserDto } from '@flock/shared';
import { formatCount } from '../../components/ui/numberFormats';

interface Tile {
  label: string;
  value: string;
  /** The change shown under every tile is a fixed sample figure (spec 000 "Dashboard"). */
  change: string;
  icon: LucideIcon;
  /** The whole tile is a sample, not the member's data. */
  sample: boolean;
}

export function statTiles(user: Pick<SelfUserDto, 'followersCount' | 'postsCount'>): Tile[] {
  return [
    {
      label: 'Total Followers',
      value: formatCount(user.followersCount ?? 0),
      change: '+12%',
      icon: Users,
      sample: false,
    },
    {
      label: 'Total Posts',
      value: formatCount(user.postsCount ?? 0),
      change: '+8%',
      icon: FileText,
      sample: false,
    },
    { label: 'Engagement Rate', value: '4.8%', change: '+2.4%', icon: TrendingUp, sample: true },
    { label: 'Profile Views', value: '1,284', change: '+18%', icon: ScanEye, sample: true },
  ];
}

/**
 * The four home tiles. Followers and posts are the member's own counts; the other two tiles and every
 * change figure are samples, and each says so where it is shown.
 */
export function StatTiles({ user }: { user: Pick<SelfUserDto, 'followersCount' | 'postsCount'> }) {
  return (
    <ul className="stat-tiles" aria-label="Your stats">
      {statTiles(user).map((tile) => {
        const Icon = tile.icon;
        return (
          <li key={tile.label} className="stat-tile">
            <div className="stat-tile-top">
              <span className="stat-icon" aria-hidden="true">
                <Icon size={18} />
              </span>
              {tile.sample && (
                <span className="sample-tag">
                  Sample<span className="visually-hidden"> figure, not your data</span>
                </span>
              )}
            </div>
            <p className="stat-value">{tile.value}</p>
            <p className="stat-label">{tile.label}</p>
            <p className="stat-change">
              <TrendingUp size={14} aria-hidden="true" />
              {tile.change}
              <span className="sample-tag">
                Sample<span className="visually-hidden"> change figure, not your data</span>
              </span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
