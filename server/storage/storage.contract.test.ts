// The storage contract: one suite, run against every adapter. SQLite (the reference) always runs, on a
// fresh temp file per test. MongoDB runs when MONGODB_URI is set, on a fresh database per test (named
// after this run) that is dropped afterwards. Without MONGODB_URI the MongoDB suite is not registered
// at all and one line says so.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { MongoClient, ObjectId } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchCommand } from '#shared/sim/commands/table.ts';
import { startedWorld, TEST_NOW } from '#shared/sim/testing/worlds.ts';
import { seatFederationId, type World } from '#shared/sim/world.ts';
import { GameJournal, type GamePosition } from '../persistence/gameJournal.ts';
import { UnreadableSnapshot } from '../persistence/snapshotCodec.ts';
import { MongoStorage } from './mongo/MongoStorage.ts';
import {
  COMMAND_LOG_RETAINED_WEEKS,
  CommandLogConflict,
  DamagedCommandLog,
  DuplicateEmailError,
  type ContactMessage,
  type EmailToken,
  type GameSave,
  type GameSnapshot,
  type LoggedCommand,
  type SlotSummary,
  type NewUser,
  type OutboxEmail,
  type SaveSummary,
  type Storage,
  type StorageKind,
  type User,
} from './port.ts';
import { SqliteStorage } from './sqlite/SqliteStorage.ts';
import { saveFromSnapshot, snapshotFromSave } from './legacySaves.ts';

interface Store {
  storage: Storage;
  /** A second adapter instance on the same data (not yet initialised). */
  reopen(): Storage;
  /** Removes the data; the adapters are closed by then. */
  destroy(): Promise<void>;
}

interface Backend {
  name: string;
  kind: StorageKind;
  create(): Promise<Store>;
  /** Writes saves the way the server did before snapshots (one game_saves row of JSON text per slot), with the store closed. */
  writeLegacySaves(store: Store, saves: GameSave[]): Promise<void>;
  /** Damages stored game data as a broken disk or a hand edit does, behind the open adapter's back. */
  damage: Damage;
}

interface Damage {
  /** Replaces the stored payload text of one logged command. */
  payloadText(store: Store, userId: string, slot: number, gameId: string, seq: number, text: string): Promise<void>;
  /** Deletes one logged command. */
  deleteCommand(store: Store, userId: string, slot: number, gameId: string, seq: number): Promise<void>;
  /** Points the slot's current snapshot at an id no snapshot has. */
  currentNowhere(store: Store, userId: string, slot: number): Promise<void>;
}

/** The game_saves table as release 0.3.1 created it (saves on players' machines have this shape). */
const LEGACY_GAME_SAVES_TABLE = `
CREATE TABLE IF NOT EXISTS game_saves (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  slot_number INTEGER NOT NULL,
  federation_name TEXT NOT NULL,
  federation_logo TEXT NOT NULL,
  current_week INTEGER NOT NULL,
  current_month TEXT NOT NULL,
  current_year INTEGER NOT NULL,
  funds INTEGER NOT NULL,
  game_data TEXT NOT NULL,
  version INTEGER NOT NULL,
  saved_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, slot_number)
);`;

const sqliteFiles = new WeakMap<Store, string>();

/** Runs `sql` on a second connection to the store's file, as a hand edit of the database would. */
function editSqlite(store: Store, sql: string, ...params: Array<string | number>): void {
  const db = new DatabaseSync(sqliteFiles.get(store)!);
  try {
    const changed = db.prepare(sql).run(...params).changes;
    if (Number(changed) !== 1) throw new Error(`expected one row changed by ${sql}, got ${changed}`);
  } finally {
    db.close();
  }
}

