import { useState } from 'react';
import type { MediaDto } from '@flock/shared';
import { thumbnailInsteadOf } from '../../data/dataSaver';
import { PostImage } from './PostImage';
import './saverImage.css';

interface SaverImageProps {
  media: MediaDto & { thumbnailUrl: string };
  fullUrl: string;
  label: string;
}

/** Data saver: the image as its 400 px thumbnail; a tap (or Enter) loads the full size in its place. */
export function SaverImage({ media, fullUrl, label }: SaverImageProps) {
  const [full, setFull] = useState(false);
  const image = (
    <PostImage
      media={media}
      src={full ? fullUrl : thumbnailInsteadOf(media.thumbnailUrl, fullUrl)}
      label={label}
    />
  );
  if (full) return image;
  return (
    <button
      type="button"
      className="media-saver"
      onClick={() => setFull(true)}
      aria-label={`${label}, load full size`}
    >
      {image}
      <span className="media-saver-badge" aria-hidden="true">
        Tap for full size
      </span>
    </button>
  );
}
