import {
  POLL_DEFAULT_DURATION_HOURS,
  POLL_MIN_OPTIONS,
  THREAD_MAX_PARTS,
  type PostPrivacy,
} from '@flock/shared';
import type { ComposerRequest } from './useComposer';

export interface PollDraft {
  options: string[];
  durationHours: number;
}

/** A chosen file and the object URL its preview shows (revoked on removal and when the composer closes). */
export interface AttachedMedia {
  id: string;
  file: File;
  previewUrl: string;
}

/** The extra panels under the text; only one is open at a time. */
export type ComposerPanel = 'tags' | 'emoji' | 'location' | 'feeling';

export interface ComposerState {
  content: string;
  privacy: PostPrivacy;
  media: AttachedMedia[];
  /** null while the poll editor is closed. */
  poll: PollDraft | null;
  tags: string[];
  location: string;
  latitude: number | null;
  longitude: number | null;
  feeling: string | null;
  isThread: boolean;
  threadParts: string[];
  panel: ComposerPanel | null;
}

export type ComposerAction =
  | { type: 'content'; value: string }
  | { type: 'privacy'; value: PostPrivacy }
  | { type: 'addMedia'; items: AttachedMedia[] }
  | { type: 'removeMedia'; id: string }
  | { type: 'togglePoll' }
  | { type: 'poll'; poll: PollDraft }
  | { type: 'tags'; tags: string[] }
  | { type: 'location'; value: string }
  | { type: 'coordinates'; latitude: number | null; longitude: number | null }
  | { type: 'feeling'; value: string | null }
  | { type: 'toggleThread' }
  | { type: 'threadPart'; index: number; value: string }
  | { type: 'addThreadPart' }
  | { type: 'removeThreadPart'; index: number }
  | { type: 'togglePanel'; panel: ComposerPanel };

/** A thread is at least two posts (ThreadCreateSchema); the editor keeps two boxes. */
export const THREAD_MIN_PARTS = 2;

const emptyPoll = (): PollDraft => ({
  options: Array.from({ length: POLL_MIN_OPTIONS }, () => ''),
  durationHours: POLL_DEFAULT_DURATION_HOURS,
});

export function initialComposerState(request: ComposerRequest): ComposerState {
  return {
    content: request.mode === 'post' ? (request.initialText ?? '') : '',
    privacy: 'public',
    media: [],
    poll: null,
    tags: [],
    location: '',
    latitude: null,
    longitude: null,
    feeling: null,
    isThread: request.mode === 'thread',
    // Spec 001 section 9: a thread starts with one extra part.
    threadParts: ['', ''],
    panel: null,
  };
}

export function composerReducer(state: ComposerState, action: ComposerAction): ComposerState {
  switch (action.type) {
    case 'content':
      return { ...state, content: action.value };
    case 'privacy':
      return { ...state, privacy: action.value };
    case 'addMedia':
      // Media and a poll exclude each other (spec 000 section 4).
      return state.poll ? state : { ...state, media: [...state.media, ...action.items] };
    case 'removeMedia':
      return { ...state, media: state.media.filter((m) => m.id !== action.id) };
    case 'togglePoll':
      if (state.poll) return { ...state, poll: null };
      return state.media.length > 0 ? state : { ...state, poll: emptyPoll() };
    case 'poll':
      return { ...state, poll: action.poll };
    case 'tags':
      return { ...state, tags: action.tags };
    case 'location':
      return { ...state, location: action.value };
    case 'coordinates':
      return { ...state, latitude: action.latitude, longitude: action.longitude };
    case 'feeling':
      return { ...state, feeling: action.value };
    case 'toggleThread':
      if (state.isThread) return { ...state, isThread: false, content: state.threadParts[0] ?? '' };
      // Threads are text only: attachments would be lost.
      if (state.media.length > 0 || state.poll) return state;
      return { ...state, isThread: true, threadParts: [state.content, ...state.threadParts.slice(1)] };
    case 'threadPart':
      return {
        ...state,
        threadParts: state.threadParts.map((p, i) => (i === action.index ? action.value : p)),
      };
    case 'addThreadPart':
      return state.threadParts.length >= THREAD_MAX_PARTS
        ? state
        : { ...state, threadParts: [...state.threadParts, ''] };
    case 'removeThreadPart':
      return state.threadParts.length <= THREAD_MIN_PARTS
        ? state
        : { ...state, threadParts: state.threadParts.filter((_, i) => i !== action.index) };
    case 'togglePanel':
      return { ...state, panel: state.panel === action.panel ? null : action.panel };
  }
}

/** Poll options with text in them (the Post button counts those). */
export const filledPollOptions = (poll: PollDraft | null): string[] =>
  poll ? poll.options.filter((o) => o.trim() !== '') : [];
