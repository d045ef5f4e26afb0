/**
 * What the worker keeps of each push in the member's database: the last push received (Settings
 * shows it) and the post it is about, so tapping the notification later opens the post offline.
 */
import {
  addIdbRecordIfAbsent,
  apiUrl,
  MEMBER_STORES,
  PUSH_LOG_CHANGED_MESSAGE,
  writeIdbPushLog,
  type PostDto,
  type SessionRecord,
  type WebPushPayload,
} from '@flock/shared';
import { API_ORIGIN } from './apiOrigin';

declare const self: ServiceWorkerGlobalScope;

export async function recordPush(session: SessionRecord, payload: WebPushPayload): Promise<void> {
  await writeIdbPushLog(self.indexedDB, session.userId, {
    key: 'lastPush',
    receivedAt: Date.now(),
    title: payload.title,
    body: payload.body,
  });
  await tellPagesPushLogChanged();
  if (payload.target?.postId) await keepPostOffline(session, payload.target.postId).catch(() => undefined);
}

/** Stores the post unless the device has it already (the page's copy may hold queued changes). */
async function keepPostOffline(session: SessionRecord, postId: string): Promise<void> {
  const response = await fetch(apiUrl(API_ORIGIN, `/posts/${encodeURIComponent(postId)}`), {
    headers: { Accept: 'application/json', Authorization: `Bearer ${session.token}` },
  });
  if (!response.ok) return;
  const body = (await response.json()) as { data?: { post?: PostDto } };
  const post = body.data?.post;
  if (post?.id !== postId) return;
  // As the page stores posts: the fields that describe a place in one list are not the post's.
  const { activityAt: _a, followedHashtag: _f, ...rest } = post;
  const record = { ...rest, retweetedBy: null, savedAt: Date.now() };
  await addIdbRecordIfAbsent(self.indexedDB, session.userId, MEMBER_STORES.posts, postId, record);
}

export async function tellPagesPushLogChanged(): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window' });
  for (const page of pages) page.postMessage(PUSH_LOG_CHANGED_MESSAGE);
}
