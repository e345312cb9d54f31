// The end-to-end tests drive Debian's Chromium (never a downloaded browser). `npm test` calls this first:
// when Chromium is missing it installs Debian's package if it can (root with apt-get), and otherwise stops
// at once with one line that says the command to run, instead of failing every browser test file later.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
const APT_GET = '/usr/bin/apt-get';
export const INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y chromium';

/**
 * Makes sure Chromium is there. Returns { ok, message } and never throws; `deps` are the machine's
 * facts and actions, injectable for tests.
 * - present: ok.
 * - missing, and CHROMIUM_PATH names a browser of the user's own: not ours to install; one line.
 * - missing, root and apt-get: install Debian's `chromium`, then check again.
 * - missing otherwise: one line with the command to run.
 */
export interface ChromiumMachine {
  path?: string;
  exists?: (path: string) => boolean;
  isRoot?: () => boolean;
  /** Runs a command; its exit status. */
  run?: (command: string, args: string[]) => number;
  log?: (line: string) => void;
}

export function ensureChromium({
  path = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH,
  exists = existsSync,
  isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0,
  run = (command, args) => spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status ?? 1,
  log = (line) => console.log(line),
}: ChromiumMachine = {}): { ok: boolean; message: string } {
  if (exists(path)) return { ok: true, message: `Chromium: ${path}` };
  if (path !== DEFAULT_CHROMIUM_PATH) {
    return { ok: false, message: `Chromium not found at CHROMIUM_PATH=${path}: point CHROMIUM_PATH at a Chromium binary, or unset it and run \`${INSTALL_COMMAND}\`.` };
  }
  if (!isRoot() || !exists(APT_GET)) {
    return { ok: false, message: `Chromium is missing for the browser tests: run \`${INSTALL_COMMAND}\`, then npm test again.` };
  }
  log("Installing Debian's Chromium for the browser tests (apt-get install chromium)...");
  const installed = run(APT_GET, ['update', '-qq']) === 0 && run(APT_GET, ['install', '-y', '-qq', 'chromium']) === 0;
  if (installed && exists(path)) return { ok: true, message: `Chromium installed: ${path}` };
  return { ok: false, message: `Installing Chromium failed: run \`${INSTALL_COMMAND}\` and read its errors, then npm test again.` };
}
