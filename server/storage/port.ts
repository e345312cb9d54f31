// The storage port: everything the server keeps, behind one async interface with two adapters
// (embedded SQLite by default, MongoDB when MONGODB_URI is set). One contract suite tests both.

export interface User {
  id: string;
  email: string; // lower-case
  passwordHash: string | null; // null for Google-only accounts
  emailConfirmedAt: Date | null;
  googleId: string | null;
  createdAt: Date;
}

export interface Session {
  /** SHA-256 hex of the cookie token; the token itself is never stored. */
  id: string;
  userId: string;
  expiresAt: Date;
  /**
   * When Google proved the sign-in that made this session; absent for a password sign-in (and on sessions
   * stored before this field existed). Deleting a Google-only account asks for a recent one
   * (docs/accounts.md "Deleting an account").
   */
  googleSignInAt?: Date;
}

/** confirm: proves the inbox of a sign-up; reset: sets a new password (docs/accounts.md). */
export type EmailTokenKind = 'confirm' | 'reset';

export interface EmailToken {
  /** SHA-256 hex of the token sent by email. */
  id: string;
  userId: string;
  kind: EmailTokenKind;
  expiresAt: Date;
  createdAt: Date;
  /**
   * confirm: the argon2id hash of the password chosen at the sign-up that sent this link (a resend copies
   * the stored one); confirming sets the owner's sign-up's hash (docs/accounts.md). Absent on links sent
   * before this field existed, and on other kinds.
   */
  passwordHash?: string;
}

export interface Profile {
  userId: string;
  musicMuted: boolean;
  mutedSongs: string[];
}

export interface SaveSummary {
  userId: string;
  slotNumber: number;
  federationName: string;
  federationLogo: string;
  currentWeek: number;
  currentMonth: string;
  currentYear: number;
  funds: number; // floored USD
  savedAt: Date;
}

export interface GameSave extends SaveSummary {
  /** The world's JSON text. */
  gameData: string;
  /** WORLD_VERSION of gameData when saved. */
  version: number;
}

/** One accepted state-changing command, in the order applied to a game. */
export interface LoggedCommand {
  seq: number; // 1, 2, 3, ... within one game (gameId); strictly increasing
  name: string; // command name
  payload: unknown; // the parsed payload, JSON-safe (stored as JSON text: it comes back exactly as written)
  federationId: string; // the federation it acted for
  at: number; // epoch ms passed to the sim as "now"
  week: number; // world.calendar.totalWeeksProgressed when it was applied
  /** The client's request id of the command, when it sent one: a retry of it is answered, not run again (docs/persistence.md). */
  requestId?: string;
}

/** What the slot list shows; updated with every appended command so the list is never stale. */
export interface SlotSummary {
  federationName: string;
  federationLogo: string;
  currentWeek: number;
  currentMonth: string;
  currentYear: number;
  funds: number; // floored USD when stored
}

/** A slot's game at one point: its compressed world and the last logged command it includes. */
export interface GameSnapshot extends SaveSummary {
  /** A new game, or a save into another slot, starts a new gameId. */
  gameId: string;
  /** The last logged command this snapshot includes (0 = none). */
  seq: number;
  /** The world's JSON, gzip-compressed (server/persistence/snapshotCodec.ts). */
  data: Uint8Array;
  /** WORLD_VERSION of the world inside. */
  version: number;
}

export type SnapshotWhich = 'current' | 'previous';

/**
 * How much of a game's command log is kept once no kept snapshot needs it, in game weeks: entries more
 * than this many weeks older than the game's latest logged command are pruned when a snapshot is written.
 * Why 4: the log is the replay of recent weeks for a later fair-play check or a results page, and a game
 * month covers the week report and the month around it; at a few dozen commands a week of about 200 bytes
 * each it costs tens of KB a slot. Entries a kept snapshot still needs (seq after it) are never pruned.
 */
