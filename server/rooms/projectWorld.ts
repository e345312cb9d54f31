// Copies a federation's view of the world into the synced schema: the whole view when a room opens, then
// after each command only the parts it touches (the command table says which). Only changed fields go on
// the wire; keyed collections are synced by id so one signing sends one wrestler. The world's random
// generator state is never synced (a client could predict every draw).
import type { StateView } from '@colyseus/schema';
import { eliteScoutingCost } from '#shared/rules/campaigns.ts';
import { PRODUCT_KINDS } from '#shared/rules/products.ts';
import { RECENT_RESULTS_SYNCED, SHOW_MAX_WEEKS_AHEAD } from '#shared/rules/shows.ts';
import { eliteProspect } from '#shared/sim/business/campaigns.ts';
import type { Show } from '#shared/sim/shows/show.ts';
import { findTvNetwork } from '#shared/data/tvNetworks.ts';
import {
  BroadcastDealState,
  TvNetworkState,
  ChampionshipState,
  RivalryState,
  ShowState,
  LedgerLineState,
  LedgerWeekState,
  MessageState,
  StaffReportState,
  StaffState,
  WrestlerState,
  FederationFaceState,
  FederationPrivateState,
  type GameState,
} from '#shared/schema/GameState.ts';
import { weekBillsForecast } from '#shared/sim/ledger/weeklyLedger.ts';
import { inboxOf, syncedInbox } from '#shared/sim/messages.ts';
import {
  assignChampionship,
  assignFace,
  assignLine,
  assignMessage,
  assignReport,
  assignRivalry,
  assignShow,
  assignStaff,
  assignWeek,
  assignWeekChange,
  assignBankLoan,
  assignWrestler,
} from './projectItems.ts';
import { findWrestlerIn, rosterOf, type Wrestler } from '#shared/sim/roster/wrestler.ts';
import { changeFromLastWeek, lastWeekChange } from '#shared/sim/week/weekFigures.ts';
import { requireFederation, type Federation, type GameMessage, type World } from '#shared/sim/world.ts';
import { SYNC_SECTIONS, type SyncSection } from '#shared/sim/commands/command.ts';
import { activeCampaignsField, broadcastDealField, tvOfferField } from '#shared/schema/syncedJson.ts';
import { syncArray, syncKeyedArray, syncMap } from './syncArray.ts';

/** Settled weeks in the synced state; older ones are fetched with getLedgerHistory. */
export const LEDGER_WEEKS_SYNCED = 12;
/** Staff reports in the synced state (the newest). */
export const STAFF_REPORTS_SYNCED = 20;

/** Ended TV deals stay on /tv-networks this many weeks after their last week. */
export const ENDED_DEAL_SYNC_WEEKS = 8;
/** Ended rivalries stay on /rivalries this many weeks after they end. */
export const ENDED_RIVALRY_SYNC_WEEKS = 4;

/**
 * What the synced state carries of a federation's shows: every show not run, and the newest results.
 * world.shows is in creation order and a show is created at most SHOW_MAX_WEEKS_AHEAD weeks ahead, so
 * the walk from the newest end stops once it has the results it needs and has passed every show that
 * could still be to come: the cost does not grow with the years played.
 */
export function syncedShows(world: World, federationId: string): Show[] {
  const upcoming: Show[] = [];
  const recent: Show[] = [];
  const lastPossibleUpcoming = world.calendar.totalWeeksProgressed - SHOW_MAX_WEEKS_AHEAD - 1;
  for (let i = world.shows.length - 1; i >= 0; i -= 1) {
    const show = world.shows[i]!;
    if (recent.length >= RECENT_RESULTS_SYNCED && show.weekIndex < lastPossibleUpcoming) break;
    if (show.federationId !== federationId) continue;
    if (!show.hasBeenRun) upcoming.push(show);
    else if (recent.length < RECENT_RESULTS_SYNCED) recent.push(show);
  }
  return [...recent.reverse(), ...upcoming.reverse()];
}

