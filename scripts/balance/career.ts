// One headless career for `npm run balance`: a new world, the player's federation founded, then a scripted
// strategy plays week after week through the same sim functions the room calls. Refusals are part of
// play (a strategy tries, the rules say no); anything else is a bug and stops the run.
import { VENUES } from '../../shared/data/venues.ts';
import { findTvNetwork } from '../../shared/data/tvNetworks.ts';
import { attendance as attendanceRule, fairTicketPrice } from '../../shared/rules/shows.ts';
import { venueLicensing, venueRental } from '../../shared/rules/venues.ts';
import { buyCampaign } from '../../shared/sim/business/campaigns.ts';
import { investInProduct } from '../../shared/sim/business/products.ts';
import { buyVenueUpgrade } from '../../shared/sim/business/venueUpgrades.ts';
import { createFederation } from '../../shared/sim/createFederation.ts';
import { SimRefusal } from '../../shared/sim/refusal.ts';
import { releaseWrestler, renewContract } from '../../shared/sim/roster/contracts.ts';
import { listFreeAgents } from '../../shared/sim/roster/freeAgents.ts';
import { signWrestler } from '../../shared/sim/roster/signing.ts';
import { rosterOf } from '../../shared/sim/roster/wrestler.ts';
import { autoBook } from '../../shared/sim/shows/autoBook.ts';
import { runShow } from '../../shared/sim/shows/runShow.ts';
import { cancelShow, createShow, updateShow } from '../../shared/sim/shows/scheduling.ts';
import { acceptTvOffer, assignTvDeal } from '../../shared/sim/tv/tvDeals.ts';
import { advanceWeek } from '../../shared/sim/week/advanceWeek.ts';
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
}

interface Plan {
  rosterSize: number;
  /** Sign the best wrestler the federation can afford (true) or the cheapest decent one (false). */
  stars: boolean;
  runShows: boolean;
  acceptTv: boolean;
  /** Funds kept aside before spending on products, upgrades or campaigns, USD. */
  reserve: number;
  invest: (world: World, federation: Federation) => void;
}

function attempt(action: () => unknown): boolean {
  try {
    action();
    return true;
  } catch (error) {
    if (error instanceof SimRefusal) return false;
    throw error;
  }
}

/** Last settled week's profit after tax, USD (what a careful owner can commit to new weekly costs). */
function weeklyNet(federation: Federation): number {
  return federation.ledger.at(-1)?.afterTax ?? 0;
}

/** A new weekly cost is taken on only with a cushion of funds and a profit that covers it. */
function canAfford(federation: Federation, weeklyCost: number, oneOff: number, reserve: number): boolean {
  return federation.funds - oneOff > reserve && weeklyNet(federation) > weeklyCost;
}

const PLANS: Record<Strategy, Plan> = {
  frugal: { rosterSize: 6, stars: false, runShows: true, acceptTv: true, reserve: Infinity, invest: () => {} },
  'star-heavy': { rosterSize: 9, stars: true, runShows: true, acceptTv: true, reserve: Infinity, invest: () => {} },
  'tv-first': {
    rosterSize: 7,
    stars: false,
    runShows: true,
    acceptTv: true,
    reserve: 20_000,
    invest: (world, federation) => {
      const next = federation.products.advertising.level + 1;
      const levels = [0, 2_000, 8_000, 25_000, 75_000];
      const weekly = [0, 1_500 + 1_000, 5_000 + 2_000, 15_000 + 3_000, 40_000 + 4_000];
      if (next < levels.length && canAfford(federation, weekly[next]! - weekly[next - 1]!, levels[next]!, 20_000)) attempt(() => investInProduct(world, federation.id, 'advertising'));
    },
  },
  'production-first': {
    rosterSize: 7,
    stars: false,
    runShows: true,
    acceptTv: true,
    reserve: 15_000,
    invest: (world, federation) => {
      const next = federation.products.production.level + 1;
      const setups = [0, 0, 10_000, 30_000, 75_000, 150_000];
      const weekly = [0, 200 + 750, 500 + 1_500, 1_200 + 2_250, 8_000 + 3_000, 20_000 + 3_750];
      if (next < setups.length && canAfford(federation, weekly[next]! - weekly[next - 1]!, setups[next]!, 15_000)) attempt(() => investInProduct(world, federation.id, 'production'));
      else if (federation.products.merchandising.level < 3 && canAfford(federation, 1_000, 20_000, 50_000)) attempt(() => investInProduct(world, federation.id, 'merchandising'));
      else if (canAfford(federation, 1_500, 100_000, 100_000)) attempt(() => buyVenueUpgrade(world, federation.id, 'pyrotechnics'));
    },
  },
  'no-shows': { rosterSize: 6, stars: false, runShows: false, acceptTv: false, reserve: Infinity, invest: () => {} },
};