export const COMMAND_LOG_RETAINED_WEEKS = 4;

/**
 * Thrown by appendCommand when the entry cannot follow the slot's log; nothing is written.
 * 'not-current-game': the slot holds no snapshot, or its current snapshot is of another game (the slot
 * was deleted or overwritten under the room). 'seq-not-after-last': the seq is not after the last
 * logged command of that game (a duplicate or out of order).
 */
export class CommandLogConflict extends Error {
  readonly reason: 'not-current-game' | 'seq-not-after-last';
  constructor(reason: CommandLogConflict['reason'], seq: number) {
    super(`Command ${seq} cannot be appended to the log: ${reason}`);
    this.name = 'CommandLogConflict';
    this.reason = reason;
  }
}

/**
 * Thrown by readCommands when a logged command cannot be read back (its payload is not JSON, a field has
 * the wrong type): damage, never a refusal. `readable` holds the entries before the damaged one, in seq
 * order, so a loader can recover every command before it; `reason` is for the server log only.
 */
export class DamagedCommandLog extends Error {
  readonly seq: number;
  readonly readable: LoggedCommand[];
  readonly reason: string;
  constructor(seq: number, readable: LoggedCommand[], reason: string) {
    super(`Logged command ${seq} cannot be read: ${reason}`);
    this.name = 'DamagedCommandLog';
    this.seq = seq;
    this.readable = readable;
    this.reason = reason;
  }
}

/**
 * A slot's own record of its game, read apart from its snapshots: the loader checks the snapshot and the
 * log against it (a missing snapshot, a log that ends before the slot's last command).
 */
export interface SlotRecord extends SaveSummary {
  /** The slot's current game. */
  gameId: string;
  /** That game's last logged command as the slot recorded it (the current snapshot's seq when none since). */
  lastSeq: number;
}

/** What a real read of the store found: ok, or a short reason for operators (the error itself for the log). */
export type StoreHealth = { ok: true } | { ok: false; reason: string; error?: unknown };

export type ContactKind = 'contact' | 'feedback';

export interface ContactMessage {
  id: string;
  kind: ContactKind;
  name: string;
  email: string;
  subject: string;
  message: string;
  userId: string | null;
  createdAt: Date;
}

export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  createdAt: Date;
}

export type NewUser = Omit<User, 'createdAt'> & { createdAt?: Date };

export type StorageKind = 'sqlite' | 'mongodb';

/** Thrown by createUser when the email is taken. */
export class DuplicateEmailError extends Error {
  constructor(email: string) {
    super(`An account with ${email} already exists`);
    this.name = 'DuplicateEmailError';
  }
}

export interface Storage {
  readonly kind: StorageKind;
  /** Opens the connection and creates the schema or indexes. */
  init(): Promise<void>;
  close(): Promise<void>;
  /** True when the store answers. */
  ping(): Promise<boolean>;
  /** A cheap real read of the stored data (not only the connection): what /api/health reports. */
  healthCheck(): Promise<StoreHealth>;

  createUser(user: NewUser): Promise<User>;
  findUserById(id: string): Promise<User | null>;
  findUserByEmail(email: string): Promise<User | null>;
  findUserByGoogleId(googleId: string): Promise<User | null>;
  confirmUserEmail(userId: string, at: Date): Promise<void>;
  linkGoogleAccount(userId: string, googleId: string): Promise<void>;
  /** Sets the account's password hash; null removes the password (the account then signs in with Google only). */
  updateUserPassword(userId: string, passwordHash: string | null): Promise<void>;
  /**
   * Deletes the account and everything kept for it: its sessions, email tokens (confirm and reset),
   * profile, every save slot (snapshots and command log) and its autosave slot. Contact messages stay
   * (they were sent to the operators). The user goes last, so a delete cut short leaves an account that
   * can still sign in and delete again. True when the account existed.
   */
  deleteUser(userId: string): Promise<boolean>;

