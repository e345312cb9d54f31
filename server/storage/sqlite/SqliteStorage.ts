// Embedded store on node:sqlite: one file under ./data, WAL journal, schema created on start.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { readLoggedCommands } from '../commandRows.ts';
import { newGameId, snapshotFromSave } from '../legacySaves.ts';
import { Checkpointer } from './checkpointer.ts';
import { addMissingColumns } from './columnMigrations.ts';
import { CommandLogWriter } from './commandLogWriter.ts';
import {
  COMMAND_LOG_RETAINED_WEEKS,
  DuplicateEmailError,
  type ContactMessage,
  type EmailToken,
  type EmailTokenKind,
  type GameSave,
  type GameSnapshot,
  type LoggedCommand,
  type SlotRecord,
  type SlotSummary,
  type StoreHealth,
  type SnapshotWhich,
  type NewUser,
  type OutboxEmail,
  type Profile,
  type SaveSummary,
  type Session,
  type Storage,
  type User,
} from '../port.ts';
import { summaryValues, SUMMARY_COLUMNS, toCommand, toSnapshot, toSummary, type Row } from './gameRows.ts';
import { SQLITE_SCHEMA } from './schema.ts';


const ms = (value: SQLInputValue): Date => new Date(Number(value));

/** SQLite's result codes for a damaged file: SQLITE_CORRUPT (11) and SQLITE_NOTADB (26, the header page). */
const FILE_DAMAGE_CODES: ReadonlySet<number> = new Set([11, 26]);

function isFileDamage(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && FILE_DAMAGE_CODES.has(code & 0xff);
}

/** The health check's reasons, for operators (the error itself goes to the server log). */
const DAMAGED_FILE = 'the database file is damaged';
const UNREADABLE_STORE = 'the database cannot be read';

/**
 * The health check's reads: the schema (page 1, where a damaged header shows), then the first entry of
 * every table and every index, each read through its own b-tree (NOT INDEXED, INDEXED BY), so a damaged
 * root page of any of them shows. About 25 statements of a page or two each, most of them in the page
 * cache: cheap enough for a load balancer's every poll.
 */
function healthProbes(schema: Row[]): string[] {
  return schema.map((row) =>
    row.type === 'table' ? `SELECT 1 FROM "${String(row.name)}" NOT INDEXED LIMIT 1` : `SELECT 1 FROM "${String(row.tbl_name)}" INDEXED BY "${String(row.name)}" LIMIT 1`,
  );
}
const HEALTH_SCHEMA = "SELECT type, name, tbl_name FROM sqlite_master WHERE type IN ('table', 'index') AND rootpage > 0";
/** The tables holding a user's rows (keyed by user_id), emptied when the account is deleted; users itself goes last. */
const USER_TABLES = ['sessions', 'email_tokens', 'profiles', 'game_commands', 'game_snapshots', 'game_slots', 'active_save_slots'] as const;

const msOrNull = (value: SQLInputValue): Date | null => (value === null ? null : new Date(Number(value)));

function toUser(row: Row): User {
  return {
    id: String(row.id),
    email: String(row.email),
    passwordHash: row.password_hash === null ? null : String(row.password_hash),
    emailConfirmedAt: msOrNull(row.email_confirmed_at ?? null),
    googleId: row.google_id === null ? null : String(row.google_id),
    createdAt: ms(row.created_at ?? 0),
  };
}

function toEmailToken(row: Row): EmailToken {
  const token: EmailToken = {
    id: String(row.id),
    userId: String(row.user_id),
    kind: String(row.kind) as EmailTokenKind,
    expiresAt: ms(row.expires_at ?? 0),
    createdAt: ms(row.created_at ?? 0),
  };
  if (row.password_hash !== null && row.password_hash !== undefined) token.passwordHash = String(row.password_hash);
  return token;
}

