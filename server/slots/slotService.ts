// The game a room plays, in its save slot on disk: which slot it plays and logs to, where that game stands
// in its journal (snapshot + command log), the save problem the player must choose about, and the slot
// operations (new game, save, load, continue from a previous save) that change which game is played
// rather than the world. It knows nothing of rooms or clients: the room asks, re-syncs and answers.
import { randomBytes } from 'node:crypto';
import type { CommandPayload, CommandResult, SaveSlot } from '#shared/protocol/commands.ts';
import { unreadableSaveMessage } from '#shared/protocol/saves.ts';
import type { SessionCommandName, WorldCommandName } from '#shared/sim/commands/command.ts';
import { SimRefusal } from '#shared/sim/refusal.ts';
import type { World } from '#shared/sim/world.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';
import { GameJournal, type GamePosition } from '../persistence/gameJournal.ts';
import { UnreadableSnapshot } from '../persistence/snapshotCodec.ts';
import { CommandLogConflict, type Storage } from '../storage/port.ts';
import { autosaveSlotOf, freshWorld, NEW_GAME_SLOT } from '../rooms/worldSaves.ts';

export const NO_SAVE_DATA = 'No Save Data';
/** What a player reads when a command failed for a reason of ours (the details go to the log under the id). */
export const UNEXPECTED_ERROR = 'An unexpected error occurred';
/** A world command while the room waits for the player's choice about an unreadable save. */
export const SAVE_PROBLEM_PENDING = 'Your saved game could not be read: choose to continue from its previous save or to start a new game first.';
export const NO_PREVIOUS_SAVE = 'That slot has no previous save to continue from.';

/** A short id that ties what a player saw to the log entry with the details. */
export function randomErrorId(): string {
  return randomBytes(4).toString('hex');
}

/** A slot that could not be read, as the game remembers it until the player chooses. */
export interface SaveProblem {
  slot: SaveSlot;
  errorId: string;
  hasPrevious: boolean;
  previousWhen: string;
  /** What the recovery does not bring back: in-game weeks and logged commands. */
  lostWeeks: number;
  lostCommands: number;
  /** True when there is no playable game until the player chooses (its own slot could not be read). */
  blocking: boolean;
}

/** One accepted world command as the log keeps it. */
export interface LogEntry {
  name: WorldCommandName;
  payload: CommandPayload<WorldCommandName>;
  federationId: string;
  at: number;
  week: number;
  requestId?: string;
}

export type SlotOperations = { [C in SessionCommandName]: (input: CommandPayload<C>) => Promise<CommandResult> };

export interface SlotServiceOptions {
  storage: Storage;
  config: Pick<Config, 'newGameRivals' | 'newGameSeed'>;
  log: Pick<Logger, 'error'>;
  /** Told each time the save problem is noted or cleared, so whoever shows it can show it at once. */
  onSaveProblem?: (problem: SaveProblem | null) => void;
}

export class SlotService implements SlotOperations {
  world!: World;
  /** The slot this game plays in and logs to: the one it was loaded from or last saved to (a new game: slot 1). */
  autosaveSlot: SaveSlot = NEW_GAME_SLOT;
  /** Where the slot's game stands on disk; null until the game's first change is written. */
  position: GamePosition | null = null;
  saveProblem: SaveProblem | null = null;
  readonly journal: GameJournal;
  private readonly ownerId: string;
  private readonly options: SlotServiceOptions;

  constructor(ownerId: string, options: SlotServiceOptions) {
    this.ownerId = ownerId;
    this.options = options;
    this.journal = new GameJournal(options.storage);
  }

  /** Reads which slot the player plays (stored; slot 1 by default) without opening it. */
  async readAutosaveSlot(): Promise<SaveSlot> {
    this.autosaveSlot = autosaveSlotOf(await this.options.storage.getActiveSlot(this.ownerId));
    return this.autosaveSlot;
  }

  /** Opens a slot's game (a fresh world when the slot is empty: false); damage throws UnreadableSnapshot. */
  async openSlot(slot: SaveSlot): Promise<boolean> {
    const opened = await this.journal.open(this.ownerId, slot);
    if (!opened) {
      this.startFresh();
      return false;
    }
    const { world, replayed: _replayed, ...position } = opened;
    this.world = world;
    this.position = position;
    return true;
  }

  /** A fresh world that is not on disk: nothing is written until its first change (or the player's choice). */
  startFresh(): void {
    this.world = freshWorld(this.options.config);
    this.position = null;
  }

  /** Records an unreadable slot: logged under an id, kept with the recovery it offers until the player chooses. */
  async noteUnreadable(slot: SaveSlot, error: unknown, blocking: boolean): Promise<SaveProblem> {
    if (!(error instanceof UnreadableSnapshot)) throw error;
    const errorId = randomErrorId();
    this.options.log.error({ err: error, reason: error.reason, slot, userId: this.ownerId, errorId }, 'unreadable save');
    // Only a recovery that works is offered, with what it loses (rare: a decode and a replay of the log).
    const plan = await this.journal.planRecovery(this.ownerId, slot).catch(() => null);
    const calendar = plan?.world.calendar;
    this.setSaveProblem({
      slot,
      errorId,
      hasPrevious: plan !== null,
      previousWhen: calendar ? `Week ${calendar.week}, ${calendar.month} ${calendar.year}` : '',
      lostWeeks: plan?.lostWeeks ?? 0,
      lostCommands: plan?.lostCommands ?? 0,
      blocking,
    });
    return this.saveProblem!;
  }

