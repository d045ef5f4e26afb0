export interface BrowserOptions {
  /** Where CHROME_PATH and PATH are read. */
  env?: NodeJS.ProcessEnv;
  /** Where Chromium is looked for when it is not on PATH. */
  fallbacks?: string[];
  /** Whether this process may install system packages. */
  root?: boolean;
  /** Where the one-line install notice goes. */
  notice?: (line: string) => void;
}

export const BROWSER_PACKAGES: string[];
export function onPath(name: string, env: NodeJS.ProcessEnv): string | undefined;
export function findBrowser(options?: BrowserOptions): string | undefined;
export function ensureBrowser(options?: BrowserOptions): string;