const sqliteBackend: Backend = {
  name: 'SQLite',
  kind: 'sqlite',
  async create() {
    const dir = mkdtempSync(join(tmpdir(), 'mem-storage-contract-'));
    const file = join(dir, 'store.sqlite');
    const storage = new SqliteStorage(file);
    await storage.init();
    const store: Store = {
      storage,
      reopen: () => new SqliteStorage(file),
      destroy: async () => rmSync(dir, { recursive: true, force: true }),
    };
    sqliteFiles.set(store, file);
    return store;
  },
  async writeLegacySaves(store, saves) {
    const db = new DatabaseSync(sqliteFiles.get(store)!);
    try {
      db.exec(LEGACY_GAME_SAVES_TABLE);
      const insert = db.prepare(
        `INSERT INTO game_saves (user_id, slot_number, federation_name, federation_logo, current_week, current_month,
           current_year, funds, game_data, version, saved_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const old of saves) {
        insert.run(old.userId, old.slotNumber, old.federationName, old.federationLogo, old.currentWeek, old.currentMonth,
          old.currentYear, Math.floor(old.funds), old.gameData, old.version, old.savedAt.getTime());
      }
    } finally {
      db.close();
    }
  },
  damage: {
    async payloadText(store, userId, slot, gameId, seq, text) {
      editSqlite(store, 'UPDATE game_commands SET payload = ? WHERE user_id = ? AND slot_number = ? AND game_id = ? AND seq = ?', text, userId, slot, gameId, seq);
    },
    async deleteCommand(store, userId, slot, gameId, seq) {
      editSqlite(store, 'DELETE FROM game_commands WHERE user_id = ? AND slot_number = ? AND game_id = ? AND seq = ?', userId, slot, gameId, seq);
    },
    async currentNowhere(store, userId, slot) {
      editSqlite(store, 'UPDATE game_slots SET current_snapshot = (SELECT MAX(id) + 1000 FROM game_snapshots) WHERE user_id = ? AND slot_number = ?', userId, slot);
    },
  },
};

function mongoBackend(uri: string): Backend {
  const run = `mem_contract_${Date.now().toString(36)}_${process.pid}`;
  let count = 0;
  const names = new WeakMap<Store, string>();
  /** Runs `edit` on the store's database through a client of its own. */
  async function editMongo(store: Store, edit: (db: ReturnType<MongoClient['db']>) => Promise<{ matchedCount?: number; deletedCount?: number }>) {
    const client = new MongoClient(uri);
    try {
      await client.connect();
      const result = await edit(client.db(names.get(store)!));
      if ((result.matchedCount ?? result.deletedCount) !== 1) throw new Error('expected one document changed');
    } finally {
      await client.close();
    }
  }
  return {
    name: 'MongoDB',
    kind: 'mongodb',
    damage: {
      async payloadText(store, userId, slotNumber, gameId, seq, text) {
        await editMongo(store, (db) => db.collection('game_commands').updateOne({ userId, slotNumber, gameId, seq }, { $set: { payload: text } }));
      },
      async deleteCommand(store, userId, slotNumber, gameId, seq) {
        await editMongo(store, (db) => db.collection('game_commands').deleteOne({ userId, slotNumber, gameId, seq }));
      },
      async currentNowhere(store, userId, slotNumber) {
        await editMongo(store, (db) => db.collection('game_slots').updateOne({ userId, slotNumber }, { $set: { currentId: new ObjectId() } }));
      },
    },
    async writeLegacySaves(store, saves) {
      // The documents release 0.3.1 wrote: one per (userId, slotNumber) with the world's JSON text.
      const client = new MongoClient(uri);
      try {
        await client.connect();
        await client
          .db(names.get(store)!)
          .collection('game_saves')
          .insertMany(saves.map((old) => ({ ...old, funds: Math.floor(old.funds) })));
      } finally {
        await client.close();
      }
    },
    async create() {
      count += 1;
      const dbName = `${run}_${count}`;
      const storage = new MongoStorage(uri, dbName);
      await storage.init();
      const store: Store = {
        storage,
        reopen: () => new MongoStorage(uri, dbName),
        destroy: async () => {
          const client = new MongoClient(uri);
          try {
            await client.connect();
            await client.db(dbName).dropDatabase();
          } finally {
            await client.close();
          }
        },
      };
      names.set(store, dbName);
      return store;
    },
  };
}

// Fixed instants. Session and token expiries sit well in the future so that MongoDB's TTL monitor can
// never remove a document while a test runs; "now" is passed explicitly to the methods that take it.
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CREATED = new Date('2026-01-05T12:00:00.000Z');
const FUTURE = new Date(Math.floor((Date.now() + 30 * DAY) / 1000) * 1000);
const later = (ms: number): Date => new Date(FUTURE.getTime() + ms);

function newUser(id: string, email: string, overrides: Partial<NewUser> = {}): NewUser {
  return {
    id,
    email,
    passwordHash: `argon2id$hash-of-${id}`,
    emailConfirmedAt: null,
    googleId: null,
    createdAt: CREATED,
    ...overrides,
  };
}

/** A whole save written as a slot's current snapshot (seq 0 of the slot's own game id). */
async function putSave(storage: Storage, whole: GameSave): Promise<void> {
  await storage.putSnapshot(snapshotFromSave(whole, `game-${whole.userId}-${whole.slotNumber}`, 0));
}

/** A slot's current snapshot as a whole save (the world's JSON text), or null. */
async function getSave(storage: Storage, userId: string, slotNumber: number): Promise<GameSave | null> {
  const current = await storage.getSnapshot(userId, slotNumber, 'current');
  return current ? saveFromSnapshot(current) : null;
}

function save(userId: string, slotNumber: number, overrides: Partial<GameSave> = {}): GameSave {
  return {
    userId,
    slotNumber,
    federationName: `Federation ${userId}-${slotNumber}`,
    federationLogo: `logo-${slotNumber}.png`,
    currentWeek: 3,
    currentMonth: 'March',
    currentYear: 2027,
    funds: 250_000,
    savedAt: new Date(CREATED.getTime() + slotNumber * HOUR),
    gameData: JSON.stringify({ userId, slotNumber, roster: ['a', 'b'] }),
    version: 4,
    ...overrides,
  };
}

function summaryOf(full: GameSave): SaveSummary {
  const { gameData: _gameData, version: _version, ...summary } = full;
  return summary;
}

function slotSummary(overrides: Partial<SlotSummary> = {}): SlotSummary {
  return { federationName: 'Snapshot Wrestling', federationLogo: '/logos/crown.png', currentWeek: 2, currentMonth: 'January', currentYear: 2025, funds: 48_000, ...overrides };
}

/** A snapshot whose bytes are the gzip of a small stand-in world (the storage never reads them). */
function snapshot(userId: string, slotNumber: number, overrides: Partial<GameSnapshot> = {}): GameSnapshot {
  const gameId = overrides.gameId ?? `game-${userId}-${slotNumber}`;
  const seq = overrides.seq ?? 0;
  return {
    userId,
    slotNumber,
    ...slotSummary(),
    savedAt: new Date(CREATED.getTime() + seq * 1000),
    gameId,
    seq,
    data: new Uint8Array(gzipSync(JSON.stringify({ gameId, seq, filler: 'x'.repeat(2000) }))),
    version: 9,
    ...overrides,
  };
}

/** Command `seq`, applied in game week `week`. */
function command(seq: number, week = 0, overrides: Partial<LoggedCommand> = {}): LoggedCommand {
  return {
    seq,
    name: seq % 2 ? 'signWrestler' : 'advanceWeek',
    payload: seq % 2 ? { wrestlerId: `w-${seq}`, terms: { weeks: 12, salary: 1500.5 }, tags: ['a', null, true] } : null,
    federationId: 'player',
    at: CREATED.getTime() + seq * 1000,
    week,
    ...overrides,
  };
}

const summaryOfSnapshot = ({ gameId: _g, seq: _s, data: _d, version: _v, ...summary }: GameSnapshot): SaveSummary => summary;

function contact(id: string, minutes: number, overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id,
    kind: 'contact',
    name: `Sender ${id}`,
    email: `${id}@example.com`,
    subject: `Subject ${id}`,
    message: `Message body ${id}`,
    userId: null,
    createdAt: new Date(CREATED.getTime() + minutes * 60_000),
    ...overrides,
  };
}

function outboxEmail(id: string, minutes: number): OutboxEmail {
  return {
    id,
    to: `${id}@example.com`,
    subject: `Mail ${id}`,
    html: `<p>Hello ${id}</p>`,
    text: `Hello ${id}`,
    createdAt: new Date(CREATED.getTime() + minutes * 60_000),
  };
}

function contract(backend: Backend): void {
  describe(`storage contract: ${backend.name}`, () => {
    let store: Store;
    let storage: Storage;
    const open: Storage[] = [];

    /** A second adapter on the same data, initialised and closed after the test. */
    async function reopened(): Promise<Storage> {
      const other = store.reopen();
      open.push(other);
      await other.init();
      return other;
    }

    beforeEach(async () => {
      store = await backend.create();
      storage = store.storage;
      open.push(storage);
    });

    afterEach(async () => {
      for (const s of open.splice(0)) await s.close();
      await store.destroy();
    });

    it('reports its kind, answers ping while open and not after close', async () => {
      expect(storage.kind).toBe(backend.kind);
      expect(await storage.ping()).toBe(true);
      await storage.close();
      expect(await storage.ping()).toBe(false);
      await storage.init();
      expect(await storage.ping()).toBe(true);
    });

    it('creates users and finds them by id, email and Google id', async () => {
      const alice = newUser('u-alice', 'alice@example.com');
      const created = await storage.createUser(alice);
      expect(created).toStrictEqual({ ...alice, createdAt: CREATED });

      const googleOnly = newUser('u-gina', 'gina@example.com', {
        passwordHash: null,
        googleId: 'google-123',
        emailConfirmedAt: new Date('2026-01-06T08:30:00.250Z'),
      });
      await storage.createUser(googleOnly);
      // A third user without a Google id: several users may have none.
      const bob = newUser('u-bob', 'bob@example.com');
      await storage.createUser(bob);

      const expectedAlice: User = { ...alice, createdAt: CREATED };
      expect(await storage.findUserById('u-alice')).toStrictEqual(expectedAlice);
      expect(await storage.findUserByEmail('alice@example.com')).toStrictEqual(expectedAlice);
      expect(await storage.findUserById('u-bob')).toStrictEqual({ ...bob, createdAt: CREATED });
      const expectedGina: User = { ...googleOnly, createdAt: CREATED };
      expect(await storage.findUserByGoogleId('google-123')).toStrictEqual(expectedGina);
      expect(await storage.findUserByEmail('gina@example.com')).toStrictEqual(expectedGina);

      expect(await storage.findUserById('u-nobody')).toBeNull();
      expect(await storage.findUserByEmail('nobody@example.com')).toBeNull();
      expect(await storage.findUserByGoogleId('google-999')).toBeNull();
    });

    it('stamps createdAt when the new user has none', async () => {
      const before = Date.now();
      const { createdAt: _omit, ...withoutDate } = newUser('u-now', 'now@example.com');
      const created = await storage.createUser(withoutDate);
      const after = Date.now();
      expect(created.createdAt).toBeInstanceOf(Date);
      expect(created.createdAt.getTime()).toBeGreaterThanOrEqual(before);
      expect(created.createdAt.getTime()).toBeLessThanOrEqual(after);
      expect(await storage.findUserById('u-now')).toStrictEqual(created);
    });

    it('refuses a second account with the same email with DuplicateEmailError', async () => {
      const first = newUser('u-first', 'taken@example.com');
      await storage.createUser(first);
      const attempt = storage.createUser(newUser('u-second', 'taken@example.com'));
      await expect(attempt).rejects.toBeInstanceOf(DuplicateEmailError);
      await expect(attempt).rejects.toThrow('An account with taken@example.com already exists');
      expect(await storage.findUserById('u-second')).toBeNull();
      expect(await storage.findUserByEmail('taken@example.com')).toStrictEqual({ ...first, createdAt: CREATED });
    });

    it('confirms an email once, keeping the first confirmation time, and links a Google account', async () => {
      const user = newUser('u-carl', 'carl@example.com');
      await storage.createUser(user);
      const firstAt = new Date('2026-01-07T10:00:00.123Z');
      await storage.confirmUserEmail('u-carl', firstAt);
      await storage.confirmUserEmail('u-carl', new Date('2026-01-09T10:00:00.000Z'));
      expect((await storage.findUserById('u-carl'))?.emailConfirmedAt).toStrictEqual(firstAt);

      await storage.linkGoogleAccount('u-carl', 'google-carl');
      const expected: User = { ...user, emailConfirmedAt: firstAt, googleId: 'google-carl', createdAt: CREATED };
      expect(await storage.findUserById('u-carl')).toStrictEqual(expected);
      expect(await storage.findUserByGoogleId('google-carl')).toStrictEqual(expected);

      // Unknown users are a no-op, not an error.
      await storage.confirmUserEmail('u-ghost', firstAt);
      await storage.linkGoogleAccount('u-ghost', 'google-ghost');
      expect(await storage.findUserByGoogleId('google-ghost')).toBeNull();
    });

    it('replaces a password hash, touching nothing else', async () => {
      const user = newUser('u-dora', 'dora@example.com');
      const other = newUser('u-eve', 'eve@example.com');
      await storage.createUser(user);
      await storage.createUser(other);
      await storage.updateUserPassword('u-dora', '$argon2id$new-hash');
      expect(await storage.findUserById('u-dora')).toStrictEqual({ ...user, passwordHash: '$argon2id$new-hash', createdAt: CREATED });
      expect(await storage.findUserById('u-eve')).toStrictEqual({ ...other, createdAt: CREATED });
      await storage.updateUserPassword('u-ghost', '$argon2id$ghost');
      expect(await storage.findUserById('u-ghost')).toBeNull();
    });

    it('creates, finds, extends and deletes sessions', async () => {
      await storage.createUser(newUser('u-a', 'a@example.com'));
      await storage.createUser(newUser('u-b', 'b@example.com'));
      await storage.createSession({ id: 's-a1', userId: 'u-a', expiresAt: later(0) });
      await storage.createSession({ id: 's-a2', userId: 'u-a', expiresAt: later(HOUR) });
      await storage.createSession({ id: 's-b1', userId: 'u-b', expiresAt: later(2 * HOUR) });

      expect(await storage.findSession('s-a1')).toStrictEqual({ id: 's-a1', userId: 'u-a', expiresAt: later(0) });
      expect(await storage.findSession('s-missing')).toBeNull();

      await storage.updateSessionExpiry('s-a1', later(5 * DAY));
      expect(await storage.findSession('s-a1')).toStrictEqual({ id: 's-a1', userId: 'u-a', expiresAt: later(5 * DAY) });

      await storage.deleteSession('s-a1');
      expect(await storage.findSession('s-a1')).toBeNull();
      expect(await storage.findSession('s-a2')).not.toBeNull();

      await storage.deleteUserSessions('u-a');
      expect(await storage.findSession('s-a2')).toBeNull();
      expect(await storage.findSession('s-b1')).toStrictEqual({ id: 's-b1', userId: 'u-b', expiresAt: later(2 * HOUR) });
    });

    it("keeps when Google proved a session's sign-in, and nothing on a session made without it", async () => {
      await storage.createUser(newUser('u-g', 'g@example.com', { passwordHash: null, googleId: 'google-g' }));
      const provedAt = new Date('2026-01-05T12:30:00.500Z');
      await storage.createSession({ id: 's-google', userId: 'u-g', expiresAt: later(0), googleSignInAt: provedAt });
      await storage.createSession({ id: 's-plain', userId: 'u-g', expiresAt: later(0) });
      expect(await storage.findSession('s-google')).toStrictEqual({ id: 's-google', userId: 'u-g', expiresAt: later(0), googleSignInAt: provedAt });
      const plain = await storage.findSession('s-plain');
      expect(plain).toStrictEqual({ id: 's-plain', userId: 'u-g', expiresAt: later(0) });
      expect(Object.hasOwn(plain!, 'googleSignInAt')).toBe(false);
      // Extending a session keeps it.
      await storage.updateSessionExpiry('s-google', later(DAY));
      expect((await storage.findSession('s-google'))?.googleSignInAt).toStrictEqual(provedAt);
    });

    it("deletes an account with its sessions, tokens, profile, saves, command logs and autosave slot, and only that account's", async () => {
      for (const [id, email] of [['u-gone', 'gone@example.com'], ['u-stay', 'stay@example.com']] as const) {
        await storage.createUser(newUser(id, email));
        await storage.createSession({ id: `s-${id}`, userId: id, expiresAt: later(0) });
        await storage.createEmailToken({ id: `t-confirm-${id}`, userId: id, kind: 'confirm', expiresAt: later(DAY), createdAt: CREATED });
        await storage.createEmailToken({ id: `t-reset-${id}`, userId: id, kind: 'reset', expiresAt: later(DAY), createdAt: CREATED });
        await storage.upsertProfile({ userId: id, musicMuted: true, mutedSongs: ['x'] });
        for (const slot of [1, 2]) {
          await storage.putSnapshot(snapshot(id, slot));
          await storage.appendCommand(id, slot, `game-${id}-${slot}`, command(1), slotSummary());
        }
        await storage.setActiveSlot(id, 2);
      }
      const message = contact('c-gone', 1, { userId: 'u-gone' });
      await storage.addContactMessage(message);

      expect(await storage.deleteUser('u-gone')).toBe(true);

      expect(await storage.findUserById('u-gone')).toBeNull();
      expect(await storage.findUserByEmail('gone@example.com')).toBeNull();
      expect(await storage.findSession('s-u-gone')).toBeNull();
      expect(await storage.findEmailToken('t-confirm-u-gone', 'confirm', later(0))).toBeNull();
      expect(await storage.findEmailToken('t-reset-u-gone', 'reset', later(0))).toBeNull();
      expect(await storage.getProfile('u-gone')).toBeNull();
      expect(await storage.listSaves('u-gone')).toStrictEqual([]);
      for (const slot of [1, 2]) {
        expect(await storage.getSnapshot('u-gone', slot, 'current')).toBeNull();
        expect(await storage.getSlotRecord('u-gone', slot)).toBeNull();
        expect(await storage.readCommands('u-gone', slot, `game-u-gone-${slot}`, 0)).toStrictEqual([]);
      }
      expect(await storage.getActiveSlot('u-gone')).toBeNull();
      // What was sent to the operators stays.
      expect(await storage.listContactMessages(5)).toStrictEqual([message]);

      expect(await storage.findUserById('u-stay')).toStrictEqual({ ...newUser('u-stay', 'stay@example.com'), createdAt: CREATED });
      expect(await storage.findSession('s-u-stay')).not.toBeNull();
      expect(await storage.findEmailToken('t-confirm-u-stay', 'confirm', later(0))).not.toBeNull();
      expect(await storage.findEmailToken('t-reset-u-stay', 'reset', later(0))).not.toBeNull();
      expect(await storage.getProfile('u-stay')).toStrictEqual({ userId: 'u-stay', musicMuted: true, mutedSongs: ['x'] });
      expect((await storage.listSaves('u-stay')).map((s) => s.slotNumber)).toStrictEqual([1, 2]);
      expect(await storage.readCommands('u-stay', 1, 'game-u-stay-1', 0)).toStrictEqual([command(1)]);
      expect(await storage.getActiveSlot('u-stay')).toBe(2);

      // A second delete finds nothing; the email is free for a new account, which starts empty.
      expect(await storage.deleteUser('u-gone')).toBe(false);
      await storage.createUser(newUser('u-again', 'gone@example.com'));
      expect(await storage.findUserByEmail('gone@example.com')).toStrictEqual({ ...newUser('u-again', 'gone@example.com'), createdAt: CREATED });
      expect(await storage.listSaves('u-again')).toStrictEqual([]);
      expect(await storage.getProfile('u-again')).toBeNull();
    });

    it('refuses a command appended to a deleted account, writing nothing', async () => {
      await storage.createUser(newUser('u-late', 'late@example.com'));
      await storage.putSnapshot(snapshot('u-late', 1));
      // Appended in the same turn as the delete, as a room's last command could be.
      const late = storage.appendCommand('u-late', 1, 'game-u-late-1', command(1), slotSummary());
      const settled = late.then(
        () => 'written',
        (error: unknown) => (error instanceof CommandLogConflict ? error.reason : String(error)),
      );
      expect(await storage.deleteUser('u-late')).toBe(true);
      const after = storage.appendCommand('u-late', 1, 'game-u-late-1', command(2), slotSummary());
      await expect(after).rejects.toBeInstanceOf(CommandLogConflict);
      // Written before the delete (then deleted with the account) or refused: either way nothing is left.
      expect(['written', 'not-current-game']).toContain(await settled);
      expect(await storage.readCommands('u-late', 1, 'game-u-late-1', 0)).toStrictEqual([]);
      expect(await storage.listSaves('u-late')).toStrictEqual([]);
    });

    it('deletes expired sessions (expiry at or before now) and counts them', async () => {
      await storage.createUser(newUser('u-a', 'a@example.com'));
      await storage.createUser(newUser('u-b', 'b@example.com'));
      await storage.createSession({ id: 's-1', userId: 'u-a', expiresAt: later(0) });
      await storage.createSession({ id: 's-2', userId: 'u-b', expiresAt: later(HOUR) });
      await storage.createSession({ id: 's-3', userId: 'u-a', expiresAt: later(2 * HOUR) });
      await storage.createSession({ id: 's-4', userId: 'u-b', expiresAt: later(3 * HOUR) });

      expect(await storage.deleteExpiredSessions(later(-1))).toBe(0);
      // s-2 expires exactly at `now`: it counts as expired.
      expect(await storage.deleteExpiredSessions(later(HOUR))).toBe(2);
      expect(await storage.findSession('s-1')).toBeNull();
      expect(await storage.findSession('s-2')).toBeNull();
      expect(await storage.findSession('s-3')).toStrictEqual({ id: 's-3', userId: 'u-a', expiresAt: later(2 * HOUR) });
      expect(await storage.deleteExpiredSessions(later(HOUR))).toBe(0);
      expect(await storage.deleteExpiredSessions(later(10 * DAY))).toBe(2);
      expect(await storage.findSession('s-4')).toBeNull();
    });

    it('consumes an email token exactly once', async () => {
      await storage.createUser(newUser('u-a', 'a@example.com'));
      const token: EmailToken = { id: 't-1', userId: 'u-a', kind: 'confirm', expiresAt: later(DAY), createdAt: CREATED };
      await storage.createEmailToken(token);

      expect(await storage.consumeEmailToken('t-1', 'confirm', later(0))).toStrictEqual(token);
      expect(await storage.consumeEmailToken('t-1', 'confirm', later(0))).toBeNull();
      expect(await storage.consumeEmailToken('t-unknown', 'confirm', later(0))).toBeNull();
    });

    it('refuses an expired email token (expiry at or before now), which is then used up', async () => {
      await storage.createUser(newUser('u-a', 'a@example.com'));
      await storage.createEmailToken({ id: 't-old', userId: 'u-a', kind: 'confirm', expiresAt: later(0), createdAt: CREATED });
      await storage.createEmailToken({ id: 't-edge', userId: 'u-a', kind: 'confirm', expiresAt: later(HOUR), createdAt: CREATED });

      expect(await storage.consumeEmailToken('t-old', 'confirm', later(1))).toBeNull();
      expect(await storage.consumeEmailToken('t-old', 'confirm', later(-HOUR))).toBeNull();
      expect(await storage.consumeEmailToken('t-edge', 'confirm', later(HOUR))).toBeNull();
    });

    it("deletes one user's email tokens and leaves other users' tokens", async () => {
      await storage.createUser(newUser('u-a', 'a@example.com'));
      await storage.createUser(newUser('u-b', 'b@example.com'));
      const b: EmailToken = { id: 't-b', userId: 'u-b', kind: 'confirm', expiresAt: later(DAY), createdAt: CREATED };
      await storage.createEmailToken({ id: 't-a1', userId: 'u-a', kind: 'confirm', expiresAt: later(DAY), createdAt: CREATED });
      await storage.createEmailToken({ id: 't-a2', userId: 'u-a', kind: 'confirm', expiresAt: later(DAY), createdAt: CREATED });
      await storage.createEmailToken(b);

      await storage.deleteUserEmailTokens('u-a', 'confirm');
      expect(await storage.consumeEmailToken('t-a1', 'confirm', later(0))).toBeNull();
      expect(await storage.consumeEmailToken('t-a2', 'confirm', later(0))).toBeNull();
      expect(await storage.consumeEmailToken('t-b', 'confirm', later(0))).toStrictEqual(b);
    });

    it('finds a live password-reset token without using it, keeps kinds apart, and deletes one kind only', async () => {
      await storage.createUser(newUser('u-a', 'a@example.com'));
      const reset: EmailToken = { id: 't-reset', userId: 'u-a', kind: 'reset', expiresAt: later(HOUR), createdAt: CREATED };
      const confirm: EmailToken = { id: 't-confirm', userId: 'u-a', kind: 'confirm', expiresAt: later(DAY), createdAt: CREATED };
      await storage.createEmailToken(reset);
      await storage.createEmailToken(confirm);

      expect(await storage.findEmailToken('t-reset', 'reset', later(0))).toStrictEqual(reset);
      expect(await storage.findEmailToken('t-reset', 'reset', later(0))).toStrictEqual(reset);
      expect(await storage.findEmailToken('t-reset', 'confirm', later(0))).toBeNull();
      expect(await storage.consumeEmailToken('t-reset', 'confirm', later(0))).toBeNull();
      // Expiry at or before now: not found.
      expect(await storage.findEmailToken('t-reset', 'reset', later(HOUR))).toBeNull();
      expect(await storage.findEmailToken('t-unknown', 'reset', later(0))).toBeNull();

      await storage.deleteUserEmailTokens('u-a', 'reset');
      expect(await storage.findEmailToken('t-reset', 'reset', later(0))).toBeNull();
      expect(await storage.consumeEmailToken('t-confirm', 'confirm', later(0))).toStrictEqual(confirm);
    });

    it("keeps a confirmation link's sign-up password with it, and none on a token made without one", async () => {
      await storage.createUser(newUser('u-a', 'a@example.com'));
      const withPassword: EmailToken = { id: 't-pw', userId: 'u-a', kind: 'confirm', expiresAt: later(DAY), createdAt: CREATED, passwordHash: '$argon2id$v=19$sign-up-b' };
      const without: EmailToken = { id: 't-none', userId: 'u-a', kind: 'confirm', expiresAt: later(DAY), createdAt: CREATED };
      await storage.createEmailToken(withPassword);
      await storage.createEmailToken(without);

      expect(await storage.findEmailToken('t-pw', 'confirm', later(0))).toStrictEqual(withPassword);
      expect(await storage.consumeEmailToken('t-pw', 'confirm', later(0))).toStrictEqual(withPassword);
      expect(await storage.consumeEmailToken('t-none', 'confirm', later(0))).toStrictEqual(without);
    });

    it("lists a user's live tokens of one kind, oldest first, without using them", async () => {
      await storage.createUser(newUser('u-a', 'a@example.com'));
      await storage.createUser(newUser('u-b', 'b@example.com'));
      const at = (minutes: number) => new Date(CREATED.getTime() + minutes * 60_000);
      const second: EmailToken = { id: 't-2', userId: 'u-a', kind: 'confirm', expiresAt: later(DAY), createdAt: at(2), passwordHash: 'hash-b' };
      const first: EmailToken = { id: 't-1', userId: 'u-a', kind: 'confirm', expiresAt: later(DAY), createdAt: at(1), passwordHash: 'hash-a' };
      const third: EmailToken = { id: 't-3', userId: 'u-a', kind: 'confirm', expiresAt: later(2 * DAY), createdAt: at(3) };
      await storage.createEmailToken(second);
      await storage.createEmailToken(third);
      await storage.createEmailToken(first);
      await storage.createEmailToken({ id: 't-old', userId: 'u-a', kind: 'confirm', expiresAt: later(HOUR), createdAt: at(0) });
      await storage.createEmailToken({ id: 't-reset', userId: 'u-a', kind: 'reset', expiresAt: later(DAY), createdAt: at(1) });
      await storage.createEmailToken({ id: 't-b', userId: 'u-b', kind: 'confirm', expiresAt: later(DAY), createdAt: at(1) });

      // t-old expires at later(HOUR): at or before now it is not live.
      expect(await storage.listLiveEmailTokens('u-a', 'confirm', later(HOUR))).toStrictEqual([first, second, third]);
      expect(await storage.listLiveEmailTokens('u-a', 'confirm', later(HOUR))).toStrictEqual([first, second, third]);
      expect((await storage.listLiveEmailTokens('u-a', 'confirm', later(0))).map((t) => t.id)).toEqual(['t-old', 't-1', 't-2', 't-3']);
      expect((await storage.listLiveEmailTokens('u-a', 'reset', later(0))).map((t) => t.id)).toEqual(['t-reset']);
      expect(await storage.listLiveEmailTokens('u-a', 'confirm', later(DAY))).toStrictEqual([third]);
      expect(await storage.listLiveEmailTokens('u-c', 'confirm', later(0))).toStrictEqual([]);
      // A used token is no longer listed.
      await storage.consumeEmailToken('t-2', 'confirm', later(HOUR));
      expect((await storage.listLiveEmailTokens('u-a', 'confirm', later(HOUR))).map((t) => t.id)).toEqual(['t-1', 't-3']);
    });

    it("prunes a user's tokens of one kind to the newest live ones, dropping expired ones, and leaves others alone", async () => {
      await storage.createUser(newUser('u-a', 'a@example.com'));
      await storage.createUser(newUser('u-b', 'b@example.com'));
      const at = (minutes: number) => new Date(CREATED.getTime() + minutes * 60_000);
      for (const minutes of [4, 1, 6, 3, 7, 2, 5]) {
        await storage.createEmailToken({ id: `t-${minutes}`, userId: 'u-a', kind: 'confirm', expiresAt: later(DAY), createdAt: at(minutes) });
      }
      await storage.createEmailToken({ id: 't-expired', userId: 'u-a', kind: 'confirm', expiresAt: later(0), createdAt: at(8) });
      await storage.createEmailToken({ id: 't-reset', userId: 'u-a', kind: 'reset', expiresAt: later(DAY), createdAt: at(0) });
      await storage.createEmailToken({ id: 't-b', userId: 'u-b', kind: 'confirm', expiresAt: later(DAY), createdAt: at(0) });

      // 7 live and 1 expired at later(1): keeping 5 deletes the 2 oldest live ones and the expired one.
      expect(await storage.pruneEmailTokens('u-a', 'confirm', 5, later(1))).toBe(3);
      expect((await storage.listLiveEmailTokens('u-a', 'confirm', later(-HOUR))).map((t) => t.id)).toEqual(['t-3', 't-4', 't-5', 't-6', 't-7']);
      expect(await storage.findEmailToken('t-1', 'confirm', later(0))).toBeNull();
      expect(await storage.pruneEmailTokens('u-a', 'confirm', 5, later(1))).toBe(0);
      expect(await storage.pruneEmailTokens('u-a', 'confirm', 2, later(1))).toBe(3);
      expect((await storage.listLiveEmailTokens('u-a', 'confirm', later(0))).map((t) => t.id)).toEqual(['t-6', 't-7']);
      // Other kinds and other users keep theirs.
      expect((await storage.listLiveEmailTokens('u-a', 'reset', later(0))).map((t) => t.id)).toEqual(['t-reset']);
      expect((await storage.listLiveEmailTokens('u-b', 'confirm', later(0))).map((t) => t.id)).toEqual(['t-b']);
      expect(await storage.pruneEmailTokens('u-a', 'confirm', 0, later(0))).toBe(2);
      expect(await storage.listLiveEmailTokens('u-a', 'confirm', later(0))).toStrictEqual([]);
    });

    it('has no profile until one is saved, then stores and overwrites it', async () => {
      await storage.createUser(newUser('u-a', 'a@example.com'));
      await storage.createUser(newUser('u-b', 'b@example.com'));
      expect(await storage.getProfile('u-a')).toBeNull();

      await storage.upsertProfile({ userId: 'u-a', musicMuted: true, mutedSongs: ['theme-1', 'theme-7'] });
      expect(await storage.getProfile('u-a')).toStrictEqual({ userId: 'u-a', musicMuted: true, mutedSongs: ['theme-1', 'theme-7'] });

      await storage.upsertProfile({ userId: 'u-a', musicMuted: false, mutedSongs: [] });
      expect(await storage.getProfile('u-a')).toStrictEqual({ userId: 'u-a', musicMuted: false, mutedSongs: [] });

      await storage.upsertProfile({ userId: 'u-b', musicMuted: false, mutedSongs: ['entrance'] });
      expect(await storage.getProfile('u-b')).toStrictEqual({ userId: 'u-b', musicMuted: false, mutedSongs: ['entrance'] });
      expect(await storage.getProfile('u-a')).toStrictEqual({ userId: 'u-a', musicMuted: false, mutedSongs: [] });
    });

    it('lists save summaries by slot without game data, and returns a whole save by slot', async () => {
      await storage.createUser(newUser('u-a', 'a@example.com'));
      expect(await storage.listSaves('u-a')).toStrictEqual([]);

      const slot2 = save('u-a', 2, { funds: 1_234_567.89, currentWeek: 40, currentMonth: 'October' });
      const slot1 = save('u-a', 1, { funds: 99.999 });
      await putSave(storage, slot2);
      await putSave(storage, slot1);

      const summaries = await storage.listSaves('u-a');
      expect(summaries).toStrictEqual([summaryOf({ ...slot1, funds: 99 }), summaryOf({ ...slot2, funds: 1_234_567 })]);
      for (const summary of summaries) {
        expect(Object.keys(summary).sort()).toStrictEqual(
          ['userId', 'slotNumber', 'federationName', 'federationLogo', 'currentWeek', 'currentMonth', 'currentYear', 'funds', 'savedAt'].sort(),
        );
      }

      expect(await getSave(storage, 'u-a', 2)).toStrictEqual({ ...slot2, funds: 1_234_567 });
      expect(await getSave(storage, 'u-a', 1)).toStrictEqual({ ...slot1, funds: 99 });
      expect(await getSave(storage, 'u-a', 3)).toBeNull();
    });

    it("remembers each player's autosave slot, overwriting it, and none before the first", async () => {
      await storage.createUser(newUser('u-a', 'a@example.com'));
      await storage.createUser(newUser('u-b', 'b@example.com'));
      expect(await storage.getActiveSlot('u-a')).toBeNull();

      await storage.setActiveSlot('u-a', 2);
      expect(await storage.getActiveSlot('u-a')).toBe(2);
      expect(await storage.getActiveSlot('u-b')).toBeNull();

      await storage.setActiveSlot('u-a', 1);
      await storage.setActiveSlot('u-b', 2);
      expect(await storage.getActiveSlot('u-a')).toBe(1);
      expect(await storage.getActiveSlot('u-b')).toBe(2);
    });

    it('overwrites the save in the same slot and floors funds', async () => {
      await storage.createUser(newUser('u-a', 'a@example.com'));
      await putSave(storage, save('u-a', 1));
      await putSave(storage, save('u-a', 2));

      const replacement = save('u-a', 1, {
        federationName: 'Renamed Federation',
        federationLogo: 'new-logo.png',
        currentWeek: 12,
        currentMonth: 'December',
        currentYear: 2028,
        funds: -1500.25,
        savedAt: new Date('2026-02-01T00:00:00.500Z'),
        gameData: '{"replaced":true}',
        version: 5,
      });
      await putSave(storage, replacement);

      expect(await getSave(storage, 'u-a', 1)).toStrictEqual({ ...replacement, funds: -1501 });
      const summaries = await storage.listSaves('u-a');
      expect(summaries.map((s) => s.slotNumber)).toStrictEqual([1, 2]);
      expect(summaries[0]).toStrictEqual(summaryOf({ ...replacement, funds: -1501 }));
      expect(summaries[1]).toStrictEqual(summaryOf(save('u-a', 2)));
    });

    it("keeps each user's saves private: invisible and undeletable through another user's id", async () => {
      await storage.createUser(newUser('u-a', 'a@example.com'));
      await storage.createUser(newUser('u-b', 'b@example.com'));
      const a1 = save('u-a', 1);
      const b1 = save('u-b', 1, { federationName: 'B Federation' });
      const b3 = save('u-b', 3);
      await putSave(storage, a1);
      await putSave(storage, b1);
      await putSave(storage, b3);

      expect(await storage.listSaves('u-a')).toStrictEqual([summaryOf(a1)]);
      expect(await storage.listSaves('u-b')).toStrictEqual([summaryOf(b1), summaryOf(b3)]);
      expect(await getSave(storage, 'u-a', 3)).toBeNull();

      // A's delete of a slot only B has removes nothing.
      expect(await storage.deleteSave('u-a', 3)).toBe(false);
      expect(await getSave(storage, 'u-b', 3)).toStrictEqual(b3);

      // A's delete of slot 1 removes A's save and leaves B's slot 1.
      expect(await storage.deleteSave('u-a', 1)).toBe(true);
      expect(await getSave(storage, 'u-a', 1)).toBeNull();
      expect(await storage.listSaves('u-a')).toStrictEqual([]);
      expect(await getSave(storage, 'u-b', 1)).toStrictEqual(b1);
      expect(await storage.deleteSave('u-a', 1)).toBe(false);
      expect(await storage.listSaves('u-b')).toStrictEqual([summaryOf(b1), summaryOf(b3)]);
    });

    describe('game snapshots and the command log', () => {
      beforeEach(async () => {
        await storage.createUser(newUser('u-a', 'a@example.com'));
        await storage.createUser(newUser('u-b', 'b@example.com'));
      });

      it('has no snapshot before the first; keeps the current one and the one before it, bytes intact', async () => {
        expect(await storage.getSnapshot('u-a', 1, 'current')).toBeNull();
        expect(await storage.getSnapshot('u-a', 1, 'previous')).toBeNull();

        const first = snapshot('u-a', 1, { funds: 1234.99 });
        await storage.putSnapshot(first);
        const stored = await storage.getSnapshot('u-a', 1, 'current');
        expect(stored).toStrictEqual({ ...first, funds: 1234 });
        expect(stored!.data).toBeInstanceOf(Uint8Array);
        expect(JSON.parse(gunzipSync(stored!.data).toString('utf8'))).toMatchObject({ seq: 0 });
        expect(await storage.getSnapshot('u-a', 1, 'previous')).toBeNull();

        const second = snapshot('u-a', 1, { seq: 7, currentWeek: 4, funds: 900 });
        await storage.putSnapshot(second);
        expect(await storage.getSnapshot('u-a', 1, 'current')).toStrictEqual(second);
        expect(await storage.getSnapshot('u-a', 1, 'previous')).toStrictEqual({ ...first, funds: 1234 });

        const third = snapshot('u-a', 1, { seq: 9 });
        await storage.putSnapshot(third);
        expect(await storage.getSnapshot('u-a', 1, 'current')).toStrictEqual(third);
        expect(await storage.getSnapshot('u-a', 1, 'previous')).toStrictEqual(second);

        // Other slots and other players see nothing of it.
        expect(await storage.getSnapshot('u-a', 2, 'current')).toBeNull();
        expect(await storage.getSnapshot('u-b', 1, 'current')).toBeNull();
        expect(await storage.listSaves('u-a')).toStrictEqual([summaryOfSnapshot(third)]);
        expect(await storage.listSaves('u-b')).toStrictEqual([]);
      });

      it('logs commands in order, reads those after a seq, and keeps each game and slot apart', async () => {
        await storage.putSnapshot(snapshot('u-a', 1));
        await storage.putSnapshot(snapshot('u-a', 2));
        await storage.putSnapshot(snapshot('u-b', 1, { gameId: 'game-u-a-1' }));
        const entries = [1, 2, 3, 4, 5].map((seq) => command(seq, seq > 3 ? 1 : 0));
        for (const entry of entries) await storage.appendCommand('u-a', 1, 'game-u-a-1', entry, slotSummary({ currentWeek: 1 + entry.week }));
        await storage.appendCommand('u-a', 2, 'game-u-a-2', command(1, 0, { name: 'hireStaff' }), slotSummary());

        expect(await storage.readCommands('u-a', 1, 'game-u-a-1', 0)).toStrictEqual(entries);
        expect(await storage.readCommands('u-a', 1, 'game-u-a-1', 3)).toStrictEqual(entries.slice(3));
        expect(await storage.readCommands('u-a', 1, 'game-u-a-1', 5)).toStrictEqual([]);
        expect(await storage.readCommands('u-a', 2, 'game-u-a-2', 0)).toStrictEqual([command(1, 0, { name: 'hireStaff' })]);
        expect(await storage.readCommands('u-a', 1, 'game-other', 0)).toStrictEqual([]);
        // Same game id, other player: a separate log.
        expect(await storage.readCommands('u-b', 1, 'game-u-a-1', 0)).toStrictEqual([]);
      });

      it("keeps a command's request id with it, and none on a command logged without one", async () => {
        await storage.putSnapshot(snapshot('u-a', 1));
        const withId = command(1, 0, { requestId: 'req-0f8b6a2c-5d1e-4a7b-9c3d-2e1f0a9b8c7d' });
        await storage.appendCommand('u-a', 1, 'game-u-a-1', withId, slotSummary());
        await storage.appendCommand('u-a', 1, 'game-u-a-1', command(2), slotSummary());
        const read = await storage.readCommands('u-a', 1, 'game-u-a-1', 0);
        expect(read).toStrictEqual([withId, command(2)]);
        expect(Object.hasOwn(read[1]!, 'requestId')).toBe(false);
      });

      it('updates the slot list with every appended command, without touching the snapshot', async () => {
        const base = snapshot('u-a', 1, { seq: 0 });
        await storage.putSnapshot(base);
        await storage.putSnapshot(snapshot('u-a', 2));
        const latest = slotSummary({ federationName: 'Renamed Mid-Week', currentWeek: 3, currentMonth: 'February', funds: 61_234.75 });
        await storage.appendCommand('u-a', 1, base.gameId, command(1), slotSummary({ currentWeek: 2 }));
        await storage.appendCommand('u-a', 1, base.gameId, command(2, 1), latest);

        const [slot1, slot2] = await storage.listSaves('u-a');
        expect(slot1).toStrictEqual({ userId: 'u-a', slotNumber: 1, ...latest, funds: 61_234, savedAt: new Date(command(2).at) });
        expect(slot2).toStrictEqual(summaryOfSnapshot(snapshot('u-a', 2)));
        expect(await storage.getSnapshot('u-a', 1, 'current')).toStrictEqual(base);

        // A new snapshot's own summary is the list's again.
        const next = snapshot('u-a', 1, { seq: 2, currentWeek: 3, funds: 70_000 });
        await storage.putSnapshot(next);
        expect((await storage.listSaves('u-a'))[0]).toStrictEqual(summaryOfSnapshot(next));
      });

      it('refuses, writing nothing, a command that is not after the last one or not for the slot\'s current game', async () => {
        await storage.putSnapshot(snapshot('u-a', 1, { seq: 2 }));
        const gameId = 'game-u-a-1';
        await storage.appendCommand('u-a', 1, gameId, command(3), slotSummary({ currentWeek: 3 }));
        await storage.appendCommand('u-a', 1, gameId, command(4), slotSummary({ currentWeek: 4 }));
        const listed = await storage.listSaves('u-a');

        const refusals: Array<[string, () => Promise<void>, CommandLogConflict['reason']]> = [
          ['a duplicate seq', () => storage.appendCommand('u-a', 1, gameId, command(4, 0, { name: 'other' }), slotSummary({ currentWeek: 9 })), 'seq-not-after-last'],
          ['an older seq', () => storage.appendCommand('u-a', 1, gameId, command(1), slotSummary({ currentWeek: 9 })), 'seq-not-after-last'],
          ['a seq the snapshot already holds', () => storage.appendCommand('u-a', 1, gameId, command(2), slotSummary({ currentWeek: 9 })), 'seq-not-after-last'],
          ['another game', () => storage.appendCommand('u-a', 1, 'game-stale', command(5), slotSummary({ currentWeek: 9 })), 'not-current-game'],
          ['an empty slot', () => storage.appendCommand('u-a', 2, gameId, command(5), slotSummary({ currentWeek: 9 })), 'not-current-game'],
          ['another player', () => storage.appendCommand('u-b', 1, gameId, command(5), slotSummary({ currentWeek: 9 })), 'not-current-game'],
        ];
        for (const [label, append, reason] of refusals) {
          const error = await append().then(() => null, (e: unknown) => e);
          expect(error, label).toBeInstanceOf(CommandLogConflict);
          expect((error as CommandLogConflict).reason, label).toBe(reason);
        }
        expect(await storage.readCommands('u-a', 1, gameId, 0)).toStrictEqual([command(3), command(4)]);
        expect(await storage.readCommands('u-a', 1, 'game-stale', 0)).toStrictEqual([]);
        expect(await storage.readCommands('u-a', 2, gameId, 0)).toStrictEqual([]);
        expect(await storage.listSaves('u-a')).toStrictEqual(listed);
        expect(await storage.listSaves('u-b')).toStrictEqual([]);

        // A gap is fine (a refused command takes no seq), and the log goes on after it.
        await storage.appendCommand('u-a', 1, gameId, command(6), slotSummary({ currentWeek: 4 }));
        expect((await storage.readCommands('u-a', 1, gameId, 4)).map((e) => e.seq)).toStrictEqual([6]);
      });

      it('keeps every command of many games appended at once, refusing only the ones that cannot follow', async () => {
        // Several rooms' commands arrive in one turn (a busy server); a game's own commands come one after another.
        await storage.putSnapshot(snapshot('u-a', 1, { seq: 2 }));
        await storage.putSnapshot(snapshot('u-b', 1, { gameId: 'game-u-b-1' }));
        await storage.putSnapshot(snapshot('u-a', 2));
        await storage.appendCommand('u-a', 2, 'game-u-a-2', command(1), slotSummary({ currentWeek: 1 }));
        const together = (appends: Array<Promise<void>>) =>
          Promise.all(appends.map((append) => append.then(() => 'logged', (e: unknown) => (e instanceof CommandLogConflict ? e.reason : e))));
        expect(
          await together([
            storage.appendCommand('u-a', 1, 'game-u-a-1', command(3), slotSummary({ currentWeek: 3 })),
            storage.appendCommand('u-a', 2, 'game-u-a-2', command(1, 0, { name: 'other' }), slotSummary({ currentWeek: 9 })),
            storage.appendCommand('u-b', 1, 'game-u-b-1', command(1), slotSummary({ currentWeek: 1 })),
            storage.appendCommand('u-b', 2, 'game-u-b-2', command(1), slotSummary({ currentWeek: 9 })),
          ]),
        ).toStrictEqual(['logged', 'seq-not-after-last', 'logged', 'not-current-game']);
        expect(
          await together([
            storage.appendCommand('u-a', 1, 'game-u-a-1', command(4, 1), slotSummary({ currentWeek: 4 })),
            storage.appendCommand('u-b', 1, 'game-u-b-1', command(2), slotSummary({ currentWeek: 2 })),
          ]),
        ).toStrictEqual(['logged', 'logged']);
        expect(await storage.readCommands('u-a', 1, 'game-u-a-1', 0)).toStrictEqual([command(3), command(4, 1)]);
        expect(await storage.readCommands('u-b', 1, 'game-u-b-1', 0)).toStrictEqual([command(1), command(2)]);
        expect(await storage.readCommands('u-a', 2, 'game-u-a-2', 0)).toStrictEqual([command(1)]);
        expect(await storage.readCommands('u-b', 2, 'game-u-b-2', 0)).toStrictEqual([]);
        expect((await storage.listSaves('u-a'))[0]).toMatchObject({ currentWeek: 4, savedAt: new Date(command(4).at) });
        expect((await storage.listSaves('u-b'))[0]).toMatchObject({ currentWeek: 2 });
        expect((await storage.listSaves('u-a'))[1]).toMatchObject({ slotNumber: 2, currentWeek: 1 });
        expect(await storage.listSaves('u-b')).toHaveLength(1);
      });

      it(`prunes the log no kept snapshot needs once it is more than ${COMMAND_LOG_RETAINED_WEEKS} weeks older than the game's latest command`, async () => {
        const gameId = 'game-u-a-1';
        await storage.putSnapshot(snapshot('u-a', 1));
        // Two commands a week for weeks 0-11: seq 2w+1 and 2w+2 in week w.
        const all: LoggedCommand[] = [];
        for (let week = 0; week < 12; week += 1) {
          for (const seq of [2 * week + 1, 2 * week + 2]) {
            const entry = command(seq, week);
            all.push(entry);
            await storage.appendCommand('u-a', 1, gameId, entry, slotSummary());
          }
        }
        // Snapshot at seq 12 (end of week 5): the previous one (seq 0) still needs the whole log.
        await storage.putSnapshot(snapshot('u-a', 1, { seq: 12 }));
        expect(await storage.readCommands('u-a', 1, gameId, 0)).toStrictEqual(all);

        // Snapshot at seq 20 (end of week 9), previous at 12: entries up to 12 are not needed, and those of
        // weeks before 11 - 4 = 7 go; entries of weeks 7 and later stay, needed or not.
        await storage.putSnapshot(snapshot('u-a', 1, { seq: 20 }));
        const latestWeek = 11;
        const kept = all.filter((e) => e.seq > 12 || e.week >= latestWeek - COMMAND_LOG_RETAINED_WEEKS);
        expect(kept.map((e) => e.seq)).toStrictEqual([13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
        expect(await storage.readCommands('u-a', 1, gameId, 0)).toStrictEqual(kept);

        // Snapshot at 24 (previous 20): entries up to 20 are no longer needed; week 6's (seq 13-14) go, and
        // weeks 7-9's (seq 15-20) stay as the recent log although no snapshot needs them.
        await storage.putSnapshot(snapshot('u-a', 1, { seq: 24 }));
        expect((await storage.readCommands('u-a', 1, gameId, 0)).map((e) => e.seq)).toStrictEqual([15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
        expect(await storage.readCommands('u-a', 1, gameId, 0)).toStrictEqual(all.filter((e) => e.seq >= 15));
        // The log goes on after the snapshot.
        await storage.appendCommand('u-a', 1, gameId, command(25, 12), slotSummary());
        expect((await storage.readCommands('u-a', 1, gameId, 24)).map((e) => e.seq)).toStrictEqual([25]);
      });

      it('starts a new game in a slot: the former game is the previous snapshot, and its log goes with its last snapshot', async () => {
        const old = snapshot('u-a', 1, { gameId: 'game-old', seq: 0 });
        await storage.putSnapshot(old);
        await storage.appendCommand('u-a', 1, 'game-old', command(1), slotSummary());
        await storage.appendCommand('u-a', 1, 'game-old', command(2), slotSummary());

        const fresh = snapshot('u-a', 1, { gameId: 'game-new', seq: 0, federationName: 'Fresh Start' });
        await storage.putSnapshot(fresh);
        expect(await storage.getSnapshot('u-a', 1, 'current')).toStrictEqual(fresh);
        expect(await storage.getSnapshot('u-a', 1, 'previous')).toStrictEqual(old);
        // The previous snapshot can still be brought up to date: its game's log is kept.
        expect(await storage.readCommands('u-a', 1, 'game-old', 0)).toStrictEqual([command(1), command(2)]);
        expect((await storage.listSaves('u-a'))[0]!.federationName).toBe('Fresh Start');
        // The old game is no longer the slot's: it takes no more commands; the new one starts at 1.
        await expect(storage.appendCommand('u-a', 1, 'game-old', command(3), slotSummary())).rejects.toBeInstanceOf(CommandLogConflict);
        await storage.appendCommand('u-a', 1, 'game-new', command(1), slotSummary({ federationName: 'Fresh Start' }));

        // One more snapshot: the old game is kept by none, so its log is gone.
        await storage.putSnapshot(snapshot('u-a', 1, { gameId: 'game-new', seq: 1, federationName: 'Fresh Start' }));
        expect(await storage.getSnapshot('u-a', 1, 'previous')).toStrictEqual(fresh);
        expect(await storage.readCommands('u-a', 1, 'game-old', 0)).toStrictEqual([]);
        expect(await storage.readCommands('u-a', 1, 'game-new', 0)).toStrictEqual([command(1)]);
      });

      it("deletes a slot's snapshots and log, and only that slot's", async () => {
        await storage.putSnapshot(snapshot('u-a', 1));
        await storage.putSnapshot(snapshot('u-a', 1, { seq: 1 }));
        await storage.appendCommand('u-a', 1, 'game-u-a-1', command(2), slotSummary());
        await storage.putSnapshot(snapshot('u-a', 2));
        await storage.appendCommand('u-a', 2, 'game-u-a-2', command(1), slotSummary());
        await storage.putSnapshot(snapshot('u-b', 1));

        expect(await storage.deleteSave('u-b', 2)).toBe(false);
        expect(await storage.deleteSave('u-a', 1)).toBe(true);
        expect(await storage.getSnapshot('u-a', 1, 'current')).toBeNull();
        expect(await storage.getSnapshot('u-a', 1, 'previous')).toBeNull();
        expect(await storage.readCommands('u-a', 1, 'game-u-a-1', 0)).toStrictEqual([]);
        expect(await storage.listSaves('u-a')).toStrictEqual([summaryOfSnapshot(snapshot('u-a', 2))].map((s) => ({ ...s, savedAt: new Date(command(1).at) })));
        expect(await storage.readCommands('u-a', 2, 'game-u-a-2', 0)).toStrictEqual([command(1)]);
        expect(await storage.getSnapshot('u-b', 1, 'current')).toStrictEqual(snapshot('u-b', 1));
        expect(await storage.deleteSave('u-a', 1)).toBe(false);
        // A room still playing the deleted game is told so when it next logs a command.
        await expect(storage.appendCommand('u-a', 1, 'game-u-a-1', command(3), slotSummary())).rejects.toBeInstanceOf(CommandLogConflict);
        expect(await storage.listSaves('u-a')).toHaveLength(1);
      });

      it('keeps snapshots and the log across close() and init(), and for a new adapter on the same store', async () => {
        const kept = snapshot('u-a', 2, { seq: 3 });
        await storage.putSnapshot(snapshot('u-a', 2));
        await storage.putSnapshot(kept);
        await storage.appendCommand('u-a', 2, kept.gameId, command(4, 1), slotSummary({ currentWeek: 2 }));
        await storage.close();
        await storage.init();
        expect(await storage.getSnapshot('u-a', 2, 'current')).toStrictEqual(kept);
        expect(await storage.getSnapshot('u-a', 2, 'previous')).toStrictEqual(snapshot('u-a', 2));
        const other = await reopened();
        expect(await other.readCommands('u-a', 2, kept.gameId, 3)).toStrictEqual([command(4, 1)]);
        await other.appendCommand('u-a', 2, kept.gameId, command(5, 1), slotSummary({ currentWeek: 3 }));
        expect((await storage.listSaves('u-a'))[0]!.currentWeek).toBe(3);
        expect(await storage.readCommands('u-a', 2, kept.gameId, 0)).toStrictEqual([command(4, 1), command(5, 1)]);
      });

      it('turns saves written in the old format into snapshots when it starts, once', async () => {
        const oldSlot1 = save('u-a', 1, { gameData: JSON.stringify({ version: 8, federations: [{ name: 'Olde Wrestling' }] }), version: 8, funds: 77_000 });
        const oldSlot2 = save('u-a', 2, { gameData: '{"truncated": ', version: 9 });
        const otherUser = save('u-b', 1);
        await storage.close();
        await backend.writeLegacySaves(store, [oldSlot1, oldSlot2, otherUser]);
        await storage.init();

        expect(await storage.listSaves('u-a')).toStrictEqual([summaryOf(oldSlot1), summaryOf(oldSlot2)]);
        expect(await storage.listSaves('u-b')).toStrictEqual([summaryOf(otherUser)]);
        const migrated = (await storage.getSnapshot('u-a', 1, 'current'))!;
        expect(migrated).toMatchObject({ ...summaryOf(oldSlot1), seq: 0, version: 8 });
        expect(migrated.gameId).toMatch(/\S/);
        // The exact text, even a damaged one: the loader decides what it can read, not the migration.
        expect(gunzipSync(migrated.data).toString('utf8')).toBe(oldSlot1.gameData);
        expect(await getSave(storage, 'u-a', 2)).toStrictEqual(oldSlot2);
        expect(await storage.getSnapshot('u-a', 1, 'previous')).toBeNull();
        const slot2GameId = (await storage.getSnapshot('u-a', 2, 'current'))!.gameId;
        expect(slot2GameId).not.toBe(migrated.gameId);

        // Starting again (this adapter or another on the same store) changes nothing.
        await storage.close();
        await storage.init();
        const again = await reopened();
        expect(await again.getSnapshot('u-a', 1, 'current')).toStrictEqual(migrated);
        expect(await again.getSnapshot('u-a', 1, 'previous')).toBeNull();
        expect(await storage.listSaves('u-a')).toStrictEqual([summaryOf(oldSlot1), summaryOf(oldSlot2)]);

        // The migrated game goes on like any other.
        await storage.appendCommand('u-a', 1, migrated.gameId, command(1, 0), slotSummary({ currentWeek: 4 }));
        expect(await storage.readCommands('u-a', 1, migrated.gameId, 0)).toStrictEqual([command(1, 0)]);
      });
    });

    describe('damaged game data', () => {
      beforeEach(async () => {
        await storage.createUser(newUser('u-a', 'a@example.com'));
      });

      it('reads the log up to an entry that cannot be read, and says which, with the entries before it', async () => {
        await storage.putSnapshot(snapshot('u-a', 1));
        const gameId = 'game-u-a-1';
        for (let seq = 1; seq <= 4; seq += 1) await storage.appendCommand('u-a', 1, gameId, command(seq), slotSummary());
        await backend.damage.payloadText(store, 'u-a', 1, gameId, 3, '{"wrestlerId": "w-3", "terms": {"weeks": 1');

        const damaged = await storage.readCommands('u-a', 1, gameId, 0).catch((error: unknown) => error);
        expect(damaged).toBeInstanceOf(DamagedCommandLog);
        expect((damaged as DamagedCommandLog).seq).toBe(3);
        expect((damaged as DamagedCommandLog).readable).toStrictEqual([command(1), command(2)]);
        // The entries after it still read.
        expect(await storage.readCommands('u-a', 1, gameId, 3)).toStrictEqual([command(4)]);
      });

      it("records the slot's game and last command apart from its snapshots and log", async () => {
        expect(await storage.getSlotRecord('u-a', 1)).toBeNull();
        const first = snapshot('u-a', 1, { seq: 0 });
        await storage.putSnapshot(first);
        expect(await storage.getSlotRecord('u-a', 1)).toStrictEqual({ ...summaryOfSnapshot(first), gameId: first.gameId, lastSeq: 0 });
        for (let seq = 1; seq <= 3; seq += 1) await storage.appendCommand('u-a', 1, first.gameId, command(seq), slotSummary({ currentWeek: seq }));
        // The newest row gone: the slot still says 3, so a loader sees the log is short.
        await backend.damage.deleteCommand(store, 'u-a', 1, first.gameId, 3);
        expect(await storage.getSlotRecord('u-a', 1)).toMatchObject({ gameId: first.gameId, lastSeq: 3, currentWeek: 3 });
        expect((await storage.readCommands('u-a', 1, first.gameId, 0)).map((e) => e.seq)).toStrictEqual([1, 2]);
      });

      it('keeps the previous snapshot when the current pointer names none, also through the next snapshot', async () => {
        const first = snapshot('u-a', 1, { seq: 0 });
        await storage.putSnapshot(first);
        await storage.putSnapshot(snapshot('u-a', 1, { seq: 0, currentWeek: 4 }));
        await backend.damage.currentNowhere(store, 'u-a', 1);
        expect(await storage.getSnapshot('u-a', 1, 'current')).toBeNull();
        // The slot is still there: it is damaged, not empty.
        expect(await storage.getSlotRecord('u-a', 1)).toMatchObject({ gameId: first.gameId });
        expect(await storage.getSnapshot('u-a', 1, 'previous')).toStrictEqual(first);

        // A write never deletes the snapshot that could still be restored.
        const next = snapshot('u-a', 1, { gameId: 'game-next', seq: 0 });
        await storage.putSnapshot(next);
        expect(await storage.getSnapshot('u-a', 1, 'current')).toStrictEqual(next);
        expect(await storage.getSnapshot('u-a', 1, 'previous')).toStrictEqual(first);
      });

      it('reads the store for the health check', async () => {
        expect(await storage.healthCheck()).toStrictEqual({ ok: true });
        await storage.close();
        const health = await storage.healthCheck();
        expect(health.ok).toBe(false);
        expect(health.ok ? '' : health.reason).toMatch(/^the database/);
        await storage.init();
      });

      describe('as the game loader opens it (GameJournal)', () => {
        const hash = (world: World) => createHash('sha256').update(JSON.stringify(world)).digest('hex');
        let journal: GameJournal;
        let position: GamePosition;
        /** The world's hash after each logged command (index = seq). */
        let hashes: string[];
        /** The world's in-game week after each logged command (index = seq). */
        let weeks: number[];

        /** A game of six week advances: snapshots at seq 0 and seq 3 (the current one), log 1-6. */
        beforeEach(async () => {
          journal = new GameJournal(storage);
          const world = startedWorld(2026);
          position = await journal.start('u-a', 1, world);
          hashes = [hash(world)];
          weeks = [world.calendar.totalWeeksProgressed];
          const federationId = seatFederationId(world);
          for (let seq = 1; seq <= 6; seq += 1) {
            const at = TEST_NOW + seq * 1000;
            const week = world.calendar.totalWeeksProgressed;
            dispatchCommand(world, 'advanceWeek', federationId, {}, { now: at });
            await journal.append('u-a', 1, position, { name: 'advanceWeek', payload: {}, federationId, at, week }, world);
            hashes.push(hash(world));
            weeks.push(world.calendar.totalWeeksProgressed);
            if (seq === 3) await journal.snapshot('u-a', 1, position, world);
          }
        });

        it('an entry that cannot be read: the slot is unreadable; the recovery keeps every command before it', async () => {
          await backend.damage.payloadText(store, 'u-a', 1, position.gameId, 5, '{"unterminated');
          await expect(journal.open('u-a', 1)).rejects.toBeInstanceOf(UnreadableSnapshot);
          const plan = (await journal.planRecovery('u-a', 1))!;
          expect(plan).toMatchObject({ which: 'current', seq: 4, lostCommands: 2, lostWeeks: weeks[6]! - weeks[4]! });
          expect(hash(plan.world)).toBe(hashes[4]);

          const restored = (await journal.restorePrevious('u-a', 1))!;
          expect(restored).toMatchObject({ lostCommands: 2, lostWeeks: 2 });
          expect(hash((await journal.open('u-a', 1))!.world)).toBe(hashes[4]);
          // The good snapshot it came from stays as the previous save.
          expect((await storage.getSnapshot('u-a', 1, 'previous'))!.seq).toBe(3);
        });

        it('an entry that parses but does not replay (a payload the command refuses): the same recovery', async () => {
          await backend.damage.payloadText(store, 'u-a', 1, position.gameId, 5, '"not a payload"');
          await expect(journal.open('u-a', 1)).rejects.toBeInstanceOf(UnreadableSnapshot);
          const restored = (await journal.restorePrevious('u-a', 1))!;
          expect(restored).toMatchObject({ lostCommands: 2, lostWeeks: 2 });
          expect(hash(restored.world)).toBe(hashes[4]);
          expect(hash((await journal.open('u-a', 1))!.world)).toBe(hashes[4]);
        });

        it("a log that ends before the slot's last command: unreadable, and the recovery says the command is lost", async () => {
          await backend.damage.deleteCommand(store, 'u-a', 1, position.gameId, 6);
          await expect(journal.open('u-a', 1)).rejects.toBeInstanceOf(UnreadableSnapshot);
          const restored = (await journal.restorePrevious('u-a', 1))!;
          expect(restored).toMatchObject({ lostCommands: 1, lostWeeks: 1 });
          expect(hash(restored.world)).toBe(hashes[5]);
        });

        it('a row missing in the middle of the log: the commands before the gap are recovered', async () => {
          await backend.damage.deleteCommand(store, 'u-a', 1, position.gameId, 4);
          await expect(journal.open('u-a', 1)).rejects.toBeInstanceOf(UnreadableSnapshot);
          const plan = (await journal.planRecovery('u-a', 1))!;
          expect(plan).toMatchObject({ which: 'current', seq: 3, lostCommands: 3, lostWeeks: 3 });
          expect(hash(plan.world)).toBe(hashes[3]);
        });

        it('a current snapshot that cannot be found: unreadable, never an empty slot; the previous one and its log bring back everything', async () => {
          await backend.damage.currentNowhere(store, 'u-a', 1);
          await expect(journal.open('u-a', 1)).rejects.toBeInstanceOf(UnreadableSnapshot);
          const restored = (await journal.restorePrevious('u-a', 1))!;
          expect(restored).toMatchObject({ lostCommands: 0, lostWeeks: 0 });
          expect(hash(restored.world)).toBe(hashes[6]);
          expect(hash((await journal.open('u-a', 1))!.world)).toBe(hashes[6]);
          expect((await storage.getSnapshot('u-a', 1, 'previous'))!.seq).toBe(0);
        });
      });
    });

    it('stores contact messages and lists them newest first with a limit', async () => {
      await storage.createUser(newUser('u-a', 'a@example.com'));
      const older = contact('c-1', 1);
      const newest = contact('c-3', 30, { kind: 'feedback', userId: 'u-a' });
      const middle = contact('c-2', 10);
      await storage.addContactMessage(older);
      await storage.addContactMessage(newest);
      await storage.addContactMessage(middle);

      expect(await storage.listContactMessages(2)).toStrictEqual([newest, middle]);
      expect(await storage.listContactMessages(10)).toStrictEqual([newest, middle, older]);
      expect(await storage.listContactMessages(0)).toStrictEqual([]);
    });

    it('keeps an outbox listed newest first with a limit and finds emails by id', async () => {
      const first = outboxEmail('m-1', 1);
      const third = outboxEmail('m-3', 3);
      const second = outboxEmail('m-2', 2);
      await storage.addOutboxEmail(first);
      await storage.addOutboxEmail(third);
      await storage.addOutboxEmail(second);
      // Same time as m-3 but stored later: listed before it.
      const tied = outboxEmail('m-4', 3);
      await storage.addOutboxEmail(tied);

      expect(await storage.listOutbox(3)).toStrictEqual([tied, third, second]);
      expect(await storage.listOutbox(50)).toStrictEqual([tied, third, second, first]);
      expect(await storage.listOutbox(0)).toStrictEqual([]);
      expect(await storage.getOutboxEmail('m-2')).toStrictEqual(second);
      expect(await storage.getOutboxEmail('m-unknown')).toBeNull();
    });

    it('keeps everything across close() and init(), and for a new adapter on the same store', async () => {
      const user = newUser('u-keep', 'keep@example.com', { googleId: 'google-keep', emailConfirmedAt: later(-DAY) });
      await storage.createUser(user);
      await storage.createSession({ id: 's-keep', userId: 'u-keep', expiresAt: later(DAY) });
      const token: EmailToken = { id: 't-keep', userId: 'u-keep', kind: 'confirm', expiresAt: later(DAY), createdAt: CREATED };
      await storage.createEmailToken(token);
      await storage.upsertProfile({ userId: 'u-keep', musicMuted: true, mutedSongs: ['x'] });
      const kept = save('u-keep', 2, { funds: 10.5 });
      await putSave(storage, kept);
      const message = contact('c-keep', 5, { userId: 'u-keep' });
      await storage.addContactMessage(message);
      const mail = outboxEmail('m-keep', 5);
      await storage.addOutboxEmail(mail);

      await storage.close();
      await storage.init();

      const expectedUser: User = { ...user, createdAt: CREATED };
      expect(await storage.findUserByEmail('keep@example.com')).toStrictEqual(expectedUser);
      expect(await storage.findSession('s-keep')).toStrictEqual({ id: 's-keep', userId: 'u-keep', expiresAt: later(DAY) });
      expect(await storage.getProfile('u-keep')).toStrictEqual({ userId: 'u-keep', musicMuted: true, mutedSongs: ['x'] });
      expect(await getSave(storage, 'u-keep', 2)).toStrictEqual({ ...kept, funds: 10 });
      expect(await storage.listContactMessages(5)).toStrictEqual([message]);
      expect(await storage.getOutboxEmail('m-keep')).toStrictEqual(mail);

      const other = await reopened();
      expect(await other.findUserByGoogleId('google-keep')).toStrictEqual(expectedUser);
      expect(await other.listSaves('u-keep')).toStrictEqual([summaryOf({ ...kept, funds: 10 })]);
      expect(await other.listOutbox(5)).toStrictEqual([mail]);
      // The token is still there once, whichever adapter consumes it.
      expect(await other.consumeEmailToken('t-keep', 'confirm', later(0))).toStrictEqual(token);
      expect(await storage.consumeEmailToken('t-keep', 'confirm', later(0))).toBeNull();
    });
  });
}

contract(sqliteBackend);

const mongoUri = process.env.MONGODB_URI;
if (mongoUri) {
  contract(mongoBackend(mongoUri));
} else {
  console.info('storage contract: MongoDB skipped (set MONGODB_URI to run it)');
}
