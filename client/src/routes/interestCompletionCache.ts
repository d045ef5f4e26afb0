/** Remembers, per member, that interests are complete, so the guard needs no network on later starts. */
const key = (userId: string) => `interestsComplete:${userId}`;

export const isInterestCompletionCached = (userId: string) => localStorage.getItem(key(userId)) === 'true';
export const cacheInterestCompletion = (userId: string) => localStorage.setItem(key(userId), 'true');
export const clearInterestCompletion = (userId: string) => localStorage.removeItem(key(userId));
