// What each room command does: validate what needs I/O (logos, saves), call the sim for the room's
// federation, and answer. Payloads arrive already parsed by the shared zod schemas; the room schedules
// the autosave after every command that is not read-only (READ_ONLY_COMMANDS).
import type { CommandName, CommandPayload, CommandResult } from '../../shared/protocol/commands.ts';
import { createFederation } from '../../shared/sim/createFederation.ts';
import { markAllMessagesRead, markMessageRead } from '../../shared/sim/messages.ts';
import { SimRefusal } from '../../shared/sim/refusal.ts';
import { releaseWrestler, renewContract } from '../../shared/sim/roster/contracts.ts';
import { listFreeAgents } from '../../shared/sim/roster/freeAgents.ts';
import { signWrestler } from '../../shared/sim/roster/signing.ts';
import { startTraining } from '../../shared/sim/roster/training.ts';
import { requireWrestler } from '../../shared/sim/roster/wrestler.ts';
import { fireStaff, hireStaff } from '../../shared/sim/staff/hiring.ts';
import { markAllReportsRead, markReportRead } from '../../shared/sim/staff/reports.ts';
import { advanceWeek } from '../../shared/sim/week/advanceWeek.ts';
import { requireFederation } from '../../shared/sim/world.ts';
import { isAvailableLogo } from '../assets/logos.ts';
import type { GameRoomApi } from './GameRoom.ts';
import { freshWorld, saveToWorld, worldToSave } from './worldSaves.ts';

type Handlers = { [C in CommandName]: (input: CommandPayload<C>) => Promise<CommandResult> | CommandResult };

export const NO_SAVE_DATA = 'No Save Data';
export const UNREADABLE_SAVE = 'This save could not be read';

export function gameCommands(room: GameRoomApi): Handlers {
  const world = () => room.world;
  // The federation this room's player runs (today the world's one player federation).
  const federationId = () => room.world.playerFederationId;

  return {
    advanceWeek: () => ({ events: advanceWeek(world(), world().rng, Date.now()) }),

    newGame: () => {
      room.world = freshWorld();
      return { events: [{ kind: 'newGame' }] };
    },

    createFederation: async ({ name, logo }) => {
      if (!(await isAvailableLogo(room.ctx.config.logoDir, logo))) throw new SimRefusal('That logo is not available. Pick another or use the default.');
      return { events: createFederation(world(), federationId(), { name, logo }, world().rng, Date.now()) };
    },

    saveGame: async ({ slot }) => {
      const save = worldToSave(room.ownerId, slot, world());
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
      return { events: [{ kind: 'gameLoaded', slot }], slot };
    },

    markMessageRead: ({ id }) => {
      markMessageRead(world(), federationId(), id);
      return { events: [] };
    },
    markAllMessagesRead: () => {
      markAllMessagesRead(world(), federationId());
      return { events: [] };
    },
    getWeekReport: () => ({ events: [], report: world().lastWeekReport }),

    signWrestler: ({ wrestlerId, source, contractType, weeks }) => ({ events: signWrestler(world(), federationId(), wrestlerId, { source, contractType, weeks }) }),
    releaseWrestler: ({ wrestlerId }) => ({ events: releaseWrestler(world(), federationId(), wrestlerId) }),
    renewContract: ({ wrestlerId, contractType, weeks }) => ({ events: renewContract(world(), federationId(), wrestlerId, { contractType, weeks }) }),
    startTraining: ({ wrestlerId, skill }) => ({ events: startTraining(world(), federationId(), wrestlerId, skill) }),
    listFreeAgents: (query) => ({ events: [], page: listFreeAgents(world(), federationId(), query) }),
    getWrestler: ({ wrestlerId }) => ({ events: [], wrestler: requireWrestler(world(), wrestlerId) }),

    hireStaff: ({ candidateId }) => ({ events: hireStaff(world(), federationId(), candidateId) }),
    fireStaff: ({ staffId }) => ({ events: fireStaff(world(), federationId(), staffId) }),
    markReportRead: ({ reportId }) => {
      markReportRead(world(), federationId(), reportId);
      return { events: [] };
    },
    markAllReportsRead: () => {
      markAllReportsRead(world(), federationId());
      return { events: [] };
    },

    getLedgerHistory: () => ({ events: [], ledger: requireFederation(world(), federationId()).ledger }),
  };
}
