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
});
