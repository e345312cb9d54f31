// The end-to-end tests drive Debian's Chromium (never a downloaded browser); `npm test` makes sure it is
// there first (ensureDebianPackage.ts). CHROMIUM_PATH may name a browser of the user's own instead: that
// one is not ours to install.
import { existsSync } from 'node:fs';
import { ensureDebianPackage, installCommand, type DebianMachine, type EnsureResult } from './ensureDebianPackage.ts';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
export const INSTALL_COMMAND = installCommand('chromium');

export interface ChromiumMachine extends DebianMachine {
  path?: string;
}

export function ensureChromium({ path = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH, ...machine }: ChromiumMachine = {}): EnsureResult {
  if (path !== DEFAULT_CHROMIUM_PATH && !(machine.exists ?? existsSync)(path)) {
    return { ok: false, message: `Chromium not found at CHROMIUM_PATH=${path}: point CHROMIUM_PATH at a Chromium binary, or unset it and run \`${INSTALL_COMMAND}\`.` };
  }
  if (path !== DEFAULT_CHROMIUM_PATH) return { ok: true, message: `Chromium: ${path}` };
  return ensureDebianPackage({ label: 'Chromium', packageName: 'chromium', path, neededFor: 'the browser tests' }, machine);
}
