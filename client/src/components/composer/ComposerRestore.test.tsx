import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveComposerAutosave } from '../../data/composerAutosave';
import { polyfillDialog } from '../../pages/dashboard/testKit';
import { signedInEachTest } from '../../test/memberDbTestKit';
import { QUOTED_POST, renderComposer } from './composerTestKit';

signedInEachTest();
beforeAll(polyfillDialog);
beforeAll(() => import('./ComposerDialog'), 30_000);

const fields = {
  content: '',
  privacy: 'public' as const,
  poll: null,
  tags: [],
  location: '',
  latitude: null,
  longitude: null,
  feeling: null,
  isThread: false,
  threadParts: ['', ''],
};

describe('a composer kept on the device', () => {
  it('opens again with what was typed after a reload, in the mode it had', async () => {
    await saveComposerAutosave({
      request: { mode: 'quote', post: QUOTED_POST },
      fields: { ...fields, content: 'Worth reading twice', privacy: 'friends' },
      files: [],
      draftId: null,
    });
    renderComposer();
    const dialog = await screen.findByRole('dialog', { name: 'Quote Tweet' }, { timeout: 10_000 });
    expect((within(dialog).getByRole('textbox', { name: 'Post text' }) as HTMLTextAreaElement).value).toBe(
      'Worth reading twice',
    );
    expect(
      (within(dialog).getByRole('combobox', { name: 'Who can see this' }) as HTMLSelectElement).value,
    ).toBe('friends');
    expect(within(dialog).getByText(QUOTED_POST.content)).toBeTruthy();
  });
});
