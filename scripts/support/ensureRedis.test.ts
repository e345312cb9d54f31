// `npm test` on a machine without redis-server (the scale-out test runs two processes on it): installs
// Debian's package when it can, otherwise one line with the command to run.
import { describe, expect, it } from 'vitest';
import { fakeMachine } from './ensureDebianPackage.ts';
import { ensureRedis, REDIS_INSTALL_COMMAND } from './ensureRedis.ts';

function machine({ redis = false, apt = true, root = true, installWorks = true } = {}) {
  return fakeMachine('/usr/bin/redis-server', { present: redis, apt, root, installWorks });
}

describe('ensureRedis', () => {
  it('does nothing when redis-server is there', () => {
    const m = machine({ redis: true });
    expect(ensureRedis(m.deps)).toEqual({ ok: true, message: 'redis-server: /usr/bin/redis-server' });
    expect(m.ran).toEqual([]);
  });

  it("installs Debian's redis-server as root with apt-get, and says so", () => {
    const m = machine();
    expect(ensureRedis(m.deps)).toEqual({ ok: true, message: 'redis-server installed: /usr/bin/redis-server' });
    expect(m.ran).toEqual(['/usr/bin/apt-get update -qq', '/usr/bin/apt-get install -y -qq redis-server']);
    expect(m.logged).toEqual(["Installing Debian's redis-server for the scale-out test (apt-get install redis-server)..."]);
  });

  it('stops at once with the command to run when it cannot install (not root, or no apt-get)', () => {
    for (const m of [machine({ root: false }), machine({ apt: false })]) {
      expect(ensureRedis(m.deps)).toEqual({
        ok: false,
        message: `redis-server is missing for the scale-out test: run \`${REDIS_INSTALL_COMMAND}\`, then npm test again.`,
      });
      expect(m.ran).toEqual([]);
    }
  });

  it('says a failed install in one line', () => {
    const m = machine({ installWorks: false });
    expect(ensureRedis(m.deps).message).toBe(`Installing redis-server failed: run \`${REDIS_INSTALL_COMMAND}\` and read its errors, then npm test again.`);
  });
});
