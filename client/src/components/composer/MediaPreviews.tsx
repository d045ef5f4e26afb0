import { Film, Play, X } from 'lucide-react';
import type { AttachedMedia } from './composerState';
import { formatFileSize, mediaKind } from './mediaFiles';
import { useOwnMediaLimits } from './useOwnMediaLimits';
import './composerMedia.css';

interface MediaPreviewsProps {
  media: AttachedMedia[];
  error: string | null;
  onRemove(id: string): void;
}

/** Thumbnails of the chosen files, each with a remove button; the limits and any refusal underneath. */
export function MediaPreviews({ media, error, onRemove }: MediaPreviewsProps) {
  const { hint } = useOwnMediaLimits();
  if (media.length === 0 && !error) return null;
  return (
    <div className="composer-media">
      {media.length > 0 && (
        <ul className={`media-previews count-${Math.min(media.length, 4)}`} aria-label="Attached media">
          {media.map((item) => (
            <li key={item.id} className="media-preview">
              {mediaKind(item.file) === 'video' ? (
                <div className="media-preview-video">
                  <video
                    src={`${item.previewUrl}#t=0.1`}
                    preload="metadata"
                    muted
                    playsInline
                    aria-hidden="true"
                  />
                  <span className="media-preview-play" aria-hidden="true">
                    <Play size={22} />
                  </span>
                  <span className="media-preview-badge">
                    <Film size={14} aria-hidden="true" />
                    <span className="media-preview-name">{item.file.name}</span>
                    <span>{formatFileSize(item.file.size)}</span>
                  </span>
                </div>
              ) : (
                <img src={item.previewUrl} alt={item.file.name} />
              )}
              <button
                type="button"
                className="media-remove"
                aria-label={`Remove ${item.file.name}`}
                onClick={() => onRemove(item.id)}
              >
                <X size={16} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="composer-hint">{hint}</p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
