// The command log's writes on SQLite, as a group commit: the appends made in one turn of the event loop
// (every room's commands that arrived together) are written in one transaction, one WAL commit for all
// instead of one each, and each resolves once that commit is done, so a command is still durable before
// its answer (docs/persistence.md "SQLite tables"). Each append stands alone inside it (a savepoint): a
// conflict refuses that one only, writing nothing of it.
import type { SQLInputValue } from 'node:sqlite';
import { CommandLogConflict, type LoggedCommand, type SlotSummary } from '../port.ts';
import { summaryValues, type Row } from './gameRows.ts';

/** What the writer needs of the store's connection: its prepared-statement helpers and its transaction. */
export interface LogConnection {
  run(sql: string, ...params: SQLInputValue[]): number;
  get(sql: string, ...params: SQLInputValue[]): Row | undefined;
  transaction(work: () => void): void;
}

/** A command waiting for the next group commit, with its promise's settlers. */
interface PendingAppend {
  userId: string;
  slotNumber: number;
  gameId: string;
  entry: LoggedCommand;
  /** The payload as JSON, made when the command was appended. */
  payload: string;
  summary: SlotSummary;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** SQLite's message for a broken PRIMARY KEY or UNIQUE constraint. */
const isUniqueViolation = (error: unknown): boolean => /UNIQUE constraint failed|PRIMARY KEY/.test(String((error as Error)?.message));

export class CommandLogWriter {
  private readonly connection: LogConnection;
  /** Logged commands waiting for this turn's commit, in arrival order. */
  private pending: PendingAppend[] = [];

  constructor(connection: LogConnection) {
    this.connection = connection;
  }

  /** Queues the append for this turn's commit; resolves once it is durable, or rejects (CommandLogConflict) writing nothing. */
  append(userId: string, slotNumber: number, gameId: string, entry: LoggedCommand, summary: SlotSummary): Promise<void> {
    const payload = JSON.stringify(entry.payload) ?? 'null';
    return new Promise<void>((resolve, reject) => {
      if (this.pending.push({ userId, slotNumber, gameId, entry, payload, summary, resolve, reject }) === 1) setImmediate(() => this.commit());
    });
  }

  /** Writes the queued appends in one transaction (now: the store closes after it). */
  commit(): void {
    const batch = this.pending;
    if (batch.length === 0) return;
    this.pending = [];
    const { run } = this.connection;
    const refusals: unknown[] = [];
    try {
      this.connection.transaction(() => {
        for (const append of batch) {
          run('SAVEPOINT append_command');
          try {
            this.write(append);
            refusals.push(undefined);
          } catch (error) {
            run('ROLLBACK TO append_command');
            refusals.push(error);
          }
          run('RELEASE append_command');
        }
      });
    } catch (error) {
      for (const append of batch) append.reject(error);
      return;
    }
    batch.forEach((append, index) => (refusals[index] === undefined ? append.resolve() : append.reject(refusals[index])));
  }

  /** Writes one logged command and moves its slot's row to it, inside the open transaction; throws CommandLogConflict when it cannot follow. */
  private write({ userId, slotNumber, gameId, entry, payload, summary }: PendingAppend): void {
    const { run, get } = this.connection;
    // The slot's row moves to this command only when it holds this game and the seq comes after its last.
    const moved = run(
      `UPDATE game_slots SET federation_name = ?, federation_logo = ?, current_week = ?, current_month = ?, current_year = ?,
         funds = ?, saved_at = ?, last_seq = ?
       WHERE user_id = ? AND slot_number = ? AND game_id = ? AND last_seq < ?`,
      ...summaryValues(summary),
      entry.at,
      entry.seq,
      userId,
      slotNumber,
      gameId,
      entry.seq,
    );
    if (moved === 0) {
      const slot = get('SELECT game_id FROM game_slots WHERE user_id = ? AND slot_number = ?', userId, slotNumber);
      throw new CommandLogConflict(slot && String(slot.game_id) === gameId ? 'seq-not-after-last' : 'not-current-game', entry.seq);
    }
    try {
      run(
        'INSERT INTO game_commands (user_id, slot_number, game_id, seq, name, payload, federation_id, at, week, request_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        userId,
        slotNumber,
        gameId,
        entry.seq,
        entry.name,
        payload,
        entry.federationId,
        entry.at,
        entry.week,
        entry.requestId ?? null,
      );
    } catch (error) {
      // An entry kept from an earlier run of this game already has this seq.
      if (isUniqueViolation(error)) throw new CommandLogConflict('seq-not-after-last', entry.seq);
      throw error;
    }
  }
}
