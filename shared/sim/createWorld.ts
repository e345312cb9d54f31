// Building a world: a new game's world from its seed (the catalog's wrestlers and, with rivals, the AI
// federations) and a seat with its federation (newFederation.ts). The world's types and the lookups every rule
// uses are in world.ts, which imports nothing that builds, so a rule that reads the world never depends on
// how one is made.
import { startingCalendar, type CalendarDate } from '../rules/calendar.ts';
import { DEFAULT_FEDERATION_NAME } from '../rules/federation.ts';
import { newFederation } from './newFederation.ts';
import { createInitialAiFederations } from './ai/initialFederations.ts';
import { SimRefusal } from './refusal.ts';
import { createRngState } from './rng.ts';
import { arriveFoundingNewcomers } from './roster/rookies.ts';
import { seedWrestlers } from './roster/seedWrestlers.ts';
import { findFederation, OWNER_SEAT, WORLD_VERSION, type Federation, type World } from './world.ts';

export interface WorldOptions {
  /** Found the spec's three AI federations and simulate them every week. Off by default. */
  aiFederations?: boolean;
  /** The first date of the world (default: a new game's, rules/calendar.ts): the sample game starts earlier. */
  start?: CalendarDate;
}

export function createWorld(seed: number, options: WorldOptions = {}): World {
  const rng = createRngState(seed);
  const world: World = {
    version: WORLD_VERSION,
    calendar: options.start ? { ...options.start } : startingCalendar(),
    seats: {},
    federations: [],
    wrestlers: seedWrestlers(rng),
    messages: [],
    shows: [],
    championships: [],
    rivalries: [],
    nextId: 1,
    rng,
    news: [],
    nextNewsId: 1,
    retired: [],
    relationships: [],
    rivalryActions: [],
    wrestlerLoans: [],
    jointShows: [],
    diplomacyOffers: [],
    promises: [],
    socialComments: [],
    hallOfFame: [],
  };
  openSeat(world, OWNER_SEAT, 'player');
  if (options.aiFederations) {
    world.aiFederations = true;
    createInitialAiFederations(world, rng);
    arriveFoundingNewcomers(world, rng);
  }
  return world;
}

/**
 * Gives a seat its federation: a new, unfounded player federation under `federationId`, which the seat's
 * player founds at /setup (createFederation). Refused when the seat or the id is taken.
 */
export function openSeat(world: World, seatId: string, federationId: string): Federation {
  if (Object.hasOwn(world.seats, seatId)) throw new SimRefusal('That seat is already taken.');
  if (findFederation(world, federationId)) throw new SimRefusal('That federation already exists.');
  const federation = newFederation(federationId, DEFAULT_FEDERATION_NAME, 'player');
  world.federations.push(federation);
  world.seats[seatId] = federationId;
  return federation;
}
