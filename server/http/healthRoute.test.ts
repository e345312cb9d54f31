// /api/health reads the store: with 4 KB of the database file damaged (the root page of the slot list's index),
// it answers 503 with a reason instead of ok, logs it at error once a minute rather than on every poll,
// and the save list answers a sentence with an error id instead of failing.
import { mkdtempSync, openSync, rmSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStorage } from '../storage/sqlite/SqliteStorage.ts';
import { capturedLog } from '../test/capturedLog.ts';
import { BASE_URL, playerBrowser, startTestApp, type TestApp } from '../test/harness.ts';

/** SQLite's default page size, in bytes: the damage is one whole page. */
const PAGE_BYTES = 4096;

const { log, entries } = capturedLog();
const dir = mkdtempSync(join(tmpdir(), 'mem-health-'));
const file = join(dir, 'store.sqlite');
let app: TestApp;

/** Overwrites the root page of the table or index `name` with junk, the store closed (as a failing disk would). */
function damageRootPage(name: string): void {
  const db = new DatabaseSync(file);
  // Every page in the main file first: a page still in the WAL would be read from there.
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  const { rootpage } = db.prepare('SELECT rootpage FROM sqlite_master WHERE name = ?').get(name) as { rootpage: number };
  expect(Number(db.prepare('PRAGMA page_size').get()!.page_size)).toBe(PAGE_BYTES);
  db.close();
  const fd = openSync(file, 'r+');
  try {
    writeSync(fd, Buffer.alloc(PAGE_BYTES, 0x5a), 0, PAGE_BYTES, (rootpage - 1) * PAGE_BYTES);
  } finally {
    closeSync(fd);
  }
}

beforeAll(async () => {
  const storage = new SqliteStorage(file);
  await storage.init();
  await storage.close();
  // The slot list's own index: every save list reads it.
  damageRootPage('sqlite_autoindex_game_slots_1');
  app = await startTestApp({}, { storage: new SqliteStorage(file), log });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('health of a damaged store', () => {
  it('answers 503 with a reason, and logs it at error once a minute, not on every poll', async () => {
    const res = await fetch(`${BASE_URL}/api/health`);
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'unavailable', storage: 'sqlite', ready: false, version: expect.any(String), reason: 'the database file is damaged' });
    expect((await fetch(`${BASE_URL}/api/health`)).status).toBe(503);
    const logged = entries.filter((entry) => entry.msg === 'storage cannot be read');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 50, reason: 'the database file is damaged' });
  });

  it('the save list answers a sentence with an error id, the details only in the log', async () => {
    const browser = await playerBrowser(app, 'health-saves@example.com');
    const res = await browser.fetch('/api/saves');
    expect(res.status).toBe(503);
    const body = (await res.json()) as { error: string; code: string };
    expect(body.code).toBe('saves_unreadable');
    expect(body.error).toMatch(/^Your saved games could not be read right now \(error [0-9a-f]{8}\)\. Please try again in a minute\.$/);
    const errorId = /error ([0-9a-f]{8})/.exec(body.error)![1];
    expect(entries.some((entry) => entry.errorId === errorId && entry.msg === 'save list could not be read')).toBe(true);
  });
});
