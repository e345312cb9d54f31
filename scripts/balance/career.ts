// One headless career for `npm run balance`: a new world, the player's federation founded, then a scripted
// strategy plays week after week through the one command table the room calls. Refusals are part of
// play (a strategy tries, the rules say no); anything else is a bug and stops the run.
import { VENUES } from '../../shared/data/venues.ts';
import { findTvNetwork } from '../../shared/data/tvNetworks.ts';
import { attendance as attendanceRule, fairTicketPrice } from '../../shared/rules/shows.ts';
import { findVenueUpgrade, upgradedCapacity, upgradePurchaseProblem } from '../../shared/rules/venueUpgrades.ts';
import { venueLicensing, venueRental } from '../../shared/rules/venues.ts';
import { CAMPAIGNS, campaignCost } from '../../shared/rules/campaigns.ts';
import { facilityMaintenance, PRODUCT_KINDS, PRODUCT_MAX_LEVEL, productSetupCost, productWeeklyCost, type ProductKind } from '../../shared/rules/products.ts';
import type { CommandPayload, CommandResult } from '../../shared/protocol/commands.ts';
import type { WorldCommandName } from '../../shared/sim/commands/command.ts';
import { executeCommand } from '../../shared/sim/commands/table.ts';
import { SimRefusal } from '../../shared/sim/refusal.ts';
import { listFreeAgents } from '../../shared/sim/roster/freeAgents.ts';
import { rosterOf } from '../../shared/sim/roster/wrestler.ts';
import { createWorld, type Federation, type World } from '../../shared/sim/world.ts';

export const STRATEGIES = ['frugal', 'star-heavy', 'tv-first', 'production-first', 'no-shows'] as const;
export type Strategy = (typeof STRATEGIES)[number];

/** Fixed epoch for messages: the harness never reads the clock. */
const NOW = Date.UTC(2026, 0, 1);

export interface YearPoint {
  funds: number;
  popularity: number;
}

export interface CareerResult {
  strategy: Strategy;
  seed: number;
  years: YearPoint[];
  hitZeroFunds: boolean;
  firstTvDealWeek: number | null;
  bestNetworkViewers: number;
  showRatings: number[];
  /** Week (1-based) the federation's popularity first reached 50 and 90, or null. */
  weekReached50: number | null;
  weekReached90: number | null;
}

interface Plan {
  rosterSize: number;
  /** Sign the best wrestler the payroll share allows (true) or the best value (false). */
  stars: boolean;
  /** Share of the average weekly revenue the wrestlers' salaries may take once the first six are signed. */
  payrollShare: number;
  /** Share of the average weekly profit a roster upgrade may add to the payroll. */
  upgradeBoldness: number;
  runShows: boolean;
  acceptTv: boolean;
  /** Buys marketing campaigns when one costs less than this many weeks of average profit (0: never). */
  campaignWeeks: number;
  invest: (world: World, federation: Federation) => void;
}

/** An accepted command as the room would log it (benchmarks replay careers from these). */
export interface PlayedCommand {
  name: WorldCommandName;
  payload: unknown;
  federationId: string;
  at: number;
  week: number;
}

/** Where a career's accepted commands go, when someone records them. */
let recorder: ((command: PlayedCommand) => void) | null = null;

/** Sends a command through the one command table, as the room does; null when the rules refuse it. */
function attempt<C extends WorldCommandName>(world: World, federation: Federation, name: C, payload: CommandPayload<C>): CommandResult | null {
  const week = world.calendar.totalWeeksProgressed;
  try {
    const result = executeCommand(world, name, federation.id, payload, { now: NOW });
    recorder?.({ name, payload, federationId: federation.id, at: NOW, week });
    return result;
  } catch (error) {
    if (error instanceof SimRefusal) return null;
    throw error;
  }
}

/** Weeks of the ledger a careful owner averages before committing to a new cost. */
const LOOKBACK_WEEKS = 4;

function recent(federation: Federation): Federation['ledger'] {
  return federation.ledger.slice(-LOOKBACK_WEEKS);
}

