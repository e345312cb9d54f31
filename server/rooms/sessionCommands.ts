// The room's own commands: the save-slot operations (new game, save, load, continue from a previous
// save), which change which game the room plays rather than the world, and the one check a world command
// needs I/O for (is a logo available). Every world command runs through the command table
// (shared/sim/commands/table.ts).
import { randomBytes } from 'node:crypto';
import type { CommandPayload, CommandResult } from '../../shared/protocol/commands.ts';
import type { SessionCommandName } from '../../shared/sim/commands/command.ts';
import { SimRefusal } from '../../shared/sim/refusal.ts';
import type { AppContext } from '../context.ts';
import { isAvailableLogo } from '../assets/logos.ts';
import type { GameRoomApi } from './GameRoom.ts';
import { freshWorld, NEW_GAME_SLOT, saveToWorld, worldToSave } from './worldSaves.ts';

export type SessionHandlers = { [C in SessionCommandName]: (input: CommandPayload<C>) => Promise<CommandResult> };

export const NO_SAVE_DATA = 'No Save Data';
export const UNREADABLE_SAVE = 'This save could not be read';
/** What a player reads when a command failed for a reason of ours (the details go to the log under the id). */
export const UNEXPECTED_ERROR = 'An unexpected error occurred';
export const UNAVAILABLE_LOGO = 'That logo is not available. Pick another or use the default.';

/** A short id that ties what a player saw to the log entry with the details. */
export function randomErrorId(): string {
  return randomBytes(4).toString('hex');
}

export async function checkLogo(ctx: AppContext, logo: string): Promise<void> {
  if (!(await isAvailableLogo(ctx.config.logoDir, logo))) throw new SimRefusal(UNAVAILABLE_LOGO);
}

export function sessionCommands(room: GameRoomApi): SessionHandlers {
  return {
    newGame: async () => {
      await room.setAutosaveSlot(NEW_GAME_SLOT);
      room.world = freshWorld();
      return { events: [{ kind: 'newGame' }] };
    },

    saveGame: async ({ slot }) => {
      const save = worldToSave(room.ownerId, slot, room.world);
      await room.ctx.storage.putSave(save);
      await room.setAutosaveSlot(slot);
      return { events: [{ kind: 'gameSaved', slot }], slot, savedAt: save.savedAt.toISOString() };
    },

    loadGame: async ({ slot }) => {
      const save = await room.ctx.storage.getSave(room.ownerId, slot);
      if (!save) throw new SimRefusal(NO_SAVE_DATA);
      try {
        room.world = saveToWorld(save);
      } catch (error) {
        room.ctx.log.warn({ err: error, slot, userId: room.ownerId }, 'unreadable save');
        throw new SimRefusal(UNREADABLE_SAVE);
      }
      await room.setAutosaveSlot(slot);
      return { events: [{ kind: 'gameLoaded', slot }], slot };
    },

    restorePreviousSave: async () => {
      throw new SimRefusal(NO_SAVE_DATA);
    },
  };
}
