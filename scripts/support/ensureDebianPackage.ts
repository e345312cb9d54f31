// Tools the tests need from Debian (Chromium for the browser tests, redis-server for the scale-out test):
// `npm test` makes sure each is there first. When one is missing it installs Debian's package if it can
// (root with apt-get), and otherwise stops at once with one line that says the command to run, instead of
// failing every test that needs it later.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const APT_GET = '/usr/bin/apt-get';

/** The machine's facts and actions, injectable for tests. */
export interface DebianMachine {
  exists?: (path: string) => boolean;
  isRoot?: () => boolean;
  /** Runs a command; its exit status. */
  run?: (command: string, args: string[]) => number;
  log?: (line: string) => void;
}

export interface DebianTool {
  /** How the messages name it ("Chromium", "redis-server"). */
  label: string;
  /** Debian's package. */
  packageName: string;
  /** Where the package puts the binary. */
  path: string;
  /** What needs it ("the browser tests"). */
  neededFor: string;
}

export interface EnsureResult {
  ok: boolean;
  message: string;
}

/** The command a user runs to install a package by hand. */
export function installCommand(packageName: string): string {
  return `sudo apt-get update && sudo apt-get install -y ${packageName}`;
}

/**
 * Makes sure the tool is there; never throws.
 * - present: ok.
 * - missing, root and apt-get: install Debian's package, then check again.
 * - missing otherwise: one line with the command to run.
 */
export function ensureDebianPackage(
  tool: DebianTool,
  {
    exists = existsSync,
    isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0,
    run = (command, args) => spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status ?? 1,
    log = (line) => console.log(line),
  }: DebianMachine = {},
): EnsureResult {
  const command = installCommand(tool.packageName);
  if (exists(tool.path)) return { ok: true, message: `${tool.label}: ${tool.path}` };
  if (!isRoot() || !exists(APT_GET)) {
    return { ok: false, message: `${tool.label} is missing for ${tool.neededFor}: run \`${command}\`, then npm test again.` };
  }
  log(`Installing Debian's ${tool.label} for ${tool.neededFor} (apt-get install ${tool.packageName})...`);
  const installed = run(APT_GET, ['update', '-qq']) === 0 && run(APT_GET, ['install', '-y', '-qq', tool.packageName]) === 0;
  if (installed && exists(tool.path)) return { ok: true, message: `${tool.label} installed: ${tool.path}` };
  return { ok: false, message: `Installing ${tool.label} failed: run \`${command}\` and read its errors, then npm test again.` };
}

/** A machine for tests: which files exist, whether installs work; records what ran and what was said. */
export function fakeMachine(binary: string, { present = false, apt = true, root = true, installWorks = true } = {}) {
  const files = new Set<string>();
  if (present) files.add(binary);
  if (apt) files.add(APT_GET);
  const ran: string[] = [];
  const logged: string[] = [];
  const deps: Required<DebianMachine> = {
    exists: (path: string) => files.has(path),
    isRoot: () => root,
    run: (command: string, args: string[]) => {
      ran.push([command, ...args].join(' '));
      if (args[0] === 'install' && installWorks) files.add(binary);
      return installWorks ? 0 : 100;
    },
    log: (line: string) => logged.push(line),
  };
  return { ran, logged, deps };
}
