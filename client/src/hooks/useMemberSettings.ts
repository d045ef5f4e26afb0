import { useEffect, useRef, useState } from 'react';
import { DEFAULT_USER_SETTINGS, type SelfUserDto, type UserSettingsDto } from '@flock/shared';
import { settingsApi } from '../api/settings';
import { useAuth } from '../auth/useAuth';
import { errorText } from '../data/errorText';
import { saveOwnProfile, useOwnProfile } from '../data/profile';

export type SettingKey = keyof UserSettingsDto;

interface PendingChange {
  value: UserSettingsDto[SettingKey];
  /** 'confirmed': the server accepted it and the stored profile is catching up. */
  status: 'saving' | 'confirmed';
}

export const SETTINGS_SAVE_FAILED = 'Could not save this setting. Please try again.';

/**
 * The member's four stored settings with optimistic saving: a change shows at once, is sent with
 * PUT /api/settings, and is rolled back with an inline error if the server refuses it.
 */
export function useMemberSettings() {
  const { user: sessionUser, setUser } = useAuth();
  const profile = useOwnProfile();
  const saved: UserSettingsDto = { ...DEFAULT_USER_SETTINGS, ...profile?.settings };
  const [pending, setPending] = useState<Partial<Record<SettingKey, PendingChange>>>({});
  const [errors, setErrors] = useState<Partial<Record<SettingKey, string>>>({});

  // The session's record and setter change on every session update; the calls below want the latest.
  const latestUser = useRef<SelfUserDto | null>(sessionUser);
  const latestSetUser = useRef(setUser);
  useEffect(() => {
    latestUser.current = sessionUser;
    latestSetUser.current = setUser;
  });

  // A confirmed change is dropped once the stored profile shows it.
  const caughtUp = (Object.keys(pending) as SettingKey[]).filter(
    (key) => pending[key]?.status === 'confirmed' && saved[key] === pending[key]?.value,
  );
  if (caughtUp.length > 0) setPending((p) => without(p, caughtUp));

  useEffect(() => {
    let cancelled = false;
    settingsApi
      .get()
      .then(({ settings }) => {
        const current = latestUser.current?.settings;
        if (!cancelled && !sameSettings(current, settings)) {
          void store(latestUser.current, settings, latestSetUser.current);
        }
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);

  const settings = { ...saved };
  for (const key of Object.keys(pending) as SettingKey[]) {
    const change = pending[key];
    if (change) Object.assign(settings, { [key]: change.value });
  }

  /** Resolves true once the server took the change, false when it was rolled back. */
  async function update<K extends SettingKey>(key: K, value: UserSettingsDto[K]): Promise<boolean> {
    setErrors((e) => without(e, [key]));
    setPending((p) => ({ ...p, [key]: { value, status: 'saving' } }));
    try {
      const { settings: confirmed } = await settingsApi.update({ [key]: value });
      await store(latestUser.current, confirmed, latestSetUser.current);
      setPending((p) => (p[key]?.value === value ? { ...p, [key]: { value, status: 'confirmed' } } : p));
      return true;
    } catch (error) {
      setPending((p) => (p[key]?.value === value ? without(p, [key]) : p));
      setErrors((e) => ({ ...e, [key]: errorText(error, SETTINGS_SAVE_FAILED) }));
      return false;
    }
  }

  return { settings, errors, update, saving: (key: SettingKey) => pending[key]?.status === 'saving' };
}

async function store(
  user: SelfUserDto | null,
  settings: UserSettingsDto,
  setUser: (user: SelfUserDto) => void,
): Promise<void> {
  if (!user) return;
  const next = { ...user, settings: { ...user.settings, ...settings } };
  await saveOwnProfile(next).catch(() => undefined);
  setUser(next);
}

function sameSettings(a: UserSettingsDto | undefined, b: UserSettingsDto): boolean {
  return a !== undefined && (Object.keys(b) as SettingKey[]).every((key) => a[key] === b[key]);
}

function without<T extends object>(record: T, keys: readonly PropertyKey[]): T {
  const copy = { ...record };
  for (const key of keys) delete copy[key as keyof T];
  return copy;
}
