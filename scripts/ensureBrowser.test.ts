import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureBrowser } from './ensureBrowser.mjs';

const SCRIPT = path.join(import.meta.dirname, 'ensureBrowser.mjs');

/** A machine without Chromium: a PATH of one empty directory and no fallback location. */
let bin: string;
let aptLog: string;
let notices: string[];

beforeEach(() => {
  bin = fs.mkdtempSync(path.join(os.tmpdir(), 'flock-ensure-browser-'));
  aptLog = path.join(bin, 'apt-get.log');
  notices = [];
});
afterEach(() => fs.rmSync(bin, { recursive: true, force: true }));

const env = (): NodeJS.ProcessEnv => ({ PATH: bin });
const options = (root: boolean) => ({
  env: env(),
  fallbacks: [],
  root,
  notice: (line: string) => notices.push(line),
});

function writeExecutable(name: string, body: string): string {
  const file = path.join(bin, name);
  fs.writeFileSync(file, `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  return file;
}

/**
 * A stand-in for apt-get that logs its arguments and, on `install`, puts a `chromium` on the PATH.
 * With `needsUpdate`, `install` fails until `update` has run, as on a machine without package lists.
 */
function fakeAptGet({ needsUpdate = false, fails = false } = {}) {
  const updated = path.join(bin, 'updated');
  writeExecutable(
    'apt-get',
    [
      'PATH=/usr/bin:/bin',
      `echo "$*" >> '${aptLog}'`,
      fails ? 'exit 100' : '',
      `if [ "$1" = update ]; then touch '${updated}'; exit 0; fi`,
      needsUpdate ? `[ -f '${updated}' ] || exit 100` : '',
      `printf '#!/bin/sh\\n' > '${bin}/chromium'`,
      `chmod +x '${bin}/chromium'`,
    ].join('\n'),
  );
}

const aptCalls = () => (fs.existsSync(aptLog) ? fs.readFileSync(aptLog, 'utf8').trim().split('\n') : []);

describe('ensureBrowser', () => {
  it('uses CHROME_PATH when it names an executable, without looking further', () => {
    const chrome = writeExecutable('my-chrome', 'exit 0');
    fakeAptGet();
    expect(ensureBrowser({ ...options(true), env: { ...env(), CHROME_PATH: chrome } })).toBe(chrome);
    expect(aptCalls()).toEqual([]);
  });

  it('refuses a CHROME_PATH that names no executable', () => {
    const missing = path.join(bin, 'no-such-chrome');
    expect(() => ensureBrowser({ ...options(true), env: { ...env(), CHROME_PATH: missing } })).toThrow(
      `CHROME_PATH=${missing} is not an executable file.`,
    );
  });

  it('finds chromium on PATH and installs nothing', () => {
    const chromium = writeExecutable('chromium', 'exit 0');
    fakeAptGet();
    expect(ensureBrowser(options(true))).toBe(chromium);
    expect(aptCalls()).toEqual([]);
    expect(notices).toEqual([]);
  });

  it('falls back to a known location when chromium is not on PATH', () => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'flock-ensure-browser-other-'));
    try {
      const chromium = path.join(elsewhere, 'chromium');
      fs.writeFileSync(chromium, '#!/bin/sh\n', { mode: 0o755 });
      expect(ensureBrowser({ ...options(false), fallbacks: [chromium] })).toBe(chromium);
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('as root with apt-get, installs Chromium and the emoji font after a one-line notice', () => {
    fakeAptGet();
    expect(ensureBrowser(options(true))).toBe(path.join(bin, 'chromium'));
    expect(aptCalls()).toEqual(['install -y -qq chromium fonts-noto-color-emoji']);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('apt-get install -y chromium fonts-noto-color-emoji');
  });

  it('reads the package lists first when the install fails without them', () => {
    fakeAptGet({ needsUpdate: true });
    expect(ensureBrowser(options(true))).toBe(path.join(bin, 'chromium'));
    expect(aptCalls()).toEqual([
      'install -y -qq chromium fonts-noto-color-emoji',
      'update -qq',
      'install -y -qq chromium fonts-noto-color-emoji',
    ]);
  });

  it('stops with a clear error when apt-get cannot install', () => {
    fakeAptGet({ fails: true });
    expect(() => ensureBrowser(options(true))).toThrow(/Installing Chromium failed/);
    expect(fs.existsSync(path.join(bin, 'chromium'))).toBe(false);
  });

  it('not as root, stops at once naming the command to run and installs nothing', () => {
    fakeAptGet();
    expect(() => ensureBrowser(options(false))).toThrow(
      'sudo apt-get install -y chromium fonts-noto-color-emoji',
    );
    expect(aptCalls()).toEqual([]);
    expect(notices).toEqual([]);
  });

  it('without apt-get, asks for Chromium from the system package manager or CHROME_PATH', () => {
    expect(() => ensureBrowser(options(true))).toThrow(/package manager, or set CHROME_PATH/);
  });
});

describe('node scripts/ensureBrowser.mjs', () => {
  const run = (extra: NodeJS.ProcessEnv) =>
    spawnSync(process.execPath, [SCRIPT], { env: { ...env(), ...extra }, encoding: 'utf8' });

  it('exits 0 and prints nothing when the browser is there', () => {
    const chrome = writeExecutable('my-chrome', 'exit 0');
    const result = run({ CHROME_PATH: chrome });
    expect(result.status).toBe(0);
    expect(result.stdout + result.stderr).toBe('');
  });

  it('exits 1 with the reason on stderr when it is not', () => {
    const result = run({ CHROME_PATH: path.join(bin, 'no-such-chrome') });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('is not an executable file');
  });
});