/** The synced market's key of an offer: its place in this week's market ("0", "1"...), not the wrestler's id. */
function marketSlotKey(slot: number): string {
  return String(slot);
}

/** A synced message and a message of the inbox are the same message when their ids are. */
const MESSAGE_KEYS = { item: (item: MessageState) => item.id, source: (message: GameMessage) => message.id };

/**
 * The synced shows (recent results and shows to come). A run show already synced as run is written again
 * only with `runShowsToo` (the week, whose history folding may change it); one synced before it ran
 * (its item still has no rating) is written as it now stands, so the show night need not walk the other
 * run shows' cards and results.
 */
function syncShows(world: World, federation: Federation, own: FederationPrivateState, runShowsToo: boolean): void {
  syncMap(own.shows, syncedShows(world, federation.id), (s) => s.id, () => new ShowState(), (item, show) => {
    if (runShowsToo || !show.hasBeenRun || item.id !== show.id || item.rating < 0) assignShow(world, item, show);
  });
}

/** This week's ledger lines, paid or earned so far. */
function syncCurrentLines(federation: Federation, own: FederationPrivateState): void {
  syncArray(own.currentLines, federation.currentLines, () => new LedgerLineState(), assignLine);
}

/**
 * Parts that are a piece of another: a command naming both (the week) syncs the whole once. 'shows'
 * re-syncs the shows to come too, 'ledger' this week's lines.
 */
const WHOLE_PART_OF: Partial<Record<SyncSection, SyncSection>> = { upcomingShows: 'shows', ledgerLines: 'ledger' };

type Projector = (world: World, federation: Federation, own: FederationPrivateState, state: GameState) => void;

/**
 * How each synced part is brought in line with the world. A command re-syncs only the parts it names in
 * the command table (shared/sim/commands), so its cost is what it touches, not the whole view.
 */
