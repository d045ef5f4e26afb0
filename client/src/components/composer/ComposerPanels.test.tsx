import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, polyfillDialog, scriptFetch, TEST_USER } from '../../pages/dashboard/testKit';
import { openComposer, postButton, renderComposer, typeInto } from './composerTestKit';

const data = vi.hoisted(() => ({ createPost: vi.fn(), createThread: vi.fn() }));
vi.mock('../../data/posts', () => ({
  createPost: data.createPost,
  createQuote: vi.fn(),
  createThread: data.createThread,
}));
vi.mock('../../data/comments', () => ({ addComment: vi.fn(), replyToComment: vi.fn() }));
// The composer's autosave is tested with a member database of its own (composerAutosave.test.ts).
vi.mock('../../data/composerAutosave', () => ({
  saveComposerAutosave: vi.fn(() => Promise.resolve()),
  clearComposerAutosave: vi.fn(() => Promise.resolve()),
  readComposerAutosave: vi.fn(() => Promise.resolve(null)),
}));

beforeAll(polyfillDialog);
beforeEach(() => {
  data.createPost.mockReset().mockResolvedValue('p-1');
  data.createThread.mockReset().mockResolvedValue(['p-1', 'p-2']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'geolocation');
});

const postText = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: 'Post text' }) as HTMLTextAreaElement;
const tool = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });

describe('Emoji picker', () => {
  it('has five categories of sixteen named emoji and inserts at the caret', async () => {
    renderComposer();
    const dialog = await openComposer('post', 'Create Post');
    typeInto(postText(dialog), 'Hello world');
    postText(dialog).setSelectionRange(5, 5);
    fireEvent.click(tool(dialog, 'Emoji'));
    expect(tool(dialog, 'Emoji').getAttribute('aria-expanded')).toBe('true');

    const categories = within(dialog).getByRole('group', { name: 'Emoji categories' });
    expect(
      within(categories)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Smileys', 'Animals and nature', 'Food and drink', 'Activities', 'Objects']);
    const grid = within(dialog).getByRole('group', { name: 'Smileys emoji' });
    expect(within(grid).getAllByRole('button')).toHaveLength(16);
    fireEvent.click(within(grid).getByRole('button', { name: 'grinning face' }));
    expect(postText(dialog).value).toBe('Hello😀 world');
    fireEvent.click(within(grid).getByRole('button', { name: 'winking face' }));
    expect(postText(dialog).value).toBe('Hello😀😉 world');

    fireEvent.click(within(categories).getByRole('button', { name: 'Food and drink' }));
    const food = within(dialog).getByRole('group', { name: 'Food and drink emoji' });
    expect(within(food).getAllByRole('button')).toHaveLength(16);
    expect(within(food).getByRole('button', { name: 'pizza' })).toBeTruthy();
  });

  it('moves through the grid with the arrow keys', async () => {
    renderComposer();
    const dialog = await openComposer('post', 'Create Post');
    fireEvent.click(tool(dialog, 'Emoji'));
    const buttons = within(within(dialog).getByRole('group', { name: 'Smileys emoji' })).getAllByRole(
      'button',
    );
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([buttons[0]]);
    buttons[0]!.focus();
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(buttons[1]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(buttons[9]);
    fireEvent.keyDown(buttons[9]!, { key: 'End' });
    expect(document.activeElement).toBe(buttons[15]);
    expect(buttons[15]!.tabIndex).toBe(0);
  });

  it('puts emoji in the thread part last written in', async () => {
    renderComposer();
    const dialog = await openComposer('thread', 'Create Thread');
    const parts = within(dialog).getAllByRole('textbox', { name: /^Thread post/ }) as HTMLTextAreaElement[];
    parts[1]!.focus();
    typeInto(parts[1]!, 'Second');
    fireEvent.click(tool(dialog, 'Emoji'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'smiling face with sunglasses' }));
    expect(parts.map((p) => p.value)).toEqual(['', 'Second😎']);
  });
});

describe('Tags, location and feeling', () => {
  it('adds cleaned tags on Enter or comma, up to 10, and sends them', async () => {
    renderComposer();
    const dialog = await openComposer('post', 'Create Post');
    fireEvent.click(tool(dialog, 'Tags'));
    const input = within(dialog).getByRole('textbox', { name: 'Add a tag' });
    expect(within(dialog).getByText('Max 10 tags')).toBeTruthy();
    typeInto(input, 'Beach Day!');
    fireEvent.keyDown(input, { key: 'Enter' });
    typeInto(input, 'sun,');
    typeInto(input, 'beach day');
    fireEvent.keyDown(input, { key: ',' });
    const chips = within(dialog).getByRole('list', { name: 'Tags' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#Beach Day', '#sun']);
    expect((input as HTMLInputElement).value).toBe('');

    for (let i = 0; i < 8; i += 1) {
      typeInto(input, `t${i}`);
      fireEvent.keyDown(input, { key: 'Enter' });
    }
    typeInto(input, 'eleventh');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(within(dialog).getByRole('alert').textContent).toBe('You can add at most 10 tags');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove tag sun' }));

    typeInto(postText(dialog), 'Tagged');
    fireEvent.click(postButton(dialog));
    await waitFor(() => expect(data.createPost).toHaveBeenCalledTimes(1));
    expect(data.createPost.mock.calls[0]?.[0].tags).toEqual([
      'Beach Day',
      't0',
      't1',
      't2',
      't3',
      't4',
      't5',
      't6',
      't7',
    ]);
  });

  it('opens one panel at a time', async () => {
    renderComposer();
    const dialog = await openComposer('post', 'Create Post');
    fireEvent.click(tool(dialog, 'Tags'));
    fireEvent.click(tool(dialog, 'Location'));
    expect(within(dialog).queryByRole('textbox', { name: 'Add a tag' })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Location' })).toBeTruthy();
    expect(tool(dialog, 'Tags').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(tool(dialog, 'Location'));
    expect(within(dialog).queryByRole('textbox', { name: 'Location' })).toBeNull();
  });

  it('uses the current position with 4 decimals, or says why not', async () => {
    const getCurrentPosition = vi.fn(
      (success: PositionCallback, _failure?: PositionErrorCallback, _options?: PositionOptions) =>
        success({ coords: { latitude: 15.299326, longitude: 74.123996 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    renderComposer();
    const dialog = await openComposer('post', 'Create Post');
    fireEvent.click(tool(dialog, 'Location'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use current location' }));
    expect(await within(dialog).findByText('15.2993, 74.1240')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Location' }) as HTMLInputElement).value).toBe(
      '15.2993, 74.1240',
    );
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({ timeout: 10_000, maximumAge: 60_000 });

    getCurrentPosition.mockImplementationOnce((_ok, failure) =>
      failure?.({ code: 1 } as GeolocationPositionError),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use current location' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Location access denied by user');

    typeInto(postText(dialog), 'Here now');
    fireEvent.click(postButton(dialog));
    await waitFor(() => expect(data.createPost).toHaveBeenCalledTimes(1));
    expect(data.createPost.mock.calls[0]?.[0]).toMatchObject({
      location: '15.2993, 74.1240',
      latitude: 15.2993,
      longitude: 74.124,
    });
  });

  it('says so when the browser has no geolocation', async () => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    renderComposer();
    const dialog = await openComposer('post', 'Create Post');
    fireEvent.click(tool(dialog, 'Location'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use current location' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Geolocation is not supported by this browser',
    );
  });

  it('adds a feeling, shown as a removable chip', async () => {
    renderComposer();
    const dialog = await openComposer('post', 'Create Post');
    fireEvent.click(tool(dialog, 'Feeling'));
    fireEvent.click(within(dialog).getByRole('button', { name: /happy/ }));
    expect(within(dialog).getByRole('button', { name: /happy/ }).getAttribute('aria-pressed')).toBe('true');
    const added = within(dialog).getByRole('list', { name: 'Added to your post' });
    expect(added.textContent).toContain('Feeling happy');
    typeInto(postText(dialog), 'Good day');
    fireEvent.click(postButton(dialog));
    await waitFor(() => expect(data.createPost.mock.calls[0]?.[0].feeling).toBe('happy'));
  });
});

describe('Suggestions', () => {
  const user = (username: string, firstName: string) => ({
    ...TEST_USER,
    id: `u-${username}`,
    _id: `u-${username}`,
    username,
    firstName,
    fullName: `${firstName} Hopper`,
  });

  it('suggests hashtags for the # word; arrows move, Enter picks and adds a space', async () => {
    const calls = scriptFetch({
      'GET /hashtags/search': ok({
        hashtags: [
          { name: 'flock', postCount: 12 },
          { name: 'flowers', postCount: 1 },
        ],
      }),
    });
    renderComposer();
    const dialog = await openComposer('post', 'Create Post');
    const text = postText(dialog);
    typeInto(text, 'I love #fl');
    const list = await within(dialog).findByRole('listbox', { name: 'Hashtag suggestions' });
    expect(calls.map((c) => c.path)).toEqual(['/hashtags/search?q=fl&limit=5']);
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['#flock12 posts', '#flowers1 post']);
    expect(text.getAttribute('aria-activedescendant')).toBe(options[0]!.id);

    fireEvent.keyDown(text, { key: 'ArrowDown' });
    expect(text.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(text, { key: 'Enter' });
    expect(text.value).toBe('I love #flowers ');
    expect(within(dialog).queryByRole('listbox')).toBeNull();
  });

  it('suggests members for the @ word from 2 characters; Escape closes the list only', async () => {
    const calls = scriptFetch({
      'GET /users/search': ok({ users: [user('grace', 'Grace'), user('gregor', 'Gregor')] }),
    });
    renderComposer();
    const dialog = await openComposer('post', 'Create Post');
    const text = postText(dialog);
    typeInto(text, 'Hi @g');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toHaveLength(0);

    typeInto(text, 'Hi @gr');
    const list = await within(dialog).findByRole('listbox', { name: 'People suggestions' });
    expect(calls.map((c) => c.path)).toEqual(['/users/search?q=gr&limit=5']);
    expect(within(list).getAllByRole('option')).toHaveLength(2);
    fireEvent.keyDown(text, { key: 'Escape' });
    expect(within(dialog).queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Create Post' })).toBe(dialog);

    typeInto(text, 'Hi @gre');
    const again = await within(dialog).findByRole('listbox', { name: 'People suggestions' });
    fireEvent.click(within(again).getAllByRole('option')[0]!);
    expect(text.value).toBe('Hi @grace ');
  });
});
