// One headless career for `npm run balance`: a new world, the player's federation founded, then a scripted
// strategy plays week after week through the one command table the room calls. Each strategy is a
// controller of the AI promoter's kind: its week lists candidates (a command each, with a need and a
// reason) and chooses through the promoter's own decide (shared/sim/ai/decide.ts), its weights being its
// character. Refusals are part of play (a strategy tries, the rules say no); anything else is a bug and
// stops the run.
import { VENUES } from '../../shared/data/venues.ts';
import { findVenueUpgrade, upgradePurchaseProblem } from '../../shared/rules/venueUpgrades.ts';
import { findTvNetwork } from '../../shared/data/tvNetworks.ts';
import { CAMPAIGNS, campaignCost } from '../../shared/rules/campaigns.ts';
import type { CommandResult } from '../../shared/protocol/commands.ts';
import { decide, type Candidate, type Caps, type Choice, type DecisionRecord } from '../../shared/sim/ai/decide.ts';
import type { SimEvent } from '../../shared/sim/events.ts';
import { facilityMaintenance, PRODUCT_KINDS, PRODUCT_MAX_LEVEL, productSetupCost, productWeeklyCost, type ProductKind } from '../../shared/rules/products.ts';
import { listFreeAgents } from '../../shared/sim/roster/freeAgents.ts';
import { rosterOf } from '../../shared/sim/roster/wrestler.ts';
import { activeAiFederations } from '../../shared/sim/ai/profile.ts';
import { createWorld, seatFederationId, type Federation, type World } from '../../shared/sim/world.ts';
import type { FederationController } from '../../shared/sim/ai/controller.ts';
import { attempt, isRecording, NOW, recordPlayed, setRecorder, type PlayedCommand } from './attempt.ts';
import { scheduleCandidates, showCandidates } from './shows.ts';

export type { PlayedCommand };

export const STRATEGIES = ['frugal', 'star-heavy', 'tv-first', 'production-first', 'help-follower', 'no-shows', 'show-spam', 'title-hot-potato', 'promo-only', 'cheapest-everything', 'campaign-spam'] as const;
export type Strategy = (typeof STRATEGIES)[number];
/** The strategies of issue 10, whose goals (docs/balance.md) are checked among themselves. */
export const ISSUE_10_STRATEGIES: readonly Strategy[] = ['frugal', 'star-heavy', 'tv-first', 'production-first', 'no-shows'];
/** The ways a careful owner plays (issue 10's four and issue 17's help-follower). */
export const SENSIBLE_STRATEGIES: readonly Strategy[] = ['frugal', 'star-heavy', 'tv-first', 'production-first', 'help-follower'];
/** What a player would try to game the rules (issue 17): none may beat every sensible strategy on both funds and popularity. */
export const EXPLOIT_STRATEGIES: readonly Strategy[] = ['show-spam', 'title-hot-potato', 'promo-only', 'cheapest-everything', 'campaign-spam'];

export interface YearPoint {
  funds: number;
  popularity: number;
  /** The player's place (1 = most popular) among the active federations, the player's and the AI's. */
  rank: number;
  /** Active AI federations, and their funds (USD) and popularity at the year's end. */
  aiCount: number;
  aiFunds: number[];
  aiPopularity: number[];
  /** AI federations closed and emerged during the year. */
  closed: number;
  emerged: number;
  /** The player's funds as weeks of its own expenses (the average of its last 4 settled weeks); Infinity with none. */
  expenseWeeks: number;
}

/** Where a career is played: the AI world (a new game's, with rival federations) or the lone world of issues 10 and 17. */
export type WorldMode = 'ai' | 'lone';

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
  /** Week (1-based) the federation's popularity first reached 25, or null. */
  weekReached25: number | null;
  /** Title changes over the career (hot-potato books one every show). */
  titleChanges: number;
  /** AI world: the largest AI federation's popularity stayed above the player's at every week of year 1. */
  largestAheadYear1: boolean;
  /** AI world: week (1-based) the player first stood above the least popular active AI federation, or null. */
  weekPassedSmallest: number | null;
  /** AI world: week (1-based) the player first ranked in the top two, or null. */
  weekTopTwo: number | null;
}

/**
 * The player's place among the active federations (1 = most popular): one plus the active AI federations
 * strictly more popular; a tie does not put a rival ahead.
 */
export function playerRank(world: World, federation: Federation): number {
  return 1 + activeAiFederations(world).filter((f) => f.popularity > federation.popularity).length;
}

/**
 * What a strategy's candidates are about: the weight a strategy gives each (0 or none: it never does it) is
 * its character. The AI promoter's kinds are shared/rules/ai.ts AiActionKind; a strategy, which also books
 * and runs its own shows, has finer ones.
 */
export type StrategyKind =
  | 'cut'
  | 'renew'
  | 'swap'
  | 'sign'
  | 'advertising'
  | 'production'
  | 'merchandising'
  | 'venueUpgrade'
  | 'headCoach'
  | 'schedule'
  | 'book'
  | 'acceptTv'
  | 'runShow'
  | 'campaign'
  | 'firstMonthCampaign'
  | 'campaignSpam';

