// Shows and their cards: scheduling, booking, the show night, and the queries behind /shows.
import { autoBookCard } from '../shows/autoBook.ts';
import { addMatch, addPromo, clearCard, removeSegment, reorderSegments, updateMatch } from '../shows/booking.ts';
import { runShow } from '../shows/runShow.ts';
import { createShow, updateShow } from '../shows/scheduling.ts';
import { cancelOwnShow } from '../tv/cancelOnAir.ts';
import { requireOwnShow, showHistory } from '../shows/show.ts';
import type { CommandSpecs } from './command.ts';

/** Scheduling moves money (rent, refunds) and a show's TV deal; it changes shows to come only. */
const SCHEDULING = ['federation', 'upcomingShows', 'ledgerLines', 'deals', 'tv', 'messages'] as const;
/** A card edit changes that show's card and its expected figures only (a run show's card is closed). */
const CARD = ['upcomingShows'] as const;

export const showCommands: CommandSpecs<
  'createShow' | 'updateShow' | 'cancelShow' | 'addMatch' | 'updateMatch' | 'addPromo' | 'removeSegment' | 'reorderSegments' | 'clearCard' | 'autoBook' | 'runShow' | 'getShow' | 'getShowHistory'
> = {
  createShow: { touches: SCHEDULING, run: (world, federationId, input) => ({ events: [], show: createShow(world, federationId, input) }) },
  updateShow: { touches: SCHEDULING, run: (world, federationId, { showId, ...input }) => ({ events: [], show: updateShow(world, federationId, showId, input) }) },
  cancelShow: {
    touches: SCHEDULING,
    run: (world, federationId, { showId }) => {
      const show = requireOwnShow(world, federationId, showId);
      // A show on TV hands its deal to the next weekly show booked ahead, if any (tv/cancelOnAir.ts).
      const { refund, deal } = cancelOwnShow(world, federationId, showId);
      return { events: [{ kind: 'showCancelled', federationId, showId, name: show.name, refund }], tvDeal: deal };
    },
  },
  addMatch: {
    touches: CARD,
    run: (world, federationId, { showId, ...input }) => {
      addMatch(world, federationId, showId, input);
      return { events: [], show: requireOwnShow(world, federationId, showId) };
    },
  },
  updateMatch: {
    touches: CARD,
    run: (world, federationId, { showId, segmentId, ...input }) => {
      updateMatch(world, federationId, showId, segmentId, input);
      return { events: [], show: requireOwnShow(world, federationId, showId) };
    },
  },
  addPromo: {
    touches: CARD,
    run: (world, federationId, { showId, ...input }) => {
      addPromo(world, federationId, showId, input);
      return { events: [], show: requireOwnShow(world, federationId, showId) };
    },
  },
  removeSegment: {
    touches: CARD,
    run: (world, federationId, { showId, segmentId }) => {
      removeSegment(world, federationId, showId, segmentId);
      return { events: [], show: requireOwnShow(world, federationId, showId) };
    },
  },
  reorderSegments: {
    touches: CARD,
    run: (world, federationId, { showId, order }) => {
      reorderSegments(world, federationId, showId, order);
      return { events: [], show: requireOwnShow(world, federationId, showId) };
    },
  },
  clearCard: {
    touches: CARD,
    run: (world, federationId, { showId }) => {
      clearCard(world, federationId, showId);
      return { events: [], show: requireOwnShow(world, federationId, showId) };
    },
  },
  autoBook: {
    touches: CARD,
    run: (world, federationId, { showId }) => {
      const { note } = autoBookCard(world, federationId, showId);
      return { events: [], show: requireOwnShow(world, federationId, showId), autoBookNote: note };
    },
  },
  // The night moves the federation, its wrestlers, titles, feuds, money, messages, TV episodes and surges,
  // and its own show (synced as it now stands: 'upcomingShows' writes a show synced before it ran);
  // not the market, staff, reports, TV offers or the calendar (the property test holds it to that).
  runShow: {
    touches: ['federation', 'roster', 'upcomingShows', 'championships', 'rivalries', 'ledgerLines', 'messages', 'deals', 'business'],
    run: (world, federationId, { showId }, { now }) => ({ events: runShow(world, federationId, showId, world.rng, now), show: requireOwnShow(world, federationId, showId) }),
  },
  getShow: { readOnly: true, touches: [], run: (world, federationId, { showId }) => ({ events: [], show: requireOwnShow(world, federationId, showId) }) },
  getShowHistory: { readOnly: true, touches: [], run: (world, federationId, { offset, limit }) => ({ events: [], shows: showHistory(world, federationId, offset, limit) }) },
};
