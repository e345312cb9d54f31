// The week, the federation's founding and the inbox.
import { createFederation } from '../createFederation.ts';
import { inboxPage, markAllMessagesRead, markMessageRead } from '../messages.ts';
import { previewWeekAdvance } from '../shows/unrunShows.ts';
import { advanceWeekFor, simToWeek } from '../week/nextWeek.ts';
import { requireFederation } from '../world.ts';
import { SimRefusal } from '../refusal.ts';
import type { CommandSpecs } from './command.ts';

export const UNAVAILABLE_LOGO = 'That logo is not available. Pick another or use the default.';

export const worldCommands: CommandSpecs<'advanceWeek' | 'simToWeek' | 'setAutoRunShows' | 'createFederation' | 'markMessageRead' | 'markAllMessagesRead' | 'getMessages' | 'getWeekReport' | 'previewWeekAdvance' | 'getLedgerHistory'> = {
  // This week's unrun shows run first when asked (or per the setting), then the world advances (week/nextWeek.ts).
  advanceWeek: { touches: 'all', run: (world, federationId, { unrunShows }, { now, commands }) => ({ events: advanceWeekFor(world, federationId, unrunShows, world.rng, now, commands) }) },
  simToWeek: { touches: 'all', run: (world, federationId, { targetWeek, unrunShows }, { now, commands }) => simToWeek(world, federationId, targetWeek, unrunShows, world.rng, now, commands) },
  setAutoRunShows: {
    touches: ['federation'],
    run: (world, federationId, { enabled }) => {
      requireFederation(world, federationId).autoRunShows = enabled;
      return { events: [] };
    },
  },
  // The logo's availability is a file check (server/assets/logos.ts): the precheck asks the server.
  createFederation: {
    touches: 'all',
    precheck: async ({ logo }, host) => {
      if (!(await host.isAvailableLogo(logo))) throw new SimRefusal(UNAVAILABLE_LOGO);
    },
    run: (world, federationId, { name, logo }, { now }) => ({ events: createFederation(world, federationId, { name, logo }, world.rng, now) }),
  },
  markMessageRead: {
    touches: ['messages'],
    run: (world, federationId, { id }) => {
      markMessageRead(world, federationId, id);
      return { events: [] };
    },
  },
  markAllMessagesRead: {
    touches: ['messages'],
    run: (world, federationId) => {
      markAllMessagesRead(world, federationId);
      return { events: [] };
    },
  },
  getMessages: { readOnly: true, touches: [], run: (world, federationId, { offset, limit }) => ({ events: [], messages: inboxPage(world, federationId, offset, limit) }) },
  getWeekReport: { readOnly: true, touches: [], run: (world, federationId) => ({ events: [], report: requireFederation(world, federationId).lastWeekReport }) },
  previewWeekAdvance: { readOnly: true, touches: [], run: (world, federationId) => ({ events: [], preview: previewWeekAdvance(world, federationId) }) },
  getLedgerHistory: { readOnly: true, touches: [], run: (world, federationId) => ({ events: [], ledger: requireFederation(world, federationId).ledger }) },
};
