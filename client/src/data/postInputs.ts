/**
 * Loads the schemas that check a new post or comment. They come on the first write, not with the
 * feed, so zod stays out of what the home downloads before it paints; the service worker precaches
 * the chunk, so this works offline too. Call it before a write's transaction starts: awaiting an
 * import inside an IndexedDB transaction would let the transaction commit.
 */
export const loadPostInputSchemas = () => import('./postInputSchemas');
