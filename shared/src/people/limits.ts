/** Page sizes and filters of the people lists (spec 000 sections 2, 7 and 9). */

/** Followers and following: 20 by default; the profile tabs ask for 50. */
export const FOLLOW_LIST_DEFAULT_LIMIT = 20;
export const FOLLOW_LIST_TAB_LIMIT = 50;
export const EXPLORE_PAGE_SIZE = 20;
/** The largest page any people list answers. */
export const PEOPLE_PAGE_MAX_LIMIT = 50;

export const EXPLORE_FILTERS = ['all', 'following', 'not_following'] as const;
export type ExploreFilter = (typeof EXPLORE_FILTERS)[number];

export const PEOPLE_MESSAGES = {
  searchTooShort: 'Search needs at least 2 characters',
  filter: 'Filter must be all, following or not_following',
} as const;
