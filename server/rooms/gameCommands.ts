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
import { awardChampionship, createChampionship, requireOwnChampionship, vacateChampionship } from '../../shared/sim/championships/championship.ts';
import { createRivalry, endRivalry } from '../../shared/sim/rivalries/rivalry.ts';
import { buyAudienceSurge, buyCampaign, buyEliteScouting } from '../../shared/sim/business/campaigns.ts';
import { investInProduct, setProductActive } from '../../shared/sim/business/products.ts';
import { buyVenueUpgrade } from '../../shared/sim/business/venueUpgrades.ts';
import { acceptTvOffer, assignTvDeal, declineTvOffer } from '../../shared/sim/tv/tvDeals.ts';
import { autoBook } from '../../shared/sim/shows/autoBook.ts';
import { addMatch, addPromo, clearCard, removeSegment, reorderSegments, updateMatch } from '../../shared/sim/shows/booking.ts';
import { runShow } from '../../shared/sim/shows/runShow.ts';
import { cancelShow, createShow, updateShow } from '../../shared/sim/shows/scheduling.ts';
import { requireOwnShow, showHistory } from '../../shared/sim/shows/show.ts';
import { requireFederation } from '../../shared/sim/world.ts';
import { isAvailableLogo } from '../assets/logos.ts';
import type { GameRoomApi } from './GameRoom.ts';
import { freshWorld, NEW_GAME_SLOT, saveToWorld, worldToSave } from './worldSaves.ts';

type Handlers = { [C in CommandName]: (input: CommandPayload<C>) => Promise<CommandResult> | CommandResult };

export const NO_SAVE_DATA = 'No Save Data';
export const UNREADABLE_SAVE = 'This save could not be read';

export function gameCommands(room: GameRoomApi): Handlers {
  const world = () => room.world;
  // The federation this room's player runs (today the world's one player federation).
  const federationId = () => room.world.playerFederationId;

  return {
    advanceWeek: () => ({ events: advanceWeek(world(), world().rng, Date.now()) }),

    newGame: async () => {
      await room.setAutosaveSlot(NEW_GAME_SLOT);
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

    createShow: (input) => ({ events: [], show: createShow(world(), federationId(), input) }),
    updateShow: ({ showId, ...input }) => ({ events: [], show: updateShow(world(), federationId(), showId, input) }),
    cancelShow: ({ showId }) => {
      const show = requireOwnShow(world(), federationId(), showId);
      const refund = cancelShow(world(), federationId(), showId);
      return { events: [{ kind: 'showCancelled', federationId: federationId(), showId, name: show.name, refund }] };
    },
    addMatch: ({ showId, ...input }) => {
      addMatch(world(), federationId(), showId, input);
      return { events: [], show: requireOwnShow(world(), federationId(), showId) };
    },
    updateMatch: ({ showId, segmentId, ...input }) => {
      updateMatch(world(), federationId(), showId, segmentId, input);
      return { events: [], show: requireOwnShow(world(), federationId(), showId) };
    },
    addPromo: ({ showId, ...input }) => {
      addPromo(world(), federationId(), showId, input);
      return { events: [], show: requireOwnShow(world(), federationId(), showId) };
    },
    removeSegment: ({ showId, segmentId }) => {
      removeSegment(world(), federationId(), showId, segmentId);
      return { events: [], show: requireOwnShow(world(), federationId(), showId) };
    },
    reorderSegments: ({ showId, order }) => {
      reorderSegments(world(), federationId(), showId, order);
      return { events: [], show: requireOwnShow(world(), federationId(), showId) };
    },
    clearCard: ({ showId }) => {
      clearCard(world(), federationId(), showId);
      return { events: [], show: requireOwnShow(world(), federationId(), showId) };
    },
    autoBook: ({ showId }) => {
      autoBook(world(), federationId(), showId);
      return { events: [], show: requireOwnShow(world(), federationId(), showId) };
    },
    runShow: ({ showId }) => ({ events: runShow(world(), federationId(), showId, world().rng, Date.now()), show: requireOwnShow(world(), federationId(), showId) }),
    getShow: ({ showId }) => ({ events: [], show: requireOwnShow(world(), federationId(), showId) }),
    getShowHistory: ({ offset, limit }) => ({ events: [], shows: showHistory(world(), federationId(), offset, limit) }),

    createChampionship: ({ name, holderId }) => ({ events: [], championship: createChampionship(world(), federationId(), { name, holderId }) }),
    awardChampionship: ({ championshipId, wrestlerId }) => {
      awardChampionship(world(), federationId(), championshipId, wrestlerId);
      return { events: [], championship: requireOwnChampionship(world(), federationId(), championshipId) };
    },
    vacateChampionship: ({ championshipId }) => {
      vacateChampionship(world(), federationId(), championshipId);
      return { events: [], championship: requireOwnChampionship(world(), federationId(), championshipId) };
    },
    getChampionship: ({ championshipId }) => ({ events: [], championship: requireOwnChampionship(world(), federationId(), championshipId) }),

    investInProduct: ({ product }) => ({ events: investInProduct(world(), federationId(), product) }),
    setProductActive: ({ product, active }) => {
      setProductActive(world(), federationId(), product, active);
      return { events: [] };
    },
    buyVenueUpgrade: ({ upgradeId }) => ({ events: buyVenueUpgrade(world(), federationId(), upgradeId) }),
    buyCampaign: ({ campaignId }) => ({ events: buyCampaign(world(), federationId(), campaignId) }),
    buyAudienceSurge: () => ({ events: buyAudienceSurge(world(), federationId()) }),
    buyEliteScouting: () => ({ events: buyEliteScouting(world(), federationId()) }),
    acceptTvOffer: ({ networkId, showId }) => {
      acceptTvOffer(world(), federationId(), networkId, showId);
      return { events: [] };
    },
    declineTvOffer: ({ networkId }) => {
      declineTvOffer(world(), federationId(), networkId);
      return { events: [] };
    },
    assignTvDeal: ({ dealId, showId }) => {
      assignTvDeal(world(), federationId(), dealId, showId);
      return { events: [] };
    },

    createRivalry: (input) => ({ events: [], rivalry: createRivalry(world(), federationId(), input) }),
    endRivalry: ({ rivalryId }) => {
      endRivalry(world(), federationId(), rivalryId);
      return { events: [] };
    },
  };
}
