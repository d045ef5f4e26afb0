import { useSyncExternalStore } from 'react';
import {
  DATA_SAVER_CHOICES,
  DATA_SAVER_FULL_PARAM,
  smallAvatarPath,
  type DataSaverChoice,
} from '@flock/shared';

/**
 * The data saver choice of this device (kept in localStorage: it is about this device's connection,
 * not the member) and whether it is on now. Automatic follows the browser: Save-Data, a slow
 * connection (2G, 3G) or a metered one (cellular) turn it on.
 */
const STORAGE_KEY = 'flock-data-saver';

interface NetworkInformationLike extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
  type?: string;
}

const connection = (): NetworkInformationLike | undefined =>
  (navigator as Navigator & { connection?: NetworkInformationLike }).connection;

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const network = connection();
  network?.addEventListener('change', listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    network?.removeEventListener('change', listener);
    window.removeEventListener('storage', listener);
  };
}

export function readDataSaverChoice(): DataSaverChoice {
  const stored = localStorage.getItem(STORAGE_KEY);
  return DATA_SAVER_CHOICES.find((choice) => choice === stored) ?? 'automatic';
}

export function setDataSaverChoice(choice: DataSaverChoice): void {
  localStorage.setItem(STORAGE_KEY, choice);
  notify();
}

/** Why automatic turns the saver on, or null when the browser reports nothing that asks for it. */
export function automaticReason(): string | null {
  const network = connection();
  if (!network) return null;
  if (network.saveData) return 'your browser asks to save data';
  if (network.effectiveType && ['slow-2g', '2g', '3g'].includes(network.effectiveType))
    return 'the connection is slow';
  if (network.type === 'cellular') return 'the connection is metered';
  return null;
}

export interface DataSaverState {
  choice: DataSaverChoice;
  active: boolean;
  /** Automatic only: why it is on, or null while it is off. */
  reason: string | null;
}

function snapshotKey(): string {
  return `${readDataSaverChoice()}|${automaticReason() ?? ''}`;
}

export function useDataSaver(): DataSaverState {
  const key = useSyncExternalStore(subscribe, snapshotKey, () => 'automatic|');
  const [choice, reason] = key.split('|') as [DataSaverChoice, string];
  const automatic = choice === 'automatic' ? reason || null : null;
  return { choice, active: choice === 'on' || automatic !== null, reason: automatic };
}

/** A thumbnail's URL that tells the worker which full image it stands in for (to count the bytes saved). */
export function thumbnailInsteadOf(thumbnailUrl: string, fullUrl: string): string {
  const url = new URL(thumbnailUrl, window.location.origin);
  url.searchParams.set(DATA_SAVER_FULL_PARAM, new URL(fullUrl, window.location.origin).pathname);
  return url.origin === window.location.origin && thumbnailUrl.startsWith('/')
    ? `${url.pathname}${url.search}`
    : url.toString();
}

/** The small picture of an avatar, naming the full one for the meter; null for pictures without one. */
export function smallAvatarUrl(src: string): string | null {
  const url = new URL(src, window.location.origin);
  const small = smallAvatarPath(url.pathname);
  if (!small) return null;
  url.pathname = small;
  return thumbnailInsteadOf(src.startsWith('/') ? small : url.toString(), src);
}
