// MongoDB store on the official driver, used when MONGODB_URI is set. Behaves exactly like the
// embedded SQLite adapter (the reference): same shapes back (Date objects, null for absent values,
// no `_id`), same ordering, same error for a taken email. The contract suite runs against both.
//
// Documents: users, sessions, email_tokens and profiles use the natural string key as `_id`
// (user id, session id, token id, user id). Games: game_slots (one per (userId, slotNumber), unique: the
// slot list's summary, the game id, the last logged seq and the ids of the current and previous
// snapshots), game_snapshots (ObjectId `_id`, the compressed world as BSON binary) and game_commands (the
// log, unique (userId, slotNumber, gameId, seq)); docs/persistence.md "Storage". Without transactions
// (a standalone server has none), each write is ordered so that one document update is the commit point:
// a snapshot is inserted before the slot points at it, a logged command is inserted before the slot moves
// to it (and removed again when the slot refuses it). contact_messages and email_outbox keep their id in a unique `id` field and let the driver
// make an ObjectId `_id`: the ObjectId grows with insertion, so it breaks createdAt ties in the
// newest-first lists the way SQLite's rowid does.
// `_id` is MongoDB's own key field, not a private-member convention.
/* oxlint-disable no-underscore-dangle */
import { Binary, MongoClient, ObjectId, type Collection, type Db } from 'mongodb';
import { readLoggedCommands } from '../commandRows.ts';
import { snapshotFromSave } from '../legacySaves.ts';
import {
  summaryFields,
  SUMMARY_PROJECTION,
  toCommand,
  toSnapshot,
  toSummary,
  type CommandDoc,
  type LegacySaveDoc,
  type SlotDoc,
  type SnapshotDoc,
  type SummaryFields,
} from './gameDocs.ts';
import {
  COMMAND_LOG_RETAINED_WEEKS,
  CommandLogConflict,
  DuplicateEmailError,
  type ContactKind,
  type ContactMessage,
  type EmailToken,
  type EmailTokenKind,
  type GameSnapshot,
  type LoggedCommand,
  type SlotRecord,
  type StoreHealth,
  type NewUser,
  type OutboxEmail,
  type Profile,
  type SaveSummary,
  type Session,
  type SlotSummary,
  type SnapshotWhich,
  type Storage,
  type User,
} from '../port.ts';

export const DEFAULT_MONGO_DB_NAME = 'main_event_mogul';

interface UserDoc {
  _id: string;
  email: string;
  passwordHash: string | null;
  emailConfirmedAt: Date | null;
  googleId: string | null;
  createdAt: Date;
}

interface SessionDoc {
  _id: string;
  userId: string;
  expiresAt: Date;
  /** When Google proved the sign-in (absent: a password sign-in, or an older document). */
  googleSignInAt?: Date;
}

interface EmailTokenDoc {
  _id: string;
  userId: string;
  kind: EmailTokenKind;
  expiresAt: Date;
  createdAt: Date;
  /** confirm: the sign-up's password hash (absent on older documents and other kinds). */
  passwordHash?: string;
}

interface ProfileDoc {
  _id: string; // userId
  musicMuted: boolean;
  mutedSongs: string[];
}

/** The slot a player's game autosaves to, keyed by user id. */
interface ActiveSlotDoc {
  _id: string;
  slotNumber: number;
}

interface ContactDoc {
  _id?: ObjectId;
  id: string;
  kind: ContactKind;
  name: string;
  email: string;
  subject: string;
  message: string;
  userId: string | null;
  createdAt: Date;
}

interface OutboxDoc {
  _id?: ObjectId;
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  createdAt: Date;
}

