import { UserCheck, UserPlus, Users, type LucideIcon } from 'lucide-react';
import type { ExploreCountsDto } from '@flock/shared';
import { formatCount } from '../ui/numberFormats';
import './explore.css';

const TILES: readonly { key: keyof ExploreCountsDto; label: string; icon: LucideIcon }[] = [
  { key: 'totalUsers', label: 'Total Users', icon: Users },
  { key: 'following', label: 'Following', icon: UserCheck },
  { key: 'notFollowing', label: 'Not Following', icon: UserPlus },
];

/** Explore's three tiles; a dash until the first answer. */
export function ExploreTiles({ counts }: { counts: ExploreCountsDto | null }) {
  return (
    <ul className="explore-tiles" aria-label="Members">
      {TILES.map(({ key, label, icon: Icon }) => (
        <li key={key} className="explore-tile">
          <span className="explore-tile-icon" aria-hidden="true">
            <Icon size={18} />
          </span>
          <span className="explore-tile-text">
            <span className="explore-tile-value">{counts ? formatCount(counts[key]) : '–'}</span>
            <span className="explore-tile-label">{label}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
