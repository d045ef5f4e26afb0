import { MapPin } from 'lucide-react';
import { feelingEmoji } from './feelings';
import { RemovableChip } from './RemovableChip';

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
        <RemovableChip removeLabel="Remove feeling" onRemove={onClearFeeling}>
          <span aria-hidden="true">{feelingEmoji(feeling)}</span> Feeling {feeling}
        </RemovableChip>
      )}
      {place && (
        <RemovableChip removeLabel="Remove location" onRemove={onClearLocation}>
          <MapPin size={14} aria-hidden="true" /> {place}
        </RemovableChip>
      )}
      {tags.map((tag) => (
        <RemovableChip key={tag} removeLabel={`Remove tag ${tag}`} onRemove={() => onRemoveTag(tag)}>
          #{tag}
        </RemovableChip>
      ))}
    </ul>
  );
}