/** The database named in the URI's path (`mongodb://host/name?opts`), or null when it names none. */
export function databaseNameFromUri(uri: string): string | null {
  const rest = uri.replace(/^mongodb(\+srv)?:\/\//i, '');
  const queryAt = rest.indexOf('?');
  const beforeQuery = queryAt === -1 ? rest : rest.slice(0, queryAt);
  // Reserved characters in the user info must be percent-encoded, so the first '/' ends the hosts.
  const slashAt = beforeQuery.indexOf('/');
  if (slashAt === -1) return null;
  const name = decodeURIComponent(beforeQuery.slice(slashAt + 1));
  return name === '' ? null : name;
}

const dateOrNull = (value: Date | null | undefined): Date | null => (value instanceof Date ? value : null);
const stringOrNull = (value: string | null | undefined): string | null => (typeof value === 'string' ? value : null);

function toUser(doc: UserDoc): User {
  return {
    id: doc._id,
    email: doc.email,
    passwordHash: stringOrNull(doc.passwordHash),
    emailConfirmedAt: dateOrNull(doc.emailConfirmedAt),
    googleId: stringOrNull(doc.googleId),
    createdAt: doc.createdAt,
  };
}

function toEmailToken(doc: EmailTokenDoc): EmailToken {
  const token: EmailToken = { id: doc._id, userId: doc.userId, kind: doc.kind, expiresAt: doc.expiresAt, createdAt: doc.createdAt };
  if (typeof doc.passwordHash === 'string') token.passwordHash = doc.passwordHash;
  return token;
}

function toContact(doc: ContactDoc): ContactMessage {
  return {
    id: doc.id,
    kind: doc.kind,
    name: doc.name,
    email: doc.email,
    subject: doc.subject,
    message: doc.message,
    userId: stringOrNull(doc.userId),
    createdAt: doc.createdAt,
  };
}

function toOutbox(doc: OutboxDoc): OutboxEmail {
  return { id: doc.id, to: doc.to, subject: doc.subject, html: doc.html, text: doc.text, createdAt: doc.createdAt };
}

/** True for a duplicate-key error (E11000) raised by the unique index on users.email. */
function isDuplicateEmail(error: unknown): boolean {
  if (!isDuplicateKey(error)) return false;
  const e = error as { keyPattern?: Record<string, unknown>; message?: unknown };
  if (e.keyPattern && typeof e.keyPattern === 'object') return 'email' in e.keyPattern;
  return typeof e.message === 'string' && e.message.includes('users_email');
}

/** SQL's LIMIT in the driver's terms: a negative limit means none (the driver's 0); 0 is handled by the callers. */
const sqlLimit = (limit: number): number => (limit < 0 ? 0 : limit);

/** A duplicate-key error (E11000). */
const isDuplicateKey = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;

/** A string as a value in an update pipeline, where a leading '$' would otherwise read as a field path. */
const literal = (value: string): { $literal: string } => ({ $literal: value });

/** How long to look for a reachable MongoDB server before an operation fails, in ms. */
const MONGO_SELECTION_TIMEOUT_MS = 5000;

export class MongoStorage implements Storage {
  readonly kind = 'mongodb' as const;
  readonly dbName: string;
  private readonly uri: string;
  private client: MongoClient | null = null;
  private db: Db | null = null;

  /** `dbName` defaults to the database named in the URI, else 'main_event_mogul'. */
  constructor(uri: string, dbName?: string) {
    this.uri = uri;
    this.dbName = dbName ?? databaseNameFromUri(uri) ?? DEFAULT_MONGO_DB_NAME;
  }

  private get database(): Db {
    if (!this.db) throw new Error('Storage is not open');
    return this.db;
  }

  private get users(): Collection<UserDoc> {
    return this.database.collection<UserDoc>('users');
  }

  private get sessions(): Collection<SessionDoc> {
    return this.database.collection<SessionDoc>('sessions');
  }

  private get emailTokens(): Collection<EmailTokenDoc> {
    return this.database.collection<EmailTokenDoc>('email_tokens');
  }

  private get profiles(): Collection<ProfileDoc> {
    return this.database.collection<ProfileDoc>('profiles');
  }

  private get legacySaves(): Collection<LegacySaveDoc> {
    return this.database.collection<LegacySaveDoc>('game_saves');
  }

  private get slots(): Collection<SlotDoc> {
    return this.database.collection<SlotDoc>('game_slots');
  }

  private get snapshots(): Collection<SnapshotDoc> {
    return this.database.collection<SnapshotDoc>('game_snapshots');
  }

  private get commands(): Collection<CommandDoc> {
    return this.database.collection<CommandDoc>('game_commands');
  }

  private get activeSlots(): Collection<ActiveSlotDoc> {
    return this.database.collection<ActiveSlotDoc>('active_save_slots');
  }

  private get contactMessages(): Collection<ContactDoc> {
    return this.database.collection<ContactDoc>('contact_messages');
  }

  private get outbox(): Collection<OutboxDoc> {
    return this.database.collection<OutboxDoc>('email_outbox');
  }

  async init(): Promise<void> {
    await this.close();
    // 5 s instead of the driver's 30 s, so /api/health answers promptly when MongoDB is down.
    const client = new MongoClient(this.uri, { serverSelectionTimeoutMS: MONGO_SELECTION_TIMEOUT_MS });
    try {
      await client.connect();
    } catch (error) {
      await client.close().catch(() => undefined);
      throw error;
    }
    this.client = client;
    this.db = client.db(this.dbName);
    try {
      await Promise.all([
        this.users.createIndexes([
          { key: { email: 1 }, name: 'users_email', unique: true },
          // Partial rather than sparse: Google-less users store googleId: null, which a sparse index would still hold.
          {
            key: { googleId: 1 },
            name: 'users_google_id',
            unique: true,
            partialFilterExpression: { googleId: { $type: 'string' } },
          },
        ]),
        // Session ids are `_id` (unique by itself). The TTL index lets the server drop sessions
        // once expired; deleteExpiredSessions still removes them on demand, as on SQLite.
        this.sessions.createIndexes([
          { key: { userId: 1 }, name: 'sessions_user' },
          { key: { expiresAt: 1 }, name: 'sessions_expiry', expireAfterSeconds: 0 },
        ]),
        this.emailTokens.createIndexes([
          { key: { userId: 1, kind: 1 }, name: 'email_tokens_user' },
          { key: { expiresAt: 1 }, name: 'email_tokens_expiry', expireAfterSeconds: 0 },
        ]),
        // Profiles are keyed by userId as `_id`: unique by itself, no extra index needed.
        this.slots.createIndexes([{ key: { userId: 1, slotNumber: 1 }, name: 'game_slots_user_slot', unique: true }]),
        this.snapshots.createIndexes([{ key: { userId: 1, slotNumber: 1 }, name: 'game_snapshots_slot' }]),
        this.commands.createIndexes([
          { key: { userId: 1, slotNumber: 1, gameId: 1, seq: 1 }, name: 'game_commands_game_seq', unique: true },
        ]),
        this.contactMessages.createIndexes([
          { key: { id: 1 }, name: 'contact_messages_id', unique: true },
          { key: { createdAt: -1, _id: -1 }, name: 'contact_messages_created' },
        ]),
        this.outbox.createIndexes([
          { key: { id: 1 }, name: 'email_outbox_id', unique: true },
          { key: { createdAt: -1, _id: -1 }, name: 'email_outbox_created' },
        ]),
      ]);
      await this.migrateLegacySaves();
    } catch (error) {
      await this.close();
      throw error;
    }
  }

  /**
   * Saves written before snapshots (release 0.3.1 and earlier: one game_saves document of JSON text per
   * slot) become the slot's current snapshot, seq 0 of a game named after the old document; then the old
   * document goes. Every step is idempotent (the snapshot reuses the old document's _id, the slot is only
   * inserted), so a start interrupted half-way, or two servers starting at once, end in the same state.
   */
  private async migrateLegacySaves(): Promise<void> {
    for await (const old of this.legacySaves.find({ gameData: { $type: 'string' } })) {
      const { _id, gameData, version, ...summary } = old;
      const taken = await this.slots.findOne({ userId: old.userId, slotNumber: old.slotNumber }, { projection: { currentId: 1 } });
      if (!taken) {
        const snapshot = snapshotFromSave({ ...summary, gameData, version }, `legacy-${_id.toHexString()}`, 0);
        await this.snapshots.updateOne({ _id }, { $setOnInsert: this.snapshotDoc(_id, snapshot) }, { upsert: true });
        await this.slots.updateOne(
          { userId: old.userId, slotNumber: old.slotNumber },
          {
            $setOnInsert: {
              ...summaryFields(old.userId, old.slotNumber, summary, summary.savedAt),
              gameId: snapshot.gameId,
              lastSeq: 0,
              currentId: _id,
              previousId: null,
            },
          },
          { upsert: true },
        );
      }
      await this.legacySaves.deleteOne({ _id });
    }
  }

  private snapshotDoc(id: ObjectId, snapshot: GameSnapshot): SnapshotDoc {
    return {
      _id: id,
      ...summaryFields(snapshot.userId, snapshot.slotNumber, snapshot, snapshot.savedAt),
      gameId: snapshot.gameId,
      seq: snapshot.seq,
      version: snapshot.version,
      data: new Binary(snapshot.data),
    };
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.db = null;
    await client?.close();
  }

  async healthCheck(): Promise<StoreHealth> {
    try {
      // The server answers, and the slot collection can be read (one index entry, no document body).
      await this.database.admin().command({ ping: 1 });
      await this.slots.findOne({}, { projection: { _id: 1 } });
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: 'the database cannot be read', error };
    }
  }

  async ping(): Promise<boolean> {
    try {
      const result = await this.database.admin().command({ ping: 1 });
      return result.ok === 1;
    } catch {
      return false;
    }
  }

  async createUser(user: NewUser): Promise<User> {
    const createdAt = user.createdAt ?? new Date();
    try {
      await this.users.insertOne({
        _id: user.id,
        email: user.email,
        passwordHash: user.passwordHash,
        emailConfirmedAt: user.emailConfirmedAt,
        googleId: user.googleId,
        createdAt,
      });
    } catch (error) {
      if (isDuplicateEmail(error)) throw new DuplicateEmailError(user.email);
      throw error;
    }
    return { ...user, createdAt };
  }

  async findUserById(id: string): Promise<User | null> {
    const doc = await this.users.findOne({ _id: id });
    return doc ? toUser(doc) : null;
  }

  async findUserByEmail(email: string): Promise<User | null> {
    const doc = await this.users.findOne({ email });
    return doc ? toUser(doc) : null;
  }

  async findUserByGoogleId(googleId: string): Promise<User | null> {
    const doc = await this.users.findOne({ googleId });
    return doc ? toUser(doc) : null;
  }

  async confirmUserEmail(userId: string, at: Date): Promise<void> {
    // Only the first confirmation counts (SQLite: COALESCE(email_confirmed_at, ?)).
    await this.users.updateOne({ _id: userId, emailConfirmedAt: null }, { $set: { emailConfirmedAt: at } });
  }

  async linkGoogleAccount(userId: string, googleId: string): Promise<void> {
    await this.users.updateOne({ _id: userId }, { $set: { googleId } });
  }

  async updateUserPassword(userId: string, passwordHash: string | null): Promise<void> {
    await this.users.updateOne({ _id: userId }, { $set: { passwordHash } });
  }

  async deleteUser(userId: string): Promise<boolean> {
    // No transaction on a standalone server: the sessions first (nobody is signed in any more), then the
    // slot documents before their snapshots and log (an append racing this is refused and removed again,
    // as in deleteSave), and the user last, so a delete cut short can be run again by its owner.
    await this.sessions.deleteMany({ userId });
    await this.emailTokens.deleteMany({ userId });
    await this.slots.deleteMany({ userId });
    await this.snapshots.deleteMany({ userId });
    await this.commands.deleteMany({ userId });
    await this.activeSlots.deleteOne({ _id: userId });
    await this.profiles.deleteOne({ _id: userId });
    const result = await this.users.deleteOne({ _id: userId });
    return result.deletedCount > 0;
  }

  async createSession(session: Session): Promise<void> {
    await this.sessions.insertOne({
      _id: session.id,
      userId: session.userId,
      expiresAt: session.expiresAt,
      ...(session.googleSignInAt ? { googleSignInAt: session.googleSignInAt } : {}),
    });
  }

  async findSession(id: string): Promise<Session | null> {
    const doc = await this.sessions.findOne({ _id: id });
    if (!doc) return null;
    const session: Session = { id: doc._id, userId: doc.userId, expiresAt: doc.expiresAt };
    if (doc.googleSignInAt instanceof Date) session.googleSignInAt = doc.googleSignInAt;
    return session;
  }

  async updateSessionExpiry(id: string, expiresAt: Date): Promise<void> {
    await this.sessions.updateOne({ _id: id }, { $set: { expiresAt } });
  }

  async deleteSession(id: string): Promise<void> {
    await this.sessions.deleteOne({ _id: id });
  }

  async deleteUserSessions(userId: string): Promise<void> {
    await this.sessions.deleteMany({ userId });
  }

  async deleteExpiredSessions(now: Date): Promise<number> {
    const result = await this.sessions.deleteMany({ expiresAt: { $lte: now } });
    return result.deletedCount;
  }

  async createEmailToken(token: EmailToken): Promise<void> {
    await this.emailTokens.insertOne({
      _id: token.id,
      userId: token.userId,
      kind: token.kind,
      expiresAt: token.expiresAt,
      createdAt: token.createdAt,
      ...(token.passwordHash === undefined ? {} : { passwordHash: token.passwordHash }),
    });
  }

  async consumeEmailToken(id: string, kind: EmailTokenKind, now: Date): Promise<EmailToken | null> {
    // One atomic find-and-delete: a token works once. An expired token is removed too, as on SQLite.
    const doc = await this.emailTokens.findOneAndDelete({ _id: id, kind });
    if (!doc) return null;
    if (doc.expiresAt.getTime() <= now.getTime()) return null;
    return toEmailToken(doc);
  }

  async findEmailToken(id: string, kind: EmailTokenKind, now: Date): Promise<EmailToken | null> {
    const doc = await this.emailTokens.findOne({ _id: id, kind, expiresAt: { $gt: now } });
    return doc ? toEmailToken(doc) : null;
  }

  async deleteUserEmailTokens(userId: string, kind: EmailTokenKind): Promise<void> {
    await this.emailTokens.deleteMany({ userId, kind });
  }

  async listLiveEmailTokens(userId: string, kind: EmailTokenKind, now: Date): Promise<EmailToken[]> {
    const docs = await this.emailTokens.find({ userId, kind, expiresAt: { $gt: now } }).sort({ createdAt: 1, _id: 1 }).toArray();
    return docs.map(toEmailToken);
  }

  async pruneEmailTokens(userId: string, kind: EmailTokenKind, keep: number, now: Date): Promise<number> {
    const live = await this.listLiveEmailTokens(userId, kind, now);
    const older = live.slice(0, Math.max(0, live.length - Math.max(0, keep))).map((token) => token.id);
    const result = await this.emailTokens.deleteMany({ userId, kind, $or: [{ expiresAt: { $lte: now } }, { _id: { $in: older } }] });
    return result.deletedCount;
  }

  async getProfile(userId: string): Promise<Profile | null> {
    const doc = await this.profiles.findOne({ _id: userId });
    if (!doc) return null;
    return { userId, musicMuted: doc.musicMuted === true, mutedSongs: [...(doc.mutedSongs ?? [])] };
  }

  async upsertProfile(profile: Profile): Promise<void> {
    await this.profiles.updateOne(
      { _id: profile.userId },
      { $set: { musicMuted: profile.musicMuted, mutedSongs: [...profile.mutedSongs] } },
      { upsert: true },
    );
  }

  async listSaves(userId: string): Promise<SaveSummary[]> {
    const docs = await this.slots.find({ userId }, { projection: SUMMARY_PROJECTION }).sort({ slotNumber: 1 }).toArray();
    return docs.map((doc) => toSummary(doc as unknown as SummaryFields));
  }

  async deleteSave(userId: string, slotNumber: number): Promise<boolean> {
    // The slot document first: once it is gone the slot reads as empty and refuses appends.
    const result = await this.slots.deleteOne({ userId, slotNumber });
    await this.snapshots.deleteMany({ userId, slotNumber });
    await this.commands.deleteMany({ userId, slotNumber });
    return result.deletedCount > 0;
  }

  async getSnapshot(userId: string, slotNumber: number, which: SnapshotWhich): Promise<GameSnapshot | null> {
    const slot = await this.slots.findOne({ userId, slotNumber }, { projection: { currentId: 1, previousId: 1 } });
    const id = which === 'current' ? slot?.currentId : slot?.previousId;
    if (!id) return null;
    const doc = await this.snapshots.findOne({ _id: id });
    return doc ? toSnapshot(doc) : null;
  }

  async putSnapshot(snapshot: GameSnapshot): Promise<void> {
    const { userId, slotNumber, gameId, seq } = snapshot;
    if (!gameId || !Number.isInteger(seq) || seq < 0) throw new Error(`Bad snapshot: game "${gameId}", seq ${seq}`);
    const id = new ObjectId();
    // A current id that names no snapshot (damage) leaves the previous one in place: a write never deletes
    // a snapshot that could still be restored.
    const former = await this.slots.findOne({ userId, slotNumber }, { projection: { currentId: 1 } });
    const currentMissing = !!former?.currentId && !(await this.snapshots.findOne({ _id: former.currentId }, { projection: { _id: 1 } }));
    await this.snapshots.insertOne(this.snapshotDoc(id, snapshot));
    // One atomic update makes it current: the former current becomes previous, the summary is the snapshot's,
    // and lastSeq keeps the highest of the game's (a new game starts at the snapshot's seq).
    const before = await this.slots.findOneAndUpdate(
      { userId, slotNumber },
      [
        {
          $set: {
            previousId: { $ifNull: [currentMissing ? '$previousId' : '$currentId', null] },
            currentId: id,
            lastSeq: { $cond: [{ $eq: ['$gameId', literal(gameId)] }, { $max: ['$lastSeq', seq] }, seq] },
            gameId: literal(gameId),
            federationName: literal(snapshot.federationName),
            federationLogo: literal(snapshot.federationLogo),
            currentWeek: snapshot.currentWeek,
            currentMonth: literal(snapshot.currentMonth),
            currentYear: snapshot.currentYear,
            funds: Math.floor(snapshot.funds),
            savedAt: snapshot.savedAt,
          },
        },
      ],
      { upsert: true, returnDocument: 'before' },
    );
    // The snapshot that is neither current nor previous any more.
    if (before?.previousId && !currentMissing) await this.snapshots.deleteOne({ _id: before.previousId });
    const kept: Array<{ gameId: string; seq: number }> = [{ gameId, seq }];
    const keptPreviousId = currentMissing ? before?.previousId : before?.currentId;
    if (keptPreviousId) {
      const previous = await this.snapshots.findOne({ _id: keptPreviousId }, { projection: { gameId: 1, seq: 1 } });
      if (previous) kept.push({ gameId: previous.gameId, seq: previous.seq });
    }
    await this.pruneLog(userId, slotNumber, kept);
  }

  /** As SqliteStorage.pruneLog: the log no kept snapshot needs, once more than COMMAND_LOG_RETAINED_WEEKS old. */
  private async pruneLog(userId: string, slotNumber: number, kept: Array<{ gameId: string; seq: number }>): Promise<void> {
    const games = [...new Set(kept.map((k) => k.gameId))];
    await this.commands.deleteMany({ userId, slotNumber, gameId: { $nin: games } });
    for (const gameId of games) {
      const oldest = Math.min(...kept.filter((k) => k.gameId === gameId).map((k) => k.seq));
      const latest = await this.commands.findOne({ userId, slotNumber, gameId }, { sort: { seq: -1 }, projection: { week: 1 } });
      if (!latest) continue;
      await this.commands.deleteMany({ userId, slotNumber, gameId, seq: { $lte: oldest }, week: { $lt: latest.week - COMMAND_LOG_RETAINED_WEEKS } });
    }
  }

  async appendCommand(userId: string, slotNumber: number, gameId: string, entry: LoggedCommand, summary: SlotSummary): Promise<void> {
    if (!Number.isInteger(entry.seq) || entry.seq < 1) throw new Error(`Bad command seq ${entry.seq}`);
    const refusal = async (): Promise<CommandLogConflict> => {
      const slot = await this.slots.findOne({ userId, slotNumber }, { projection: { gameId: 1 } });
      return new CommandLogConflict(slot?.gameId === gameId ? 'seq-not-after-last' : 'not-current-game', entry.seq);
    };
    let insertedId: ObjectId;
    try {
      const inserted = await this.commands.insertOne(
        {
          userId,
          slotNumber,
          gameId,
          seq: entry.seq,
          name: entry.name,
          payload: JSON.stringify(entry.payload) ?? 'null',
          federationId: entry.federationId,
          at: entry.at,
          week: entry.week,
          ...(entry.requestId === undefined ? {} : { requestId: entry.requestId }),
        },
        // Journaled before it resolves: the command survives a crash of the database server too.
        { writeConcern: { journal: true } },
      );
      insertedId = inserted.insertedId;
    } catch (error) {
      if (isDuplicateKey(error)) throw await refusal();
      throw error;
    }
    // The slot moves to this command only when it holds this game and the seq comes after its last.
    const moved = await this.slots.updateOne(
      { userId, slotNumber, gameId, lastSeq: { $lt: entry.seq } },
      { $set: { ...summaryFields(userId, slotNumber, summary, new Date(entry.at)), lastSeq: entry.seq } },
    );
    if (moved.matchedCount === 0) {
      await this.commands.deleteOne({ _id: insertedId });
      throw await refusal();
    }
  }

  async readCommands(userId: string, slotNumber: number, gameId: string, afterSeq: number): Promise<LoggedCommand[]> {
    const docs = await this.commands.find({ userId, slotNumber, gameId, seq: { $gt: afterSeq } }).sort({ seq: 1 }).toArray();
    return readLoggedCommands(docs, toCommand);
  }

  async getSlotRecord(userId: string, slotNumber: number): Promise<SlotRecord | null> {
    const doc = await this.slots.findOne({ userId, slotNumber }, { projection: { ...SUMMARY_PROJECTION, gameId: 1, lastSeq: 1 } });
    return doc ? { ...toSummary(doc as unknown as SummaryFields), gameId: doc.gameId, lastSeq: doc.lastSeq } : null;
  }

  async getActiveSlot(userId: string): Promise<number | null> {
    const doc = await this.activeSlots.findOne({ _id: userId });
    return doc ? doc.slotNumber : null;
  }

  async setActiveSlot(userId: string, slotNumber: number): Promise<void> {
    await this.activeSlots.updateOne({ _id: userId }, { $set: { slotNumber } }, { upsert: true });
  }

  async addContactMessage(message: ContactMessage): Promise<void> {
    await this.contactMessages.insertOne({
      id: message.id,
      kind: message.kind,
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      userId: message.userId,
      createdAt: message.createdAt,
    });
  }

  async listContactMessages(limit: number): Promise<ContactMessage[]> {
    if (limit === 0) return [];
    const docs = await this.contactMessages.find({}).sort({ createdAt: -1, _id: -1 }).limit(sqlLimit(limit)).toArray();
    return docs.map(toContact);
  }

  async addOutboxEmail(email: OutboxEmail): Promise<void> {
    await this.outbox.insertOne({
      id: email.id,
      to: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      createdAt: email.createdAt,
    });
  }

  async listOutbox(limit: number): Promise<OutboxEmail[]> {
    if (limit === 0) return [];
    const docs = await this.outbox.find({}).sort({ createdAt: -1, _id: -1 }).limit(sqlLimit(limit)).toArray();
    return docs.map(toOutbox);
  }

  async getOutboxEmail(id: string): Promise<OutboxEmail | null> {
    const doc = await this.outbox.findOne({ id });
    return doc ? toOutbox(doc) : null;
  }
}
