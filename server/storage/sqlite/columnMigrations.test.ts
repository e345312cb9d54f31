// A store file written before a column existed opens with the column added and its rows intact.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteStorage } from './SqliteStorage.ts';

/** users and email_tokens as a server before the sign-up password column created them. */
const OLDER_TABLES = `
CREATE TABLE users (id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, password_hash TEXT, email_confirmed_at INTEGER, google_id TEXT UNIQUE, created_at INTEGER NOT NULL);
CREATE TABLE email_tokens (id TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE, kind TEXT NOT NULL, expires_at INTEGER NOT NULL, created_at INTEGER NOT NULL);
`;

const CREATED = new Date('2026-01-01T00:00:00Z');
const LATER = new Date('2026-01-02T00:00:00Z');
const NOW = new Date('2026-01-01T01:00:00Z');

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

describe('columns added after release', () => {
  it('adds the sign-up password column to an older file, keeps its links, and stores passwords from then on', async () => {
    dir = mkdtempSync(join(tmpdir(), 'mem-columns-'));
    const path = join(dir, 'older.db');
    const older = new DatabaseSync(path);
    older.exec(OLDER_TABLES);
    older.prepare('INSERT INTO users VALUES (?, ?, ?, ?, ?, ?)').run('u-a', 'a@example.com', 'hash-a', null, null, CREATED.getTime());
    older.prepare('INSERT INTO email_tokens VALUES (?, ?, ?, ?, ?)').run('t-old', 'u-a', 'confirm', LATER.getTime(), CREATED.getTime());
    older.close();

    for (let start = 0; start < 2; start += 1) {
      // A second start finds the column there and changes nothing.
      const storage = new SqliteStorage(path);
      await storage.init();
      await storage.close();
    }

    const storage = new SqliteStorage(path);
    await storage.init();
    try {
      expect(await storage.findEmailToken('t-old', 'confirm', NOW)).toStrictEqual({ id: 't-old', userId: 'u-a', kind: 'confirm', expiresAt: LATER, createdAt: CREATED });
      await storage.createEmailToken({ id: 't-new', userId: 'u-a', kind: 'confirm', expiresAt: LATER, createdAt: CREATED, passwordHash: 'hash-b' });
      expect((await storage.consumeEmailToken('t-new', 'confirm', NOW))?.passwordHash).toBe('hash-b');
    } finally {
      await storage.close();
    }
  });

  it("adds the request id column to an older command log: its rows read with no id, new ones keep theirs", async () => {
    dir = mkdtempSync(join(tmpdir(), 'mem-columns-'));
    const path = join(dir, 'older-log.db');
    const older = new DatabaseSync(path);
    older.exec(`${OLDER_TABLES}
CREATE TABLE game_commands (user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE, slot_number INTEGER NOT NULL, game_id TEXT NOT NULL, seq INTEGER NOT NULL, name TEXT NOT NULL, payload TEXT NOT NULL, federation_id TEXT NOT NULL, at INTEGER NOT NULL, week INTEGER NOT NULL, PRIMARY KEY (user_id, slot_number, game_id, seq)) WITHOUT ROWID;`);
    older.prepare('INSERT INTO users VALUES (?, ?, ?, ?, ?, ?)').run('u-a', 'a@example.com', 'hash-a', null, null, CREATED.getTime());
    older.prepare('INSERT INTO game_commands VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run('u-a', 1, 'g1', 1, 'advanceWeek', '{}', 'player', CREATED.getTime(), 0);
    older.close();

    const storage = new SqliteStorage(path);
    await storage.init();
    try {
      const summary = { federationName: 'Old Pro', federationLogo: '', currentWeek: 2, currentMonth: 'January', currentYear: 2025, funds: 50_000 };
      await storage.putSnapshot({ userId: 'u-a', slotNumber: 1, ...summary, savedAt: CREATED, gameId: 'g1', seq: 1, data: new Uint8Array([1]), version: 1 });
      const retried = { seq: 2, name: 'advanceWeek', payload: {}, federationId: 'player', at: LATER.getTime(), week: 1, requestId: 'req-12345678' };
      await storage.appendCommand('u-a', 1, 'g1', retried, summary);
      expect(await storage.readCommands('u-a', 1, 'g1', 0)).toStrictEqual([
        { seq: 1, name: 'advanceWeek', payload: {}, federationId: 'player', at: CREATED.getTime(), week: 0 },
        retried,
      ]);
    } finally {
      await storage.close();
    }
  });
  it("adds the Google sign-in time to an older sessions table: its sessions read with none, new ones keep theirs", async () => {
    dir = mkdtempSync(join(tmpdir(), 'mem-columns-'));
    const path = join(dir, 'older-sessions.db');
    const older = new DatabaseSync(path);
    older.exec(`${OLDER_TABLES}
CREATE TABLE sessions (id TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE, expires_at INTEGER NOT NULL);`);
    older.prepare('INSERT INTO users VALUES (?, ?, ?, ?, ?, ?)').run('u-a', 'a@example.com', 'hash-a', null, null, CREATED.getTime());
    older.prepare('INSERT INTO sessions VALUES (?, ?, ?)').run('s-old', 'u-a', LATER.getTime());
    older.close();

    const storage = new SqliteStorage(path);
    await storage.init();
    try {
      expect(await storage.findSession('s-old')).toStrictEqual({ id: 's-old', userId: 'u-a', expiresAt: LATER });
      await storage.createSession({ id: 's-new', userId: 'u-a', expiresAt: LATER, googleSignInAt: NOW });
      expect(await storage.findSession('s-new')).toStrictEqual({ id: 's-new', userId: 'u-a', expiresAt: LATER, googleSignInAt: NOW });
    } finally {
      await storage.close();
    }
  });
});