  /** Logs an accepted command; the game's first change (or a slot deleted under it) starts the game on disk with a snapshot instead. */
  async record(entry: LogEntry): Promise<void> {
    if (!this.position) {
      this.position = await this.journal.start(this.ownerId, this.autosaveSlot, this.world);
      return;
    }
    try {
      await this.journal.append(this.ownerId, this.autosaveSlot, this.position, entry, this.world);
    } catch (error) {
      // The slot was deleted (or overwritten) from the slot list while this game played on: it goes on
      // in the slot as a new game on disk, as the player sees it.
      if (!(error instanceof CommandLogConflict) || error.reason !== 'not-current-game') throw error;
      this.position = await this.journal.start(this.ownerId, this.autosaveSlot, this.world);
    }
  }

  /** True when the log since the last snapshot is long enough to fold into a new one. */
  snapshotDue(): boolean {
    return this.position !== null && this.journal.snapshotDue(this.position, this.world);
  }

  /** Writes a snapshot of the game when commands were logged since the last one. */
  async flushSnapshot(): Promise<void> {
    if (!this.position || this.position.seq === this.position.snapshotSeq) return;
    try {
      await this.journal.snapshot(this.ownerId, this.autosaveSlot, this.position, this.world);
    } catch (error) {
      // The log still holds every command: a failed snapshot only makes the next load replay more.
      this.options.log.error({ err: error, userId: this.ownerId }, 'snapshot failed');
    }
  }

  async newGame({ sample }: CommandPayload<'newGame'> = {}): Promise<CommandResult> {
    await this.switchTo(NEW_GAME_SLOT);
    this.world = freshWorld(this.options.config, { sample });
    this.position = await this.journal.start(this.ownerId, NEW_GAME_SLOT, this.world);
    return { events: [{ kind: 'newGame' }] };
  }

  async saveGame({ slot }: CommandPayload<'saveGame'>): Promise<CommandResult> {
    if (this.saveProblem?.blocking) throw new SimRefusal(SAVE_PROBLEM_PENDING);
    const savedAt = new Date();
    if (slot === this.autosaveSlot && this.position) {
      await this.journal.snapshot(this.ownerId, slot, this.position, this.world, savedAt);
    } else {
      // A save into another slot starts a copy of the game there, and the game plays on in it.
      await this.switchTo(slot);
      this.position = await this.journal.start(this.ownerId, slot, this.world, savedAt);
    }
    return { events: [{ kind: 'gameSaved', slot }], slot, savedAt: savedAt.toISOString() };
  }

  async loadGame({ slot }: CommandPayload<'loadGame'>): Promise<CommandResult> {
    let opened: Awaited<ReturnType<GameJournal['open']>>;
    try {
      opened = await this.journal.open(this.ownerId, slot);
    } catch (error) {
      if (!(error instanceof UnreadableSnapshot)) throw error;
      const problem = await this.noteUnreadable(slot, error, false);
      throw new SimRefusal(unreadableSaveMessage(slot, problem.errorId));
    }
    if (!opened) throw new SimRefusal(NO_SAVE_DATA);
    await this.switchTo(slot);
    const { world, replayed: _replayed, ...position } = opened;
    this.world = world;
    this.position = position;
    return { events: [{ kind: 'gameLoaded', slot }], slot };
  }

  async restorePreviousSave({ slot }: CommandPayload<'restorePreviousSave'>): Promise<CommandResult> {
    let restored: Awaited<ReturnType<GameJournal['restorePrevious']>>;
    try {
      restored = await this.journal.restorePrevious(this.ownerId, slot);
    } catch (error) {
      if (!(error instanceof UnreadableSnapshot)) throw error;
      const problem = await this.noteUnreadable(slot, error, this.saveProblem?.blocking ?? false);
      throw new SimRefusal(`${unreadableSaveMessage(slot, problem.errorId)} Its previous save could not be read either: start a new game.`);
    }
    if (!restored) throw new SimRefusal(NO_PREVIOUS_SAVE);
    await this.switchTo(slot);
    this.world = restored.world;
    this.position = restored.position;
    return { events: [{ kind: 'gameLoaded', slot }], slot };
  }

  /** Leaves the current game tidy on disk before another one is played, and makes `slot` the autosave slot here and in storage. */
  private async switchTo(slot: SaveSlot): Promise<void> {
    await this.flushSnapshot();
    this.autosaveSlot = slot;
    await this.options.storage.setActiveSlot(this.ownerId, slot);
    this.setSaveProblem(null);
  }

  private setSaveProblem(problem: SaveProblem | null): void {
    this.saveProblem = problem;
    this.options.onSaveProblem?.(problem);
  }
}
