import { tokenizePostText } from '@flock/shared';
import { AppLink } from '../ui/AppLink';

/** Post or comment text with @mentions linked to profiles and #hashtags to their pages. */
export function PostText({ text, className = 'post-text' }: { text: string; className?: string }) {
  if (!text) return null;
  return (
    <p className={className}>
      {tokenizePostText(text).map((token, index) => {
        if (token.kind === 'mention')
          return (
            <AppLink key={index} to={`/profile/${encodeURIComponent(token.value)}`} className="text-link">
              @{token.value}
            </AppLink>
          );
        if (token.kind === 'hashtag')
          return (
            <AppLink key={index} to={`/hashtag/${encodeURIComponent(token.value)}`} className="text-link">
              #{token.value}
            </AppLink>
          );
        return token.value;
      })}
    </p>
  );
}