/** Average over the last few settled weeks of a ledger figure, USD: afterTax (profit after tax), revenue or expenses (positive). */
function average(federation: Federation, figure: 'afterTax' | 'revenue' | 'expenses'): number {
  const weeks = recent(federation);
  return weeks.length ? weeks.reduce((sum, w) => sum + w[figure], 0) / weeks.length : 0;
}

/** Weeks of expenses kept in the bank before any new commitment. */
const RESERVE_WEEKS = 8;

/**
 * A new weekly cost is taken on only when the average profit covers it twice over and the one-off cost
 * leaves RESERVE_WEEKS of expenses in the bank.
 */
function canAfford(federation: Federation, weeklyCost: number, oneOff: number): boolean {
  return federation.funds - oneOff > RESERVE_WEEKS * average(federation, 'expenses') && average(federation, 'afterTax') > 2 * weeklyCost;
}

/** Wrestlers' weekly salaries, USD. */
function payroll(world: World, federation: Federation): number {
  return rosterOf(world, federation.id).reduce((sum, w) => sum + (w.contract?.salary ?? 0), 0);
}

/** Invests in the first product of the list whose next level the profit carries. */
function investInOrder(world: World, federation: Federation, kinds: ProductKind[]): void {
  for (const kind of kinds) {
    const level = federation.products[kind].level;
    if (level > 0 && !federation.products[kind].isActive) {
      // Paused when money ran short: switched back on once the profit carries it again.
      if (canAfford(federation, productWeeklyCost(kind, level) + facilityMaintenance(kind, level), 0)) attempt(world, federation, 'setProductActive', { product: kind, active: true });
      return;
    }
    if (level >= PRODUCT_MAX_LEVEL[kind]) continue;
    const added = productWeeklyCost(kind, level + 1) + facilityMaintenance(kind, level + 1) - productWeeklyCost(kind, level) - facilityMaintenance(kind, level);
    if (canAfford(federation, added, productSetupCost(kind, level + 1))) {
      attempt(world, federation, 'investInProduct', { product: kind });
      return;
    }
  }
}

/** Upgrades for every venue first, then those of the venue type the federation books now. */
const UPGRADE_ORDER: Record<'all' | 'arena' | 'stadium', string[]> = {
  all: ['pyrotechnics', 'broadcast_equipment'],
  arena: ['arena_sound', 'arena_lighting', 'arena_capacity_1', 'arena_capacity_2'],
  stadium: ['vip_suites', 'jumbotron', 'stadium_capacity_1', 'stadium_capacity_2'],
};

function buyUpgrades(world: World, federation: Federation): void {
  const last = world.shows.filter((s) => s.federationId === federation.id && s.result).at(-1);
  const type = last ? VENUES.find((v) => v.id === last.venueId)?.type : undefined;
  const order = [...UPGRADE_ORDER.all, ...(type === 'arena' || type === 'stadium' ? UPGRADE_ORDER[type] : [])];
  const next = order.map((id) => findVenueUpgrade(id)!).find((u) => !upgradePurchaseProblem(u.id, federation.venueUpgrades));
  if (next && canAfford(federation, 3 * next.upkeep, next.cost)) attempt(world, federation, 'buyVenueUpgrade', { upgradeId: next.id });
}

const PLANS: Record<Strategy, Plan> = {
  frugal: { rosterSize: 6, stars: false, payrollShare: 0.5, upgradeBoldness: 1, runShows: true, acceptTv: true, campaignWeeks: 0, invest: () => {} },
  'star-heavy': { rosterSize: 9, stars: true, payrollShare: 0.9, upgradeBoldness: 2.5, runShows: true, acceptTv: true, campaignWeeks: 0, invest: () => {} },
  'tv-first': {
    rosterSize: 7,
    stars: false,
    payrollShare: 0.45,
    upgradeBoldness: 0.6,
    runShows: true,
    acceptTv: true,
    campaignWeeks: 3,
    invest: (world, federation) => investInOrder(world, federation, ['advertising']),
  },
  'production-first': {
    rosterSize: 7,
    stars: false,
    payrollShare: 0.45,
    upgradeBoldness: 0.6,
    runShows: true,
    acceptTv: true,
    campaignWeeks: 0,
    invest: (world, federation) => {
      investInOrder(world, federation, ['production', 'merchandising']);
      if (federation.products.production.level >= 3) buyUpgrades(world, federation);
    },
  },
  'no-shows': { rosterSize: 6, stars: false, payrollShare: 0.35, upgradeBoldness: 1, runShows: false, acceptTv: false, campaignWeeks: 0, invest: () => {} },
};

