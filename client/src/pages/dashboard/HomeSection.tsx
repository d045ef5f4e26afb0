import { Newspaper } from 'lucide-react';
import { useOwnProfile } from '../../data/profile';
import { timeOfDayGreeting } from './greeting';
import { StatTiles } from './StatTiles';

/** Home: the greeting, the four tiles and the feed (which arrives with the posts feature). */
export default function HomeSection() {
  const user = useOwnProfile();
  if (!user) return null;
  const name = user.firstName || user.username;
  return (
    <section className="section" aria-labelledby="section-title">
      <header className="home-greeting">
        <h1 id="section-title" className="section-title">
          {timeOfDayGreeting(new Date())}, {name}
        </h1>
        <p className="muted">Welcome back. Here is what is happening on your Flock.</p>
      </header>
      <StatTiles user={user} />
      <section className="feed" aria-labelledby="feed-title">
        <h2 id="feed-title" className="visually-hidden">
          Feed
        </h2>
        <div className="card empty-state">
          <span className="empty-state-icon" aria-hidden="true">
            <Newspaper size={28} />
          </span>
          <p className="empty-state-title">No posts yet</p>
          <p className="empty-state-text">Be the first to share something!</p>
        </div>
      </section>
    </section>
  );
}
