#!/usr/bin/env node
// Makes sure a Chromium is there for the browser tests, Lighthouse and the client benchmarks.
// CHROME_PATH when set; else Debian's `chromium` on PATH (or /usr/bin/chromium). When it is missing and
// this runs as root with apt-get, installs the Debian packages (Chromium and the emoji font the
// screenshots need) after a one-line notice; otherwise stops with the command to run. Nothing is ever
// downloaded from anywhere but the system's package sources.
// `node scripts/ensureBrowser.mjs` exits 0 when a browser is there (or was just installed), 1 otherwise.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const BROWSER_PACKAGES = ['chromium', 'fonts-noto-color-emoji'];
const INSTALL_COMMAND = `apt-get install -y ${BROWSER_PACKAGES.join(' ')}`;

/** @param {string} file */
function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The first executable `name` in the directories of `env.PATH`.
 * @param {string} name
 * @param {NodeJS.ProcessEnv} env
 */
export function onPath(name, env) {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (dir && isExecutable(path.join(dir, name))) return path.join(dir, name);
  }
  return undefined;
}

/**
 * @typedef {object} BrowserOptions
 * @property {NodeJS.ProcessEnv} [env] where CHROME_PATH and PATH are read
 * @property {string[]} [fallbacks] where Chromium is looked for when it is not on PATH
 * @property {boolean} [root] whether this process may install system packages
 * @property {(line: string) => void} [notice] where the one-line install notice goes
 */

/**
 * The browser to launch: CHROME_PATH when set, else `chromium` on PATH, else a fallback; undefined when none.
 * Throws when CHROME_PATH names no executable file, since a browser other than the one asked for would
 * only hide the mistake.
 * @param {BrowserOptions} [options]
 * @returns {string | undefined}
 */
export function findBrowser({ env = process.env, fallbacks = ['/usr/bin/chromium'] } = {}) {
  if (env.CHROME_PATH) {
    if (!isExecutable(env.CHROME_PATH)) {
      throw new Error(`CHROME_PATH=${env.CHROME_PATH} is not an executable file.`);
    }
    return env.CHROME_PATH;
  }
  return onPath('chromium', env) ?? fallbacks.find(isExecutable);
}

/** Why no browser could be found or installed, with the command that fixes it. */
function missingMessage(/** @type {boolean} */ root, /** @type {boolean} */ hasAptGet) {
  const found = 'No Chromium for the browser tests: CHROME_PATH is unset and no chromium is on PATH.';
  if (!hasAptGet) {
    return `${found}\nInstall Chromium with the system's package manager, or set CHROME_PATH to a Chromium.`;
  }
  const command = root ? INSTALL_COMMAND : `sudo ${INSTALL_COMMAND}`;
  return `${found}\nInstall it with:  ${command}\nor set CHROME_PATH to a Chromium.`;
}

/**
 * The browser to launch, installing Debian's Chromium first when it is missing and this runs as root.
 * Throws with the command to run when there is none and it cannot be installed.
 * @param {BrowserOptions} [options]
 * @returns {string}
 */
export function ensureBrowser(options = {}) {
  const {
    env = process.env,
    root = process.getuid?.() === 0,
    notice = (/** @type {string} */ line) => console.log(line),
  } = options;
  const found = findBrowser(options);
  if (found) return found;

  const aptGet = onPath('apt-get', env);
  if (!root || !aptGet) throw new Error(missingMessage(root, aptGet !== undefined));

  notice(
    `Chromium not found: installing the Debian packages ${BROWSER_PACKAGES.join(', ')} (${INSTALL_COMMAND}).`,
  );
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (/** @type {string[]} */ args) =>
    spawnSync(aptGet, args, { env: aptEnv, stdio: ['ignore', 'ignore', 'inherit'] }).status === 0;
  const install = () => apt(['install', '-y', '-qq', ...BROWSER_PACKAGES]);
  // A fresh machine often has no package lists yet: read them, then try once more.
  if (!install() && !(apt(['update', '-qq']) && install())) {
    throw new Error(`Installing Chromium failed: ${INSTALL_COMMAND} did not succeed (see its output above).`);
  }
  const installed = findBrowser(options);
  if (!installed) throw new Error(`${INSTALL_COMMAND} succeeded but no chromium is on PATH.`);
  return installed;
}

if (import.meta.filename === process.argv[1]) {
  try {
    ensureBrowser();
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}
