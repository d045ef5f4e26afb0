import type { MediaDto } from '@flock/shared';
import { useMediaUrl } from '../../data/media';

/** The first picture of a quoted post as a small preview, with a count when there are more. */
export function QuotedMedia({ media }: { media: MediaDto[] }) {
  const first = media[0];
  if (!first) return null;
  return <Preview media={first} more={media.length - 1} />;
}

function Preview({ media, more }: { media: MediaDto; more: number }) {
  const url = useMediaUrl(media);
  const src = media.type === 'image' ? (media.thumbnailUrl ?? url) : media.thumbnailUrl;
  return (
    <div className="post-quote-media">
      {src ? (
        <img src={src} alt="" loading="lazy" decoding="async" />
      ) : (
        <span className="post-quote-media-label">{media.type === 'video' ? 'Video' : 'Image'}</span>
      )}
      {more > 0 && <span className="post-quote-media-more">+{more}</span>}
    </div>
  );
}
