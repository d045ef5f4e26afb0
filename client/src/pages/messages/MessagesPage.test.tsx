import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MemberDb } from '../../db/memberDb';
import {
  ADA_P,
  ALAN_P,
  GRACE_P,
  putConversations,
  putMessages,
  serverConversation,
  serverMessage,
} from '../../data/testing/messageFixtures';
import { ok, polyfillDialog, renderWithApp, scriptFetch } from '../dashboard/testKit';
import { outboxOf, signedInEachTest } from '../../test/memberDbTestKit';
import MessagesPage from './MessagesPage';

let db: MemberDb;
signedInEachTest((opened) => (db = opened));
beforeAll(polyfillDialog);

const WITH_GRACE = serverConversation('c-grace', {
  last_message: {
    id: 'm2',
    senderId: 'user-2',
    content: 'See you at the lab',
    messageType: 'text',
    created_at: '2026-11-26T10:02:00.000Z',
  },
  unread_count: 2,
  updated_at: '2026-11-26T10:02:00.000Z',
});
const WITH_ALAN = serverConversation('c-alan', {
  participants: [ADA_P, ALAN_P],
  updated_at: '2026-11-26T09:00:00.000Z',
});

/** The device's copy is all there is: every call fails as if offline. */
const offline = () => scriptFetch({ 'GET /messages/conversations': 'network' });
const show = (url = '/messages') => renderWithApp(<MessagesPage />, { url, path: '/messages' });
const rows = async () =>
  within(await screen.findByRole('list', { name: 'Conversations' })).getAllByRole('link');

describe('MessagesPage', () => {
  it('lists conversations with name, last message or "Start a conversation", and unread badges', async () => {
    await putConversations(db, WITH_GRACE, WITH_ALAN);
    offline();
    show();
    const [grace, alan] = await rows();
    expect(grace!.textContent).toContain('Grace Hopper');
    expect(grace!.textContent).toContain('See you at the lab');
    expect(grace!.querySelector('.conversation-unread')?.textContent).toBe('2');
    expect(grace!.getAttribute('aria-describedby')).toBeTruthy();
    expect(alan!.textContent).toContain('Alan Turing');
    expect(alan!.textContent).toContain('Start a conversation');
    expect(alan!.querySelector('.conversation-unread')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Select a conversation' })).toBeTruthy();
    expect(screen.getByText('Choose a conversation from the list to start messaging')).toBeTruthy();
  });

  it('shows the verified badge of a premium member they talk to, in the list and the open conversation', async () => {
    const premiumAlan = { ...ALAN_P, isPremium: true, subscriptionType: 'premium' as const };
    await putConversations(db, WITH_GRACE, { ...WITH_ALAN, participants: [ADA_P, premiumAlan] });
    offline();
    show('/messages?conversation=c-alan');
    const [grace, alan] = await rows();
    expect(within(alan!).getByRole('img', { name: 'Verified Premium User' })).toBeTruthy();
    expect(within(grace!).queryByRole('img', { name: 'Verified Premium User' })).toBeNull();
    const heading = await screen.findByRole('heading', { level: 2, name: /Alan Turing/ });
    expect(within(heading).getByRole('img', { name: 'Verified Premium User' })).toBeTruthy();
  });

  it('filters the list by name and by last message, offline too', async () => {
    await putConversations(db, WITH_GRACE, WITH_ALAN);
    offline();
    show();
    await rows();
    const search = screen.getByRole('searchbox', { name: 'Search messages' });
    fireEvent.input(search, { target: { value: 'lab' } });
    expect((await rows()).map((row) => row.querySelector('.conversation-row-name')?.textContent)).toEqual([
      'Grace Hopper',
    ]);
    fireEvent.input(search, { target: { value: 'turing' } });
    expect((await rows()).map((row) => row.querySelector('.conversation-row-name')?.textContent)).toEqual([
      'Alan Turing',
    ]);
    fireEvent.input(search, { target: { value: 'nobody' } });
    expect(await screen.findByText('No conversations match “nobody”')).toBeTruthy();
  });

  it('says so when there are no conversations yet', async () => {
    scriptFetch({ 'GET /messages/conversations': ok({ conversations: [], hasMore: false }) });
    show();
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
  });

  it('opens a conversation: bubbles with ticks, marks it read, and blocks sending blank text', async () => {
    await putConversations(db, {
      ...WITH_GRACE,
      participants: [WITH_GRACE.participants[0]!, { ...GRACE_P, lastReadAt: '2026-11-26T10:01:00.000Z' }],
    });
    await putMessages(
      db,
      serverMessage('m1', 'c-grace', 1, { senderId: 'user-1', content: 'Morning!' }),
      serverMessage('m2', 'c-grace', 2, { content: 'See you at the lab' }),
      serverMessage('m3', 'c-grace', 3, { senderId: 'user-1', content: 'On my way' }),
    );
    offline();
    show('/messages?conversation=c-grace');
    const log = await screen.findByRole('log', { name: 'Messages with Grace Hopper' });
    const bubbles = within(log).getAllByRole('listitem');
    expect(bubbles.map((b) => b.querySelector('.message-text')?.textContent)).toEqual([
      'Morning!',
      'See you at the lab',
      'On my way',
    ]);
    expect(within(bubbles[0]!).getByTitle('Read')).toBeTruthy();
    expect(within(bubbles[2]!).getByTitle('Sent')).toBeTruthy();
    await waitFor(async () => expect((await db.conversations.get('c-grace'))?.unread_count).toBe(0));
    expect((await outboxOf(db)).map((e) => [e.kind, e.body])).toEqual([
      ['conversation.read', { upTo: 'm2' }],
    ]);

    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(send.disabled).toBe(true);
    fireEvent.input(box, { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.input(box, { target: { value: 'Running late' } });
    expect(send.disabled).toBe(false);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(4));
    expect(within(log).getByTitle('Sending')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('offers Start Conversation only once someone is chosen', async () => {
    offline();
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'New message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Message' });
    const start = within(dialog).getByRole('button', { name: 'Start Conversation' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    expect(within(dialog).getByRole('searchbox', { name: 'Search people' })).toBeTruthy();
  });

  it('loads older messages with before, keeping the newer ones', async () => {
    await putConversations(db, WITH_GRACE);
    const page = (ids: string[], hasMore: boolean) =>
      ok({
        messages: ids.map((id) => serverMessage(id, 'c-grace', Number(id.slice(1)))),
        hasMore,
      });
    const calls = scriptFetch({
      'GET /messages/conversations': ok({ conversations: [WITH_GRACE], hasMore: false }),
      'GET /messages/conversations/c-grace/messages': ({ path }) =>
        path.includes('before=m3') ? page(['m1', 'm2'], false) : page(['m3', 'm4'], true),
      'PUT /messages/conversations/c-grace/read': ok({}),
    });
    show('/messages?conversation=c-grace');
    const log = await screen.findByRole('log', { name: 'Messages with Grace Hopper' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    await waitFor(() =>
      expect(
        within(log)
          .getAllByRole('listitem')
          .map((li) => li.querySelector('.message-text')?.textContent),
      ).toEqual(['Message m1', 'Message m2', 'Message m3', 'Message m4']),
    );
    expect(calls.map((c) => c.path).filter((p) => p.includes('/messages?'))).toEqual([
      '/messages/conversations/c-grace/messages?limit=50',
      '/messages/conversations/c-grace/messages?limit=50&before=m3',
    ]);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });
});
