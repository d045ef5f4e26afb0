import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '../../pages/dashboard/testKit';
import {
  openComposer,
  postButton,
  QUOTED_POST,
  A_COMMENT,
  renderComposer,
  typeInto,
} from './composerTestKit';
import { makeDraft } from '../../test/fixtures';

const data = vi.hoisted(() => ({
  createPost: vi.fn(),
  createQuote: vi.fn(),
  createThread: vi.fn(),
  addComment: vi.fn(),
  replyToComment: vi.fn(),
  saveDraft: vi.fn(),
  deleteDraft: vi.fn(),
  saveComposerAutosave: vi.fn(),
  clearComposerAutosave: vi.fn(),
  readComposerAutosave: vi.fn(),
}));
vi.mock('../../data/posts', () => ({
  createPost: data.createPost,
  createQuote: data.createQuote,
  createThread: data.createThread,
}));
vi.mock('../../data/comments', () => ({
  addComment: data.addComment,
  replyToComment: data.replyToComment,
}));
vi.mock('../../data/drafts', () => ({ saveDraft: data.saveDraft, deleteDraft: data.deleteDraft }));
vi.mock('../../data/composerAutosave', () => ({
  saveComposerAutosave: data.saveComposerAutosave,
  clearComposerAutosave: data.clearComposerAutosave,
  readComposerAutosave: data.readComposerAutosave,
}));

