// The world: everything one saved game holds. Plain JSON so it saves as is; the room projects it
// into the synced schema after every command. Its types and lookups only: building one is createWorld.ts.
import type { CalendarDate, MonthName } from '../rules/calendar.ts';
import type { SimEvent } from './events.ts';
import type { LedgerLine, LedgerWeek } from './ledger/lines.ts';
import type { RngState } from './rng.ts';
import type { RetiredWrestler } from './roster/retired.ts';
import type { Wrestler } from './roster/wrestler.ts';
import type { StaffMember, StaffReport } from './staff/staffMember.ts';
import { SimRefusal } from './refusal.ts';
import type { ActiveCampaign, PurchasedBoost } from './business/campaigns.ts';
import type { Products } from './business/products.ts';
import type { Championship } from './championships/championship.ts';
import type { BroadcastDeal, TvNetworkState } from './tv/tvDeals.ts';
import type { Rivalry } from './rivalries/rivalry.ts';
import type { Show } from './shows/show.ts';
import type { WeekFigures } from './week/weekFigures.ts';
import type { MessageType } from '../rules/messages.ts';
import type { AiProfile } from './ai/profile.ts';
import type { BankLoan } from '../rules/bankLoan.ts';
import type { NewsItem } from './news/newsItem.ts';
import type { Relationship } from './diplomacy/relationships.ts';
import type { RivalryAction } from './diplomacy/rivalryAction.ts';
import type { WrestlerLoan } from './diplomacy/loan.ts';
import type { JointShow } from './diplomacy/jointShow.ts';
import type { DiplomacyOffer } from './diplomacy/offer.ts';
import type { PromiseState, WrestlerPromise } from './promises/promise.ts';
import type { SocialComment } from './fans/socialComment.ts';
import type { YearRecord } from './history/yearRecord.ts';
import type { HallOfFamer } from './history/hallOfFame.ts';
import type { WrestlerChange } from './roster/wrestlerWeekChanges.ts';

/** Bump when the world's shape changes, and add a migration in migrations.ts. */
export const WORLD_VERSION = 18;

export interface Federation {
  id: string;
  name: string;
  logo: string; // URL path of the chosen logo, '' for none
  funds: number; // USD
  popularity: number; // 0-100
  /**
   * The week figures when the week in progress opened and when last week opened: the base of every
   * "from last week" change (week/weekFigures.ts, docs/rules/week.md "Changes from last week").
   */
  weekOpening: WeekFigures;
  lastWeekOpening: WeekFigures;
  /** Revenue and expenses of the last settled week, in USD (expenses positive). */
  weeklyRevenue: number;
  weeklyExpenses: number;
  controller: 'player' | 'ai';
  /**
   * True once the federation is founded: a player's at /setup (createFederation), a computer-run one when
   * the sim creates it. A player's seat holds an unfounded federation until then; its week cannot advance.
   */
  founded: boolean;
  /** The report of the last week advance as this federation sees it (week/weekReport.ts); null before the first. */
  lastWeekReport: WeekReport | null;
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
  /** Weeks in a row whose bills were not fully paid (docs/rules/ledger.md "When the money runs out"). */
  unpaidWeeks: number;
  /**
   * "Run my unrun shows automatically": Next Week runs this week's unrun shows before advancing instead of
   * asking (docs/rules/week.md "Next Week and unrun shows"). Absent on older saves: off.
   */
  autoRunShows?: boolean;
  /** A computer-run federation's profile (ai/profile.ts); absent on a player's federation. */
  ai?: AiProfile;
  /**
   * Popularity (0-100) when each of its recent weeks opened, oldest first, at most POPULARITY_HISTORY_WEEKS
   * (week/weekFigures.ts openWeek): the trend the global scene and the ranking show. Read by no rule.
   */
  popularityHistory: number[];
  /** The bank loan being repaid, null when none (rules/bankLoan.ts; docs/rules/ledger.md "When the money runs out"). */
  bankLoan: BankLoan | null;
  /** Bank loans taken since the federation was founded (its story; the balance harness counts them). */
  loansTaken: number;
  /** The highest popularity a week of the federation opened with (its story). */
  peakPopularity: number;
  /** totalWeeksProgressed when the federation was founded. */
  foundedWeek: number;
  /**
   * totalWeeksProgressed of the week the bank called its loan in and the player's federation closed (game
   * over: every command but New Game and loading a save is refused); null while it runs.
   */
  closedWeek: number | null;
  /** Its years in figures, oldest first: one record each time a year ends (history/yearRecord.ts). */
  yearEnds: YearRecord[];
  /**
   * Its wrestlers' skill and popularity changes of the week in progress, noted where they happen and taken
   * into the week report at the advance (roster/wrestlerWeekChanges.ts). Absent: none (a computer-run
   * federation keeps none; an older save has none).
   */
  weekWrestlerChanges?: WrestlerChange[];
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
  /** An offer the message carries (diplomacy/offers.ts): answered with Accept or Decline while open. */
  offerId?: string;
  offerState?: OfferState;
  /** A wrestler's request the message carries (promises/): answered with Accept or Decline while open. */
  promiseId?: string;
  promiseState?: PromiseState;
}

