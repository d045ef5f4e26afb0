import type { ComposerAction, ComposerState } from './composerState';
import { EmojiPicker } from './EmojiPicker';
import { FeelingPicker } from './FeelingPicker';
import { LocationPanel } from './LocationPanel';
import { TagInput } from './TagInput';

interface ComposerPanelSlotProps {
  id: string;
  state: ComposerState;
  errors: Record<string, string>;
  edit(action: ComposerAction): void;
  onEmoji(emoji: string): void;
}

/** The one open extra panel: emoji, tags, location or feeling. */
export function ComposerPanelSlot({ id, state, errors, edit, onEmoji }: ComposerPanelSlotProps) {
  const coordinates =
    state.latitude !== null && state.longitude !== null
      ? { latitude: state.latitude, longitude: state.longitude }
      : null;
  return (
    <div id={id} className="composer-panel-slot">
      {state.panel === 'emoji' && <EmojiPicker onPick={onEmoji} />}
      {state.panel === 'tags' && (
        <TagInput tags={state.tags} onChange={(tags) => edit({ type: 'tags', tags })} error={errors.tags} />
      )}
      {state.panel === 'location' && (
        <LocationPanel
          location={state.location}
          coordinates={coordinates}
          onLocationChange={(value) => edit({ type: 'location', value })}
          onCoordinatesChange={(c) =>
            edit({ type: 'coordinates', latitude: c?.latitude ?? null, longitude: c?.longitude ?? null })
          }
          error={errors.location}
        />
      )}
      {state.panel === 'feeling' && (
        <FeelingPicker value={state.feeling} onChange={(value) => edit({ type: 'feeling', value })} />
      )}
    </div>
  );
}
