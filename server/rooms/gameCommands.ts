// What each room command does: validate against the rules that need I/O (logos, saves), call the
// sim, schedule the autosave. Payloads arrive already parsed by the shared zod schemas.
import type { CommandName, CommandPayload, CommandResult } from '../../shared/protocol/commands.ts';
import { advanceWeek } from '../../shared/sim/advanceWeek.ts';
import { createFederation } from '../../shared/sim/createFederation.ts';
import { markAllMessagesRead, markMessageRead } from '../../shared/sim/messages.ts';
import { SimRefusal } from '../../shared/sim/refusal.ts';
import { isAvailableLogo } from '../assets/logos.ts';
import type { GameRoomApi } from './GameRoom.ts';
import { freshWorld, saveToWorld, worldToSave } from './worldSaves.ts';

type Handlers = { [C in CommandName]: (input: CommandPayload<C>) => Promise<CommandResult> | CommandResult };

export const NO_SAVE_DATA = 'No Save Data';
export const UNREADABLE_SAVE = 'This save could not be read';

export function gameCommands(room: GameRoomApi): Handlers {
  const changed = (result: CommandResult): CommandResult => {
    room.scheduleSave();
    return result;
  };

  return {
    advanceWeek: () => changed({ events: advanceWeek(room.world) }),

    newGame: () => {
      room.world = freshWorld();
      return changed({ events: [{ kind: 'newGame' }] });
    },

    createFederation: async ({ name, logo }) => {
      if (!(await isAvailableLogo(room.ctx.config.logoDir, logo))) throw new SimRefusal('That logo is not available. Pick another or use the default.');
      return changed({ events: createFederation(room.world, { name, logo }, Date.now()) });
    },

    saveGame: async ({ slot }) => {
      const save = worldToSave(room.ownerId, slot, room.world);
      await room.ctx.storage.putSave(save);
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
      return changed({ events: [{ kind: 'gameLoaded', slot }], slot });
    },

    markMessageRead: ({ id }) => {
      markMessageRead(room.world, id);
      return changed({ events: [] });
    },

    markAllMessagesRead: () => {
      markAllMessagesRead(room.world);
      return changed({ events: [] });
    },

    getWeekReport: () => ({ events: [], report: room.world.lastWeekReport }),
  };
}
