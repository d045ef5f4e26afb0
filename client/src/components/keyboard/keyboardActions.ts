import type { PostDto } from '@flock/shared';
import { stripRecord } from '../../data/postRecords';
import { togglePostBookmark, togglePostLike, togglePostRepost } from '../../data/posts';
import { activeMemberDb } from '../../sync/member';
import { cardName, currentCard, moveCard } from './postFocus';
import type { ShortcutAction } from './keyboardMap';

/** What the shortcuts reach outside the page's DOM. */
export interface KeyboardTargets {
  navigate(path: string): void;
  newPost(): void;
  reply(post: PostDto): void;
  openHelp(): void;
  /** Says a line to screen readers. */
  say(text: string): void;
}

const PATHS: Partial<Record<ShortcutAction, { path: string; name: string }>> = {
  goHome: { path: '/dashboard', name: 'Home' },
  goNotifications: { path: '/notifications', name: 'Notifications' },
  goMessages: { path: '/messages', name: 'Messages' },
};

async function storedPost(card: HTMLElement): Promise<PostDto | null> {
  const id = card.dataset.postId;
  const record = id ? await activeMemberDb().posts.get(id) : undefined;
  return record ? stripRecord(record) : null;
}

/** The post the keyboard is on, or a line telling the member to pick one first. */
function onPost(targets: KeyboardTargets): HTMLElement | null {
  const card = currentCard();
  if (!card) targets.say('No post selected. Press j to move to a post.');
  return card;
}

/** Runs one shortcut. Toggles go through the same writes as the buttons (outbox, offline). */
export async function runShortcut(action: ShortcutAction, targets: KeyboardTargets): Promise<void> {
  const place = PATHS[action];
  if (place) {
    targets.navigate(place.path);
    targets.say(`Opened ${place.name}`);
    return;
  }
  switch (action) {
    case 'next':
    case 'previous': {
      const moved = moveCard(action === 'next' ? 1 : -1);
      targets.say(
        moved ? `Post ${moved.position} of ${moved.total}, by ${cardName(moved.card)}` : 'No posts here',
      );
      return;
    }
    case 'newPost':
      targets.newPost();
      return;
    case 'help':
      targets.openHelp();
      return;
    case 'search': {
      const box =
        document.querySelector<HTMLInputElement>('main input[type="search"]') ??
        document.querySelector<HTMLInputElement>('input[type="search"]');
      box?.focus();
      return;
    }
    default:
      break;
  }
  const card = onPost(targets);
  const post = card ? await storedPost(card) : null;
  if (!card || !post) return;
  const by = cardName(card);
  if (action === 'reply') {
    targets.reply(post);
  } else if (action === 'like') {
    await togglePostLike(post.id);
    targets.say(post.isLiked ? `Like removed from the post by ${by}` : `Liked the post by ${by}`);
  } else if (action === 'repost') {
    await togglePostRepost(post.id);
    targets.say(post.isRetweeted ? `Repost of the post by ${by} undone` : `Reposted the post by ${by}`);
  } else if (action === 'bookmark') {
    await togglePostBookmark(post.id);
    targets.say(
      post.isBookmarked ? `Bookmark removed from the post by ${by}` : `Bookmarked the post by ${by}`,
    );
  }
}
