import { MapPin, X } from 'lucide-react';
import { feelingEmoji } from './feelings';

interface ComposerChipsProps {
  feeling: string | null;
  location: string;
  tags: string[];
  onClearFeeling(): void;
  onClearLocation(): void;
  onRemoveTag(tag: string): void;
}

/** What has been added to a plain post (feeling, place, tags), each removable, under the text. */
export function ComposerChips({
  feeling,
  location,
  tags,
  onClearFeeling,
  onClearLocation,
  onRemoveTag,
}: ComposerChipsProps) {
  const place = location.trim();
  if (!feeling && !place && tags.length === 0) return null;
  return (
    <ul className="chip-list composer-chips" aria-label="Added to your post">
      {feeling && (
        <li className="chip">
          <span aria-hidden="true">{feelingEmoji(feeling)}</span> Feeling {feeling}
          <button type="button" className="chip-remove" aria-label="Remove feeling" onClick={onClearFeeling}>
            <X size={14} aria-hidden="true" />
          </button>
        </li>
      )}
      {place && (
        <li className="chip">
          <MapPin size={14} aria-hidden="true" /> {place}
          <button
            type="button"
            className="chip-remove"
            aria-label="Remove location"
            onClick={onClearLocation}
          >
            <X size={14} aria-hidden="true" />
          </button>
        </li>
      )}
      {tags.map((tag) => (
        <li key={tag} className="chip">
          #{tag}
          <button
            type="button"
            className="chip-remove"
            aria-label={`Remove tag ${tag}`}
            onClick={() => onRemoveTag(tag)}
          >
            <X size={14} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
