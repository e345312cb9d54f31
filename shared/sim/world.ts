// The world: everything one saved game holds. Plain JSON so it saves as is; the room projects it
// into the synced schema after every command.
import { startingCalendar, type CalendarDate, type MonthName } from '../rules/calendar.ts';
import { DEFAULT_FEDERATION_NAME, STARTING_FUNDS_USD, STARTING_POPULARITY } from '../rules/federation.ts';
import type { SimEvent } from './events.ts';
import type { LedgerLine, LedgerWeek } from './ledger/lines.ts';
import { createRngState, type RngState } from './rng.ts';
import { seedWrestlers } from './roster/seedWrestlers.ts';
import type { Wrestler } from './roster/wrestler.ts';
import type { StaffMember, StaffReport } from './staff/staffMember.ts';
import { SimRefusal } from './refusal.ts';
import type { ActiveCampaign, PurchasedBoost } from './business/campaigns.ts';
import { noProducts, type Products } from './business/products.ts';
import type { Championship } from './championships/championship.ts';
import { initialTvNetworks, type BroadcastDeal, type TvNetworkState } from './tv/tvDeals.ts';
import type { Rivalry } from './rivalries/rivalry.ts';
import type { Show } from './shows/show.ts';
import type { WeekFigures } from './week/weekFigures.ts';
import type { MessageType } from '../rules/messages.ts';
import type { AiProfile } from './ai/profile.ts';
import { createInitialAiFederations } from './ai/initialFederations.ts';

/** Bump when the world's shape changes, and add a migration in migrations.ts. */
export const WORLD_VERSION = 12;

export interface Federation {
  id: string;
  name: string;
  logo: string; // URL path of the chosen logo, '' for none
  funds: number; // USD
  popularity: number; // 0-100
  /**
   * The week figures when the week in progress opened and when last week opened: the base of every
   * "from last week" change (week/weekFigures.ts, docs/game-rules.md "Changes from last week").
   */
  weekOpening: WeekFigures;
  lastWeekOpening: WeekFigures;
  /** Revenue and expenses of the last settled week, in USD (expenses positive). */
  weeklyRevenue: number;
  weeklyExpenses: number;
  controller: 'player' | 'ai';
  /** Ids of this week's market wrestlers (spec: weeklyWrestlerMarket), in the order shown. */
  market: string[];
  /** Hired staff, and the candidates who can be hired (spec: staff, availableStaffCandidates). */
  staff: StaffMember[];
  staffCandidates: StaffMember[];
  /** The hired staff's weekly reports, newest last (at most STAFF_REPORTS_KEPT). */
  staffReports: StaffReport[];
  /** Lines of the week in progress paid at once (signings, courses, hirings). */
  currentLines: LedgerLine[];
  /** Funds when the week in progress began. */
  fundsAtWeekStart: number;
  /** Settled weeks, oldest first. */
  ledger: LedgerWeek[];
  /** Social media followers (the head of social media reports them). */
  socialFollowers: number;
  /** Shows run in the week in progress (a week without one costs popularity); reset by the advance. */
  showsCompletedThisWeek: number;
  /** Shows run since the federation was founded (spec: federationStats.totalShows). */
  totalShows: number;
  /** Product investments (spec: productInvestments). */
  products: Products;
  /** Ids of the venue upgrades bought (rules/venueUpgrades.ts). */
  venueUpgrades: string[];
  activeCampaigns: ActiveCampaign[];
  purchasedBoosts: PurchasedBoost[];
  /** Every network with its unlock and current offer (spec: tvNetworks), and the deals signed. */
  tvNetworks: TvNetworkState[];
  broadcastDeals: BroadcastDeal[];
  /** Weeks in a row whose bills were not fully paid (docs/game-rules.md "When the money runs out"). */
  unpaidWeeks: number;
  /**
   * "Run my unrun shows automatically": Next Week runs this week's unrun shows before advancing instead of
   * asking (docs/game-rules.md "Next Week and unrun shows"). Absent on older saves: off.
   */
  autoRunShows?: boolean;
  /** A computer-run federation's profile (ai/profile.ts); absent on a player's federation. */
  ai?: AiProfile;
}

/** The inbox's message kinds and their classification live in rules/messages.ts. */
export type { MessageType };

export interface GameMessage {
  id: string;
  /** The federation whose inbox holds it. */
  federationId: string;
  type: MessageType;
  title: string;
  content: string;
  week: number;
  month: MonthName;
  year: number;
  isRead: boolean;
  /** Real time the message was created, epoch ms. */
  timestamp: number;
}

/** What the last week advance reported: the date it reached and every event, for /next-week. */
export interface WeekReport {
  week: number;
  month: MonthName;
  year: number;
  events: SimEvent[];
}

export interface World {
  version: number;
  /** False until the player has created their federation at /setup. */
  gameStarted: boolean;
  calendar: CalendarDate;
  playerFederationId: string;
  federations: Federation[];
  /** Every wrestler of the world, once each. */
  wrestlers: Wrestler[];
  messages: GameMessage[];
  /** The report of the last week advance; null before the first. */
  lastWeekReport: WeekReport | null;
  /** Every federation's shows: scheduled, and completed ones kept as history. */
  shows: Show[];
  championships: Championship[];
  rivalries: Rivalry[];
  /** Next number for ids the world hands out (messages, shows, ...). */
  nextId: number;
  rng: RngState;
  /**
   * True when the world holds computer-run federations (ai/): founded with the world and simulated every
   * week. Absent (off) for new games until the screens that show them exist (issue 18).
   */
  aiFederations?: boolean;
}

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
  };
}

export function createWorld(seed: number, options: WorldOptions = {}): World {
  const rng = createRngState(seed);
  const player = newFederation('player', DEFAULT_FEDERATION_NAME, 'player');
  const world: World = {
    version: WORLD_VERSION,
    gameStarted: false,
    calendar: startingCalendar(),
    playerFederationId: player.id,
    federations: [player],
    wrestlers: seedWrestlers(rng),
    messages: [],
    lastWeekReport: null,
    shows: [],
    championships: [],
    rivalries: [],
    nextId: 1,
    rng,
  };
  if (options.aiFederations) {
    world.aiFederations = true;
    createInitialAiFederations(world, rng);
  }
  return world;
}

export function findFederation(world: World, id: string): Federation | undefined {
  return world.federations.find((f) => f.id === id);
}

/** The federation a rule acts for; an unknown id is a refusal, not a crash. */
export function requireFederation(world: World, id: string): Federation {
  const federation = findFederation(world, id);
  if (!federation) throw new SimRefusal('That federation does not exist.');
  return federation;
}

export function playerFederation(world: World): Federation {
  const federation = findFederation(world, world.playerFederationId);
  if (!federation) throw new Error('The world has no player federation');
  return federation;
}

/** A new id unique within the world, e.g. "msg-12". */
export function takeId(world: World, prefix: string): string {
  const id = `${prefix}-${world.nextId}`;
  world.nextId += 1;
  return id;
}

/** True once the player has a game worth keeping (the start menu's "a game exists"). */
export function gameExists(world: World): boolean {
  return world.gameStarted || world.calendar.totalWeeksProgressed > 0;
}
