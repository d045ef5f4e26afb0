import { HomeFeed } from '../../components/feed/HomeFeed';
import { useFreshOwnCounts, useOwnPostsCount } from '../../data/ownCounts';
import { useOwnProfile } from '../../data/profile';
import { timeOfDayGreeting } from './greeting';
import { StatTiles } from './StatTiles';

/** Home: the greeting, the four tiles and the feed. */
export default function HomeSection() {
  const user = useOwnProfile();
  useFreshOwnCounts();
  const postsCount = useOwnPostsCount(user?.postsCount ?? 0);
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
      <StatTiles user={{ followersCount: user.followersCount, postsCount }} />
      <HomeFeed />
    </section>
  );
}
