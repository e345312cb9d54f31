// The WAL checkpoint worker starts in any server process, including one booted from a string with
// `--input-type=module -e` (scripts/support/siteServer.mjs: screenshots, Lighthouse), whose flag a worker
// would inherit.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('the checkpoint worker', () => {
  it('runs in a process started with --input-type=module -e, and what was written is there after close', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mem-checkpoint-')), 'game.sqlite');
    const boot = `import { SqliteStorage } from './server/storage/sqlite/SqliteStorage.ts';
const storage = new SqliteStorage(${JSON.stringify(file)});
await storage.init();
await storage.createUser({ id: 'u1', email: 'u1@example.com', passwordHash: null, emailConfirmedAt: null, googleId: null });
await new Promise((r) => setTimeout(r, 1200));
await storage.close();
const again = new SqliteStorage(${JSON.stringify(file)});
await again.init();
console.log((await again.findUserById('u1'))?.email);
await again.close();`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', boot], { cwd: process.cwd(), encoding: 'utf8', timeout: 20_000 });
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.stdout.trim()).toBe('u1@example.com');
    expect(run.status).toBe(0);
  });
});
