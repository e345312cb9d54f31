// A game on disk is its last snapshot plus the commands applied since (docs/persistence.md). The sim is
// deterministic (the seeded generator lives in the world, time is passed in), so replaying the logged
// commands through the one command table onto the snapshot rebuilds the live world exactly. This file
// opens a slot that way, appends each accepted command before its answer is sent, and writes snapshots.
import { randomUUID } from 'node:crypto';
import type { CommandPayload } from '../../shared/protocol/commands.ts';
import type { WorldCommandName } from '../../shared/sim/commands/command.ts';
import { dispatchCommand } from '../../shared/sim/commands/table.ts';
import { playerFederation, WORLD_VERSION, type World } from '../../shared/sim/world.ts';
import type { GameSnapshot, LoggedCommand, SlotSummary, Storage } from '../storage/port.ts';
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
      throw new UnreadableSnapshot(`command ${entry.seq} (${entry.name}) did not replay: ${error instanceof Error ? error.message : String(error)}`);
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

  /** The slot's game (current snapshot + log, or the previous good one), null when the slot is empty. Throws UnreadableSnapshot. */
  async open(userId: string, slot: number, which: 'current' | 'previous' = 'current'): Promise<OpenedGame | null> {
    const snapshot = await this.storage.getSnapshot(userId, slot, which);
    if (!snapshot) return null;
    const log = await this.storage.readCommands(userId, slot, snapshot.gameId, snapshot.seq);
    return replayGame(snapshot, log);
  }

  /** Appends one accepted command; resolves once it is durable. */
  async append<C extends WorldCommandName>(userId: string, slot: number, position: GamePosition, entry: { name: C; payload: CommandPayload<C>; federationId: string; at: number; week: number }, world: World): Promise<void> {
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
   * Continues a slot from its previous good snapshot (and the log after it): that snapshot becomes the
   * slot's current one again and the restored world starts a new game id, so the slot keeps a good
   * previous save and the unreadable one is gone. Null when there is none; throws UnreadableSnapshot.
   */
  async restorePrevious(userId: string, slot: number): Promise<{ world: World; position: GamePosition } | null> {
    const previous = await this.storage.getSnapshot(userId, slot, 'previous');
    if (!previous) return null;
    const { world } = replayGame(previous, await this.storage.readCommands(userId, slot, previous.gameId, previous.seq));
    await this.storage.putSnapshot(previous);
    return { world, position: await this.start(userId, slot, world) };
  }

  /** Starts a new game (a new id, an empty log) in the slot from `world`, and writes its first snapshot. */
  async start(userId: string, slot: number, world: World, savedAt = new Date()): Promise<GamePosition> {
    const position: GamePosition = { gameId: randomUUID(), seq: 0, snapshotSeq: 0, snapshotWeek: world.calendar.totalWeeksProgressed };
    await this.snapshot(userId, slot, position, world, savedAt);
    return position;
  }
}
