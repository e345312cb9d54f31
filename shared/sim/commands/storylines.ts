// Championships and rivalries.
import { awardChampionship, createChampionship, requireOwnChampionship, vacateChampionship } from '../championships/championship.ts';
import { createRivalry, endRivalry } from '../rivalries/rivalry.ts';
import type { CommandSpecs } from './command.ts';

/** A title or a feud shows on the roster (belts, feuds) and in the cards' expected figures. */
const TITLES = ['championships', 'roster', 'upcomingShows', 'messages'] as const;
const FEUDS = ['rivalries', 'roster', 'upcomingShows', 'messages'] as const;

export const storylineCommands: CommandSpecs<'createChampionship' | 'awardChampionship' | 'vacateChampionship' | 'getChampionship' | 'createRivalry' | 'endRivalry'> = {
  createChampionship: { touches: TITLES, run: (world, federationId, { name, holderId }) => ({ events: [], championship: createChampionship(world, federationId, { name, holderId }) }) },
  awardChampionship: {
    touches: TITLES,
    run: (world, federationId, { championshipId, wrestlerId }) => {
      awardChampionship(world, federationId, championshipId, wrestlerId);
      return { events: [], championship: requireOwnChampionship(world, federationId, championshipId) };
    },
  },
  vacateChampionship: {
    touches: TITLES,
    run: (world, federationId, { championshipId }) => {
      vacateChampionship(world, federationId, championshipId);
      return { events: [], championship: requireOwnChampionship(world, federationId, championshipId) };
    },
  },
  getChampionship: { readOnly: true, touches: [], run: (world, federationId, { championshipId }) => ({ events: [], championship: requireOwnChampionship(world, federationId, championshipId) }) },
  createRivalry: { touches: FEUDS, run: (world, federationId, input) => ({ events: [], rivalry: createRivalry(world, federationId, input) }) },
  endRivalry: {
    touches: FEUDS,
    run: (world, federationId, { rivalryId }) => {
      endRivalry(world, federationId, rivalryId);
      return { events: [] };
    },
  },
};
