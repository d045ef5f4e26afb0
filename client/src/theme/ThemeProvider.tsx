import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Theme } from '@flock/shared';
import { authApi } from '../api/auth';
import { useAuth } from '../auth/useAuth';
import { ThemeContext } from './ThemeContext';
import { applyTheme, storedTheme } from './themeStorage';

/**
 * Dark by default. For members the server's choice wins when it can be read; a failed load keeps the
 * local one. A change is applied at once, stored locally and saved to the server when signed in.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  const [theme, setThemeState] = useState<Theme>(storedTheme);

  useEffect(() => applyTheme(theme), [theme]);

  useEffect(() => {
    if (!isAuthenticated) return;
    let cancelled = false;
    authApi
      .getTheme()
      .then(({ theme: serverTheme }) => {
        if (!cancelled) setThemeState(serverTheme);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [isAuthenticated]);

  const setTheme = useCallback(
    (next: Theme) => {
      setThemeState(next);
      if (isAuthenticated) authApi.setTheme(next).catch(() => undefined);
    },
    [isAuthenticated],
  );

  const value = useMemo(
    () => ({ theme, setTheme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') }),
    [theme, setTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
