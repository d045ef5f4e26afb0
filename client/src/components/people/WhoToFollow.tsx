import { Users } from 'lucide-react';
import { useExplore } from '../../data/explore';
import { Avatar } from '../profile/Avatar';
import { FollowButton } from './FollowButton';
import { displayName, profilePath } from './memberLinks';
import { AppLink } from '../ui/AppLink';
import './people.css';

const SHOWN = 3;

/** The side column's suggestions: members not followed yet, from Explore. */
export function WhoToFollow() {
  const explore = useExplore('not_following', '');
  const people = explore.users?.slice(0, SHOWN);
  return (
    <section className="card aside-card who-to-follow" aria-labelledby="who-to-follow">
      <h2 id="who-to-follow">Who to follow</h2>
      {people && people.length > 0 ? (
        <ul className="suggestions">
          {people.map((member) => (
            <li key={member.id} className="suggestion">
              <AppLink to={profilePath(member.username)} className="suggestion-person">
                <Avatar src={member.profilePicture} name={member.firstName || member.username} size={40} />
                <span className="suggestion-names">
                  <span className="suggestion-name">{displayName(member)}</span>
                  <span className="muted suggestion-username">@{member.username}</span>
                </span>
              </AppLink>
              <FollowButton member={member} size="sm" showSendState={false} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="aside-empty">
          <Users size={28} aria-hidden="true" />
          <p className="muted">
            {people
              ? 'You follow everyone for now.'
              : explore.status === 'error'
                ? 'Suggestions are not available right now.'
                : 'Finding people…'}
          </p>
        </div>
      )}
      <AppLink to="/explore" className="suggestions-more">
        Explore all members
      </AppLink>
    </section>
  );
}
