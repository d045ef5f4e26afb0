import type { MediaDto } from '@flock/shared';
import { useImageRetry } from '../../hooks/useImageRetry';

/**
 * One image of a post's media, at `src`, kept to the image's proportions while it loads; a load that
 * failed is tried again (see useImageRetry).
 */
export function PostImage({ media, src, label }: { media: MediaDto; src: string; label: string }) {
  const ratio = media.width && media.height ? `${media.width} / ${media.height}` : undefined;
  const { attempt, onError } = useImageRetry(src);
  return (
    <img
      key={attempt}
      className="media-image"
      src={src}
      alt={label}
      loading="lazy"
      decoding="async"
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      style={ratio ? { aspectRatio: ratio } : undefined}
      onError={onError}
    />
  );
}
