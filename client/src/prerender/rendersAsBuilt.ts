import { readStoredSession } from '../auth/authStorage';

/**
 * Whether this visit renders a guest page as the build did (guestPages.tsx): a visitor with no session,
 * nothing kept for this tab (a pending verification, a notice for the login page) and no state in
 * the history entry. Preact takes built HTML over as it is: where its first render differs, it keeps
 * the HTML's attributes (and may give an element of the built page to another part). So main.tsx
 * takes the HTML over only on such a visit, and renders any other afresh.
 */
export function rendersAsBuilt(): boolean {
  const historyState = window.history.state as { usr?: unknown } | null;
  return readStoredSession().kind === 'none' && sessionStorage.length === 0 && historyState?.usr == null;
}
