import { useEffect, useRef, useState } from 'react';
import { uuidv7 } from '@flock/shared';
import type { AutosaveFile } from '../../data/composerAutosave';
import type { AttachedMedia, ComposerAction } from './composerState';
import { acceptMediaFiles } from './mediaFiles';
import { useOwnMediaLimits } from './useOwnMediaLimits';

/**
 * Adds checked files with an object URL for their preview, and revokes each URL when its file is removed
 * or the composer closes. `error` is the last refusal (wrong type, too large, too many).
 */
export function useMediaAttachments(
  media: AttachedMedia[],
  dispatch: (action: ComposerAction) => void,
  /** Files the composer opens with (a share, or kept ones under their blob ids), added once like picked ones. */
  initialFiles?: ReadonlyArray<File | AutosaveFile>,
) {
  const [error, setError] = useState<string | null>(null);
  const limits = useOwnMediaLimits();
  const liveUrls = useRef(new Set<string>());

  useEffect(() => {
    const urls = liveUrls.current;
    return () => {
      urls.forEach((url) => URL.revokeObjectURL(url));
      urls.clear();
    };
  }, []);

  const add = (files: ReadonlyArray<File | AutosaveFile>) => {
    const kept = new Map<File, string>();
    const plain = files.map((item) => {
      if (item instanceof File) return item;
      kept.set(item.file, item.blobId);
      return item.file;
    });
    const { accepted, error: refusal } = acceptMediaFiles(plain, media.length, limits);
    setError(refusal);
    if (accepted.length === 0) return;
    const items = accepted.map((file) => {
      const previewUrl = URL.createObjectURL(file);
      liveUrls.current.add(previewUrl);
      // The id is also where the file is kept on the device (the composer's autosave, a draft).
      return { id: kept.get(file) ?? uuidv7(), file, previewUrl };
    });
    dispatch({ type: 'addMedia', items });
  };

  const initialAdded = useRef(false);
  useEffect(() => {
    if (initialAdded.current || !initialFiles?.length) return;
    initialAdded.current = true;
    add(initialFiles);
    // Once, on opening: `add` is a new function every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialFiles]);

  const remove = (id: string) => {
    const item = media.find((m) => m.id === id);
    if (item) {
      URL.revokeObjectURL(item.previewUrl);
      liveUrls.current.delete(item.previewUrl);
    }
    setError(null);
    dispatch({ type: 'removeMedia', id });
  };

  return { error, add, remove };
}
