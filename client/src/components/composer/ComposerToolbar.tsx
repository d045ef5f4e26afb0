import { BarChart3, Hash, ListPlus, MapPin, Smile, SmilePlus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ComposerMode } from './composerMode';
import type { ComposerPanel, ComposerState } from './composerState';
import { MediaPicker } from './MediaPicker';

interface ComposerToolbarProps {
  mode: ComposerMode;
  /** The thread toggle shows for plain posts and threads, never in reply or quote mode. */
  threadToggle: boolean;
  state: ComposerState;
  panelIds: Record<ComposerPanel, string>;
  onFiles(files: File[]): void;
  onTogglePoll(): void;
  onTogglePanel(panel: ComposerPanel): void;
  onToggleThread(): void;
  /** More tools after these (the schedule toggle). */
  children?: ReactNode;
}

function PanelButton(props: {
  label: string;
  panel: ComposerPanel;
  open: boolean;
  controls: string;
  onToggle(panel: ComposerPanel): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="composer-tool"
      aria-label={props.label}
      title={props.label}
      aria-expanded={props.open}
      aria-controls={props.open ? props.controls : undefined}
      onClick={() => props.onToggle(props.panel)}
    >
      {props.children}
    </button>
  );
}

/** The row of things to add: media, poll, emoji, tags, location, feeling, and the thread switch. */
export function ComposerToolbar({
  mode,
  threadToggle,
  state,
  panelIds,
  onFiles,
  onTogglePoll,
  onTogglePanel,
  onToggleThread,
  children,
}: ComposerToolbarProps) {
  const plain = mode === 'post';
  const panel = (name: ComposerPanel, label: string, icon: ReactNode) => (
    <PanelButton
      label={label}
      panel={name}
      open={state.panel === name}
      controls={panelIds[name]}
      onToggle={onTogglePanel}
    >
      {icon}
    </PanelButton>
  );
  const hasAttachments = state.media.length > 0 || state.poll !== null;

  return (
    <div className="composer-tools" role="group" aria-label="Add to your post">
      {plain && <MediaPicker disabled={state.poll !== null} onFiles={onFiles} />}
      {plain && (
        <button
          type="button"
          className="composer-tool"
          aria-label="Poll"
          title={state.media.length > 0 ? 'A post can have media or a poll, not both' : 'Poll'}
          aria-pressed={state.poll !== null}
          disabled={state.media.length > 0}
          onClick={onTogglePoll}
        >
          <BarChart3 size={20} aria-hidden="true" />
        </button>
      )}
      {panel('emoji', 'Emoji', <Smile size={20} aria-hidden="true" />)}
      {plain && panel('tags', 'Tags', <Hash size={20} aria-hidden="true" />)}
      {plain && panel('location', 'Location', <MapPin size={20} aria-hidden="true" />)}
      {plain && panel('feeling', 'Feeling', <SmilePlus size={20} aria-hidden="true" />)}
      {threadToggle && (
        <button
          type="button"
          className="composer-tool"
          aria-label="Thread"
          title={!state.isThread && hasAttachments ? 'Threads are text only' : 'Thread'}
          aria-pressed={state.isThread}
          disabled={!state.isThread && hasAttachments}
          onClick={onToggleThread}
        >
          <ListPlus size={20} aria-hidden="true" />
        </button>
      )}
      {children}
    </div>
  );
}