/** Rating points a newcomer must add over the weakest wrestler to be worth a swap. */
const UPGRADE_MARGIN_POINTS = 25;

/**
 * As popularity opens the market, swaps the weakest wrestler for a clearly better one whose salary the
 * week's profit (plus the salary freed) can carry: sign first, then release.
 */
function upgradeRoster(world: World, federation: Federation): void {
  if (world.calendar.totalWeeksProgressed % 4 !== 0) return;
  const roster = rosterOf(world, federation.id).filter((w) => w.status === 'active').sort((a, b) => a.totalPoints - b.totalPoints);
  const weakest = roster[0];
  if (!weakest || roster.length < 4) return;
  const room = Math.max(0, weeklyNet(federation)) + weakest.askingSalary;
  const candidates = [
    ...federation.market.map((id) => ({ wrestler: world.wrestlers.find((w) => w.id === id)!, source: 'market' as const })),
    ...listFreeAgents(world, federation.id, { sort: 'totalPoints', limit: 20 }).rows.filter((r) => !r.locked && !r.onMarket).map((r) => ({ wrestler: r.wrestler, source: 'freeAgent' as const })),
  ]
    .filter(({ wrestler }) => wrestler.askingSalary <= room && wrestler.totalPoints >= weakest.totalPoints + UPGRADE_MARGIN_POINTS)
    .sort((a, b) => b.wrestler.totalPoints - a.wrestler.totalPoints);
  const pick = candidates[0];
  if (!pick) return;
  if (attempt(() => signWrestler(world, federation.id, pick.wrestler.id, { source: pick.source, contractType: 'permanent', weeks: pick.source === 'market' ? 5 : 12 }))) {
    attempt(() => releaseWrestler(world, federation.id, weakest.id));
  }
}

/** Keeps the roster at size: renews contracts about to end, signs from the market (and free agents for stars). */
function manageRoster(world: World, federation: Federation, plan: Plan): void {
  for (const wrestler of rosterOf(world, federation.id)) {
    if (wrestler.contract && wrestler.contract.weeksRemaining <= 2) attempt(() => renewContract(world, federation.id, wrestler.id, { contractType: 'permanent', weeks: 12 }));
  }
  upgradeRoster(world, federation);
  let missing = plan.rosterSize - rosterOf(world, federation.id).length;
  if (missing <= 0) return;
  // Up to 6 wrestlers on what the funds can carry for 20 weeks; beyond 6 only what last week's profit covers.
  const size = rosterOf(world, federation.id).length;
  const budget = size < 6 ? federation.funds / 20 / Math.max(1, 6 - size) : Math.max(0, weeklyNet(federation));
  const market = federation.market.map((id) => world.wrestlers.find((w) => w.id === id)!).filter((w) => w.askingSalary <= budget);
  const ordered = plan.stars ? market.sort((a, b) => b.totalPoints - a.totalPoints) : market.sort((a, b) => a.askingSalary / Math.max(1, a.totalPoints) - b.askingSalary / Math.max(1, b.totalPoints));
  for (const wrestler of ordered) {
    if (missing <= 0) break;
    if (attempt(() => signWrestler(world, federation.id, wrestler.id, { source: 'market', contractType: 'permanent', weeks: 5 }))) missing -= 1;
  }
  if (!plan.stars || missing <= 0) return;
  const agents = listFreeAgents(world, federation.id, { sort: 'totalPoints', limit: 30 }).rows.filter((r) => !r.locked && !r.onMarket && r.wrestler.askingSalary <= budget);
  for (const row of agents) {
    if (missing <= 0) break;
    if (attempt(() => signWrestler(world, federation.id, row.wrestler.id, { source: 'freeAgent', contractType: 'permanent', weeks: 12 }))) missing -= 1;
  }
}