/**
 * Losing money with little left in the bank: pause the costliest product, and if the payroll is still
 * more than the revenue carries, let the wrestler with the least value for money go (six stay).
 */
function cutCosts(world: World, federation: Federation, plan: Plan): void {
  if (federation.ledger.length < LOOKBACK_WEEKS || average(federation, 'afterTax') >= 0 || federation.funds > RESERVE_WEEKS * average(federation, 'expenses')) return;
  const active = PRODUCT_KINDS.filter((k) => federation.products[k].isActive && federation.products[k].level > 0).sort((a, b) => productWeeklyCost(b, federation.products[b].level) - productWeeklyCost(a, federation.products[a].level));
  if (active[0]) {
    attempt(world, federation, 'setProductActive', { product: active[0]!, active: false });
    return;
  }
  // The least value for money goes first; six stay, enough for a full card.
  const roster = rosterOf(world, federation.id).sort((a, b) => a.totalPoints / Math.max(1, a.contract?.salary ?? 0) - b.totalPoints / Math.max(1, b.contract?.salary ?? 0));
  if (roster.length > 6 && payroll(world, federation) > plan.payrollShare * average(federation, 'revenue')) attempt(world, federation, 'releaseWrestler', { wrestlerId: roster[0]!.id });
}

interface Candidate {
  wrestler: World['wrestlers'][number];
  source: 'market' | 'freeAgent';
}

/** This week's market, then the best free agents the federation may sign (up to `freeAgents` of them). */
function candidates(world: World, federation: Federation, freeAgents: number): Candidate[] {
  return [
    ...federation.market.map((id) => ({ wrestler: world.wrestlers.find((w) => w.id === id)!, source: 'market' as const })),
    ...(freeAgents > 0 ? listFreeAgents(world, federation.id, { sort: 'totalPoints', limit: freeAgents }).rows.filter((r) => !r.locked && !r.onMarket).map((r) => ({ wrestler: r.wrestler, source: 'freeAgent' as const })) : []),
  ];
}

/** A permanent deal: 5 weeks from the market, 12 for a free agent. */
function sign(world: World, federation: Federation, { wrestler, source }: Candidate): boolean {
  return attempt(world, federation, 'signWrestler', { wrestlerId: wrestler.id, source, contractType: 'permanent', weeks: source === 'market' ? 5 : 12 }) !== null;
}

/** Rating points a newcomer must add over the weakest wrestler to be worth a swap. */
const UPGRADE_MARGIN_POINTS = 25;

/** Weekly salary the plan can still take on, USD: the payroll share of the revenue less the payroll. */
function salaryRoom(world: World, federation: Federation, plan: Plan): number {
  return plan.payrollShare * average(federation, 'revenue') - payroll(world, federation);
}

/**
 * As popularity opens the market, swaps the weakest wrestler for a clearly better one whose salary the
 * average profit (times the plan's boldness, plus the salary freed) can carry: sign first, then release.
 */
function upgradeRoster(world: World, federation: Federation, plan: Plan): void {
  if (world.calendar.totalWeeksProgressed % 4 !== 0) return;
  const roster = rosterOf(world, federation.id).filter((w) => w.status === 'active').sort((a, b) => a.totalPoints - b.totalPoints);
  const weakest = roster[0];
  if (!weakest || roster.length < 4) return;
  const room = Math.max(0, average(federation, 'afterTax')) * plan.upgradeBoldness + (weakest.contract?.salary ?? 0);
  const pick = candidates(world, federation, 20)
    .filter(({ wrestler }) => wrestler.askingSalary <= room && wrestler.totalPoints >= weakest.totalPoints + UPGRADE_MARGIN_POINTS)
    .sort((a, b) => b.wrestler.totalPoints - a.wrestler.totalPoints)[0];
  if (pick && sign(world, federation, pick)) attempt(world, federation, 'releaseWrestler', { wrestlerId: weakest.id });
}

