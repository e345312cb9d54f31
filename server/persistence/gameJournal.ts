// A game on disk is its last snapshot plus the commands applied since (docs/persistence.md). The sim is
// deterministic (the seeded generator lives in the world, time is passed in), so replaying the logged
// commands through the one command table onto the snapshot rebuilds the live world exactly. This file
// opens a slot that way, appends each accepted command before its answer is sent, and writes snapshots.
import { randomUUID } from 'node:crypto';
import type { CommandPayload } from '#shared/protocol/commands.ts';
import type { WorldCommandName } from '#shared/sim/commands/command.ts';
import { dispatchCommand } from '#shared/sim/commands/table.ts';
import { playerFederation, WORLD_VERSION, type World } from '#shared/sim/world.ts';
import { MONTHS, WEEKS_PER_MONTH } from '#shared/rules/calendar.ts';
import { DamagedCommandLog, type GameSnapshot, type LoggedCommand, type SlotRecord, type SlotSummary, type SnapshotWhich, type Storage } from '../storage/port.ts';
import { encodeWorld, decodeWorld, UnreadableSnapshot } from './snapshotCodec.ts';

/**
 * A snapshot is written after this many logged commands (and whenever the room closes), so a load
 * replays at most this many. A snapshot of a 10-year world takes ~20-40 ms to compress: spread over this
 * many commands it adds well under 0.1 ms to each.
 */
export const SNAPSHOT_EVERY_COMMANDS = 1500;
/** ...or after this many in-game weeks, whichever comes first: replaying a year takes ~25-40 ms (npm run bench). */
export const SNAPSHOT_EVERY_WEEKS = 52;

/** Where a slot's game stands: which game it is and how far its log goes. */
export interface GamePosition {
  gameId: string;
  /** The last logged command applied. */
  seq: number;
  /** The seq the newest snapshot holds. */
  snapshotSeq: number;
  /** The in-game week (totalWeeksProgressed) of the newest snapshot. */
  snapshotWeek: number;
}

export interface OpenedGame extends GamePosition {
  world: World;
  /** Commands replayed onto the snapshot. */
  replayed: number;
}

/**
 * The most of a damaged slot's game that can be brought back: the newest snapshot that decodes, plus every
 * logged command after it up to the first one that cannot be read, is missing, or does not replay.
 */
export interface Recovery {
  world: World;
  /** The snapshot it starts from, and which of the slot's two it is. */
  base: GameSnapshot;
  which: SnapshotWhich;
  /** The last logged command replayed (the snapshot's seq when none). */
  seq: number;
  /** Commands of the slot's game that are not brought back (damaged, missing, refused, and every one after). */
  lostCommands: number;
  /** In-game weeks between the slot's last recorded date and the recovered world's date. */
  lostWeeks: number;
}

/** A logged command that no longer replays onto its snapshot: the commands before it still do. */
export class UnreplayableCommand extends UnreadableSnapshot {
  readonly seq: number;
  constructor(seq: number, reason: string) {
    super(reason);
    this.seq = seq;
  }
}

/** A calendar date as a count of weeks, to subtract two dates (every month has WEEKS_PER_MONTH weeks). */
function weekNumber(date: { currentWeek: number; currentMonth: string; currentYear: number }): number {
  const month = Math.max(0, (MONTHS as readonly string[]).indexOf(date.currentMonth));
  return (date.currentYear * MONTHS.length + month) * WEEKS_PER_MONTH + date.currentWeek - 1;
}

/**
 * The log after `snapshot` as far as it can be read with no gap, and why it stops early (null when it does
 * not). The room logs every accepted command under the next seq, so a missing seq is a missing row.
 */
async function readLog(storage: Storage, userId: string, slot: number, snapshot: GameSnapshot): Promise<{ entries: LoggedCommand[]; damage: string | null }> {
  let entries: LoggedCommand[];
  let damage: string | null = null;
  try {
    entries = await storage.readCommands(userId, slot, snapshot.gameId, snapshot.seq);
  } catch (error) {
    if (!(error instanceof DamagedCommandLog)) throw error;
    entries = error.readable;
    damage = `logged command ${error.seq} cannot be read: ${error.reason}`;
  }
  const gap = entries.findIndex((entry, i) => entry.seq !== snapshot.seq + i + 1);
  if (gap !== -1) {
    damage = `logged command ${snapshot.seq + gap + 1} is missing (the next one is ${entries[gap]!.seq})`;
    entries = entries.slice(0, gap);
  }
  return { entries, damage };
}