/** A strategy's candidate (shared/sim/ai/decide.ts Candidate) with what its follow-ups need to know. */
export interface StrategyCandidate extends Candidate<StrategyKind> {
  /** A show moved to another venue (schedule): the show it replaces and that show's TV deal. */
  replaces?: { showId: string; dealId: string | null };
  /** A roster swap's signing: the wrestler it replaces. */
  swapOut?: string;
}

export interface Plan {
  rosterSize: number;
  /** Sign the best wrestler the payroll share allows (true) or the best value (false). */
  stars: boolean;
  /** Share of the average weekly revenue the wrestlers' salaries may take once the first six are signed. */
  payrollShare: number;
  /** Share of the average weekly profit a roster upgrade may add to the payroll. */
  upgradeBoldness: number;
  /** The strategy's character: its weight for each kind of candidate (decide.ts; none or 0: never). */
  weights: Readonly<Partial<Record<StrategyKind, number>>>;
  /** A campaign ('campaign' weight) when one costs less than this many weeks of average profit (0: never). */
  campaignWeeks: number;
  /**
   * A marketing push in the first month (the first LOOKBACK_WEEKS weeks; 'firstMonthCampaign' weight): every
   * campaign, the biggest boost first, whose price is at most this share of the funds (0-1; absent: none).
   * Campaigns sell at their list price up to popularity 20, so this is when hype is cheapest (the help's
   * advice, "A push in your first month").
   */
  firstMonthCampaignShare?: number;
  /** The first-month push only in a world with rival federations (world.aiFederations). */
  firstMonthCampaignOnlyWithRivals?: boolean;
  /** Weekly shows run every week with the one roster (show-spam runs several). */
  showsPerWeek: number;
  /** The card: Auto-book; one match and promos for everyone else; or Auto-book with a title changing hands every show. */
  card: 'auto' | 'promos' | 'hotPotato';
  /** The venue: the one last week's demand pays best for, the create-show dialog's pick (its best outlook), or the cheapest. */
  venue: 'demand' | 'outlook' | 'cheapest';
  /** How a signing is chosen and contracted (default: permanent, by value or stars as `stars` says). */
  signing?: 'cheapest' | 'help';
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

const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

/** The product kinds a strategy may put money in (a weight of its own each). */
const PRODUCT_CANDIDATE_KINDS = ['advertising', 'production', 'merchandising'] as const satisfies readonly ProductKind[];

/**
 * The products the strategy weighs: a paused one switched back on once the profit carries it again (paused
 * when money ran short; nothing else meanwhile), or the next level of one whose added weekly cost the
 * profit carries; one a week, the heaviest weight first.
 */
function productCandidates(federation: Federation, plan: Plan): StrategyCandidate[] {
  const out: StrategyCandidate[] = [];
  for (const kind of PRODUCT_CANDIDATE_KINDS) {
    if (!plan.weights[kind]) continue;
    const level = federation.products[kind].level;
    if (level > 0 && !federation.products[kind].isActive) {
      // A paused product comes back before any other is bought (nothing else while the profit cannot carry it).
      if (!canAfford(federation, productWeeklyCost(kind, level) + facilityMaintenance(kind, level), 0)) break;
      out.push({ kind, need: 1, command: 'setProductActive', payload: { product: kind, active: true }, cost: 0, reason: `Switched ${kind} back on: the profit carries it again` });
      break;
    }
    if (level >= PRODUCT_MAX_LEVEL[kind]) continue;
    const added = productWeeklyCost(kind, level + 1) + facilityMaintenance(kind, level + 1) - productWeeklyCost(kind, level) - facilityMaintenance(kind, level);
    const setup = productSetupCost(kind, level + 1);
    if (canAfford(federation, added, setup)) out.push({ kind, need: 1, command: 'investInProduct', payload: { product: kind }, cost: setup, reason: `Invested ${usd(setup)} in ${kind} level ${level + 1}: the profit carries ${usd(added)} a week more twice over` });
  }
  return out;
}

/** Upgrades for every venue first, then those of the venue type the federation books now. */
const UPGRADE_ORDER: Record<'all' | 'arena' | 'stadium', string[]> = {
  all: ['pyrotechnics', 'broadcast_equipment'],
  arena: ['arena_sound', 'arena_lighting', 'arena_capacity_1', 'arena_capacity_2'],
  stadium: ['vip_suites', 'jumbotron', 'stadium_capacity_1', 'stadium_capacity_2'],
};

/** Venue upgrades come once production has reached this level (production-first's order of things). */
const UPGRADES_FROM_PRODUCTION_LEVEL = 3;

/** The next venue upgrade in UPGRADE_ORDER whose upkeep the profit carries three times over, from production level 3. */
function venueUpgradeCandidates(world: World, federation: Federation, plan: Plan): StrategyCandidate[] {
  if (!plan.weights.venueUpgrade || federation.products.production.level < UPGRADES_FROM_PRODUCTION_LEVEL) return [];
  const last = world.shows.filter((s) => s.federationId === federation.id && s.result).at(-1);
  const type = last ? VENUES.find((v) => v.id === last.venueId)?.type : undefined;
  const order = [...UPGRADE_ORDER.all, ...(type === 'arena' || type === 'stadium' ? UPGRADE_ORDER[type] : [])];
  const next = order.map((id) => findVenueUpgrade(id)!).find((u) => !upgradePurchaseProblem(u.id, federation.venueUpgrades));
  if (!next || !canAfford(federation, 3 * next.upkeep, next.cost)) return [];
  return [{ kind: 'venueUpgrade', need: 1, command: 'buyVenueUpgrade', payload: { upgradeId: next.id }, cost: next.cost, reason: `Bought ${next.id} for ${usd(next.cost)}` }];
}

/** A head coach (the cheapest candidate) once the average weekly profit covers the salary (the help's advice). */
function staffCandidates(federation: Federation, plan: Plan): StrategyCandidate[] {
  if (!plan.weights.headCoach || federation.ledger.length < LOOKBACK_WEEKS || federation.staff.some((s) => s.type === 'head_coach')) return [];
  const coach = cheapestCandidate(federation, 'head_coach');
  if (!coach || average(federation, 'afterTax') <= coach.weeklySalary) return [];
  return [{ kind: 'headCoach', need: 1, command: 'hireStaff', payload: { candidateId: coach.id }, cost: 0, reason: `Hired a head coach for ${usd(coach.weeklySalary)} a week: the profit covers it` }];
}

/** The help's first-month push (client/src/pages/site/help "A push in your first month"): a campaign costing at most this share of the funds. */
const HELP_FIRST_MONTH_CAMPAIGN_SHARE = 1 / 4;

/** How the issue-10 strategies book and where: one weekly show, Auto-book, the venue last week's demand pays best for. */
const USUAL = { showsPerWeek: 1, card: 'auto', venue: 'demand' } as const;

/** What every strategy that runs shows does: keep its roster (cut, renew, swap, sign), schedule, book and run its shows, take TV. */
const RUNS_SHOWS = { cut: 1, renew: 1, swap: 1, sign: 1, schedule: 1, book: 1, acceptTv: 1, runShow: 1 } as const;

/** The cheapest candidate of a staff type, if any. */
function cheapestCandidate(federation: Federation, type: string): Federation['staffCandidates'][number] | undefined {
  return federation.staffCandidates.filter((c) => c.type === type).sort((a, b) => a.weeklySalary - b.weeklySalary || a.id.localeCompare(b.id))[0];
}

const PLANS: Record<Strategy, Plan> = {
  frugal: { ...USUAL, rosterSize: 6, stars: false, payrollShare: 0.5, upgradeBoldness: 1, weights: RUNS_SHOWS, campaignWeeks: 0 },
  'star-heavy': { ...USUAL, rosterSize: 9, stars: true, payrollShare: 0.9, upgradeBoldness: 2.5, weights: RUNS_SHOWS, campaignWeeks: 0 },
  'tv-first': {
    ...USUAL,
    rosterSize: 7,
    stars: false,
    payrollShare: 0.45,
    upgradeBoldness: 0.6,
    // Advertising level by level, a campaign when one costs under 4 weeks of profit, and (with rivals) the
    // first-month push: the marketing-minded owner pushes in the first month to be noticed beside rival
    // federations, more carefully than the help advises (alone in the world it does not: measured, the push
    // cost it 3 popularity points at year 1 in the lone world, docs/balance.md).
    weights: { ...RUNS_SHOWS, advertising: 1, campaign: 1, firstMonthCampaign: 1 },
    campaignWeeks: 4,
    firstMonthCampaignShare: 1 / 6,
    firstMonthCampaignOnlyWithRivals: true,
  },
  'production-first': {
    ...USUAL,
    rosterSize: 7,
    stars: false,
    payrollShare: 0.45,
    upgradeBoldness: 0.6,
    // Production before merchandising (the heavier weight is taken first), venue upgrades from production 3.
    weights: { ...RUNS_SHOWS, production: 2, merchandising: 1, venueUpgrade: 1 },
    campaignWeeks: 0,
  },
  // Exactly what the in-game help advises from week 1 (client/src/pages/site/help): 7 signings, one or two
  // the crowd knows and the rest reliable C/D workers, most on Per Appearance deals (when rivals have
  // signed the C/D workers within reach, the best value from the market or the free agents); a show every
  // week at the venue the create-show dialog starts on, at its price; in the first month, every campaign
  // that costs at most a quarter of the funds; a head coach once the weekly profit covers the salary;
  // merchandising once there is a weekly profit.
  'help-follower': {
    showsPerWeek: 1,
    card: 'auto',
    venue: 'outlook',
    signing: 'help',
    firstMonthCampaignShare: HELP_FIRST_MONTH_CAMPAIGN_SHARE,
    rosterSize: 7,
    stars: false,
    payrollShare: 0.5,
    upgradeBoldness: 1,
    weights: { ...RUNS_SHOWS, headCoach: 1, merchandising: 1, firstMonthCampaign: 1 },
    campaignWeeks: 0,
  },
  // Signs and keeps a roster, never schedules a show nor takes TV.
  'no-shows': { ...USUAL, rosterSize: 6, stars: false, payrollShare: 0.35, upgradeBoldness: 1, weights: { cut: 1, renew: 1, swap: 1, sign: 1 }, campaignWeeks: 0 },
  // The exploit a human found: four weekly shows a week with one roster of 8.
  'show-spam': { ...USUAL, showsPerWeek: 4, rosterSize: 8, stars: false, payrollShare: 0.5, upgradeBoldness: 1, weights: RUNS_SHOWS, campaignWeeks: 0 },
  // A title of its own, changing hands on every show (clean pinfall to the challenger).
  'title-hot-potato': { ...USUAL, card: 'hotPotato', rosterSize: 6, stars: false, payrollShare: 0.5, upgradeBoldness: 1, weights: RUNS_SHOWS, campaignWeeks: 0 },
  // One match (a show needs one) and a promo for everyone else.
  'promo-only': { ...USUAL, card: 'promos', rosterSize: 6, stars: false, payrollShare: 0.5, upgradeBoldness: 1, weights: RUNS_SHOWS, campaignWeeks: 0 },
  // Every marketing campaign the bank allows, every week, stacked.
  'campaign-spam': { ...USUAL, rosterSize: 6, stars: false, payrollShare: 0.5, upgradeBoldness: 1, weights: { ...RUNS_SHOWS, campaignSpam: 1 }, campaignWeeks: 0 },
  // The cheapest of everything: the lowest salaries on Per Appearance deals, the cheapest venue, nothing bought.
  'cheapest-everything': { ...USUAL, venue: 'cheapest', signing: 'cheapest', rosterSize: 6, stars: false, payrollShare: 0.5, upgradeBoldness: 0, weights: RUNS_SHOWS, campaignWeeks: 0 },
};

/**
 * Losing money with little left in the bank: pause the costliest product, or if none and the payroll is
 * more than the revenue carries, let the wrestler with the least value for money go (six stay).
 */
function cutCandidates(world: World, federation: Federation, plan: Plan): StrategyCandidate[] {
  if (federation.ledger.length < LOOKBACK_WEEKS || average(federation, 'afterTax') >= 0 || federation.funds > RESERVE_WEEKS * average(federation, 'expenses')) return [];
  const active = PRODUCT_KINDS.filter((k) => federation.products[k].isActive && federation.products[k].level > 0).sort((a, b) => productWeeklyCost(b, federation.products[b].level) - productWeeklyCost(a, federation.products[a].level));
  if (active[0]) return [{ kind: 'cut', need: 1, command: 'setProductActive', payload: { product: active[0], active: false }, cost: 0, reason: `Paused ${active[0]}: losing money with little in the bank` }];
  // The least value for money goes first; six stay, enough for a full card.
  const roster = rosterOf(world, federation.id).sort((a, b) => a.totalPoints / Math.max(1, a.contract?.salary ?? 0) - b.totalPoints / Math.max(1, b.contract?.salary ?? 0));
  if (roster.length > 6 && payroll(world, federation) > plan.payrollShare * average(federation, 'revenue')) return [{ kind: 'cut', need: 1, command: 'releaseWrestler', payload: { wrestlerId: roster[0]!.id }, cost: 0, reason: `Released ${roster[0]!.name}: the least value for money, and the payroll is over what the revenue carries` }];
  return [];
}

interface Option {
  wrestler: World['wrestlers'][number];
  source: 'market' | 'freeAgent';
}

/** This week's market, then the best free agents the federation may sign (up to `freeAgents` of them). */
function options(world: World, federation: Federation, freeAgents: number): Option[] {
  return [
    ...federation.market.map((id) => ({ wrestler: world.wrestlers.find((w) => w.id === id)!, source: 'market' as const })),
    ...(freeAgents > 0 ? listFreeAgents(world, federation.id, { sort: 'totalPoints', limit: freeAgents }).rows.filter((r) => !r.locked && !r.onMarket).map((r) => ({ wrestler: r.wrestler, source: 'freeAgent' as const })) : []),
  ];
}

/** The cheapest free agents the federation may sign, up to RIVAL_WORLD_FREE_AGENTS, within the salary limit (USD a week). */
function affordableFreeAgents(world: World, federation: Federation, limit: number): Option[] {
  return listFreeAgents(world, federation.id, { sort: 'askingSalary', direction: 'asc', limit: RIVAL_WORLD_FREE_AGENTS })
    .rows.filter((r) => !r.locked && r.wrestler.askingSalary <= limit)
    .map((r) => ({ wrestler: r.wrestler, source: 'freeAgent' as const }));
}

/** A signing candidate: 5 weeks from the market, 12 for a free agent; permanent unless a Per Appearance deal is asked for. */
function signing(kind: 'sign' | 'swap', { wrestler, source }: Option, contractType: 'permanent' | 'perAppearance', why: string): StrategyCandidate {
  return {
    kind,
    need: 1,
    command: 'signWrestler',
    payload: { wrestlerId: wrestler.id, source, contractType, weeks: source === 'market' ? 5 : 12 },
    cost: 0,
    reason: `Signed ${wrestler.name} (rating ${Math.round(wrestler.totalPoints)}, asking ${usd(wrestler.askingSalary)} a week) from the ${source === 'market' ? 'market' : 'free agents'}: ${why}`,
  };
}

const byValue = (a: Option, b: Option) => a.wrestler.askingSalary / Math.max(1, a.wrestler.totalPoints) - b.wrestler.askingSalary / Math.max(1, b.wrestler.totalPoints);

/** The options in the plan's order of preference, each a signing candidate (as the help advises, the cheapest on Per Appearance, the best or the best value). */
function signingCandidates(world: World, federation: Federation, plan: Plan, from: Option[]): StrategyCandidate[] {
  if (plan.signing === 'help') {
    // One or two the crowd knows (the most popular it can pay, permanent), then C and D workers by value on Per Appearance deals.
    const known = rosterOf(world, federation.id).filter((w) => w.contract?.type === 'permanent').length;
    if (known < 2) return from.sort((a, b) => b.wrestler.popularity - a.wrestler.popularity).map((o) => signing('sign', o, 'permanent', 'one the crowd knows, as the help advises'));
    const workers = from.filter(({ wrestler }) => wrestler.category === 'C' || wrestler.category === 'D');
    return (workers.length ? workers : from).sort(byValue).map((o) => signing('sign', o, 'perAppearance', 'a reliable worker by value, as the help advises'));
  }
  if (plan.signing === 'cheapest') return from.sort((a, b) => a.wrestler.askingSalary - b.wrestler.askingSalary || a.wrestler.id.localeCompare(b.wrestler.id)).map((o) => signing('sign', o, 'perAppearance', 'the cheapest'));
  if (plan.stars) return from.sort((a, b) => b.wrestler.totalPoints - a.wrestler.totalPoints).map((o) => signing('sign', o, 'permanent', 'the best the payroll allows'));
  return from.sort(byValue).map((o) => signing('sign', o, 'permanent', 'the best value the payroll allows'));
}

/** Weeks of wages the funds must carry for the first six signings in a world with rivals. */
const RIVAL_WORLD_FIRST_SIX_WEEKS = 12;

/** Free agents a strategy looks at in a world with rivals when the market has nobody it can pay. */
const RIVAL_WORLD_FREE_AGENTS = 60;

/** Rating points a newcomer must add over the weakest wrestler to be worth a swap. */
const UPGRADE_MARGIN_POINTS = 25;

/** Weekly salary the plan can still take on, USD: the payroll share of the revenue less the payroll. */
function salaryRoom(world: World, federation: Federation, plan: Plan): number {
  return plan.payrollShare * average(federation, 'revenue') - payroll(world, federation);
}

/** Contracts about to end, renewed on the same kind of deal (the help-follower keeps its Per Appearance deals). */
function renewCandidates(world: World, federation: Federation): StrategyCandidate[] {
  return rosterOf(world, federation.id)
    .filter((w) => w.contract && w.contract.weeksRemaining <= 2)
    .map((w) => ({ kind: 'renew', need: 1, command: 'renewContract', payload: { wrestlerId: w.id, contractType: w.contract!.type, weeks: 12 }, cost: 0, reason: `Renewed ${w.name}: ${w.contract!.weeksRemaining} weeks left` }));
}

/**
 * Every 4 weeks, as popularity opens the market, the weakest wrestler swapped for a clearly better one whose
 * salary the average profit (times the plan's boldness, plus the salary freed) can carry: the signing first,
 * then (once it is taken) the release.
 */
function swapCandidates(world: World, federation: Federation, plan: Plan, week: WeekContext): StrategyCandidate[] {
  const signed = week.taken.find((t) => t.choice.kind === 'swap' && t.choice.command === 'signWrestler')?.choice.swapOut;
  if (signed) {
    const out = rosterOf(world, federation.id).find((w) => w.id === signed);
    return out ? [{ kind: 'swap', need: 1, command: 'releaseWrestler', payload: { wrestlerId: out.id }, cost: 0, reason: `Released ${out.name}: replaced by a better wrestler` }] : [];
  }
  if (world.calendar.totalWeeksProgressed % 4 !== 0) return [];
  const roster = rosterOf(world, federation.id).filter((w) => w.status === 'active').sort((a, b) => a.totalPoints - b.totalPoints);
  const weakest = roster[0];
  if (!weakest || roster.length < 4) return [];
  const room = Math.max(0, average(federation, 'afterTax')) * plan.upgradeBoldness + (weakest.contract?.salary ?? 0);
  const pick = options(world, federation, 20)
    .filter(({ wrestler }) => wrestler.askingSalary <= room && wrestler.totalPoints >= weakest.totalPoints + UPGRADE_MARGIN_POINTS)
    .sort((a, b) => b.wrestler.totalPoints - a.wrestler.totalPoints)[0];
  return pick ? [{ ...signing('swap', pick, 'permanent', `${UPGRADE_MARGIN_POINTS}+ points better than ${weakest.name}`), swapOut: weakest.id }] : [];
}

/**
 * Keeping the roster at size: the first six on what the funds can carry for 20 weeks (12 with rivals, the
 * help's advice); beyond six only what the payroll share allows; the help's owner signs the whole advised
 * roster in week 1 on what the funds carry for 12 weeks. From the market (and the best free agents for
 * stars) in the plan's order, then, with rivals (the market's wrestlers may be signed away or out of
 * reach), the cheapest free agents, short of a full card (six) on what the funds carry for
 * RIVAL_WORLD_FIRST_SIX_WEEKS. The lone world keeps its market-only play.
 */
function signCandidates(world: World, federation: Federation, plan: Plan): StrategyCandidate[] {
  const size = rosterOf(world, federation.id).length;
  if (size >= plan.rosterSize) return [];
  const limit =
    plan.signing === 'help'
      ? (federation.funds / 12 - payroll(world, federation)) / Math.max(1, plan.rosterSize - size)
      : size < 6
        ? (federation.funds / (world.aiFederations ? RIVAL_WORLD_FIRST_SIX_WEEKS : 20) - payroll(world, federation)) / (6 - size)
        : salaryRoom(world, federation, plan);
  const market = signingCandidates(
    world,
    federation,
    plan,
    options(world, federation, plan.stars ? 30 : 0).filter(({ wrestler }) => wrestler.federationId === null && wrestler.askingSalary <= limit),
  );
  if (!world.aiFederations) return market;
  const stretched = size < 6 ? Math.max(limit, (federation.funds / RIVAL_WORLD_FIRST_SIX_WEEKS - payroll(world, federation)) / (6 - size)) : limit;
  // The free agents come after every market option (a lower need): tried only when none of those signs.
  return [...market, ...signingCandidates(world, federation, plan, affordableFreeAgents(world, federation, stretched)).map((c) => ({ ...c, need: 0.5 }))];
}

/** Campaigns: campaign-spam's every one the bank allows, the first-month push, and one under `campaignWeeks` of profit. */
function campaignCandidates(world: World, federation: Federation, plan: Plan, week: WeekContext): StrategyCandidate[] {
  const bought = new Set(week.taken.filter((t) => t.choice.command === 'buyCampaign').map((t) => (t.choice.payload as { campaignId: string }).campaignId));
  const byBoost = CAMPAIGNS.filter((c) => !bought.has(c.id)).toSorted((a, b) => b.popularityBoost - a.popularityBoost);
  const out: StrategyCandidate[] = [];
  const buy = (kind: StrategyKind, campaign: (typeof CAMPAIGNS)[number], why: string): StrategyCandidate => {
    const cost = campaignCost(campaign, federation.popularity);
    return { kind, need: 1, command: 'buyCampaign', payload: { campaignId: campaign.id }, cost, reason: `Bought ${campaign.label} for ${usd(cost)}: ${why}` };
  };
  if (plan.weights.campaignSpam) {
    for (const campaign of byBoost) {
      const cost = campaignCost(campaign, federation.popularity);
      if (canAfford(federation, 0, cost) || (federation.ledger.length < LOOKBACK_WEEKS && federation.funds > cost * 2)) out.push(buy('campaignSpam', campaign, 'every campaign the bank allows'));
    }
  }
  if (plan.weights.firstMonthCampaign && plan.firstMonthCampaignShare && federation.ledger.length < LOOKBACK_WEEKS && (world.aiFederations || !plan.firstMonthCampaignOnlyWithRivals)) {
    for (const campaign of byBoost) {
      if (campaignCost(campaign, federation.popularity) <= plan.firstMonthCampaignShare * federation.funds) out.push(buy('firstMonthCampaign', campaign, 'a push in the first month'));
    }
  }
  if (plan.weights.campaign && plan.campaignWeeks > 0 && federation.activeCampaigns.length === 0) {
    const best = byBoost.find((c) => campaignCost(c, federation.popularity) < plan.campaignWeeks * average(federation, 'afterTax') && canAfford(federation, 0, campaignCost(c, federation.popularity)));
    if (best) out.push(buy('campaign', best, `under ${plan.campaignWeeks} weeks of profit`));
  }
  return out;
}

/** What was taken so far this week (the follow-ups read it: a swap's release, a moved show's deal). */
export interface WeekContext {
  taken: Array<{ choice: Choice<StrategyCandidate>; result: CommandResult }>;
  /** The venue wanted this week, worked out once at the week's first look (shows.ts wantedVenue). */
  wanted?: string;
  /** The shows whose run was offered this week (shows.ts showCandidates). */
  runListed: Set<string>;
}

/** One step of a strategy's week: its candidates, listed again after every decision until none is taken. */
interface Step {
  list: (world: World, federation: Federation, plan: Plan, week: WeekContext) => StrategyCandidate[];
  /** Actions per decision (one, when each changes what the next should be). */
  actions: number;
  /** Decisions at most (a decision that takes nothing ends the step: the rules said no). */
  rounds: (plan: Plan) => number;
  /** Goes on after a decision that took nothing, until the list is empty (each show is offered its run once). */
  untilEmpty?: boolean;
}

/** Every kind but the one-of-a-kind ones may repeat within a decision (promos, renewals, price updates). */
const ONCE_A_DECISION: ReadonlySet<StrategyKind> = new Set(['acceptTv', 'sign', 'swap']);

/** A strategy's week, in order: cut costs, renew, swap, sign, invest, schedule, the shows (book, TV, run), campaigns. */
const WEEK_STEPS: readonly Step[] = [
  { list: (world, federation, plan) => cutCandidates(world, federation, plan), actions: 1, rounds: () => 1 },
  { list: (world, federation) => renewCandidates(world, federation), actions: Number.POSITIVE_INFINITY, rounds: () => 1 },
  { list: swapCandidates, actions: 1, rounds: () => 2 },
  { list: (world, federation, plan) => signCandidates(world, federation, plan), actions: 1, rounds: (plan) => plan.rosterSize },
  { list: (_world, federation, plan) => productCandidates(federation, plan), actions: 1, rounds: () => 1 },
  { list: (_world, federation, plan) => staffCandidates(federation, plan), actions: 1, rounds: () => 1 },
  { list: (world, federation, plan) => venueUpgradeCandidates(world, federation, plan), actions: 1, rounds: () => 1 },
  { list: scheduleCandidates, actions: Number.POSITIVE_INFINITY, rounds: (plan) => 3 * plan.showsPerWeek + 2 },
  { list: showCandidates, actions: Number.POSITIVE_INFINITY, rounds: (plan) => 2 * plan.showsPerWeek + 1, untilEmpty: true },
  { list: campaignCandidates, actions: 1, rounds: () => CAMPAIGNS.length * 2 },
];

/** A strategy's decision, as the AI promoter records its own (shared/sim/ai/controller.ts AiDecision). */
export interface StrategyDecision {
  weekIndex: number;
  action: StrategyKind;
  command: string;
  reason: string;
}

/** Decisions a strategy keeps in its log (the newest), like the promoter's AI_DECISIONS_KEPT. */
const STRATEGY_DECISIONS_KEPT = 200;

/**
 * A strategy as a controller of the same kind as the AI promoter (shared/sim/ai/controller.ts
 * FederationController): each step of its week lists its candidates and chooses through the promoter's own
 * decide (shared/sim/ai/decide.ts), its weights being the strategy's character, without noise (the
 * strategies are rules, not dice: the generator is not drawn from) and without a budget (each candidate is
 * listed only when the strategy's own affordability test passes). What it did goes into `result` (TV
 * deals, show ratings) and, when given, the decision log.
 */
export function strategyController(strategy: Strategy, result: CareerResult, log?: StrategyDecision[]): FederationController {
  const plan = PLANS[strategy];
  return (world, federationId, rng, now) => {
    const federation = world.federations.find((f) => f.id === federationId);
    if (!federation) return [];
    const events: SimEvent[] = [];
    const week: WeekContext = { taken: [], runListed: new Set() };
    const record: DecisionRecord<StrategyCandidate> = (choice, weekIndex, commandResult) => {
      week.taken.push({ choice, result: commandResult });
      recordPlayed(choice.command, choice.payload, federationId, now, weekIndex);
      noteResult(world, choice, commandResult, result);
      if (log) {
        log.push({ weekIndex, action: choice.kind, command: choice.command, reason: choice.reason });
        if (log.length > STRATEGY_DECISIONS_KEPT) log.splice(0, log.length - STRATEGY_DECISIONS_KEPT);
      }
    };
    const caps = (actions: number): Caps<StrategyKind> => ({ actions, budget: Number.POSITIVE_INFINITY, minUtility: STRATEGY_MIN_UTILITY, repeatable: (kind) => !ONCE_A_DECISION.has(kind) });
    for (const step of WEEK_STEPS) {
      for (let round = 0; round < step.rounds(plan); round += 1) {
        const candidates = step.list(world, federation, plan, week);
        if (candidates.length === 0) break;
        const decision = decide(world, federationId, candidates, { weights: plan.weights, noise: 0 }, caps(step.actions), rng, now, record);
        events.push(...decision.events);
        if (decision.taken.length === 0 && !step.untilEmpty) break;
      }
    }
    return events;
  };
}

/** A candidate is acted on when its utility (need x weight) reaches this: a weight of 0 never is. */
const STRATEGY_MIN_UTILITY = 0.01;

/** What the career's figures keep of a taken action: the first TV deal and the biggest network, the show ratings. */
function noteResult(world: World, choice: Choice<StrategyCandidate>, commandResult: CommandResult, result: CareerResult): void {
  if (choice.command === 'acceptTvOffer') {
    const networkId = (choice.payload as { networkId: string }).networkId;
    result.firstTvDealWeek ??= world.calendar.totalWeeksProgressed;
    result.bestNetworkViewers = Math.max(result.bestNetworkViewers, findTvNetwork(networkId)!.networkSize);
  } else if (choice.command === 'runShow') {
    if (commandResult.show?.result) result.showRatings.push(commandResult.show.result.rating.value);
  }
}

/** Plays a career and returns its world, its starting world and every accepted command (for benchmarks). */
export function recordCareer(strategy: Strategy, seed: number, weeks: number, mode: WorldMode = 'lone'): { start: World; world: World; commands: PlayedCommand[] } {
  const commands: PlayedCommand[] = [];
  setRecorder((command) => commands.push(command));
  try {
    const { world, start } = careerWorld(strategy, seed, weeks / 52, mode);
    return { start, world, commands };
  } finally {
    setRecorder(null);
  }
}

export function playCareer(strategy: Strategy, seed: number, years: number, mode: WorldMode = 'ai'): CareerResult {
  return careerWorld(strategy, seed, years, mode).result;
}

/** Funds (USD) as weeks of the average weekly expenses of the last few settled weeks. */
function expenseWeeks(federation: Federation): number {
  const expenses = average(federation, 'expenses');
  return expenses > 0 ? federation.funds / expenses : Number.POSITIVE_INFINITY;
}

function careerWorld(strategy: Strategy, seed: number, years: number, mode: WorldMode): { world: World; start: World; result: CareerResult } {
  const world = createWorld(seed, { aiFederations: mode === 'ai' });
  const start = isRecording() ? structuredClone(world) : world;
  attempt(world, { id: seatFederationId(world) } as Federation, 'createFederation', { name: 'Balance Wrestling', logo: '' });
  const federation = world.federations.find((f) => f.id === seatFederationId(world))!;
  const result: CareerResult = {
    strategy,
    seed,
    years: [],
    hitZeroFunds: false,
    firstTvDealWeek: null,
    bestNetworkViewers: 0,
    showRatings: [],
    weekReached50: null,
    weekReached90: null,
    weekReached25: null,
    titleChanges: 0,
    largestAheadYear1: mode === 'ai',
    weekPassedSmallest: null,
    weekTopTwo: null,
  };
  const controller = strategyController(strategy, result);
  const aiEver = () => world.federations.filter((f) => f.ai);
  let closedBefore = 0;
  let foundedBefore = aiEver().length;
  for (let week = 1; week <= years * 52; week += 1) {
    controller(world, federation.id, world.rng, NOW);
    attempt(world, federation, 'advanceWeek', {});
    if (process.env.BALANCE_TRACE && week <= Number(process.env.BALANCE_TRACE)) {
      const l = federation.ledger.at(-1)!;
      const show = world.shows.filter((x) => x.federationId === federation.id && x.result).at(-1);
      const kinds = new Map<string, number>();
      for (const line of l.lines) kinds.set(line.kind, Math.round((kinds.get(line.kind) ?? 0) + line.amount));
      console.log(week, 'funds', Math.round(federation.funds), 'pop', federation.popularity, 'roster', rosterOf(world, federation.id).length, 'show', show?.result?.rating.value, show?.result?.attendance, '/', show?.result?.capacity, JSON.stringify(Object.fromEntries(kinds)));
    }
    if (federation.unpaidWeeks > 0) result.hitZeroFunds = true;
    if (federation.popularity >= 25) result.weekReached25 ??= week;
    if (federation.popularity >= 50) result.weekReached50 ??= week;
    if (federation.popularity >= 90) result.weekReached90 ??= week;
    const rivals = activeAiFederations(world);
    if (rivals.length > 0) {
      const rank = playerRank(world, federation);
      if (week <= 52 && Math.max(...rivals.map((f) => f.popularity)) <= federation.popularity) result.largestAheadYear1 = false;
      if (federation.popularity > Math.min(...rivals.map((f) => f.popularity))) result.weekPassedSmallest ??= week;
      if (rank <= 2) result.weekTopTwo ??= week;
    }
    if (week % 52 === 0) {
      const closed = aiEver().filter((f) => !f.ai!.isActive).length;
      const founded = aiEver().length;
      result.years.push({
        funds: federation.funds,
        popularity: federation.popularity,
        rank: playerRank(world, federation),
        aiCount: rivals.length,
        aiFunds: rivals.map((f) => f.funds),
        aiPopularity: rivals.map((f) => f.popularity),
        closed: closed - closedBefore,
        emerged: founded - foundedBefore,
        expenseWeeks: expenseWeeks(federation),
      });
      closedBefore = closed;
      foundedBefore = founded;
    }
  }
  result.titleChanges = world.championships.filter((c) => c.federationId === federation.id).reduce((sum, c) => sum + c.history.filter((h) => h.event === 'won').length, 0);
  return { world, start, result };
}
