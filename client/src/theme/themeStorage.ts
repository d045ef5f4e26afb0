import { DEFAULT_THEME, THEMES, type Theme } from '@flock/shared';

const THEME_KEY = 'theme';

export function storedTheme(): Theme {
  const value = localStorage.getItem(THEME_KEY);
  return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : DEFAULT_THEME;
}

export function applyTheme(theme: Theme): void {
  localStorage.setItem(THEME_KEY, theme);
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}