/** Replays as many of `log` as replay; throws UnreadableSnapshot only when the snapshot itself cannot be read. */
function replayAsFarAsPossible(snapshot: GameSnapshot, log: readonly LoggedCommand[]): OpenedGame {
  try {
    return replayGame(snapshot, log);
  } catch (error) {
    if (!(error instanceof UnreplayableCommand)) throw error;
    // From a fresh decode: nothing the refused command may have half-done survives.
    return replayGame(snapshot, log.filter((entry) => entry.seq < error.seq));
  }
}

/** Why a slot could not be opened: logged in full under errorId; the player reads a sentence and the id. */
export class UnreadableSlot extends Error {
  readonly errorId: string;
  readonly slot: number;
  constructor(slot: number, errorId: string, cause: unknown) {
    super(`slot ${slot} could not be read`, { cause });
    this.name = 'UnreadableSlot';
    this.slot = slot;
    this.errorId = errorId;
  }
}

/** The slot list's figures for a world: its owner's seat's federation (the slot belongs to the game's owner). */
export function summaryOf(world: World): SlotSummary {
  const federation = playerFederation(world);
  return {
    federationName: federation.name,
    federationLogo: federation.logo,
    currentWeek: world.calendar.week,
    currentMonth: world.calendar.month,
    currentYear: world.calendar.year,
    funds: Math.floor(federation.funds),
  };
}

/** Rebuilds a world from a snapshot and its log. Any failure (bytes, shape, a command that no longer applies) is UnreadableSnapshot. */
export function replayGame(snapshot: GameSnapshot, log: readonly LoggedCommand[]): OpenedGame {
  const world = decodeWorld(snapshot.data, snapshot.version);
  let seq = snapshot.seq;
  for (const entry of log) {
    try {
      dispatchCommand(world, entry.name as WorldCommandName, entry.federationId, entry.payload, { now: entry.at });
    } catch (error) {
      throw new UnreplayableCommand(entry.seq, `command ${entry.seq} (${entry.name}) did not replay: ${error instanceof Error ? error.message : String(error)}`);
    }
    seq = entry.seq;
  }
  // The first replayed command was logged in the snapshot's week; with none, the world is the snapshot's.
  const snapshotWeek = log[0]?.week ?? world.calendar.totalWeeksProgressed;
  return { world, gameId: snapshot.gameId, seq, snapshotSeq: snapshot.seq, snapshotWeek, replayed: log.length };
}

export class GameJournal {
  private readonly storage: Storage;
  constructor(storage: Storage) {
    this.storage = storage;
  }

  /**
   * The slot's game (current snapshot + log, or the previous good one), null when the slot is empty. Any
   * damage is UnreadableSnapshot: a snapshot the slot names that is missing or cannot be decoded, a log
   * entry that cannot be read, is missing or does not replay, a log that ends before the slot's last command.
   */
  async open(userId: string, slot: number, which: 'current' | 'previous' = 'current'): Promise<OpenedGame | null> {
    const snapshot = await this.storage.getSnapshot(userId, slot, which);
    const record = which === 'current' ? await this.storage.getSlotRecord(userId, slot) : null;
    if (!snapshot) {
      if (record) throw new UnreadableSnapshot(`the slot's current snapshot cannot be found (game ${record.gameId}, last command ${record.lastSeq})`);
      return null;
    }
    const { entries, damage } = await readLog(this.storage, userId, slot, snapshot);
    if (damage) throw new UnreadableSnapshot(damage);
    const last = entries.at(-1)?.seq ?? snapshot.seq;
    // Entries past the slot's last one are commands whose write was cut before the slot moved to them (the
    // MongoDB adapter's commit point): replayed as before. Fewer is a lost row.
    if (record?.gameId === snapshot.gameId && last < record.lastSeq) throw new UnreadableSnapshot(`the log ends at command ${last}, the slot's last is ${record.lastSeq}`);
    return replayGame(snapshot, entries);
  }

