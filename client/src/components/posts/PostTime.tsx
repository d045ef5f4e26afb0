import { relativeTime } from './relativeTime';
import { TimeLabel } from './TimeLabel';
import { useNow } from './useNow';
import { AppLink } from '../ui/AppLink';

/** The post's age ("3h"), linking to its own page; the exact time shows as a tooltip. */
export function PostTime({ postId, createdAt }: { postId?: string; createdAt: string }) {
  const now = useNow();
  const time = relativeTime(createdAt, now);
  const label = <TimeLabel iso={createdAt} time={time} />;
  if (!postId) return <span className="post-time">{label}</span>;
  return (
    <AppLink to={`/post/${postId}`} className="post-time">
      {label}
    </AppLink>
  );
}