  createSession(session: Session): Promise<void>;
  findSession(id: string): Promise<Session | null>;
  updateSessionExpiry(id: string, expiresAt: Date): Promise<void>;
  deleteSession(id: string): Promise<void>;
  deleteUserSessions(userId: string): Promise<void>;
  deleteExpiredSessions(now: Date): Promise<number>;

  createEmailToken(token: EmailToken): Promise<void>;
  /** Returns and deletes the token when it exists and has not expired; null otherwise. */
  consumeEmailToken(id: string, kind: EmailTokenKind, now: Date): Promise<EmailToken | null>;
  /** The token when it exists and has not expired, without using it up; null otherwise. */
  findEmailToken(id: string, kind: EmailTokenKind, now: Date): Promise<EmailToken | null>;
  deleteUserEmailTokens(userId: string, kind: EmailTokenKind): Promise<void>;
  /** The user's live (unexpired, unused) tokens of `kind`, oldest first (by createdAt; ties in any fixed order). */
  listLiveEmailTokens(userId: string, kind: EmailTokenKind, now: Date): Promise<EmailToken[]>;
  /**
   * Keeps the user's newest `keep` live tokens of `kind` and deletes the rest, expired ones included
   * (a cap on live links: a flood of sign-ups cannot grow storage). Returns how many were deleted.
   */
  pruneEmailTokens(userId: string, kind: EmailTokenKind, keep: number, now: Date): Promise<number>;

  getProfile(userId: string): Promise<Profile | null>;
  upsertProfile(profile: Profile): Promise<void>;

  /** One summary per occupied slot, by slot number: the current game's latest (from its last appended command). */
  listSaves(userId: string): Promise<SaveSummary[]>;
  /** Deletes the slot's snapshots and command log. True when the slot held a game. */
  deleteSave(userId: string, slotNumber: number): Promise<boolean>;

  /** The slot's current snapshot, or the previous good one (kept when a newer one is written). */
  getSnapshot(userId: string, slotNumber: number, which: SnapshotWhich): Promise<GameSnapshot | null>;
  /**
   * Makes `snapshot` the slot's current one; the former current becomes `previous` (whatever its game).
   * Prunes log entries no kept snapshot needs that are older than COMMAND_LOG_RETAINED_WEEKS (and the whole
   * log of a game no kept snapshot belongs to).
   */
  putSnapshot(snapshot: GameSnapshot): Promise<void>;
  /**
   * Appends one command to the slot's log and updates the slot's summary (savedAt = entry.at), durably,
   * before it resolves (one insert + one small update; never rewrites the snapshot). Throws
   * CommandLogConflict, writing nothing, when `gameId` is not the slot's current game or `entry.seq` is
   * not after that game's last logged command.
   */
  appendCommand(userId: string, slotNumber: number, gameId: string, entry: LoggedCommand, summary: SlotSummary): Promise<void>;
  /** The game's logged commands with seq > afterSeq, in seq order. Throws DamagedCommandLog at the first entry that cannot be read. */
  readCommands(userId: string, slotNumber: number, gameId: string, afterSeq: number): Promise<LoggedCommand[]>;
  /** The slot's record of its game (current game id, last logged seq, summary); null when the slot is empty. */
  getSlotRecord(userId: string, slotNumber: number): Promise<SlotRecord | null>;
  /** The slot the player's game autosaves to (the one last loaded, saved to or started in); null before any. */
  getActiveSlot(userId: string): Promise<number | null>;
  setActiveSlot(userId: string, slotNumber: number): Promise<void>;

  addContactMessage(message: ContactMessage): Promise<void>;
  listContactMessages(limit: number): Promise<ContactMessage[]>;

  addOutboxEmail(email: OutboxEmail): Promise<void>;
  /** Newest first. */
  listOutbox(limit: number): Promise<OutboxEmail[]>;
  getOutboxEmail(id: string): Promise<OutboxEmail | null>;
}
