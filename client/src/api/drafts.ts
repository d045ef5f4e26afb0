import type { DraftDto } from '@flock/shared';
import { request } from './http';

/** Reads of drafts. Writes go through the outbox (src/data/drafts.ts); their paths are here. */

const id = (value: string) => encodeURIComponent(value);

export const draftsApi = {
  list: () => request<{ drafts: DraftDto[] }>('/drafts'),
};

export const draftPaths = {
  save: '/drafts',
  one: (draftId: string) => `/drafts/${id(draftId)}`,
  media: '/media',
};