export class SqliteStorage implements Storage {
  readonly kind = 'sqlite' as const;
  private db: DatabaseSync | null = null;
  private readonly path: string;
  /** Prepared statements by SQL text: the command log's hot path prepares nothing. */
  private statements = new Map<string, StatementSync>();
  /** The command log's group commit (commandLogWriter.ts), on this store's connection. */
  private readonly log = new CommandLogWriter({
    run: (sql, ...params) => this.run(sql, ...params),
    get: (sql, ...params) => this.get(sql, ...params),
    transaction: (work) => this.transaction(work),
  });

  /**
   * The first read or write that found the file damaged, until the process restarts: damage does not heal,
   * and a cheap probe reads only each table's first page, so a failure anywhere else is remembered here.
   */
  private damage: unknown = null;

  /** `path` is a file path, or ':memory:' for tests. */
  private checkpointer: Checkpointer | null = null;

  constructor(path: string) {
    this.path = path;
  }

  private get conn(): DatabaseSync {
    if (!this.db) throw new Error('Storage is not open');
    return this.db;
  }

  private statement(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.conn.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private all(sql: string, ...params: SQLInputValue[]): Row[] {
    try {
      return this.statement(sql).all(...params) as Row[];
    } catch (error) {
      throw this.noteDamage(error);
    }
  }

  private get(sql: string, ...params: SQLInputValue[]): Row | undefined {
    try {
      return this.statement(sql).get(...params) as Row | undefined;
    } catch (error) {
      throw this.noteDamage(error);
    }
  }

  private run(sql: string, ...params: SQLInputValue[]): number {
    try {
      return Number(this.statement(sql).run(...params).changes);
    } catch (error) {
      throw this.noteDamage(error);
    }
  }

  /** Remembers the first error that says the file is damaged (the health check reports it); returns the error. */
  private noteDamage(error: unknown): unknown {
    if (this.damage === null && isFileDamage(error)) this.damage = error;
    return error;
  }

  /** Runs `work` in one write transaction (node:sqlite has no helper): all of it or none. */
  private transaction<T>(work: () => T): T {
    this.conn.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      this.conn.exec('COMMIT');
      return result;
    } catch (error) {
      this.conn.exec('ROLLBACK');
      throw error;
    }
  }

  async init(): Promise<void> {
    if (this.path !== ':memory:') mkdirSync(dirname(this.path), { recursive: true });
    this.db = new DatabaseSync(this.path);
    this.db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;');
    this.db.exec(SQLITE_SCHEMA);
    addMissingColumns(this.db);
    this.migrateLegacySaves();
    if (this.path !== ':memory:') {
      // Checkpoints run in a worker thread, never on a game command (checkpointer.ts).
      this.db.exec('PRAGMA wal_autocheckpoint = 0');
      this.checkpointer = new Checkpointer(this.path);
    }
  }

  /**
   * Saves written before snapshots (release 0.3.1 and earlier: one game_saves row of JSON text per slot)
   * become the slot's current snapshot, seq 0 of a new game; then the old table goes. One transaction,
   * so a crash leaves either the old table or the migrated slots, and a second start finds nothing to do.
   */
  private migrateLegacySaves(): void {
    const legacyTable = "SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = 'game_saves'";
    if (!this.get(legacyTable)) return;
    this.transaction(() => {
      if (!this.get(legacyTable)) return;
      for (const row of this.all('SELECT * FROM game_saves ORDER BY user_id, slot_number')) {
        const save: GameSave = { ...toSummary(row), gameData: String(row.game_data), version: Number(row.version) };
        if (this.get('SELECT 1 AS found FROM game_slots WHERE user_id = ? AND slot_number = ?', save.userId, save.slotNumber)) continue;
        this.writeSnapshot(snapshotFromSave(save, newGameId(), 0));
      }
      this.conn.exec('DROP TABLE game_saves');
    });
  }

  async close(): Promise<void> {
    // Commands appended this turn are written before the file closes.
    this.log.commit();
    await this.checkpointer?.stop();
    this.checkpointer = null;
    this.statements.clear();
    this.db?.close();
    this.db = null;
  }

