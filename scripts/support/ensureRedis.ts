// The scale-out test (server/scaleOut.test.ts) starts Debian's redis-server and two server processes on
// it. `npm test` calls this first, like ensureChromium: when redis-server is missing it installs Debian's
// package if it can (root with apt-get), and otherwise stops at once with one line that says the command
// to run. The game itself never needs Redis unless REDIS_URL is set.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const REDIS_SERVER = '/usr/bin/redis-server';
const APT_GET = '/usr/bin/apt-get';
export const REDIS_INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y redis-server';

export interface RedisMachine {
  exists?: (path: string) => boolean;
  isRoot?: () => boolean;
  /** Runs a command; its exit status. */
  run?: (command: string, args: string[]) => number;
  log?: (line: string) => void;
}

/** Makes sure redis-server is there. Returns { ok, message } and never throws; `deps` are injectable for tests. */
export function ensureRedis({
  exists = existsSync,
  isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0,
  run = (command, args) => spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status ?? 1,
  log = (line) => console.log(line),
}: RedisMachine = {}): { ok: boolean; message: string } {
  if (exists(REDIS_SERVER)) return { ok: true, message: `redis-server: ${REDIS_SERVER}` };
  if (!isRoot() || !exists(APT_GET)) {
    return { ok: false, message: `redis-server is missing for the scale-out test: run \`${REDIS_INSTALL_COMMAND}\`, then npm test again.` };
  }
  log("Installing Debian's redis-server for the scale-out test (apt-get install redis-server)...");
  const installed = run(APT_GET, ['update', '-qq']) === 0 && run(APT_GET, ['install', '-y', '-qq', 'redis-server']) === 0;
  if (installed && exists(REDIS_SERVER)) return { ok: true, message: `redis-server installed: ${REDIS_SERVER}` };
  return { ok: false, message: `Installing redis-server failed: run \`${REDIS_INSTALL_COMMAND}\` and read its errors, then npm test again.` };
}
