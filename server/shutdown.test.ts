// The real server process on the embedded store: on SIGTERM it stops accepting, flushes the pending
// room snapshots and closes storage; after a hard kill (SIGKILL) right after an answer nothing answered is
// lost, because each command is in the game's log before its answer is sent.
import { Client, type Room } from '@colyseus/sdk';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { GameState } from '#shared/schema/GameState.ts';
import { own } from './test/roomHelpers.ts';

const PORT = 2581;
const BASE = `http://localhost:${PORT}`;
let child: ChildProcess | undefined;

async function startServer(dataDir: string): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['server/index.ts'], {
    env: { ...process.env, NODE_ENV: 'development', PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', RESEND_API_KEY: '', MONGODB_URI: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return proc;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

function exitOf(proc: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => (proc.exitCode !== null || proc.signalCode !== null ? resolve(proc.exitCode) : proc.once('exit', (code) => resolve(code))));
}

async function signedInCookie(email: string): Promise<string> {
  await fetch(`${BASE}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'secret1' }) });
  const mailbox = (await (await fetch(`${BASE}/api/dev/mailbox`)).json()) as { emails: Array<{ to: string; links: string[] }> };
  // The confirm page's button: a same-origin POST of the link's token and the password chosen at sign-up.
  const token = new URL(mailbox.emails.find((e) => e.to === email)!.links[0]!).searchParams.get('token');
  const confirm = await fetch(`${BASE}/api/auth/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({ token, password: 'secret1' }),
  });
  return confirm.headers.getSetCookie()[0]!.split(';')[0]!;
}

async function joinGame(cookie: string): Promise<Room<any, GameState>> {
  const room = await new Client(BASE, { headers: { cookie } }).joinOrCreate('game', {}, GameState);
  const end = Date.now() + 3000;
  // The schema's defaults are there before the first patch; the federation id arrives with it.
  while (own(room).federation?.id !== 'player' && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return room as Room<any, GameState>;
}

/** Slot 1's summary and its current snapshot's world JSON (docs/persistence.md "Storage"). */
function savedSlot1(dataDir: string) {
  const db = new DatabaseSync(join(dataDir, 'main-event-mogul.sqlite'));
  const row = db
    .prepare('SELECT g.current_week, g.current_month, s.data FROM game_slots g JOIN game_snapshots s ON s.id = g.current_snapshot WHERE g.slot_number = 1')
    .get() as Record<string, unknown> | undefined;
  db.close();
  return row && { current_week: row.current_week, current_month: row.current_month, game_data: gunzipSync(row.data as Uint8Array).toString('utf8') };
}

afterEach(() => {
  child?.kill('SIGKILL');
});

describe('server process', () => {
  it('serves health on the embedded store and saves the last command on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mem-shutdown-'));
    child = await startServer(dataDir);
    expect(await (await fetch(`${BASE}/api/health`)).json()).toMatchObject({ status: 'ok', storage: 'sqlite', ready: true });

    const room = await joinGame(await signedInCookie('sigterm@example.com'));
    await room.request('createFederation', { name: 'Sigterm Pro', logo: '' });
    await room.request('advanceWeek', {});

    // SIGTERM lands inside the autosave debounce: the shutdown must flush it.
    const exited = exitOf(child);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);

    const row = savedSlot1(dataDir)!;
    expect(row.current_week).toBe(2);
    expect(row.current_month).toBe('January');
    expect(JSON.parse(String(row.game_data)).federations[0]).toMatchObject({ name: 'Sigterm Pro', popularity: 9.8 });
  });

  it('resumes after a hard kill right after the last answer with every answered command (a player who keeps clicking)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mem-crash-'));
    child = await startServer(dataDir);
    const cookie = await signedInCookie('crash@example.com');
    const room = await joinGame(cookie);
    await room.request('createFederation', { name: 'Crash Test Pro', logo: '' });
    // Back to back, as a player clicking Next Week: every answer means the command is on disk.
    for (let i = 0; i < 20; i += 1) await room.request('advanceWeek', {});
    const killed = exitOf(child);
    child.kill('SIGKILL');
    await killed;

    child = await startServer(dataDir);
    const resumed = await joinGame(cookie);
    expect(own(resumed).gameStarted).toBe(true);
    expect(own(resumed).federation.name).toBe('Crash Test Pro');
    // All 20 advances were answered, so all 20 are there: 20 weeks of 4 make five months: week 1 of June 2025.
    expect(resumed.state.calendar.toJSON()).toMatchObject({ totalWeeksProgressed: 20, week: 1, month: 'June', year: 2025 });
    await resumed.leave();
    const exited = exitOf(child);
    child.kill('SIGTERM');
    await exited;
  });
});