  async healthCheck(): Promise<StoreHealth> {
    if (this.damage !== null) return { ok: false, reason: DAMAGED_FILE, error: this.damage };
    try {
      for (const probe of healthProbes(this.all(HEALTH_SCHEMA))) this.get(probe);
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: isFileDamage(error) ? DAMAGED_FILE : UNREADABLE_STORE, error };
    }
  }

  async ping(): Promise<boolean> {
    try {
      return this.get('SELECT 1 AS ok')?.ok === 1;
    } catch {
      return false;
    }
  }

  async createUser(user: NewUser): Promise<User> {
    const createdAt = user.createdAt ?? new Date();
    try {
      this.run(
        'INSERT INTO users (id, email, password_hash, email_confirmed_at, google_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        user.id,
        user.email,
        user.passwordHash,
        user.emailConfirmedAt?.getTime() ?? null,
        user.googleId,
        createdAt.getTime(),
      );
    } catch (error) {
      if (String((error as Error).message).includes('UNIQUE constraint failed: users.email')) {
        throw new DuplicateEmailError(user.email);
      }
      throw error;
    }
    return { ...user, createdAt };
  }

  async findUserById(id: string): Promise<User | null> {
    const row = this.get('SELECT * FROM users WHERE id = ?', id);
    return row ? toUser(row) : null;
  }

  async findUserByEmail(email: string): Promise<User | null> {
    const row = this.get('SELECT * FROM users WHERE email = ?', email);
    return row ? toUser(row) : null;
  }

  async findUserByGoogleId(googleId: string): Promise<User | null> {
    const row = this.get('SELECT * FROM users WHERE google_id = ?', googleId);
    return row ? toUser(row) : null;
  }

  async confirmUserEmail(userId: string, at: Date): Promise<void> {
    this.run('UPDATE users SET email_confirmed_at = COALESCE(email_confirmed_at, ?) WHERE id = ?', at.getTime(), userId);
  }

  async linkGoogleAccount(userId: string, googleId: string): Promise<void> {
    this.run('UPDATE users SET google_id = ? WHERE id = ?', googleId, userId);
  }

  async updateUserPassword(userId: string, passwordHash: string | null): Promise<void> {
    this.run('UPDATE users SET password_hash = ? WHERE id = ?', passwordHash, userId);
  }

  async deleteUser(userId: string): Promise<boolean> {
    // Commands appended this turn are written (or refused) first, so none lands after the slots are gone.
    this.log.commit();
    return this.transaction(() => {
      for (const table of USER_TABLES) this.run(`DELETE FROM ${table} WHERE user_id = ?`, userId);
      return this.run('DELETE FROM users WHERE id = ?', userId) > 0;
    });
  }

  async createSession(session: Session): Promise<void> {
    this.run(
      'INSERT INTO sessions (id, user_id, expires_at, google_sign_in_at) VALUES (?, ?, ?, ?)',
      session.id,
      session.userId,
      session.expiresAt.getTime(),
      session.googleSignInAt?.getTime() ?? null,
    );
  }

  async findSession(id: string): Promise<Session | null> {
    const row = this.get('SELECT * FROM sessions WHERE id = ?', id);
    if (!row) return null;
    const session: Session = { id: String(row.id), userId: String(row.user_id), expiresAt: ms(row.expires_at ?? 0) };
    if (row.google_sign_in_at !== null && row.google_sign_in_at !== undefined) session.googleSignInAt = ms(row.google_sign_in_at);
    return session;
  }

  async updateSessionExpiry(id: string, expiresAt: Date): Promise<void> {
    this.run('UPDATE sessions SET expires_at = ? WHERE id = ?', expiresAt.getTime(), id);
  }

  async deleteSession(id: string): Promise<void> {
    this.run('DELETE FROM sessions WHERE id = ?', id);
  }

  async deleteUserSessions(userId: string): Promise<void> {
    this.run('DELETE FROM sessions WHERE user_id = ?', userId);
  }

  async deleteExpiredSessions(now: Date): Promise<number> {
    return this.run('DELETE FROM sessions WHERE expires_at <= ?', now.getTime());
  }

  async createEmailToken(token: EmailToken): Promise<void> {
    this.run(
      'INSERT INTO email_tokens (id, user_id, kind, expires_at, created_at, password_hash) VALUES (?, ?, ?, ?, ?, ?)',
      token.id,
      token.userId,
      token.kind,
      token.expiresAt.getTime(),
      token.createdAt.getTime(),
      token.passwordHash ?? null,
    );
  }

  async consumeEmailToken(id: string, kind: EmailTokenKind, now: Date): Promise<EmailToken | null> {
    // DELETE ... RETURNING makes the read and the removal one step: a token works once.
    const row = this.get('DELETE FROM email_tokens WHERE id = ? AND kind = ? RETURNING *', id, kind);
    if (!row) return null;
    const token = toEmailToken(row);
    return token.expiresAt.getTime() > now.getTime() ? token : null;
  }

  async findEmailToken(id: string, kind: EmailTokenKind, now: Date): Promise<EmailToken | null> {
    const row = this.get('SELECT * FROM email_tokens WHERE id = ? AND kind = ? AND expires_at > ?', id, kind, now.getTime());
    return row ? toEmailToken(row) : null;
  }

  async deleteUserEmailTokens(userId: string, kind: EmailTokenKind): Promise<void> {
    this.run('DELETE FROM email_tokens WHERE user_id = ? AND kind = ?', userId, kind);
  }

  async listLiveEmailTokens(userId: string, kind: EmailTokenKind, now: Date): Promise<EmailToken[]> {
    return this.all('SELECT * FROM email_tokens WHERE user_id = ? AND kind = ? AND expires_at > ? ORDER BY created_at, rowid', userId, kind, now.getTime()).map(toEmailToken);
  }

  async pruneEmailTokens(userId: string, kind: EmailTokenKind, keep: number, now: Date): Promise<number> {
    // One statement: the expired ones, and the live ones older than the newest `keep`.
    return this.run(
      `DELETE FROM email_tokens WHERE user_id = ? AND kind = ? AND (expires_at <= ? OR id NOT IN (
         SELECT id FROM email_tokens WHERE user_id = ? AND kind = ? AND expires_at > ? ORDER BY created_at DESC, rowid DESC LIMIT ?))`,
      userId,
      kind,
      now.getTime(),
      userId,
      kind,
      now.getTime(),
      Math.max(0, keep),
    );
  }

  async getProfile(userId: string): Promise<Profile | null> {
    const row = this.get('SELECT * FROM profiles WHERE user_id = ?', userId);
    if (!row) return null;
    return { userId, musicMuted: row.music_muted === 1, mutedSongs: JSON.parse(String(row.muted_songs)) as string[] };
  }

  async upsertProfile(profile: Profile): Promise<void> {
    this.run(
      `INSERT INTO profiles (user_id, music_muted, muted_songs) VALUES (?, ?, ?)
       ON CONFLICT(user_id) DO UPDATE SET music_muted = excluded.music_muted, muted_songs = excluded.muted_songs`,
      profile.userId,
      profile.musicMuted ? 1 : 0,
      JSON.stringify(profile.mutedSongs),
    );
  }

  async listSaves(userId: string): Promise<SaveSummary[]> {
    return this.all(`SELECT ${SUMMARY_COLUMNS} FROM game_slots WHERE user_id = ? ORDER BY slot_number`, userId).map(toSummary);
  }

  async deleteSave(userId: string, slotNumber: number): Promise<boolean> {
    return this.transaction(() => {
      this.run('DELETE FROM game_commands WHERE user_id = ? AND slot_number = ?', userId, slotNumber);
      this.run('DELETE FROM game_snapshots WHERE user_id = ? AND slot_number = ?', userId, slotNumber);
      return this.run('DELETE FROM game_slots WHERE user_id = ? AND slot_number = ?', userId, slotNumber) > 0;
    });
  }

  async getSnapshot(userId: string, slotNumber: number, which: SnapshotWhich): Promise<GameSnapshot | null> {
    const pointer = which === 'current' ? 'current_snapshot' : 'previous_snapshot';
    const row = this.get(
      `SELECT s.* FROM game_slots g JOIN game_snapshots s ON s.id = g.${pointer} WHERE g.user_id = ? AND g.slot_number = ?`,
      userId,
      slotNumber,
    );
    return row ? toSnapshot(row) : null;
  }

  async putSnapshot(snapshot: GameSnapshot): Promise<void> {
    this.transaction(() => this.writeSnapshot(snapshot));
  }

  /** putSnapshot's work, inside the caller's transaction. */
  private writeSnapshot(snapshot: GameSnapshot): void {
    const { userId, slotNumber, gameId, seq } = snapshot;
    if (!gameId || !Number.isInteger(seq) || seq < 0) throw new Error(`Bad snapshot: game "${gameId}", seq ${seq}`);
    const slot = this.get('SELECT game_id, last_seq, current_snapshot, previous_snapshot FROM game_slots WHERE user_id = ? AND slot_number = ?', userId, slotNumber);
    const id = this.statement(
      `INSERT INTO game_snapshots (user_id, slot_number, game_id, seq, version, federation_name, federation_logo, current_week,
         current_month, current_year, funds, saved_at, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(userId, slotNumber, gameId, seq, snapshot.version, ...summaryValues(snapshot), snapshot.savedAt.getTime(), snapshot.data).lastInsertRowid;
    // The former current becomes previous. A current pointer that names no snapshot (damage) leaves the
    // previous one in place: a write never deletes a snapshot that could still be restored.
    const formerCurrent = slot ? Number(slot.current_snapshot) : null;
    const formerPrevious = slot?.previous_snapshot === null || slot?.previous_snapshot === undefined ? null : Number(slot.previous_snapshot);
    const previous = formerCurrent !== null && this.get('SELECT 1 AS found FROM game_snapshots WHERE id = ?', formerCurrent) ? formerCurrent : formerPrevious;
    const lastSeq = slot && String(slot.game_id) === gameId ? Math.max(Number(slot.last_seq), seq) : seq;
    this.run(
      `INSERT INTO game_slots (user_id, slot_number, game_id, last_seq, current_snapshot, previous_snapshot, federation_name,
         federation_logo, current_week, current_month, current_year, funds, saved_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(user_id, slot_number) DO UPDATE SET
         game_id = excluded.game_id, last_seq = excluded.last_seq, current_snapshot = excluded.current_snapshot,
         previous_snapshot = excluded.previous_snapshot, federation_name = excluded.federation_name,
         federation_logo = excluded.federation_logo, current_week = excluded.current_week, current_month = excluded.current_month,
         current_year = excluded.current_year, funds = excluded.funds, saved_at = excluded.saved_at`,
      userId,
      slotNumber,
      gameId,
      lastSeq,
      id,
      previous,
      ...summaryValues(snapshot),
      snapshot.savedAt.getTime(),
    );
    // Only the two kept snapshots stay.
    this.run('DELETE FROM game_snapshots WHERE user_id = ? AND slot_number = ? AND id NOT IN (?, ?)', userId, slotNumber, id, previous ?? id);
    this.pruneLog(userId, slotNumber);
  }

  /**
   * Deletes the log of games no kept snapshot belongs to, and, of each kept game, the entries no kept
   * snapshot needs (seq at or before the oldest kept snapshot of that game) that are more than
   * COMMAND_LOG_RETAINED_WEEKS older than the game's latest logged command.
   */
  private pruneLog(userId: string, slotNumber: number): void {
    this.run(
      `DELETE FROM game_commands WHERE user_id = ? AND slot_number = ?
         AND game_id NOT IN (SELECT game_id FROM game_snapshots WHERE user_id = ? AND slot_number = ?)`,
      userId,
      slotNumber,
      userId,
      slotNumber,
    );
    const kept = this.all(
      'SELECT game_id, MIN(seq) AS oldest FROM game_snapshots WHERE user_id = ? AND slot_number = ? GROUP BY game_id',
      userId,
      slotNumber,
    );
    for (const game of kept) {
      const latest = this.get(
        'SELECT week FROM game_commands WHERE user_id = ? AND slot_number = ? AND game_id = ? ORDER BY seq DESC LIMIT 1',
        userId,
        slotNumber,
        game.game_id ?? '',
      );
      if (!latest) continue;
      this.run(
        'DELETE FROM game_commands WHERE user_id = ? AND slot_number = ? AND game_id = ? AND seq <= ? AND week < ?',
        userId,
        slotNumber,
        game.game_id ?? '',
        Number(game.oldest),
        Number(latest.week) - COMMAND_LOG_RETAINED_WEEKS,
      );
    }
  }

  async appendCommand(userId: string, slotNumber: number, gameId: string, entry: LoggedCommand, summary: SlotSummary): Promise<void> {
    if (!Number.isInteger(entry.seq) || entry.seq < 1) throw new Error(`Bad command seq ${entry.seq}`);
    return this.log.append(userId, slotNumber, gameId, entry, summary);
  }

  async readCommands(userId: string, slotNumber: number, gameId: string, afterSeq: number): Promise<LoggedCommand[]> {
    const rows = this.all(
      'SELECT * FROM game_commands WHERE user_id = ? AND slot_number = ? AND game_id = ? AND seq > ? ORDER BY seq',
      userId,
      slotNumber,
      gameId,
      afterSeq,
    );
    return readLoggedCommands(rows, toCommand);
  }

  async getSlotRecord(userId: string, slotNumber: number): Promise<SlotRecord | null> {
    const row = this.get(`SELECT ${SUMMARY_COLUMNS}, game_id, last_seq FROM game_slots WHERE user_id = ? AND slot_number = ?`, userId, slotNumber);
    return row ? { ...toSummary(row), gameId: String(row.game_id), lastSeq: Number(row.last_seq) } : null;
  }

  async getActiveSlot(userId: string): Promise<number | null> {
    const row = this.get('SELECT slot_number FROM active_save_slots WHERE user_id = ?', userId);
    return row ? Number(row.slot_number) : null;
  }

  async setActiveSlot(userId: string, slotNumber: number): Promise<void> {
    this.run(
      `INSERT INTO active_save_slots (user_id, slot_number) VALUES (?, ?)
       ON CONFLICT(user_id) DO UPDATE SET slot_number = excluded.slot_number`,
      userId,
      slotNumber,
    );
  }

  async addContactMessage(message: ContactMessage): Promise<void> {
    this.run(
      'INSERT INTO contact_messages (id, kind, name, email, subject, message, user_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      message.id,
      message.kind,
      message.name,
      message.email,
      message.subject,
      message.message,
      message.userId,
      message.createdAt.getTime(),
    );
  }

  async listContactMessages(limit: number): Promise<ContactMessage[]> {
    return this.all('SELECT * FROM contact_messages ORDER BY created_at DESC LIMIT ?', limit).map((row) => ({
      id: String(row.id),
      kind: String(row.kind) as ContactMessage['kind'],
      name: String(row.name),
      email: String(row.email),
      subject: String(row.subject),
      message: String(row.message),
      userId: row.user_id === null ? null : String(row.user_id),
      createdAt: ms(row.created_at ?? 0),
    }));
  }

  async addOutboxEmail(email: OutboxEmail): Promise<void> {
    this.run(
      'INSERT INTO email_outbox (id, recipient, subject, html, text, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      email.id,
      email.to,
      email.subject,
      email.html,
      email.text,
      email.createdAt.getTime(),
    );
  }

  private toOutbox(row: Row): OutboxEmail {
    return {
      id: String(row.id),
      to: String(row.recipient),
      subject: String(row.subject),
      html: String(row.html),
      text: String(row.text),
      createdAt: ms(row.created_at ?? 0),
    };
  }

  async listOutbox(limit: number): Promise<OutboxEmail[]> {
    return this.all('SELECT * FROM email_outbox ORDER BY created_at DESC, rowid DESC LIMIT ?', limit).map((row) => this.toOutbox(row));
  }

  async getOutboxEmail(id: string): Promise<OutboxEmail | null> {
    const row = this.get('SELECT * FROM email_outbox WHERE id = ?', id);
    return row ? this.toOutbox(row) : null;
  }
}
