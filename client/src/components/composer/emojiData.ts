/** The composer's emoji picker: five categories of sixteen (spec 000 section 4), each with its name for screen readers. */

export interface Emoji {
  char: string;
  name: string;
}

export interface EmojiCategory {
  id: string;
  label: string;
  icon: string;
  emojis: readonly Emoji[];
}

const list = (pairs: ReadonlyArray<readonly [string, string]>): Emoji[] =>
  pairs.map(([char, name]) => ({ char, name }));

export const EMOJI_CATEGORIES: readonly EmojiCategory[] = [
  {
    id: 'smileys',
    label: 'Smileys',
    icon: '😀',
    emojis: list([
      ['😀', 'grinning face'],
      ['😃', 'grinning face with big eyes'],
      ['😄', 'grinning face with smiling eyes'],
      ['😁', 'beaming face with smiling eyes'],
      ['😆', 'grinning squinting face'],
      ['😅', 'grinning face with sweat'],
      ['😂', 'face with tears of joy'],
      ['🤣', 'rolling on the floor laughing'],
      ['😊', 'smiling face with smiling eyes'],
      ['😇', 'smiling face with halo'],
      ['🙂', 'slightly smiling face'],
      ['😉', 'winking face'],
      ['😍', 'smiling face with heart-eyes'],
      ['🥰', 'smiling face with hearts'],
      ['😘', 'face blowing a kiss'],
      ['😎', 'smiling face with sunglasses'],
    ]),
  },
  {
    id: 'nature',
    label: 'Animals and nature',
    icon: '🐶',
    emojis: list([
      ['🐶', 'dog face'],
      ['🐱', 'cat face'],
      ['🐭', 'mouse face'],
      ['🐹', 'hamster'],
      ['🐰', 'rabbit face'],
      ['🦊', 'fox'],
      ['🐻', 'bear'],
      ['🐼', 'panda'],
      ['🐨', 'koala'],
      ['🐯', 'tiger face'],
      ['🦁', 'lion'],
      ['🐮', 'cow face'],
      ['🐷', 'pig face'],
      ['🐸', 'frog'],
      ['🐵', 'monkey face'],
      ['🌸', 'cherry blossom'],
    ]),
  },
  {
    id: 'food',
    label: 'Food and drink',
    icon: '🍎',
    emojis: list([
      ['🍎', 'red apple'],
      ['🍐', 'pear'],
      ['🍊', 'tangerine'],
      ['🍋', 'lemon'],
      ['🍌', 'banana'],
      ['🍉', 'watermelon'],
      ['🍇', 'grapes'],
      ['🍓', 'strawberry'],
      ['🍒', 'cherries'],
      ['🍑', 'peach'],
      ['🥭', 'mango'],
      ['🍍', 'pineapple'],
      ['🍕', 'pizza'],
      ['🍔', 'hamburger'],
      ['🍰', 'shortcake'],
      ['☕', 'hot beverage'],
    ]),
  },
  {
    id: 'activities',
    label: 'Activities',
    icon: '⚽',
    emojis: list([
      ['⚽', 'soccer ball'],
      ['🏀', 'basketball'],
      ['🏈', 'american football'],
      ['⚾', 'baseball'],
      ['🎾', 'tennis'],
      ['🏐', 'volleyball'],
      ['🏉', 'rugby football'],
      ['🎱', 'pool 8 ball'],
      ['🏓', 'ping pong'],
      ['🏸', 'badminton'],
      ['🥅', 'goal net'],
      ['⛳', 'flag in hole'],
      ['🏹', 'bow and arrow'],
      ['🎣', 'fishing pole'],
      ['🥊', 'boxing glove'],
      ['🎮', 'video game'],
    ]),
  },
  {
    id: 'objects',
    label: 'Objects',
    icon: '💡',
    emojis: list([
      ['⌚', 'watch'],
      ['📱', 'mobile phone'],
      ['💻', 'laptop'],
      ['⌨️', 'keyboard'],
      ['🖥️', 'desktop computer'],
      ['🖨️', 'printer'],
      ['🖱️', 'computer mouse'],
      ['💾', 'floppy disk'],
      ['📷', 'camera'],
      ['🎥', 'movie camera'],
      ['📺', 'television'],
      ['📻', 'radio'],
      ['⏰', 'alarm clock'],
      ['💡', 'light bulb'],
      ['🔦', 'flashlight'],
      ['📚', 'books'],
    ]),
  },
];
