/** The keyboard map: every shortcut, as the help dialog lists it. Keys are KeyboardEvent.key values. */
export type ShortcutAction =
  | 'next'
  | 'previous'
  | 'like'
  | 'reply'
  | 'repost'
  | 'bookmark'
  | 'newPost'
  | 'search'
  | 'goHome'
  | 'goNotifications'
  | 'goMessages'
  | 'help';

export interface Shortcut {
  /** One key, or two pressed one after the other ("g h"). */
  keys: readonly string[];
  action: ShortcutAction;
  description: string;
}

export const KEYBOARD_MAP: readonly Shortcut[] = [
  { keys: ['j'], action: 'next', description: 'Next post' },
  { keys: ['k'], action: 'previous', description: 'Previous post' },
  { keys: ['l'], action: 'like', description: 'Like or unlike the post' },
  { keys: ['r'], action: 'reply', description: 'Reply to the post' },
  { keys: ['t'], action: 'repost', description: 'Repost or undo the repost' },
  { keys: ['b'], action: 'bookmark', description: 'Bookmark or remove the bookmark' },
  { keys: ['n'], action: 'newPost', description: 'New post' },
  { keys: ['/'], action: 'search', description: 'Search' },
  { keys: ['g', 'h'], action: 'goHome', description: 'Go to Home' },
  { keys: ['g', 'n'], action: 'goNotifications', description: 'Go to Notifications' },
  { keys: ['g', 'm'], action: 'goMessages', description: 'Go to Messages' },
  { keys: ['?'], action: 'help', description: 'Show this keyboard map' },
];

/** Which shortcut the keys pressed so far finish ('partial' while a sequence may still follow). */
export function matchShortcut(pressed: readonly string[]): Shortcut | 'partial' | null {
  const exact = KEYBOARD_MAP.find(
    (shortcut) =>
      shortcut.keys.length === pressed.length && shortcut.keys.every((key, i) => key === pressed[i]),
  );
  if (exact) return exact;
  const started = KEYBOARD_MAP.some(
    (shortcut) =>
      shortcut.keys.length > pressed.length && pressed.every((key, i) => shortcut.keys[i] === key),
  );
  return started ? 'partial' : null;
}

/** True while the member is typing (a field, an editable area) or a modal dialog has the page. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('dialog[open], [aria-modal="true"]')) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(type);
}
