import type { BrowserContext, ElementHandle, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookmarkFolderDto, BookmarkPageDto, HashtagDto, ListDto, PostPageDto } from '@flock/shared';
import { apiData, createPostViaApi, openAppAs, signUpViaApi, type ApiMember } from './support/api.js';
import { aria, findByRole, launchBrowser, setOffline, type TestBrowser } from './support/browser.js';
import { press, waitForPath, waitForText } from './support/members.js';
import { followViaApi } from './support/people.js';
import { loadedImages, makeTestImage, postCard, uniqueText, within } from './support/posts.js';
import { startStack, type Stack } from './support/stack.js';

/** Bookmark folders, lists and hashtag pages in the browser, online and offline. */
describe('folders, lists and hashtags in the browser', () => {
  let stack: Stack;
  let chrome: TestBrowser;
  let image: Awaited<ReturnType<typeof makeTestImage>>;
  let bea: ApiMember;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    stack = await startStack();
    chrome = await launchBrowser();
    image = await makeTestImage();
    bea = await signUpViaApi(stack, 'Bea');
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await chrome?.close();
    await stack?.stop();
    image?.cleanUp();
  });

  /** A new member who follows Bea, signed in in a browser context of their own. */
  async function memberPage(firstName: string): Promise<{ member: ApiMember; page: Page }> {
    const member = await signUpViaApi(stack, firstName);
    await followViaApi(stack, member, bea);
    const context = await chrome.browser.createBrowserContext();
    contexts.push(context);
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await openAppAs(page, stack, member);
    return { member, page };
  }

  const go = (page: Page, path: string) => page.goto(`${stack.baseUrl}${path}`);
  const folders = async (member: ApiMember) =>
    (await apiData<{ folders: BookmarkFolderDto[] }>(stack, member.token, 'GET', '/bookmarks/folders'))
      .folders;
  const bookmarks = async (member: ApiMember, query = '') =>
    (await apiData<BookmarkPageDto>(stack, member.token, 'GET', `/bookmarks${query}`)).bookmarks;
  const lists = async (member: ApiMember) =>
    (await apiData<{ lists: ListDto[] }>(stack, member.token, 'GET', '/lists')).lists;
  const hashtag = async (member: ApiMember, tag: string) =>
    (await apiData<{ hashtag: HashtagDto }>(stack, member.token, 'GET', `/hashtags/${tag}`)).hashtag;
  const feed = async (member: ApiMember) =>
    (await apiData<PostPageDto>(stack, member.token, 'GET', '/posts?limit=50')).posts;

  /** Creates a folder or list through its dialog. */
  async function createThroughDialog(page: Page, kind: 'Folder' | 'List', name: string): Promise<void> {
    await press(page, 'button', `Create ${kind}`);
    const dialog = await findByRole(page, 'dialog', `Create ${kind}`);
    await (await within(dialog, 'textbox', 'Name')).type(name);
    await (await within(dialog, 'button', `Create ${kind}`)).click();
    await page.waitForSelector(aria('dialog', `Create ${kind}`), { hidden: true });
  }

  async function saveToFolder(card: ElementHandle<Element>, folder: string): Promise<void> {
    await (await within(card, 'button', 'Save to folder')).click();
    await (await within(card, 'menuitem', folder)).click();
  }

  it('bookmarks a post into a folder; deleting the folder leaves the bookmark in All Bookmarks', async () => {
    const { member: ada, page } = await memberPage('Ada');
    const text = uniqueText('Pier at dawn');
    const post = await createPostViaApi(stack, bea, text);

    await go(page, '/bookmarks');
    await waitForText(page, 'No bookmarks yet');
    await createThroughDialog(page, 'Folder', 'Trips');
    await waitForText(page, 'No bookmarks in "Trips" yet');

    await go(page, '/dashboard');
    await saveToFolder(await postCard(page, text), 'Trips');
    await expect
      .poll(async () => (await folders(ada)).map((f) => [f.name, f.bookmarkCount]))
      .toEqual([['Trips', 1]]);
    const [folder] = await folders(ada);
    expect((await bookmarks(ada, `?folder_id=${folder!.id}`)).map((b) => b.postId)).toEqual([post.id]);

    await go(page, `/bookmarks?folder=${folder!.id}`);
    await postCard(page, text);
    await press(page, 'button', 'Delete Trips');
    const confirm = await findByRole(page, 'dialog', 'Delete folder?');
    expect(await confirm.evaluate((d) => d.textContent)).toContain(
      'Are you sure you want to delete this folder? Bookmarks will be moved to "All Bookmarks".',
    );
    await (await within(confirm, 'button', 'Delete')).click();
    await page.waitForFunction(() => location.search === '');
    await postCard(page, text);
    await expect.poll(async () => (await folders(ada)).length).toBe(0);
    expect((await bookmarks(ada)).map((b) => [b.postId, b.folderId])).toEqual([[post.id, null]]);
  });

  it('builds a list and reads the posts of its members', async () => {
    const { member: ada, page } = await memberPage('Ada');
    const cara = await signUpViaApi(stack, 'Cara');
    const text = uniqueText('Notes from the workshop');
    await createPostViaApi(stack, cara, text);

    await go(page, '/lists');
    await press(page, 'button', 'Create your first list');
    const dialog = await findByRole(page, 'dialog', 'Create List');
    await (await within(dialog, 'textbox', 'Name')).type('Makers');
    await (await within(dialog, 'button', 'Create List')).click();
    await waitForText(page, 'No posts from list members yet');

    await press(page, 'button', 'Add members');
    const picker = await findByRole(page, 'dialog', 'Add Members to Makers');
    await (await within(picker, 'searchbox', 'Search people to add')).type(cara.username);
    await (await within(picker, 'button', 'Add Cara Tester', 30_000)).click();
    await within(picker, 'button', 'Remove Cara Tester');
    await (await within(picker, 'button', 'Close')).click();

    await postCard(page, text, 30_000);
    const [list] = await lists(ada);
    expect(list).toMatchObject({ name: 'Makers', memberCount: 2, isPrivate: false });
  });

  it('follows a hashtag from its page and finds its posts in the home feed, marked with it', async () => {
    const { member: ada, page } = await memberPage('Ada');
    const dan = await signUpViaApi(stack, 'Dan');
    const tag = `Kites${Date.now().toString(36)}`;
    const text = uniqueText(`Flying today #${tag}`);
    await createPostViaApi(stack, dan, text);
    expect((await feed(ada)).map((p) => p.content)).not.toContain(text);

    await go(page, `/hashtag/${tag}`);
    await findByRole(page, 'heading', `#${tag}`);
    await postCard(page, text);
    await waitForText(page, 'No more posts to load');
    await press(page, 'button', `Follow #${tag}`);
    await findByRole(page, 'button', `Following #${tag}`);
    await expect.poll(async () => (await hashtag(ada, tag)).isFollowing).toBe(true);

    await press(page, 'link', 'Home');
    await waitForPath(page, '/dashboard');
    await waitForText(page, `You follow #${tag}`, 30_000);
    const card = await postCard(page, text);
    expect(await card.evaluate((c) => c.textContent)).toContain(`You follow #${tag}`);
    // The link in the post opens the page again.
    await (await within(card, 'link', `#${tag}`)).click();
    await findByRole(page, 'button', `Following #${tag}`);
  });

  it('makes the same changes offline and applies each once when back online', async () => {
    const { member: ada, page } = await memberPage('Ada');
    const text = uniqueText('Harbour lights');
    await createPostViaApi(stack, bea, text);
    const tag = `Lanterns${Date.now().toString(36)}`;
    await go(page, '/dashboard');
    await postCard(page, text);
    await go(page, '/bookmarks');
    await waitForText(page, 'No bookmarks yet');

    await setOffline(page, true);
    await createThroughDialog(page, 'Folder', 'Offline reads');
    await press(page, 'link', 'Home');
    await saveToFolder(await postCard(page, text), 'Offline reads');
    await press(page, 'link', 'Lists');
    await press(page, 'button', 'Create your first list');
    const dialog = await findByRole(page, 'dialog', 'Create List');
    await (await within(dialog, 'textbox', 'Name')).type('Crew');
    await (await within(dialog, 'button', 'Create List')).click();
    await waitForText(page, 'No posts from list members yet');
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/hashtag/${tag}`);
    await press(page, 'button', `Follow #${tag}`);
    await findByRole(page, 'button', `Following #${tag}`);
    expect(await folders(ada)).toEqual([]);

    await setOffline(page, false);
    await expect.poll(async () => (await hashtag(ada, tag)).isFollowing, { timeout: 30_000 }).toBe(true);
    expect((await folders(ada)).map((f) => [f.name, f.bookmarkCount])).toEqual([['Offline reads', 1]]);
    expect((await lists(ada)).map((l) => l.name)).toEqual(['Crew']);
    expect((await hashtag(ada, tag)).followerCount).toBe(1);
    const [saved] = await bookmarks(ada);
    expect(saved).toMatchObject({ folderId: (await folders(ada))[0]!.id });
    expect(await bookmarks(ada)).toHaveLength(1);
  });

  it('keeps a folder made available offline: its posts and images show offline after a reload', async () => {
    const { member: ada, page } = await memberPage('Ada');
    const text = uniqueText('Lighthouse in fog');
    const post = await createPostViaApi(stack, bea, text, image.file);
    const folder = await apiData<{ folder: BookmarkFolderDto }>(
      stack,
      ada.token,
      'POST',
      '/bookmarks/folders',
      {
        name: 'Read later',
      },
    );
    await apiData(stack, ada.token, 'POST', '/bookmarks', { postId: post.id, folderId: folder.folder.id });

    await go(page, `/bookmarks?folder=${folder.folder.id}`);
    await postCard(page, text);
    await press(page, 'button', 'Make available offline');
    await waitForText(page, 'Available offline · 1 post', 30_000);

    // The media cache of the page's first visit must not be what answers: it goes first.
    await page.evaluate(() => caches.delete('flock-media'));
    await setOffline(page, true);
    await page.reload();
    const card = await postCard(page, text, 30_000);
    await expect
      .poll(() => loadedImages(card), { timeout: 20_000 })
      .toEqual([expect.stringMatching(/^\/media\//)]);
    await waitForText(page, 'Available offline · 1 post');
    await setOffline(page, false);
  });
});
