// Embedded store on node:sqlite: one file under ./data, WAL journal, schema created on start.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import {
  DuplicateEmailError,
  type ContactMessage,
  type EmailToken,
  type EmailTokenKind,
  type GameSave,
  type NewUser,
  type OutboxEmail,
  type Profile,
  type SaveSummary,
  type Session,
  type Storage,
  type User,
} from '../port.ts';
import { SQLITE_SCHEMA } from './schema.ts';

type Row = Record<string, SQLInputValue>;

const ms = (value: SQLInputValue): Date => new Date(Number(value));
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

function toSummary(row: Row): SaveSummary {
  return {
    userId: String(row.user_id),
    slotNumber: Number(row.slot_number),
    federationName: String(row.federation_name),
    federationLogo: String(row.federation_logo),
    currentWeek: Number(row.current_week),
    currentMonth: String(row.current_month),
    currentYear: Number(row.current_year),
    funds: Number(row.funds),
    savedAt: ms(row.saved_at ?? 0),
  };
}

const SUMMARY_COLUMNS =
  'user_id, slot_number, federation_name, federation_logo, current_week, current_month, current_year, funds, saved_at';

export class SqliteStorage implements Storage {
  readonly kind = 'sqlite' as const;
  private db: DatabaseSync | null = null;
  private readonly path: string;

  /** `path` is a file path, or ':memory:' for tests. */
  constructor(path: string) {
    this.path = path;
  }

  private get conn(): DatabaseSync {
    if (!this.db) throw new Error('Storage is not open');
    return this.db;
  }

  private all(sql: string, ...params: SQLInputValue[]): Row[] {
    return this.conn.prepare(sql).all(...params) as Row[];
  }

  private get(sql: string, ...params: SQLInputValue[]): Row | undefined {
    return this.conn.prepare(sql).get(...params) as Row | undefined;
  }

  private run(sql: string, ...params: SQLInputValue[]): number {
    return Number(this.conn.prepare(sql).run(...params).changes);
  }

  async init(): Promise<void> {
    if (this.path !== ':memory:') mkdirSync(dirname(this.path), { recursive: true });
    this.db = new DatabaseSync(this.path);
    this.db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;');
    this.db.exec(SQLITE_SCHEMA);
  }

  async close(): Promise<void> {
    this.db?.close();
    this.db = null;
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

  async updateUserPassword(userId: string, passwordHash: string): Promise<void> {
    this.run('UPDATE users SET password_hash = ? WHERE id = ?', passwordHash, userId);
  }

  async createSession(session: Session): Promise<void> {
    this.run('INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)', session.id, session.userId, session.expiresAt.getTime());
  }

  async findSession(id: string): Promise<Session | null> {
    const row = this.get('SELECT * FROM sessions WHERE id = ?', id);
    return row ? { id: String(row.id), userId: String(row.user_id), expiresAt: ms(row.expires_at ?? 0) } : null;
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
      'INSERT INTO email_tokens (id, user_id, kind, expires_at, created_at) VALUES (?, ?, ?, ?, ?)',
      token.id,
      token.userId,
      token.kind,
      token.expiresAt.getTime(),
      token.createdAt.getTime(),
    );
  }

  async consumeEmailToken(id: string, kind: EmailTokenKind, now: Date): Promise<EmailToken | null> {
    // DELETE ... RETURNING makes the read and the removal one step: a token works once.
    const row = this.get('DELETE FROM email_tokens WHERE id = ? AND kind = ? RETURNING *', id, kind);
    if (!row) return null;
    const token: EmailToken = {
      id: String(row.id),
      userId: String(row.user_id),
      kind: String(row.kind) as EmailTokenKind,
      expiresAt: ms(row.expires_at ?? 0),
      createdAt: ms(row.created_at ?? 0),
    };
    return token.expiresAt.getTime() > now.getTime() ? token : null;
  }

  async deleteUserEmailTokens(userId: string, kind: EmailTokenKind): Promise<void> {
    this.run('DELETE FROM email_tokens WHERE user_id = ? AND kind = ?', userId, kind);
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
    return this.all(`SELECT ${SUMMARY_COLUMNS} FROM game_saves WHERE user_id = ? ORDER BY slot_number`, userId).map(toSummary);
  }

  async getSave(userId: string, slotNumber: number): Promise<GameSave | null> {
    const row = this.get('SELECT * FROM game_saves WHERE user_id = ? AND slot_number = ?', userId, slotNumber);
    if (!row) return null;
    return { ...toSummary(row), gameData: String(row.game_data), version: Number(row.version) };
  }

  async putSave(save: GameSave): Promise<void> {
    this.run(
      `INSERT INTO game_saves (user_id, slot_number, federation_name, federation_logo, current_week, current_month,
         current_year, funds, game_data, version, saved_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(user_id, slot_number) DO UPDATE SET
         federation_name = excluded.federation_name, federation_logo = excluded.federation_logo,
         current_week = excluded.current_week, current_month = excluded.current_month,
         current_year = excluded.current_year, funds = excluded.funds, game_data = excluded.game_data,
         version = excluded.version, saved_at = excluded.saved_at`,
      save.userId,
      save.slotNumber,
      save.federationName,
      save.federationLogo,
      save.currentWeek,
      save.currentMonth,
      save.currentYear,
      Math.floor(save.funds),
      save.gameData,
      save.version,
      save.savedAt.getTime(),
    );
  }

  async deleteSave(userId: string, slotNumber: number): Promise<boolean> {
    return this.run('DELETE FROM game_saves WHERE user_id = ? AND slot_number = ?', userId, slotNumber) > 0;
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
