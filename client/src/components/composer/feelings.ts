/** The feelings a post can carry ("Feeling happy"); stored as the word. */
export const FEELINGS = [
  { value: 'happy', emoji: '😊' },
  { value: 'excited', emoji: '🤩' },
  { value: 'grateful', emoji: '🙏' },
  { value: 'loved', emoji: '🥰' },
  { value: 'relaxed', emoji: '😌' },
  { value: 'thoughtful', emoji: '🤔' },
  { value: 'tired', emoji: '😴' },
  { value: 'sad', emoji: '😢' },
] as const;

export const feelingEmoji = (value: string): string => FEELINGS.find((f) => f.value === value)?.emoji ?? '';
