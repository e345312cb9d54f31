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
}

export type EmailTokenKind = 'confirm';

export interface EmailToken {
  /** SHA-256 hex of the token sent by email. */
  id: string;
  userId: string;
  kind: EmailTokenKind;
  expiresAt: Date;
  createdAt: Date;
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

  createUser(user: NewUser): Promise<User>;
  findUserById(id: string): Promise<User | null>;
  findUserByEmail(email: string): Promise<User | null>;
  findUserByGoogleId(googleId: string): Promise<User | null>;
  confirmUserEmail(userId: string, at: Date): Promise<void>;
  linkGoogleAccount(userId: string, googleId: string): Promise<void>;
  updateUserPassword(userId: string, passwordHash: string): Promise<void>;

  createSession(session: Session): Promise<void>;
  findSession(id: string): Promise<Session | null>;
  updateSessionExpiry(id: string, expiresAt: Date): Promise<void>;
  deleteSession(id: string): Promise<void>;
  deleteUserSessions(userId: string): Promise<void>;
  deleteExpiredSessions(now: Date): Promise<number>;

  createEmailToken(token: EmailToken): Promise<void>;
  /** Returns and deletes the token when it exists and has not expired; null otherwise. */
  consumeEmailToken(id: string, kind: EmailTokenKind, now: Date): Promise<EmailToken | null>;
  deleteUserEmailTokens(userId: string, kind: EmailTokenKind): Promise<void>;

  getProfile(userId: string): Promise<Profile | null>;
  upsertProfile(profile: Profile): Promise<void>;

  listSaves(userId: string): Promise<SaveSummary[]>;
  getSave(userId: string, slotNumber: number): Promise<GameSave | null>;
  /** Inserts or overwrites the (userId, slotNumber) save. */
  putSave(save: GameSave): Promise<void>;
  /** True when a save was deleted. */
  deleteSave(userId: string, slotNumber: number): Promise<boolean>;
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
