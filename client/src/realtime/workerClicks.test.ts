import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_CLICK_MESSAGE, type NotificationClickData } from '@flock/shared';
import { listenForWorkerClicks, takeWorkerClicks, WAITING_CLICK_LIFETIME_MS } from './workerClicks';

const worker = new EventTarget();
const fromWorker = (data: unknown) => worker.dispatchEvent(new MessageEvent('message', { data }));
const click = (url: string, more: Partial<NotificationClickData> = {}) =>
  fromWorker({ ...NOTIFICATION_CLICK_MESSAGE, url, ...more });

describe('notification clicks from the service worker', () => {
  let release: (() => void) | undefined;

  beforeAll(() => listenForWorkerClicks(worker));
  afterEach(() => {
    release?.();
    release = undefined;
    vi.useRealTimers();
  });

  it('hands a click to the signed-in layout with its tag and notification id', () => {
    const taken: NotificationClickData[] = [];
    release = takeWorkerClicks((data) => taken.push(data));
    click('/post/p1', { tag: 'post:p1', notificationId: 'n1' });
    expect(taken).toEqual([{ url: '/post/p1', tag: 'post:p1', notificationId: 'n1' }]);
  });

  it('keeps a click that arrives while the app is starting until the layout takes clicks', () => {
    click('/profile/ada');
    const taken: NotificationClickData[] = [];
    release = takeWorkerClicks((data) => taken.push(data));
    expect(taken).toEqual([{ url: '/profile/ada' }]);
  });

  it('hands a kept click over once only', () => {
    click('/profile/ada');
    takeWorkerClicks(() => undefined)();
    const taken: NotificationClickData[] = [];
    release = takeWorkerClicks((data) => taken.push(data));
    expect(taken).toEqual([]);
  });

  it('drops a kept click nobody took in time', () => {
    vi.useFakeTimers();
    click('/profile/ada');
    vi.advanceTimersByTime(WAITING_CLICK_LIFETIME_MS + 1);
    const taken: NotificationClickData[] = [];
    release = takeWorkerClicks((data) => taken.push(data));
    expect(taken).toEqual([]);
  });

  it('ignores other messages and keeps clicks after the layout let go', () => {
    const taken: NotificationClickData[] = [];
    takeWorkerClicks((data) => taken.push(data))();
    fromWorker({ type: 'SOMETHING_ELSE', url: '/x' });
    fromWorker({ ...NOTIFICATION_CLICK_MESSAGE, url: 42 });
    click('/notifications');
    expect(taken).toEqual([]);
    release = takeWorkerClicks((data) => taken.push(data));
    expect(taken).toEqual([{ url: '/notifications' }]);
  });
});
