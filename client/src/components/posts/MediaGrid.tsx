import { useState } from 'react';
import type { MediaDto } from '@flock/shared';
import { useDataSaver } from '../../data/dataSaver';
import { useMediaUrl, useUploadProgress } from '../../data/media';
import { PostImage } from './PostImage';
import { SaverImage } from './SaverImage';
import './postMedia.css';

const GRID_MAX = 4;

interface MediaGridProps {
  postId: string;
  media: MediaDto[];
  /** Whose post: part of each image's alternative text. */
  authorName: string;
}

/**
 * A post's images and videos: one alone, two side by side, three as one large and two small, four as
 * a square grid. More than four show the first four with a "+N" button that reveals the rest.
 */
export function MediaGrid({ postId, media, authorName }: MediaGridProps) {
  const [expanded, setExpanded] = useState(false);
  const progress = useUploadProgress(postId);
  if (media.length === 0) return null;
  const shown = expanded ? media : media.slice(0, GRID_MAX);
  const hidden = media.length - shown.length;
  const layout = expanded ? 'many' : String(Math.min(shown.length, GRID_MAX));
  return (
    <div className="media-block">
      <ul className={`media-grid media-grid-${layout}`} aria-label={`Media, ${media.length} items`}>
        {shown.map((item, index) => (
          <li key={item.id} className="media-cell">
            <MediaItem
              media={item}
              label={`${item.type === 'video' ? 'Video' : 'Image'} ${index + 1} of ${media.length} from ${authorName}`}
            />
            {hidden > 0 && index === shown.length - 1 && (
              <button type="button" className="media-more" onClick={() => setExpanded(true)}>
                <span aria-hidden="true">+{hidden}</span>
                <span className="visually-hidden">Show {hidden} more</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {progress !== null && (
        <div className="upload-progress">
          <progress max={1} value={progress} aria-label="Uploading media" />
          <span aria-hidden="true">{Math.round(progress * 100)}%</span>
        </div>
      )}
    </div>
  );
}

function MediaItem({ media, label }: { media: MediaDto; label: string }) {
  const url = useMediaUrl(media);
  const saver = useDataSaver().active;
  if (!url) return <div className="media-placeholder" role="img" aria-label={label} />;
  if (media.type === 'video')
    return (
      <video
        className="media-video"
        src={url}
        controls
        preload={saver ? 'none' : 'metadata'}
        playsInline
        aria-label={label}
        poster={media.thumbnailUrl ?? undefined}
      />
    );
  if (saver && media.thumbnailUrl && url === media.url)
    return <SaverImage media={{ ...media, thumbnailUrl: media.thumbnailUrl }} fullUrl={url} label={label} />;
  return <PostImage media={media} src={url} label={label} />;
}
