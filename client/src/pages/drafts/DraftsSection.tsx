import { useState } from 'react';
import { FileText, PenSquare } from 'lucide-react';
import { useComposer } from '../../components/composer/useComposer';
import { Alert } from '../../components/ui/Alert';
import { Spinner } from '../../components/ui/LoadingScreen';
import type { DraftRecord } from '../../db/draftRecords';
import { useDrafts } from '../../data/draftList';
import { publishDraft } from '../../data/draftPublish';
import { deleteDraft } from '../../data/drafts';
import { confirmationOf } from '../../sync/confirmation';
import { ConfirmDialog } from './ConfirmDialog';
import { DraftCard } from './DraftCard';
import { DRAFT_FILTERS, matchesFilter, type DraftFilter } from './draftView';
import { composerForDraft } from './openDraft';
import './drafts.css';

type Notice = { tone: 'success' | 'error' | 'info'; text: string };

/**
 * Spec 001 "Drafts": the count, All / Posts / Threads, New Draft, each draft with Edit, Publish now and
 * Delete (asked first), the empty state and the note. Shown from the device, refreshed from the server.
 */
export default function DraftsSection() {
  const { drafts, status, error, refresh } = useDrafts();
  const { open } = useComposer();
  const [filter, setFilter] = useState<DraftFilter>('all');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<DraftRecord | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const shown = (drafts ?? []).filter((draft) => matchesFilter(draft, filter));

  const act = async (draft: DraftRecord, work: () => Promise<Notice | null>) => {
    setBusyId(draft.id);
    setNotice(null);
    try {
      setNotice(await work());
    } catch (failure) {
      setNotice({
        tone: 'error',
        text: failure instanceof Error && failure.message ? failure.message : 'Something went wrong',
      });
    } finally {
      setBusyId(null);
    }
  };

  const edit = (draft: DraftRecord) =>
    void act(draft, async () => {
      const { missing, ...restored } = await composerForDraft(draft);
      open(restored.request, restored);
      return missing > 0
        ? {
            tone: 'info',
            text: `${missing === 1 ? 'One file' : `${missing} files`} of this draft could not be loaded.`,
          }
        : null;
    });

  const publish = (draft: DraftRecord) =>
    void act(draft, async () => {
      try {
        await publishDraft(draft);
      } catch (failure) {
        const reason = failure instanceof Error && failure.message ? `: ${failure.message}` : '';
        throw new Error(`Failed to publish draft${reason}`, { cause: failure });
      }
      return { tone: 'success', text: confirmationOf('Draft published successfully!', 'Post') };
    });

  const remove = (draft: DraftRecord) => {
    setDeleting(null);
    void act(draft, async () => {
      await deleteDraft(draft.id);
      return { tone: 'success', text: 'Draft deleted.' };
    });
  };

  return (
    <section className="section drafts-page" aria-labelledby="section-title">
      <div className="drafts-heading">
        <h1 id="section-title" className="section-title">
          Drafts <span className="drafts-count">{drafts ? drafts.length : ''}</span>
        </h1>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => open({ mode: 'post' })}>
          <PenSquare size={16} aria-hidden="true" />
          New Draft
        </button>
      </div>
      <div className="notification-chips draft-filters" role="group" aria-label="Filter drafts">
        {DRAFT_FILTERS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            className="notification-chip"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {label}
          </button>
        ))}
      </div>
      <p className="drafts-note muted">
        Drafts are saved when you close the composer, on this device first and then to your account, so they
        follow you to your other devices.
      </p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {status === 'error' && drafts && drafts.length > 0 && (
        <div className="feed-inline-error" role="alert">
          <span>{error ?? 'Failed to load drafts'}</span>
          <button type="button" className="btn btn-secondary btn-sm" onClick={refresh}>
            Retry
          </button>
        </div>
      )}
      {drafts === undefined || (drafts.length === 0 && status === 'loading') ? (
        <div className="section-loading">
          <Spinner label="Loading drafts" />
        </div>
      ) : drafts.length === 0 && status === 'error' ? (
        <div className="card empty-state" role="alert">
          <p className="empty-state-title">Failed to load drafts</p>
          <button type="button" className="btn btn-primary" onClick={refresh}>
            Retry
          </button>
        </div>
      ) : shown.length === 0 ? (
        <div className="card empty-state">
          <span className="empty-state-icon" aria-hidden="true">
            <FileText size={28} />
          </span>
          <p className="empty-state-title">No drafts yet</p>
          <p className="empty-state-text">
            {drafts.length === 0
              ? 'Close the composer with something written and it waits here.'
              : 'No drafts of this kind.'}
          </p>
        </div>
      ) : (
        <ul className="draft-list" aria-label="Drafts">
          {shown.map((draft) => (
            <li key={draft.id}>
              <DraftCard
                draft={draft}
                busy={busyId === draft.id}
                onEdit={() => edit(draft)}
                onPublish={() => publish(draft)}
                onDelete={() => setDeleting(draft)}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete draft?"
        question="Are you sure you want to delete this draft?"
        confirmLabel="Delete"
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove(deleting)}
      />
    </section>
  );
}
