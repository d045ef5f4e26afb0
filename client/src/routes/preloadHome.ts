import { readStoredSession } from '../auth/authStorage';
import { sectionFromLocation } from '../pages/dashboard/sections';

/**
 * A signed-in start on the home fetches the layout's chunk and Home's together with the entry, instead
 * of one after the other as each lazy part first renders.
 */
export function preloadHome({ pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  if (pathname !== '/' && pathname !== '/dashboard') return;
  if (sectionFromLocation(pathname, search).key !== 'home') return;
  if (readStoredSession().kind !== 'found') return;
  void import('../pages/dashboard/DashboardPage').catch(() => undefined);
  void import('../pages/dashboard/HomeSection').catch(() => undefined);
}
