import { Workbox } from 'workbox-window';

export function startServiceWorker(): void {
  const wb = new Workbox('/sw.js', { scope: '/' });
  void wb.register();
}
