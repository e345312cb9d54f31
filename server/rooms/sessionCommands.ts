// The room's own commands: the save-slot operations (new game, save, load, continue from a previous
// save), which change which game the room plays rather than the world. Every world command runs through
// the command table (shared/sim/commands/table.ts).
import { randomBytes } from 'node:crypto';
import type { CommandPayload, CommandResult, SaveSlot } from '../../shared/protocol/commands.ts';
import { unreadableSaveMessage } from '../../shared/protocol/saves.ts';
import type { SessionCommandName } from '../../shared/sim/commands/command.ts';
import { SimRefusal } from '../../shared/sim/refusal.ts';
import { UnreadableSnapshot } from '../persistence/snapshotCodec.ts';
import type { GameRoomApi } from './GameRoom.ts';
import { freshWorld, NEW_GAME_SLOT } from './worldSaves.ts';

export type SessionHandlers = { [C in SessionCommandName]: (input: CommandPayload<C>) => Promise<CommandResult> };

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

export function sessionCommands(room: GameRoomApi): SessionHandlers {
  /** Leaves the current game tidy on disk before the room plays another one. */
  const switchTo = async (slot: SaveSlot) => {
    await room.flushSnapshot();
    await room.setAutosaveSlot(slot);
    room.saveProblem = null;
  };

  return {
    newGame: async () => {
      await switchTo(NEW_GAME_SLOT);
      room.world = freshWorld(room.ctx.config);
      room.position = await room.journal.start(room.ownerId, NEW_GAME_SLOT, room.world);
      return { events: [{ kind: 'newGame' }] };
    },

    saveGame: async ({ slot }) => {
      if (room.saveProblem?.blocking) throw new SimRefusal(SAVE_PROBLEM_PENDING);
      const savedAt = new Date();
      if (slot === room.autosaveSlot && room.position) {
        await room.journal.snapshot(room.ownerId, slot, room.position, room.world, savedAt);
      } else {
        // A save into another slot starts a copy of the game there, and the room plays on in it.
        await switchTo(slot);
        room.position = await room.journal.start(room.ownerId, slot, room.world, savedAt);
      }
      return { events: [{ kind: 'gameSaved', slot }], slot, savedAt: savedAt.toISOString() };
    },

    loadGame: async ({ slot }) => {
      let opened: Awaited<ReturnType<typeof room.journal.open>>;
      try {
        opened = await room.journal.open(room.ownerId, slot);
      } catch (error) {
        if (!(error instanceof UnreadableSnapshot)) throw error;
        const problem = await room.noteUnreadable(slot, error, false);
        throw new SimRefusal(unreadableSaveMessage(slot, problem.errorId));
      }
      if (!opened) throw new SimRefusal(NO_SAVE_DATA);
      await switchTo(slot);
      const { world, replayed: _replayed, ...position } = opened;
      room.world = world;
      room.position = position;
      return { events: [{ kind: 'gameLoaded', slot }], slot };
    },

    restorePreviousSave: async ({ slot }) => {
      let restored: Awaited<ReturnType<typeof room.journal.restorePrevious>>;
      try {
        restored = await room.journal.restorePrevious(room.ownerId, slot);
      } catch (error) {
        if (!(error instanceof UnreadableSnapshot)) throw error;
        const problem = await room.noteUnreadable(slot, error, room.saveProblem?.blocking ?? false);
        throw new SimRefusal(`${unreadableSaveMessage(slot, problem.errorId)} Its previous save could not be read either: start a new game.`);
      }
      if (!restored) throw new SimRefusal(NO_PREVIOUS_SAVE);
      await switchTo(slot);
      room.world = restored.world;
      room.position = restored.position;
      return { events: [{ kind: 'gameLoaded', slot }], slot };
    },
  };
}
