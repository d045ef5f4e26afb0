import { Link } from 'react-router-dom';
import { tokenizePostText } from '@flock/shared';

/** Post or comment text with @mentions linked to profiles and #hashtags to their pages. */
export function PostText({ text, className = 'post-text' }: { text: string; className?: string }) {
  if (!text) return null;
  return (
    <p className={className}>
      {tokenizePostText(text).map((token, index) => {
        if (token.kind === 'mention')
          return (
            <Link key={index} to={`/profile/${encodeURIComponent(token.value)}`} className="text-link">
              @{token.value}
            </Link>
          );
        if (token.kind === 'hashtag')
          return (
            <Link key={index} to={`/hashtag/${encodeURIComponent(token.value)}`} className="text-link">
              #{token.value}
            </Link>
          );
        return token.value;
      })}
    </p>
  );
}
