// The scale-out test (server/scaleOut.test.ts) starts Debian's redis-server and two server processes on
// it; `npm test` makes sure it is there first (ensureDebianPackage.ts). The game itself never needs Redis
// unless REDIS_URL is set.
import { ensureDebianPackage, installCommand, type DebianMachine, type EnsureResult } from './ensureDebianPackage.ts';

export const REDIS_SERVER = '/usr/bin/redis-server';
export const REDIS_INSTALL_COMMAND = installCommand('redis-server');

export function ensureRedis(machine: DebianMachine = {}): EnsureResult {
  return ensureDebianPackage({ label: 'redis-server', packageName: 'redis-server', path: REDIS_SERVER, neededFor: 'the scale-out test' }, machine);
}