const PROJECTORS: Record<SyncSection, Projector> = {
  game: (world, federation, own, state) => {
    own.gameStarted = federation.founded;
    const { calendar } = world;
    state.calendar.week = calendar.week;
    state.calendar.month = calendar.month;
    state.calendar.year = calendar.year;
    state.calendar.totalWeeksProgressed = calendar.totalWeeksProgressed;
  },
  // Every federation's public face (the week advance and a newly opened game); a command of one
  // federation re-projects only that federation's face (projectWorld).
  federations: (world, _federation, _own, state) => {
    syncMap(state.federations, world.federations, (f) => f.id, () => new FederationFaceState(), (item, f) => assignFace(world, item, f));
  },
  federation: (world, federation, own) => {
    const face = own.federation;
    face.id = federation.id;
    face.name = federation.name;
    face.logo = federation.logo;
    face.funds = federation.funds;
    face.popularity = federation.popularity;
    face.weeklyRevenue = federation.weeklyRevenue;
    face.weeklyExpenses = federation.weeklyExpenses;
    face.totalWrestlers = rosterOf(world, federation.id).length;
    face.socialFollowers = federation.socialFollowers;
    face.weekBillsForecast = weekBillsForecast(world, federation);
    face.unpaidWeeks = federation.unpaidWeeks;
    face.autoRunShows = federation.autoRunShows ?? false;
    assignBankLoan(face.bankLoan, federation.bankLoan);
    face.loansTaken = federation.loansTaken;
    face.closed = federation.closedWeek != null;
    assignWeekChange(face.changeFromLastWeek, changeFromLastWeek(world, federation));
    assignWeekChange(face.lastWeekChange, lastWeekChange(federation));
    own.totalShows = federation.totalShows;
    own.showsCompletedThisWeek = federation.showsCompletedThisWeek;
  },
  messages: (world, federation, own) => {
    const total = inboxOf(world, federation.id).length;
    if (own.messageTotal !== total) own.messageTotal = total;
    // Keyed: the messages that left the synced window are removed where they stand, so the others keep
    // their places (and a client's copy of them) as new ones arrive at the end.
    syncKeyedArray(own.messages, syncedInbox(world, federation.id), MESSAGE_KEYS, () => new MessageState(), assignMessage);
  },
  roster: (world, federation, own) => syncMap(own.roster, rosterOf(world, federation.id), (w) => w.id, () => new WrestlerState(), (item, w) => assignWrestler(item, w)),
  market: (world, federation, own) => {
    const market: Array<{ wrestler: Wrestler; order: number; slot: number }> = [];
    federation.market.forEach((id, order) => {
      const wrestler = findWrestlerIn(world, id);
      if (wrestler) market.push({ wrestler, order, slot: market.length });
    });
    // Keyed by slot, not by wrestler: each week's new market is written into the same items (a new item
    // per offer each week costs a room CPU every week and makes garbage that outlives the young
    // generation; docs/benchmarks.md). The item's `id` says who is on offer.
    syncMap(own.market, market, (entry) => marketSlotKey(entry.slot), () => new WrestlerState(), (item, entry) => assignWrestler(item, entry.wrestler, entry.order));
  },
  staff: (_world, federation, own) => {
    syncArray(own.staff, federation.staff, () => new StaffState(), assignStaff);
    syncArray(own.staffCandidates, federation.staffCandidates, () => new StaffState(), assignStaff);
  },
  reports: (_world, federation, own) =>
    syncMap(own.staffReports, federation.staffReports.slice(-STAFF_REPORTS_SYNCED), (r) => r.id, () => new StaffReportState(), assignReport),
  ledger: (_world, federation, own) => {
    syncMap(own.ledger, federation.ledger.slice(-LEDGER_WEEKS_SYNCED), (w) => String(w.weekNumber), () => new LedgerWeekState(), assignWeek);
    syncCurrentLines(federation, own);
  },
  ledgerLines: (_world, federation, own) => syncCurrentLines(federation, own),
  business: (world, federation, own) => {
    for (const kind of PRODUCT_KINDS) {
      own.business[kind].level = federation.products[kind].level;
      own.business[kind].isActive = federation.products[kind].isActive;
    }
    if (own.business.venueUpgrades.join('|') !== federation.venueUpgrades.join('|')) {
      own.business.venueUpgrades.clear();
      own.business.venueUpgrades.push(...federation.venueUpgrades);
    }
    const surges = federation.purchasedBoosts.filter((b) => b.type === 'audience_surge');
    const prospect = eliteProspect(world, federation);
    own.business.activeCampaigns = activeCampaignsField.encode(federation.activeCampaigns);
    own.business.surgeShowsLeft = surges.reduce((sum, b) => sum + b.remainingShows, 0);
    own.business.surgePercent = Math.max(0, ...surges.map((b) => b.boostPercentage));
    own.business.eliteProspectName = prospect?.name ?? '';
    own.business.eliteProspectCost = prospect ? eliteScoutingCost(prospect.askingSalary) : 0;
  },
  shows: (world, federation, own) => syncShows(world, federation, own, true),
  // A run show already synced stays as it is: only 'shows' (the week: its history folding) can change one.
  upcomingShows: (world, federation, own) => syncShows(world, federation, own, false),
  championships: (world, federation, own) =>
    syncMap(
      own.championships,
      world.championships.filter((c) => c.federationId === federation.id && c.isActive),
      (c) => c.id,
      () => new ChampionshipState(),
      (item, title) => assignChampionship(world, item, title),
    ),
  tv: (_world, federation, own) =>
    syncArray(own.tvNetworks, federation.tvNetworks, () => new TvNetworkState(), (item, network) => {
      const row = findTvNetwork(network.networkId);
      item.networkId = network.networkId;
      item.name = row?.name ?? network.networkId;
      item.networkSize = row?.networkSize ?? 0;
      item.minPopularityRequired = row?.minPopularityRequired ?? 0;
      item.description = row?.description ?? '';
      item.isUnlocked = network.isUnlocked;
      item.offer = tvOfferField.encode(network.currentOffer);
    }),
  deals: (world, federation, own) => {
    const weekNow = world.calendar.totalWeeksProgressed;
    const deals = federation.broadcastDeals.filter((d) => d.isActive || weekNow - d.endWeek <= ENDED_DEAL_SYNC_WEEKS);
    syncMap(own.broadcastDeals, deals, (d) => d.id, () => new BroadcastDealState(), (item, deal) => {
      item.id = deal.id;
      item.networkId = deal.networkId;
      item.showId = deal.showId;
      item.isActive = deal.isActive;
      item.totalEarnings = deal.totalEarnings;
      item.deal = broadcastDealField.encode(deal);
    });
  },
  rivalries: (world, federation, own) => {
    const now = world.calendar.totalWeeksProgressed;
    const rivalries = world.rivalries.filter((r) => r.federationId === federation.id && (r.isActive || now - (r.endedWeekIndex ?? now) <= ENDED_RIVALRY_SYNC_WEEKS));
    syncMap(own.rivalries, rivalries, (r) => r.id, () => new RivalryState(), assignRivalry);
  },
};