beforeAll(polyfillDialog);
beforeEach(() => {
  for (const fn of Object.values(data)) fn.mockReset().mockResolvedValue('new-id');
  data.readComposerAutosave.mockResolvedValue(null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const textbox = (dialog: HTMLElement, name = 'Post text') =>
  within(dialog).getByRole('textbox', { name }) as HTMLTextAreaElement;

describe('Create Post', () => {
  it('opens with the text focused, counts to 500 and disables Post when empty or too long', async () => {
    renderComposer();
    const dialog = await openComposer('post', 'Create Post');
    const text = textbox(dialog);
    expect(document.activeElement).toBe(text);
    expect(text.placeholder).toBe("What's happening?");
    expect(within(dialog).getByText('0/500')).toBeTruthy();
    expect(postButton(dialog).disabled).toBe(true);

    typeInto(text, 'Hello Flock');
    expect(within(dialog).getByText('11/500')).toBeTruthy();
    expect(postButton(dialog).disabled).toBe(false);

    typeInto(text, 'x'.repeat(501));
    const counter = within(dialog).getByText('501/500');
    expect(counter.parentElement?.className).toContain('is-over');
    expect(postButton(dialog).disabled).toBe(true);
  });

  it('hands the draft to the data layer, closes, announces and gives focus back', async () => {
    renderComposer();
    const dialog = await openComposer('post', 'Create Post');
    typeInto(textbox(dialog), '  Sunset at the beach  ');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Who can see this' }), {
      target: { value: 'friends' },
    });
    fireEvent.click(postButton(dialog));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(data.createPost).toHaveBeenCalledWith(
      makeDraft({ content: 'Sunset at the beach', privacy: 'friends' }),
    );
    expect(screen.getByText('Post created successfully!')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'open post' }));
  });

  it('says offline that the post is kept on this device, not that it was created', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderComposer();
      const dialog = await openComposer('post', 'Create Post');
      typeInto(textbox(dialog), 'Written on the train');
      fireEvent.click(postButton(dialog));
      expect(
        await screen.findByText("Post saved on this device. It will be sent when you're back online."),
      ).toBeTruthy();
      expect(screen.queryByText('Post created successfully!')).toBeNull();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('shows what the data layer threw, or the default message, and keeps the text', async () => {
    renderComposer();
    const dialog = await openComposer('post', 'Create Post');
    typeInto(textbox(dialog), 'Hello');
    data.createPost.mockRejectedValueOnce(new Error('Please select only image or video files'));
    fireEvent.click(postButton(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Please select only image or video files',
    );

    data.createPost.mockRejectedValueOnce(new Error(''));
    fireEvent.click(postButton(dialog));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Failed to create post'));
    expect(textbox(dialog).value).toBe('Hello');
  });

  it('is busy while posting: Posting..., Escape and Close do nothing', async () => {
    renderComposer();
    let finish: (id: string) => void = () => {};
    data.createPost.mockReturnValueOnce(new Promise<string>((resolve) => (finish = resolve)));
    const dialog = await openComposer('post', 'Create Post');
    typeInto(textbox(dialog), 'Hello');
    fireEvent.click(postButton(dialog));

    expect(postButton(dialog).textContent).toBe('Posting...');
    expect(postButton(dialog).disabled).toBe(true);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'Create Post' })).toBeTruthy();

    await act(async () => finish('p-1'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps what was typed as a draft when closed with Escape, says so, and opens empty next time', async () => {
    renderComposer();
    let dialog = await openComposer('post', 'Create Post');
    typeInto(textbox(dialog), 'Draft text');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('composer-state').textContent).toBe('closed');
    expect(data.saveDraft).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'Draft text', privacy: 'public', isThread: false, media: [] }),
      null,
    );
    expect(data.clearComposerAutosave).toHaveBeenCalled();
    expect(screen.getByText('Draft saved successfully!')).toBeTruthy();

    dialog = await openComposer('post', 'Create Post');
    expect(textbox(dialog).value).toBe('');
    expect(data.createPost).not.toHaveBeenCalled();
  });

  it('closes an empty composer without a draft; Save draft keeps a thread and its reply-less parts', async () => {
    renderComposer();
    let dialog = await openComposer('post', 'Create Post');
    typeInto(textbox(dialog), '   ');
    expect(within(dialog).getByRole('button', { name: 'Save draft' })).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(data.saveDraft).not.toHaveBeenCalled();

    dialog = await openComposer('thread', 'Create Thread');
    typeInto(textbox(dialog, 'Thread post 1 of 2'), 'one');
    typeInto(textbox(dialog, 'Thread post 2 of 2'), 'two');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(data.saveDraft).toHaveBeenCalledWith(
      expect.objectContaining({ content: 'one', isThread: true, threadPosts: ['one', 'two'] }),
      null,
    );
  });

  it('keeps the composer open with the text when the draft cannot be kept', async () => {
    renderComposer();
    const dialog = await openComposer('post', 'Create Post');
    typeInto(textbox(dialog), 'Precious words');
    data.saveDraft.mockRejectedValueOnce(new Error('QuotaExceededError'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to save draft');
    expect(textbox(dialog).value).toBe('Precious words');
  });

  it('keeps the open composer on the device as it is typed, and forgets it once posted', async () => {
    renderComposer();
    const dialog = await openComposer('post', 'Create Post');
    typeInto(textbox(dialog), 'Half a thought');
    await waitFor(() =>
      expect(data.saveComposerAutosave).toHaveBeenLastCalledWith(
        expect.objectContaining({
          request: { mode: 'post' },
          fields: expect.objectContaining({ content: 'Half a thought' }),
          draftId: null,
        }),
      ),
    );
    fireEvent.click(postButton(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(data.clearComposerAutosave).toHaveBeenCalled();
    expect(data.deleteDraft).not.toHaveBeenCalled();
  });
});

describe('Poll and media', () => {
  beforeEach(() => {
    let n = 0;
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => `blob:preview-${++n}`) }));
    URL.revokeObjectURL = vi.fn();
  });

  it('edits 2 to 4 choices, checks them, and sends the poll', async () => {
    renderComposer();
    const dialog = await openComposer('post', 'Create Post');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Poll' }));
    expect(within(dialog).getByRole('button', { name: 'Add photos or video' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(dialog).queryByRole('button', { name: /Remove choice/ })).toBeNull();

    const add = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Add choice' }));
    add();
    add();
    expect(within(dialog).getAllByRole('textbox', { name: /^Choice/ })).toHaveLength(4);
    expect(within(dialog).queryByRole('button', { name: 'Add choice' })).toBeNull();
    expect(within(dialog).getAllByRole('button', { name: /Remove choice/ })).toHaveLength(4);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove choice 4' }));

    typeInto(within(dialog).getByRole('textbox', { name: 'Choice 1' }), 'Tea');
    expect(postButton(dialog).disabled).toBe(false);
    fireEvent.click(postButton(dialog));
    // Once, next to the poll.
    expect(within(dialog).getAllByText('Polls must have at least 2 options')).toHaveLength(1);
    expect(within(dialog).getByRole('alert').closest('fieldset')?.className).toBe('poll-editor');
    expect(data.createPost).not.toHaveBeenCalled();

    typeInto(within(dialog).getByRole('textbox', { name: 'Choice 2' }), 'Coffee');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Poll length' }), {
      target: { value: '168' },
    });
    fireEvent.click(postButton(dialog));
    await waitFor(() => expect(data.createPost).toHaveBeenCalledTimes(1));
    expect(data.createPost.mock.calls[0]?.[0]).toMatchObject({
      content: '',
      poll: { options: ['Tea', 'Coffee'], durationHours: 168 },
    });
  });

  it('previews chosen images, refuses other files, and revokes a removed preview', async () => {
    renderComposer();
    const dialog = await openComposer('post', 'Create Post');
    const input = within(dialog).getByTestId('composer-media-input');
    const photo = new File(['img'], 'cat.png', { type: 'image/png' });
    fireEvent.change(input, {
      target: { files: [photo, new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' })] },
    });

    expect(within(dialog).getByRole('alert').textContent).toBe('Please select only image or video files');
    expect((within(dialog).getByRole('img', { name: 'cat.png' }) as HTMLImageElement).src).toBe(
      'blob:preview-1',
    );
    expect(within(dialog).getByText('Up to 4 images, 5MB each', { selector: 'p' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Poll' })).toHaveProperty('disabled', true);
    expect(postButton(dialog).disabled).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove cat.png' }));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(within(dialog).queryByRole('img', { name: 'cat.png' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Poll' })).toHaveProperty('disabled', false);
  });

  it('sends the files and revokes the previews when the composer closes', async () => {
    renderComposer();
    const dialog = await openComposer('post', 'Create Post');
    const photo = new File(['img'], 'cat.png', { type: 'image/png' });
    const clip = new File(['vid'], 'clip.mp4', { type: 'video/mp4' });
    fireEvent.change(within(dialog).getByTestId('composer-media-input'), {
      target: { files: [photo, clip] },
    });
    expect(within(dialog).getByText('clip.mp4')).toBeTruthy();
    expect(within(dialog).getByText('3 B')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Remove clip.mp4' })).toBeTruthy();
    fireEvent.click(postButton(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(data.createPost.mock.calls[0]?.[0]).toMatchObject({ content: '', files: [photo, clip] });
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });
});

describe('Reply, quote and thread', () => {
  it('replies to a post with 280 characters and the author’s mention', async () => {
    renderComposer();
    const dialog = await openComposer('reply', 'Reply');
    expect(within(dialog).getByText('Replying to', { exact: false }).textContent).toBe('Replying to @grace');
    expect(within(dialog).getByText(QUOTED_POST.content)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Thread' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Poll' })).toBeNull();
    const text = textbox(dialog, 'Reply text');
    expect(text.placeholder).toBe('Post your reply');
    expect(within(dialog).getByText('0/280')).toBeTruthy();
    typeInto(text, 'x'.repeat(281));
    expect(postButton(dialog).disabled).toBe(true);

    typeInto(text, 'Well said');
    fireEvent.click(postButton(dialog));
    await waitFor(() => expect(data.addComment).toHaveBeenCalledWith(QUOTED_POST.id, '@grace Well said'));
    expect(await screen.findByText('Reply posted')).toBeTruthy();
  });

  it('replies to a comment', async () => {
    renderComposer();
    const dialog = await openComposer('reply to comment', 'Reply');
    expect(within(dialog).getByText('Replying to', { exact: false }).textContent).toBe('Replying to @alan');
    typeInto(textbox(dialog, 'Reply text'), 'Agreed');
    fireEvent.click(postButton(dialog));
    await waitFor(() =>
      expect(data.replyToComment).toHaveBeenCalledWith(QUOTED_POST.id, A_COMMENT.id, '@alan Agreed'),
    );
  });

  it('quotes a post', async () => {
    renderComposer();
    const dialog = await openComposer('quote', 'Quote Tweet');
    expect(within(dialog).getByRole('figure', { name: 'Quoted post' }).textContent).toContain(
      QUOTED_POST.content,
    );
    expect(within(dialog).queryByRole('button', { name: 'Thread' })).toBeNull();
    expect(within(dialog).getByText('0/280')).toBeTruthy();
    typeInto(textbox(dialog), 'So true');
    fireEvent.click(postButton(dialog));
    await waitFor(() => expect(data.createQuote).toHaveBeenCalledWith(QUOTED_POST.id, 'So true', 'public'));
    expect(await screen.findByText('Quote tweet posted successfully!')).toBeTruthy();
  });

  it('writes a thread: parts, Add to thread, remove, blank parts dropped', async () => {
    renderComposer();
    const dialog = await openComposer('thread', 'Create Thread');
    const parts = () =>
      within(dialog).getAllByRole('textbox', { name: /^Thread post/ }) as HTMLTextAreaElement[];
    expect(parts()).toHaveLength(2);
    expect(document.activeElement).toBe(parts()[0]);
    expect(within(dialog).queryByRole('button', { name: /Remove post/ })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to thread' }));
    expect(parts()).toHaveLength(3);
    expect(document.activeElement).toBe(parts()[2]);
    typeInto(parts()[0]!, 'One');
    typeInto(parts()[2]!, 'Three');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove post 2' }));
    expect(parts().map((p) => p.value)).toEqual(['One', 'Three']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to thread' }));

    fireEvent.click(postButton(dialog));
    await waitFor(() => expect(data.createThread).toHaveBeenCalledWith(['One', 'Three'], 'public'));
    expect(await screen.findByText('Thread posted successfully!')).toBeTruthy();
  });

  it('switches a post into a thread and back with the thread toggle', async () => {
    renderComposer();
    const dialog = await openComposer('post', 'Create Post');
    typeInto(textbox(dialog), 'Start');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Thread' }));
    expect(screen.getByRole('dialog', { name: 'Create Thread' })).toBe(dialog);
    expect(
      (within(dialog).getByRole('textbox', { name: 'Thread post 1 of 2' }) as HTMLTextAreaElement).value,
    ).toBe('Start');
    expect(within(dialog).queryByRole('button', { name: 'Poll' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Thread' }));
    expect(screen.getByRole('dialog', { name: 'Create Post' })).toBe(dialog);
  });
});
