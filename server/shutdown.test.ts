// The real server process: starts on the embedded default, and on SIGTERM stops accepting,
// flushes the pending autosave and closes storage, so the last command survives.
import { Client } from '@colyseus/sdk';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { GameState } from '../shared/schema/GameState.ts';

const PORT = 2581;
const BASE = `http://localhost:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'mem-shutdown-'));
let child: ChildProcess | undefined;

function startServer(): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'development', PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', RESEND_API_KEY: '', MONGODB_URI: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 20_000;
    const poll = async () => {
      try {
        const res = await fetch(`${BASE}/api/health`);
        if (res.ok) return resolve(proc);
      } catch {
        /* not up yet */
      }
      if (Date.now() > deadline) return reject(new Error('server did not start'));
      setTimeout(poll, 100);
    };
    void poll();
  });
}

afterAll(() => {
  child?.kill('SIGKILL');
});

describe('server process', () => {
  it('serves health on the embedded store and saves the last command on SIGTERM', async () => {
    child = await startServer();
    expect(await (await fetch(`${BASE}/api/health`)).json()).toMatchObject({ status: 'ok', storage: 'sqlite', ready: true });

    await fetch(`${BASE}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'sigterm@example.com', password: 'secret1' }) });
    const mailbox = await (await fetch(`${BASE}/api/dev/mailbox`)).json();
    const confirm = await fetch(mailbox.emails[0].links[0], { redirect: 'manual' });
    const cookie = confirm.headers.getSetCookie()[0]!.split(';')[0]!;

    const room = await new Client(BASE, { headers: { cookie } }).joinOrCreate('game', {}, GameState);
    const report = new Promise((resolve) => room.onMessage('weekReport', resolve));
    room.send('advanceWeek', {});
    await report;

    const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);

    const db = new DatabaseSync(join(dataDir, 'main-event-mogul.sqlite'));
    const row = db.prepare('SELECT current_week, current_month, game_data FROM game_saves WHERE slot_number = 1').get() as Record<string, unknown>;
    db.close();
    expect(row.current_week).toBe(2);
    expect(row.current_month).toBe('January');
    expect(JSON.parse(String(row.game_data)).federations[0].popularity).toBe(9.8);
  });
});
