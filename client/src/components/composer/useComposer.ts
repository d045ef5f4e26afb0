import { createContext, useContext } from 'react';
import type { CommentDto, PostDto } from '@flock/shared';
import type { RestoredComposer } from '../../data/composerAutosave';

/** What the composer is opened for: a plain post (optionally prefilled, or to schedule), a reply, a quote or a thread. */
export type ComposerRequest =
  | { mode: 'post'; initialText?: string; initialFiles?: File[]; schedule?: boolean }
  | { mode: 'reply'; post: PostDto; comment?: CommentDto }
  | { mode: 'quote'; post: PostDto }
  | { mode: 'thread' };

export interface ComposerControls {
  /** Opens the composer; `restored` puts back kept fields (the autosave, a draft being edited). */
  open(request: ComposerRequest, restored?: RestoredComposer): void;
  isOpen: boolean;
}

export const ComposerContext = createContext<ComposerControls | null>(null);

export function useComposer(): ComposerControls {
  const controls = useContext(ComposerContext);
  if (!controls) throw new Error('useComposer must be used inside <ComposerProvider>');
  return controls;
}