/** Keeps the roster at size: renews contracts about to end, signs from the market (and free agents for stars). */
function manageRoster(world: World, federation: Federation, plan: Plan): void {
  for (const wrestler of rosterOf(world, federation.id)) {
    if (wrestler.contract && wrestler.contract.weeksRemaining <= 2) attempt(world, federation, 'renewContract', { wrestlerId: wrestler.id, contractType: 'permanent', weeks: 12 });
  }
  upgradeRoster(world, federation, plan);
  // The first six on what the funds can carry for 20 weeks; beyond six only what the payroll share allows.
  const budget = () => {
    const size = rosterOf(world, federation.id).length;
    if (size < 6) return (federation.funds / 20 - payroll(world, federation)) / (6 - size);
    return salaryRoom(world, federation, plan);
  };
  while (rosterOf(world, federation.id).length < plan.rosterSize) {
    const limit = budget();
    const options = candidates(world, federation, plan.stars ? 30 : 0).filter(({ wrestler }) => wrestler.federationId === null && wrestler.askingSalary <= limit);
    const ordered = plan.stars ? options.sort((a, b) => b.wrestler.totalPoints - a.wrestler.totalPoints) : options.sort((a, b) => a.wrestler.askingSalary / Math.max(1, a.wrestler.totalPoints) - b.wrestler.askingSalary / Math.max(1, b.wrestler.totalPoints));
    if (!ordered.some((candidate) => sign(world, federation, candidate))) return;
  }
}

/** The venue that should pay best: expected tickets (fans capped by seats) minus rental and licensing, within a fifth of the funds. */
function pickVenue(federation: Federation, expectedFans: number): string {
  const price = fairTicketPrice(federation.popularity);
  const affordable = VENUES.filter((v) => venueRental(v.capacity) <= Math.max(200, federation.funds / 5));
  // Rental is on the venue's own seats; capacity upgrades add seats for free.
  const value = (v: (typeof VENUES)[number]) => Math.min(expectedFans, upgradedCapacity(v.capacity, v.type, federation.venueUpgrades)) * price - venueRental(v.capacity) - venueLicensing(v.type);
  const best = affordable.sort((a, b) => value(b) - value(a) || a.capacity - b.capacity)[0];
  return (best ?? VENUES[0]!).id;
}

function weeklyShow(world: World, federation: Federation): World['shows'][number] | undefined {
  return world.shows.find((s) => s.federationId === federation.id && !s.hasBeenRun && s.weekIndex === world.calendar.totalWeeksProgressed);
}

/** This week's show: the weekly clone, or a new one; a show that sold out last week moves to a bigger venue. */
function thisWeeksShow(world: World, federation: Federation): World['shows'][number] | undefined {
  const price = Math.round(fairTicketPrice(federation.popularity));
  const last = world.shows.filter((s) => s.federationId === federation.id && s.result).at(-1);
  // Demand, not last week's capped crowd: the spec's attendance for last week's expected rating with no seat limit.
  const demand = last?.result ? attendanceRule(last.result.expectedRating, federation.popularity, price, Number.POSITIVE_INFINITY) : 100;
  const wanted = pickVenue(federation, demand);
  let show = weeklyShow(world, federation);
  if (show && last?.result && wanted !== show.venueId) {
    const dealId = show.tvDealId;
    const bigger = attempt(world, federation, 'createShow', { name: `Weekly Show ${world.calendar.totalWeeksProgressed}`, weeksAhead: 0, venueId: wanted, ticketPrice: price, frequency: 'weekly' })?.show;
    if (bigger) {
      if (dealId) attempt(world, federation, 'assignTvDeal', { dealId, showId: bigger.id });
      attempt(world, federation, 'cancelShow', { showId: show.id });
      show = bigger;
    }
  }
  if (!show && attempt(world, federation, 'createShow', { name: 'Weekly Show', weeksAhead: 0, venueId: wanted, ticketPrice: price, frequency: 'weekly' })) show = weeklyShow(world, federation);
  if (show) attempt(world, federation, 'updateShow', { showId: show.id, ticketPrice: price });
  return show;
}

