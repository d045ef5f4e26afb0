import { useEffect, useId, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { Save } from 'lucide-react';
import type { RestoredComposer } from '../../data/composerAutosave';
import { clearComposerAutosave } from '../../data/composerAutosave';
import { deleteDraft, saveDraft } from '../../data/drafts';
import { useOwnProfile } from '../../data/profile';
import { confirmationOf } from '../../sync/confirmation';
import { Avatar } from '../profile/Avatar';
import { Alert } from '../ui/Alert';
import { Dialog } from '../ui/Dialog';
import { CharacterCounter } from './CharacterCounter';
import { ComposerChips } from './ComposerChips';
import { draftFromComposer, hasDraftContent, stateFromStored } from './composerDraft';
import { ComposerPanelSlot } from './ComposerPanelSlot';
import {
  COMPOSER_FAILURE,
  COMPOSER_SUCCESS,
  COMPOSER_TITLES,
  COMPOSER_WHAT,
  DRAFT_SAVE_FAILURE,
  DRAFT_SAVED,
  effectiveMode,
  replyTarget,
  textLimit,
} from './composerMode';
import {
  composerReducer,
  initialComposerState,
  type ComposerAction,
  type ComposerPanel,
} from './composerState';
import { canSubmit, checkComposer } from './composerSubmission';
import { ComposerTextarea, type ComposerTextareaHandle } from './ComposerTextarea';
import {
  checkScheduleInput,
  defaultScheduleInput,
  scheduleFromComposer,
  SCHEDULE_SUCCESS,
} from './composerSchedule';
import { ComposerToolbar } from './ComposerToolbar';
import { SchedulePanel, ScheduleToggle } from './SchedulePicker';
import { MediaPreviews } from './MediaPreviews';
import { PollEditor } from './PollEditor';
import { PrivacySelect } from './PrivacySelect';
import { QuotedPostPreview } from './QuotedPostPreview';
import { sendComposerPlan } from './sendComposerPlan';
import { ThreadEditor } from './ThreadEditor';
import type { ComposerRequest } from './useComposer';
import { useComposerAutosave } from './useComposerAutosave';
import { useMediaAttachments } from './useMediaAttachments';
import './composer.css';
import './composerParts.css';

interface ComposerDialogProps {
  request: ComposerRequest;
  /** Fields kept on the device to open with (the autosave, or a draft being edited). */
  restored?: RestoredComposer | null;
  onClose(): void;
  /** Called with the confirmation once the data layer has taken the post (or kept the draft). */
  onPosted(message: string): void;
}

/**
 * The composer in all its modes: Create Post, Reply, Quote Tweet, Create Thread. Mounted while open.
 * What is typed is kept on the device as it changes; closing with something typed keeps it as a draft.
 */
export default function ComposerDialog({ request, restored = null, onClose, onPosted }: ComposerDialogProps) {
  const user = useOwnProfile();
  const [state, dispatch] = useReducer(composerReducer, request, (opened) =>
    restored ? stateFromStored(initialComposerState(opened), restored.fields) : initialComposerState(opened),
  );
  const draftId = restored?.draftId ?? null;
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  // Schedule mode (not for replies): the picked date and time, null while off.
  const [scheduleAt, setScheduleAt] = useState<string | null>(() =>
    request.mode === 'post' && request.schedule ? defaultScheduleInput() : null,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const activeEditor = useRef<ComposerTextareaHandle | null>(null);
  const id = useId();

  const mode = effectiveMode(request, state.isThread);
  const limit = textLimit(mode);
  const plain = mode === 'post';
  const target = replyTarget(request);
  const panelIds: Record<ComposerPanel, string> = {
    emoji: `${id}-emoji`,
    tags: `${id}-tags`,
    location: `${id}-location`,
    feeling: `${id}-feeling`,
  };
  const contentErrorId = `${id}-content-error`;
  const counterId = `${id}-counter`;

  useEffect(() => {
    const textarea = formRef.current?.querySelector('textarea');
    if (!textarea) return;
    textarea.focus();
    textarea.setSelectionRange(textarea.value.length, textarea.value.length);
  }, []);

  const edit = (action: ComposerAction) => {
    dispatch(action);
    setErrors({});
    setAlert(null);
  };
  const media = useMediaAttachments(
    state.media,
    edit,
    restored ? restored.files : request.mode === 'post' ? request.initialFiles : undefined,
  );
  const autosave = useComposerAutosave(request, state, draftId);

  /** Whether the form shows an error at `path` next to its field (else it goes in the alert). */
  const shownNextToField = (path: string): boolean => {
    if (path === 'content') return mode !== 'thread';
    if (path === 'posts') return mode === 'thread';
    if (path === 'poll' || path === 'poll.options' || path === 'poll.durationHours')
      return plain && state.poll !== null;
    return (path === 'tags' || path === 'location') && state.panel === path;
  };

  const submit = async () => {
    if (busy || !canSubmit(mode, state)) return;
    const check = checkComposer(request, state);
    if (!check.ok) {
      setErrors(check.errors);
      // An error is shown once: next to its field when the form has a place for it, else above the footer.
      const unplaced = Object.entries(check.errors).filter(([path]) => !shownNextToField(path));
      setAlert(unplaced.length > 0 ? (unplaced[0]?.[1] ?? COMPOSER_FAILURE) : null);
      return;
    }
    const schedule = scheduleAt === null ? null : checkScheduleInput(scheduleAt);
    if (schedule && !schedule.ok) {
      setErrors({ scheduledFor: schedule.error });
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      autosave.stop();
      if (schedule) await scheduleFromComposer(request, state, schedule.time);
      else await sendComposerPlan(check.plan);
      await clearComposerAutosave();
      if (draftId) await deleteDraft(draftId);
      onPosted(
        schedule
          ? confirmationOf(SCHEDULE_SUCCESS, 'Scheduled post')
          : confirmationOf(COMPOSER_SUCCESS[mode], COMPOSER_WHAT[mode]),
      );
    } catch (error) {
      autosave.resume();
      setAlert(error instanceof Error && error.message ? error.message : COMPOSER_FAILURE);
      setBusy(false);
    }
  };

  /** Closing keeps what was typed as a draft (and says so); an empty composer just closes. */
  const close = async () => {
    if (busy) return;
    autosave.stop();
    if (!hasDraftContent(state)) {
      void clearComposerAutosave().catch(() => undefined);
      onClose();
      return;
    }
    setBusy(true);
    try {
      await saveDraft(draftFromComposer(request, state), draftId);
      await clearComposerAutosave();
      onPosted(confirmationOf(DRAFT_SAVED, 'Draft'));
    } catch {
      autosave.resume();
      setAlert(DRAFT_SAVE_FAILURE);
      setBusy(false);
    }
  };

  // Enter in a one-line field (a poll choice, the place) must not post.
  const onFormKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  };

  const pollError = errors['poll.options'] ?? errors['poll.durationHours'] ?? errors.poll;
  const panelAllowed = state.panel === 'emoji' || plain;

  return (
    <Dialog
      open
      title={COMPOSER_TITLES[mode]}
      onClose={() => void close()}
      busy={busy}
      className="composer-dialog"
    >
      <form
        ref={formRef}
        className="composer-form"
        noValidate
        onKeyDown={onFormKeyDown}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset className="composer-fieldset" disabled={busy}>
          <div className="composer-body">
            {request.mode === 'reply' && (
              <QuotedPostPreview
                label={request.comment ? 'Comment you are replying to' : 'Post you are replying to'}
                author={request.comment ? request.comment.user : request.post.author}
                content={request.comment ? request.comment.content : request.post.content}
                mediaCount={request.comment ? 0 : request.post.mediaUrls.length}
                hasPoll={!request.comment && request.post.poll !== null}
              />
            )}
            {mode === 'thread' ? (
              <>
                <div className="composer-audience thread-editor-audience">
                  <PrivacySelect
                    value={state.privacy}
                    onChange={(value) => edit({ type: 'privacy', value })}
                  />
                </div>
                <ThreadEditor
                  user={user}
                  parts={state.threadParts}
                  onPartChange={(index, value) => edit({ type: 'threadPart', index, value })}
                  onAdd={() => edit({ type: 'addThreadPart' })}
                  onRemove={(index) => edit({ type: 'removeThreadPart', index })}
                  onActivate={(handle) => (activeEditor.current = handle)}
                  onSubmitShortcut={() => void submit()}
                  error={errors.posts}
                  errorId={contentErrorId}
                />
                {errors.posts && (
                  <p id={contentErrorId} className="field-error" role="alert">
                    {errors.posts}
                  </p>
                )}
              </>
            ) : (
              <div className="composer-main">
                <div className="composer-gutter" aria-hidden="true">
                  <Avatar src={user?.profilePicture} name={user?.firstName ?? '?'} size={40} />
                </div>
                <div className="composer-column">
                  {request.mode === 'reply' ? (
                    <p className="replying-to">
                      Replying to <span className="replying-to-name">@{target}</span>
                    </p>
                  ) : (
                    <div className="composer-audience">
                      <PrivacySelect
                        value={state.privacy}
                        onChange={(value) => edit({ type: 'privacy', value })}
                      />
                    </div>
                  )}
                  <ComposerTextarea
                    value={state.content}
                    onChange={(value) => edit({ type: 'content', value })}
                    label={request.mode === 'reply' ? 'Reply text' : 'Post text'}
                    placeholder={request.mode === 'reply' ? 'Post your reply' : "What's happening?"}
                    invalid={Boolean(errors.content) || state.content.length > limit}
                    describedBy={[counterId, errors.content ? contentErrorId : ''].filter(Boolean).join(' ')}
                    onActivate={(handle) => (activeEditor.current = handle)}
                    onSubmitShortcut={() => void submit()}
                    onPasteFiles={plain && !state.poll ? media.add : undefined}
                  />
                  {errors.content && (
                    <p id={contentErrorId} className="field-error" role="alert">
                      {errors.content}
                    </p>
                  )}
                  {request.mode === 'quote' && (
                    <QuotedPostPreview
                      label="Quoted post"
                      author={request.post.author}
                      content={request.post.content}
                      mediaCount={request.post.mediaUrls.length}
                      hasPoll={request.post.poll !== null}
                    />
                  )}
                  {plain && state.poll && (
                    <PollEditor
                      poll={state.poll}
                      onChange={(poll) => edit({ type: 'poll', poll })}
                      onRemove={() => edit({ type: 'togglePoll' })}
                      error={pollError}
                    />
                  )}
                  {plain && !state.poll && (
                    <MediaPreviews media={state.media} error={media.error} onRemove={media.remove} />
                  )}
                  {plain && (
                    <ComposerChips
                      feeling={state.feeling}
                      location={state.panel === 'location' ? '' : state.location}
                      tags={state.panel === 'tags' ? [] : state.tags}
                      onClearFeeling={() => edit({ type: 'feeling', value: null })}
                      onClearLocation={() => {
                        edit({ type: 'location', value: '' });
                        edit({ type: 'coordinates', latitude: null, longitude: null });
                      }}
                      onRemoveTag={(tag) => edit({ type: 'tags', tags: state.tags.filter((t) => t !== tag) })}
                    />
                  )}
                </div>
              </div>
            )}
            {state.panel && panelAllowed && (
              <ComposerPanelSlot
                id={panelIds[state.panel]}
                state={state}
                errors={errors}
                edit={edit}
                onEmoji={(emoji) => activeEditor.current?.insert(emoji)}
              />
            )}
            {scheduleAt !== null && (
              <SchedulePanel
                id={`${id}-schedule`}
                value={scheduleAt}
                error={errors.scheduledFor}
                onChange={(value) => {
                  setScheduleAt(value);
                  setErrors({});
                }}
              />
            )}
            {alert && <Alert tone="error">{alert}</Alert>}
          </div>
          <div className="composer-footer">
            <ComposerToolbar
              mode={mode}
              threadToggle={request.mode === 'post' || request.mode === 'thread'}
              state={state}
              panelIds={panelIds}
              onFiles={media.add}
              onTogglePoll={() => edit({ type: 'togglePoll' })}
              onTogglePanel={(panel) => edit({ type: 'togglePanel', panel })}
              onToggleThread={() => edit({ type: 'toggleThread' })}
            >
              {request.mode !== 'reply' && (
                <ScheduleToggle
                  on={scheduleAt !== null}
                  controls={`${id}-schedule`}
                  onToggle={() => setScheduleAt((at) => (at === null ? defaultScheduleInput() : null))}
                />
              )}
            </ComposerToolbar>
            <div className="composer-submit">
              {mode !== 'thread' && (
                <CharacterCounter id={counterId} count={state.content.length} limit={limit} />
              )}
              <button
                type="button"
                className="btn btn-ghost btn-sm composer-save-draft"
                aria-label="Save draft"
                title="Save draft"
                disabled={busy || !hasDraftContent(state)}
                onClick={() => void close()}
              >
                <Save size={17} aria-hidden="true" />
                <span className="composer-save-draft-text">Save draft</span>
              </button>
              <button
                type="submit"
                className="btn btn-primary composer-post"
                disabled={busy || !canSubmit(mode, state)}
              >
                {scheduleAt !== null ? (busy ? 'Scheduling...' : 'Schedule') : busy ? 'Posting...' : 'Post'}
              </button>
            </div>
          </div>
        </fieldset>
      </form>
    </Dialog>
  );
}
