import { useState } from 'react';
import { FileText, PenSquare } from 'lucide-react';
import { useComposer } from '../../components/composer/useComposer';
import { Alert } from '../../components/ui/Alert';
import { FilterChips } from '../../components/ui/FilterChips';
import { RefreshedListStates } from '../../components/ui/RefreshedListStates';
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
  const list = useDrafts();
  const { drafts } = list;
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
      <FilterChips<DraftFilter>
        label="Filter drafts"
        options={DRAFT_FILTERS}
        value={filter}
        onChange={setFilter}
      />
      <p className="drafts-note muted">
        Drafts are saved when you close the composer, on this device first and then to your account, so they
        follow you to your other devices.
      </p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <RefreshedListStates
        list={list}
        shownCount={shown.length}
        noun="drafts"
        empty={{
          icon: FileText,
          title: 'No drafts yet',
          text:
            drafts && drafts.length > 0
              ? 'No drafts of this kind.'
              : 'Close the composer with something written and it waits here.',
        }}
      >
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
      </RefreshedListStates>
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