/**
 * The sections whose figures a federation's public face shows (popularity, name and logo, roster size,
 * champions, last show): a command touching one of them re-projects that federation's face.
 */
export const FACE_SOURCES: readonly SyncSection[] = ['game', 'federation', 'roster', 'shows', 'championships'];

/**
 * Shows a client's view the lists of plain values inside its private part that a view does not reach by
 * itself. @colyseus/schema 5.0.34 passes a view's visibility down to new schema items and their lists of
 * items, but not to a list of strings (t.array('string')) inside an item added after the view was set:
 * a new rivalry's wrestlers would never reach its client (server/rooms/showCommands.test.ts). Costs one
 * check per rivalry synced; run after each projection.
 */
export function showPlainLists(view: StateView, own: FederationPrivateState): void {
  for (const rivalry of own.rivalries.values()) if (!view.has(rivalry.wrestlers)) view.add(rivalry.wrestlers);
}

/** A federation's private part of the synced state, created (and kept) on first use. */
export function privatePartOf(state: GameState, federationId: string): FederationPrivateState {
  let own = state.privates.get(federationId);
  if (!own) {
    own = new FederationPrivateState();
    state.privates.set(federationId, own);
  }
  return own;
}

/**
 * Brings the synced state in line with the world for `federationId`: the parts named, or all of them.
 * The public faces: every federation's when 'federations' is named (the week advance, a whole
 * projection), else only this federation's, when the command touched what its face shows. A whole
 * projection also drops the private parts of federations no longer in the world (another game loaded).
 * The state holds a private part for each federation projected for (the room's seats), and the room
 * shows each client its own only (GameRoom showOwnPart).
 */
export function projectWorld(world: World, federationId: string, state: GameState, sections: readonly SyncSection[] = SYNC_SECTIONS): void {
  const federation = requireFederation(world, federationId);
  if (sections === SYNC_SECTIONS) {
    for (const id of [...state.privates.keys()]) if (!world.federations.some((f) => f.id === id)) state.privates.delete(id);
  }
  const own = privatePartOf(state, federationId);
  for (const section of sections) {
    const whole = WHOLE_PART_OF[section];
    if (whole && sections.includes(whole)) continue;
    PROJECTORS[section](world, federation, own, state);
  }
  if (!sections.includes('federations') && sections.some((section) => FACE_SOURCES.includes(section))) {
    let face = state.federations.get(federation.id);
    if (!face) {
      face = new FederationFaceState();
      state.federations.set(federation.id, face);
    }
    assignFace(world, face, federation);
  }
}