function signTv(world: World, federation: Federation, show: World['shows'][number], result: CareerResult): void {
  if (show.tvDealId && federation.broadcastDeals.some((d) => d.id === show.tvDealId && d.isActive)) return;
  const offers = federation.tvNetworks.filter((n) => n.currentOffer).sort((a, b) => findTvNetwork(b.networkId)!.networkSize - findTvNetwork(a.networkId)!.networkSize);
  for (const network of offers) {
    if (!attempt(world, federation, 'acceptTvOffer', { networkId: network.networkId, showId: show.id })) continue;
    result.firstTvDealWeek ??= world.calendar.totalWeeksProgressed;
    result.bestNetworkViewers = Math.max(result.bestNetworkViewers, findTvNetwork(network.networkId)!.networkSize);
    return;
  }
}

function playWeek(world: World, federation: Federation, plan: Plan, result: CareerResult): void {
  cutCosts(world, federation, plan);
  manageRoster(world, federation, plan);
  plan.invest(world, federation);
  if (plan.runShows) {
    const show = thisWeeksShow(world, federation);
    if (show) {
      if (show.segments.length === 0) attempt(world, federation, 'autoBook', { showId: show.id });
      if (plan.acceptTv) signTv(world, federation, show, result);
      if (attempt(world, federation, 'runShow', { showId: show.id }) && show.result) result.showRatings.push(show.result.rating.value);
    }
  }
  if (plan.campaignWeeks > 0 && federation.activeCampaigns.length === 0) {
    const affordable = CAMPAIGNS.filter((c) => campaignCost(c, federation.popularity) < plan.campaignWeeks * average(federation, 'afterTax') && canAfford(federation, 0, campaignCost(c, federation.popularity)));
    const best = affordable.sort((a, b) => b.popularityBoost - a.popularityBoost)[0];
    if (best) attempt(world, federation, 'buyCampaign', { campaignId: best.id });
  }
}

/** Plays a career and returns its world, its starting world and every accepted command (for benchmarks). */
export function recordCareer(strategy: Strategy, seed: number, weeks: number): { start: World; world: World; commands: PlayedCommand[] } {
  const commands: PlayedCommand[] = [];
  recorder = (command) => commands.push(command);
  try {
    const { world, start } = careerWorld(strategy, seed, weeks / 52);
    return { start, world, commands };
  } finally {
    recorder = null;
  }
}

export function playCareer(strategy: Strategy, seed: number, years: number): CareerResult {
  return careerWorld(strategy, seed, years).result;
}

function careerWorld(strategy: Strategy, seed: number, years: number): { world: World; start: World; result: CareerResult } {
  const world = createWorld(seed);
  const start = recorder ? structuredClone(world) : world;
  attempt(world, { id: world.playerFederationId } as Federation, 'createFederation', { name: 'Balance Wrestling', logo: '' });
  const federation = world.federations[0]!;
  const plan = PLANS[strategy];
  const result: CareerResult = { strategy, seed, years: [], hitZeroFunds: false, firstTvDealWeek: null, bestNetworkViewers: 0, showRatings: [], weekReached50: null, weekReached90: null };
  for (let week = 1; week <= years * 52; week += 1) {
    playWeek(world, federation, plan, result);
    attempt(world, federation, 'advanceWeek', {});
    if (process.env.BALANCE_TRACE && week <= Number(process.env.BALANCE_TRACE)) {
      const l = federation.ledger.at(-1)!;
      const show = world.shows.filter((x) => x.federationId === federation.id && x.result).at(-1);
      const kinds = new Map<string, number>();
      for (const line of l.lines) kinds.set(line.kind, Math.round((kinds.get(line.kind) ?? 0) + line.amount));
      console.log(week, 'funds', Math.round(federation.funds), 'pop', federation.popularity, 'roster', rosterOf(world, federation.id).length, 'show', show?.result?.rating.value, show?.result?.attendance, '/', show?.result?.capacity, JSON.stringify(Object.fromEntries(kinds)));
    }
    if (federation.unpaidWeeks > 0) result.hitZeroFunds = true;
    if (federation.popularity >= 50) result.weekReached50 ??= week;
    if (federation.popularity >= 90) result.weekReached90 ??= week;
    if (week % 52 === 0) result.years.push({ funds: federation.funds, popularity: federation.popularity });
  }
  return { world, start, result };
}
