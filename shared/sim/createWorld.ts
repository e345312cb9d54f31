// Building a world: a new game's world from its seed (the catalog's wrestlers and, with rivals, the AI
// federations), a new federation and the seat that plays it. The world's types and the lookups every rule
// uses are in world.ts, which imports nothing that builds, so a rule that reads the world never depends on
// how one is made.
import { startingCalendar } from '../rules/calendar.ts';
import { DEFAULT_FEDERATION_NAME, STARTING_FUNDS_USD, STARTING_POPULARITY } from '../rules/federation.ts';
import { createInitialAiFederations } from './ai/initialFederations.ts';
import { noProducts } from './business/products.ts';
import { SimRefusal } from './refusal.ts';
import { createRngState } from './rng.ts';
import { arriveFoundingNewcomers } from './roster/rookies.ts';
import { seedWrestlers } from './roster/seedWrestlers.ts';
import { initialTvNetworks } from './tv/tvDeals.ts';
import { findFederation, OWNER_SEAT, WORLD_VERSION, type Federation, type World } from './world.ts';

export interface WorldOptions {
  /** Found the spec's three AI federations and simulate them every week. Off by default. */
  aiFederations?: boolean;
}

export function newFederation(id: string, name: string, controller: Federation['controller']): Federation {
  return {
    id,
    name,
    logo: '',
    funds: STARTING_FUNDS_USD,
    popularity: STARTING_POPULARITY,
    weekOpening: { funds: STARTING_FUNDS_USD, popularity: STARTING_POPULARITY, wrestlers: 0 },
    lastWeekOpening: { funds: STARTING_FUNDS_USD, popularity: STARTING_POPULARITY, wrestlers: 0 },
    weeklyRevenue: 0,
    weeklyExpenses: 0,
    controller,
    // A computer-run federation exists because the sim founded it; a player's waits for /setup.
    founded: controller === 'ai',
    lastWeekReport: null,
    market: [],
    staff: [],
    staffCandidates: [],
    staffReports: [],
    currentLines: [],
    fundsAtWeekStart: STARTING_FUNDS_USD,
    ledger: [],
    socialFollowers: 0,
    showsCompletedThisWeek: 0,
    totalShows: 0,
    products: noProducts(),
    venueUpgrades: [],
    activeCampaigns: [],
    purchasedBoosts: [],
    tvNetworks: initialTvNetworks(),
    broadcastDeals: [],
    unpaidWeeks: 0,
    autoRunShows: false,
    popularityHistory: [],
    bankLoan: null,
    loansTaken: 0,
    peakPopularity: STARTING_POPULARITY,
    foundedWeek: 0,
    closedWeek: null,
  };
}

export function createWorld(seed: number, options: WorldOptions = {}): World {
  const rng = createRngState(seed);
  const world: World = {
    version: WORLD_VERSION,
    calendar: startingCalendar(),
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