  /**
   * The most of a damaged slot that can be brought back (Recovery), or null when neither kept snapshot
   * can be read. Reads and replays only: nothing is written.
   */
  async planRecovery(userId: string, slot: number): Promise<Recovery | null> {
    const record: SlotRecord | null = await this.storage.getSlotRecord(userId, slot).catch(() => null);
    for (const which of ['current', 'previous'] as const) {
      try {
        const base = await this.storage.getSnapshot(userId, slot, which);
        if (!base) continue;
        const { entries } = await readLog(this.storage, userId, slot, base);
        const opened = replayAsFarAsPossible(base, entries);
        const sameGame = record?.gameId === base.gameId;
        const lostCommands = sameGame ? Math.max(0, record.lastSeq - opened.seq) : (record?.lastSeq ?? 0) + entries.length - opened.replayed;
        const { calendar } = opened.world;
        const lostWeeks = record ? Math.max(0, weekNumber(record) - weekNumber({ currentWeek: calendar.week, currentMonth: calendar.month, currentYear: calendar.year })) : 0;
        return { world: opened.world, base, which, seq: opened.seq, lostCommands, lostWeeks };
      } catch {
        // This snapshot (or reading it) is damaged too: try the older one.
      }
    }
    return null;
  }

  /** Appends one accepted command (with the client's request id, when it sent one); resolves once it is durable. */
  async append<C extends WorldCommandName>(userId: string, slot: number, position: GamePosition, entry: { name: C; payload: CommandPayload<C>; federationId: string; at: number; week: number; requestId?: string }, world: World): Promise<void> {
    const logged: LoggedCommand = { seq: position.seq + 1, ...entry };
    await this.storage.appendCommand(userId, slot, position.gameId, logged, summaryOf(world));
    position.seq = logged.seq;
  }

  /** True when the log since the last snapshot is long enough to fold into a new one. */
  snapshotDue(position: GamePosition, world: World): boolean {
    return position.seq - position.snapshotSeq >= SNAPSHOT_EVERY_COMMANDS || world.calendar.totalWeeksProgressed - position.snapshotWeek >= SNAPSHOT_EVERY_WEEKS;
  }

  /** Writes the world as the slot's new snapshot at the position's seq (the former one is kept as the previous good save). */
  async snapshot(userId: string, slot: number, position: GamePosition, world: World, savedAt = new Date()): Promise<void> {
    const data = encodeWorld(world);
    const seq = position.seq;
    await this.storage.putSnapshot({ userId, slotNumber: slot, ...summaryOf(world), savedAt, gameId: position.gameId, seq, data, version: WORLD_VERSION });
    position.snapshotSeq = seq;
    position.snapshotWeek = world.calendar.totalWeeksProgressed;
  }

  /**
   * Continues a damaged slot from the most that can be recovered (planRecovery): the restored world starts a
   * new game id whose first snapshot is written over the good one it came from, so the slot keeps a good
   * previous save and the damaged one is gone. Null when nothing can be recovered.
   */
  async restorePrevious(userId: string, slot: number): Promise<{ world: World; position: GamePosition; lostCommands: number; lostWeeks: number } | null> {
    const plan = await this.planRecovery(userId, slot);
    if (!plan) return null;
    // From the previous snapshot, it becomes current again first, so the new one pushes out the damaged one.
    if (plan.which === 'previous') await this.storage.putSnapshot(plan.base);
    const position = await this.start(userId, slot, plan.world);
    return { world: plan.world, position, lostCommands: plan.lostCommands, lostWeeks: plan.lostWeeks };
  }

  /** Starts a new game (a new id, an empty log) in the slot from `world`, and writes its first snapshot. */
  async start(userId: string, slot: number, world: World, savedAt = new Date()): Promise<GamePosition> {
    const position: GamePosition = { gameId: randomUUID(), seq: 0, snapshotSeq: 0, snapshotWeek: world.calendar.totalWeeksProgressed };
    await this.snapshot(userId, slot, position, world, savedAt);
    return position;
  }
}