/** The venue that should pay best: expected tickets (fans capped by seats) minus rental and licensing, within a fifth of the funds. */
function pickVenue(federation: Federation, expectedFans: number): string {
  const price = fairTicketPrice(federation.popularity);
  const affordable = VENUES.filter((v) => venueRental(v.capacity) <= Math.max(200, federation.funds / 5));
  const value = (v: (typeof VENUES)[number]) => Math.min(expectedFans, v.capacity) * price - venueRental(v.capacity) - venueLicensing(v.type);
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
    const bigger = (() => {
      try {
        return createShow(world, federation.id, { name: `Weekly Show ${world.calendar.totalWeeksProgressed}`, weeksAhead: 0, venueId: wanted, ticketPrice: price, frequency: 'weekly' });
      } catch (error) {
        if (error instanceof SimRefusal) return null;
        throw error;
      }
    })();
    if (bigger) {
      if (dealId) attempt(() => assignTvDeal(world, federation.id, dealId, bigger.id));
      attempt(() => cancelShow(world, federation.id, show!.id));
      show = bigger;
    }
  }
  if (!show && attempt(() => createShow(world, federation.id, { name: 'Weekly Show', weeksAhead: 0, venueId: wanted, ticketPrice: price, frequency: 'weekly' }))) show = weeklyShow(world, federation);
  if (show) attempt(() => updateShow(world, federation.id, show!.id, { ticketPrice: price }));
  return show;
}

function signTv(world: World, federation: Federation, show: World['shows'][number], result: CareerResult): void {
  if (show.tvDealId && federation.broadcastDeals.some((d) => d.id === show.tvDealId && d.isActive)) return;
  const offers = federation.tvNetworks.filter((n) => n.currentOffer).sort((a, b) => findTvNetwork(b.networkId)!.networkSize - findTvNetwork(a.networkId)!.networkSize);
  for (const network of offers) {
    if (!attempt(() => acceptTvOffer(world, federation.id, network.networkId, show.id))) continue;
    result.firstTvDealWeek ??= world.calendar.totalWeeksProgressed;
    result.bestNetworkViewers = Math.max(result.bestNetworkViewers, findTvNetwork(network.networkId)!.networkSize);
    return;
  }
}

function playWeek(world: World, federation: Federation, plan: Plan, result: CareerResult): void {
  manageRoster(world, federation, plan);
  if (federation.funds > plan.reserve) plan.invest(world, federation);
  if (plan.runShows) {
    const show = thisWeeksShow(world, federation);
    if (show) {
      if (show.segments.length === 0) attempt(() => autoBook(world, federation.id, show.id));
      if (plan.acceptTv) signTv(world, federation, show, result);
      if (attempt(() => runShow(world, federation.id, show.id, world.rng, NOW)) && show.result) result.showRatings.push(show.result.rating.value);
    }
  }
  if (plan.acceptTv && federation.funds > 100_000 && federation.activeCampaigns.length === 0) attempt(() => buyCampaign(world, federation.id, 'radio_spots'));
}

export function playCareer(strategy: Strategy, seed: number, years: number): CareerResult {
  const world = createWorld(seed);
  createFederation(world, world.playerFederationId, { name: 'Balance Wrestling', logo: '' }, world.rng, NOW);
  const federation = world.federations[0]!;
  const plan = PLANS[strategy];
  const result: CareerResult = { strategy, seed, years: [], hitZeroFunds: false, firstTvDealWeek: null, bestNetworkViewers: 0, showRatings: [] };
  for (let week = 1; week <= years * 52; week += 1) {
    playWeek(world, federation, plan, result);
    advanceWeek(world, world.rng, NOW);
    if (process.env.BALANCE_TRACE && week <= Number(process.env.BALANCE_TRACE)) {
      const l = federation.ledger.at(-1)!;
      const show = world.shows.filter((x) => x.federationId === federation.id && x.result).at(-1);
      const kinds = new Map<string, number>();
      for (const line of l.lines) kinds.set(line.kind, Math.round((kinds.get(line.kind) ?? 0) + line.amount));
      console.log(week, 'funds', Math.round(federation.funds), 'pop', federation.popularity, 'roster', rosterOf(world, federation.id).length, 'show', show?.result?.rating.value, show?.result?.attendance, '/', show?.result?.capacity, JSON.stringify(Object.fromEntries(kinds)));
    }
    if (federation.unpaidWeeks > 0) result.hitZeroFunds = true;
    if (week % 52 === 0) result.years.push({ funds: federation.funds, popularity: federation.popularity });
  }
  return result;
}