/** Where an offer a message carries stands. */
export type OfferState = 'open' | 'accepted' | 'declined' | 'expired';

/** What the last week advance reported: the date it reached and every event, for /next-week. */
export interface WeekReport {
  week: number;
  month: MonthName;
  year: number;
  events: SimEvent[];
}

/** The seat of the game's owner: the one seat of today's one-room-per-owner games (docs/protocol.md "Seats"). */
export const OWNER_SEAT = 'owner';

export interface World {
  version: number;
  calendar: CalendarDate;
  /**
   * Who plays which federation: seat id → federation id. Today one seat, OWNER_SEAT, for the player whose
   * game it is; a shared world adds a seat per player. Rules never read it: they act for the federation id
   * they are given. Only the places that choose a seat do (the room, the balance harness, test helpers).
   */
  seats: Record<string, string>;
  federations: Federation[];
  /** Every wrestler of the world, once each. */
  wrestlers: Wrestler[];
  messages: GameMessage[];
  /** Every federation's shows: scheduled, and completed ones kept as history. */
  shows: Show[];
  championships: Championship[];
  rivalries: Rivalry[];
  /** Next number for ids the world hands out (messages, shows, ...). */
  nextId: number;
  rng: RngState;
  /** The world's news, newest last (news/newsItem.ts; at most NEWS_KEPT). Read by no rule. */
  news: NewsItem[];
  /** Next number for news ids (its own counter, so news never moves the ids the game hands out). */
  nextNewsId: number;
  /** The most recent retirees' records, oldest first (roster/retired.ts; at most RETIRED_RECORDS_KEPT). Read by no rule. */
  retired: RetiredWrestler[];
  /**
   * True when the world holds computer-run federations (ai/): founded with the world and simulated every
   * week. Absent (off) for new games until the screens that show them exist.
   */
  aiFederations?: boolean;
  /**
   * False turns the computer-run federations' dealings with each other and the players off (ai/diplomacy.ts;
   * the benchmark compares the week with and without them); absent: on.
   */
  aiDealings?: boolean;
  /** Dealings between federations (diplomacy/, docs/rules/diplomacy.md): one record per pair that ever dealt. */
  relationships: Relationship[];
  /** Rivalry actions, poaches and raids: the active ones and the most recent others (spec: rivalryActions). */
  rivalryActions: RivalryAction[];
  /** Wrestlers lent between federations: the active loans and the most recent ended ones (spec: wrestlerLoans). */
  wrestlerLoans: WrestlerLoan[];
  /** Joint shows proposed, agreed, held (spec: jointShows). */
  jointShows: JointShow[];
  /** Offers waiting for a player's answer (a loan request, a joint show, an alliance). */
  diplomacyOffers: DiplomacyOffer[];
  /** Requests and promises between federations and their wrestlers: open ones and the most recent resolved (spec: promises). */
  promises: WrestlerPromise[];
  /** The fans' comments, newest last (spec: socialComments; fans/socialComment.ts). */
  socialComments: SocialComment[];
  /** Retired wrestlers inducted into the Hall of Fame, in induction order (history/hallOfFame.ts). */
  hallOfFame: HallOfFamer[];
}

/** The federation a seat plays; only where a seat is chosen (the room, the balance harness, tests). */
export function seatFederationId(world: World, seatId: string = OWNER_SEAT): string {
  const id = world.seats[seatId];
  if (id === undefined) throw new Error(`The world has no seat ${seatId}`);
  return id;
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

/** The federation of the game owner's seat (the room, the balance harness, the slot list, tests). */
export function playerFederation(world: World): Federation {
  const federation = findFederation(world, seatFederationId(world));
  if (!federation) throw new Error('The world has no player federation');
  return federation;
}

/** A new id unique within the world, e.g. "msg-12". */
export function takeId(world: World, prefix: string): string {
  const id = `${prefix}-${world.nextId}`;
  world.nextId += 1;
  return id;
}

/** True once the federation is founded (a player's: set up at /setup). An unknown id is not. */
export function federationStarted(world: World, federationId: string): boolean {
  return findFederation(world, federationId)?.founded ?? false;
}

/** True once a seat's player has a game worth keeping (the start menu's "a game exists"). */
export function gameExists(world: World, federationId: string): boolean {
  return federationStarted(world, federationId) || world.calendar.totalWeeksProgressed > 0;
}
