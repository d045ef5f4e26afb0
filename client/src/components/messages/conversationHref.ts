/** The Messages screen with a conversation open (spec 001 has one path, /messages). */
export const MESSAGES_PATH = '/messages';
export const CONVERSATION_PARAM = 'conversation';

export const conversationHref = (conversationId: string) =>
  `${MESSAGES_PATH}?${CONVERSATION_PARAM}=${encodeURIComponent(conversationId)}`;
