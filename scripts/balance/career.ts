// One headless career for `npm run balance`: a new world, the player's federation founded, then a scripted
// strategy plays week after week through the one command table the room calls. Refusals are part of
// play (a strategy tries, the rules say no); anything else is a bug and stops the run.
import { VENUES } from '../../shared/data/venues.ts';
import { findVenueUpgrade, upgradePurchaseProblem } from '../../shared/rules/venueUpgrades.ts';
import { CAMPAIGNS, campaignCost } from '../../shared/rules/campaigns.ts';
import { facilityMaintenance, PRODUCT_KINDS, PRODUCT_MAX_LEVEL, productSetupCost, productWeeklyCost, type ProductKind } from '../../shared/rules/products.ts';
import { listFreeAgents } from '../../shared/sim/roster/freeAgents.ts';
import { rosterOf } from '../../shared/sim/roster/wrestler.ts';
import { activeAiFederations } from '../../shared/sim/ai/profile.ts';
import { createWorld, seatFederationId, type Federation, type World } from '../../shared/sim/world.ts';
import type { FederationController } from '../../shared/sim/ai/controller.ts';
import { attempt, isRecording, NOW, setRecorder, type PlayedCommand } from './attempt.ts';
import { bookCard, signTv, thisWeeksShows } from './shows.ts';

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

export interface Plan {
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
  /** Buys every campaign it can pay while keeping the reserve, every week, active or not (campaign-spam). */
  campaignSpam?: boolean;
  /**
   * A marketing push in the first month (the first LOOKBACK_WEEKS weeks): every campaign, the biggest boost
   * first, whose price is at most this share of the funds (0-1; absent: none). Campaigns sell at their list
   * price up to popularity 20, so this is when hype is cheapest (the help's advice, "A push in your first month").
   */
  firstMonthCampaignShare?: number;
  /** The first-month push only in a world with rival federations (world.aiFederations). */
  firstMonthCampaignOnlyWithRivals?: boolean;
  invest: (world: World, federation: Federation) => void;
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

/** The help's first-month push (client/src/pages/site/help "A push in your first month"): a campaign costing at most this share of the funds. */
const HELP_FIRST_MONTH_CAMPAIGN_SHARE = 1 / 4;

/** How the issue-10 strategies book and where: one weekly show, Auto-book, the venue last week's demand pays best for. */
const USUAL = { showsPerWeek: 1, card: 'auto', venue: 'demand' } as const;

/** The cheapest candidate of a staff type, if any. */
function cheapestCandidate(federation: Federation, type: string): Federation['staffCandidates'][number] | undefined {
  return federation.staffCandidates.filter((c) => c.type === type).sort((a, b) => a.weeklySalary - b.weeklySalary || a.id.localeCompare(b.id))[0];
}

const PLANS: Record<Strategy, Plan> = {
  frugal: { ...USUAL, rosterSize: 6, stars: false, payrollShare: 0.5, upgradeBoldness: 1, runShows: true, acceptTv: true, campaignWeeks: 0, invest: () => {} },
  'star-heavy': { ...USUAL, rosterSize: 9, stars: true, payrollShare: 0.9, upgradeBoldness: 2.5, runShows: true, acceptTv: true, campaignWeeks: 0, invest: () => {} },
  'tv-first': {
    ...USUAL,
    rosterSize: 7,
    stars: false,
    payrollShare: 0.45,
    upgradeBoldness: 0.6,
    runShows: true,
    acceptTv: true,
    campaignWeeks: 4,
    // The marketing-minded owner also pushes in the first month to be noticed beside rival federations,
    // more carefully than the help advises (alone in the world it does not: measured, the push cost it 3
    // popularity points at year 1 in the lone world, docs/balance.md).
    firstMonthCampaignShare: 1 / 6,
    firstMonthCampaignOnlyWithRivals: true,
    invest: (world, federation) => investInOrder(world, federation, ['advertising']),
  },
  'production-first': {
    ...USUAL,
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
    runShows: true,
    acceptTv: true,
    campaignWeeks: 0,
    invest: (world, federation) => {
      if (federation.ledger.length < LOOKBACK_WEEKS) return;
      const coach = cheapestCandidate(federation, 'head_coach');
      if (coach && !federation.staff.some((s) => s.type === 'head_coach') && average(federation, 'afterTax') > coach.weeklySalary) attempt(world, federation, 'hireStaff', { candidateId: coach.id });
      if (average(federation, 'afterTax') > 0) investInOrder(world, federation, ['merchandising']);
    },
  },
  'no-shows': { ...USUAL, rosterSize: 6, stars: false, payrollShare: 0.35, upgradeBoldness: 1, runShows: false, acceptTv: false, campaignWeeks: 0, invest: () => {} },
  // The exploit a human found: four weekly shows a week with one roster of 8.
  'show-spam': { ...USUAL, showsPerWeek: 4, rosterSize: 8, stars: false, payrollShare: 0.5, upgradeBoldness: 1, runShows: true, acceptTv: true, campaignWeeks: 0, invest: () => {} },
  // A title of its own, changing hands on every show (clean pinfall to the challenger).
  'title-hot-potato': { ...USUAL, card: 'hotPotato', rosterSize: 6, stars: false, payrollShare: 0.5, upgradeBoldness: 1, runShows: true, acceptTv: true, campaignWeeks: 0, invest: () => {} },
  // One match (a show needs one) and a promo for everyone else.
  'promo-only': { ...USUAL, card: 'promos', rosterSize: 6, stars: false, payrollShare: 0.5, upgradeBoldness: 1, runShows: true, acceptTv: true, campaignWeeks: 0, invest: () => {} },
  // Every marketing campaign the bank allows, every week, stacked.
  'campaign-spam': { ...USUAL, campaignSpam: true, rosterSize: 6, stars: false, payrollShare: 0.5, upgradeBoldness: 1, runShows: true, acceptTv: true, campaignWeeks: 0, invest: () => {} },
  // The cheapest of everything: the lowest salaries on Per Appearance deals, the cheapest venue, nothing bought.
  'cheapest-everything': { ...USUAL, venue: 'cheapest', signing: 'cheapest', rosterSize: 6, stars: false, payrollShare: 0.5, upgradeBoldness: 0, runShows: true, acceptTv: true, campaignWeeks: 0, invest: () => {} },
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

/** The cheapest free agents the federation may sign, up to RIVAL_WORLD_FREE_AGENTS, within the salary limit (USD a week). */
function affordableFreeAgents(world: World, federation: Federation, limit: number): Candidate[] {
  return listFreeAgents(world, federation.id, { sort: 'askingSalary', direction: 'asc', limit: RIVAL_WORLD_FREE_AGENTS })
    .rows.filter((r) => !r.locked && r.wrestler.askingSalary <= limit)
    .map((r) => ({ wrestler: r.wrestler, source: 'freeAgent' as const }));
}

/** 5 weeks from the market, 12 for a free agent; permanent unless the plan asks for a Per Appearance deal. */
function sign(world: World, federation: Federation, { wrestler, source }: Candidate, contractType: 'permanent' | 'perAppearance' = 'permanent'): boolean {
  return attempt(world, federation, 'signWrestler', { wrestlerId: wrestler.id, source, contractType, weeks: source === 'market' ? 5 : 12 }) !== null;
}

/** Signs as the help advises: one or two the crowd knows (the most popular it can pay, permanent), then C and D workers by value on Per Appearance deals. */
function signAsAdvised(world: World, federation: Federation, options: Candidate[]): boolean {
  const known = rosterOf(world, federation.id).filter((w) => w.contract?.type === 'permanent').length;
  if (known < 2) return options.sort((a, b) => b.wrestler.popularity - a.wrestler.popularity).some((c) => sign(world, federation, c));
  const workers = options.filter(({ wrestler }) => wrestler.category === 'C' || wrestler.category === 'D');
  return (workers.length ? workers : options).sort(byValue).some((c) => sign(world, federation, c, 'perAppearance'));
}

const byValue = (a: Candidate, b: Candidate) => a.wrestler.askingSalary / Math.max(1, a.wrestler.totalPoints) - b.wrestler.askingSalary / Math.max(1, b.wrestler.totalPoints);

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

/** Signs one of the options the plan's way (as the help advises, the cheapest on Per Appearance, the best or the best value); false when none signs. */
function signOne(world: World, federation: Federation, plan: Plan, options: Candidate[]): boolean {
  if (plan.signing === 'help') return signAsAdvised(world, federation, options);
  if (plan.signing === 'cheapest') return options.sort((a, b) => a.wrestler.askingSalary - b.wrestler.askingSalary || a.wrestler.id.localeCompare(b.wrestler.id)).some((c) => sign(world, federation, c, 'perAppearance'));
  const ordered = plan.stars ? options.sort((a, b) => b.wrestler.totalPoints - a.wrestler.totalPoints) : options.sort(byValue);
  return ordered.some((candidate) => sign(world, federation, candidate));
}

/** Keeps the roster at size: renews contracts about to end, signs from the market (and free agents for stars). */
function manageRoster(world: World, federation: Federation, plan: Plan): void {
  for (const wrestler of rosterOf(world, federation.id)) {
    // Renewed on the same kind of deal (the help-follower keeps its Per Appearance deals).
    if (wrestler.contract && wrestler.contract.weeksRemaining <= 2) attempt(world, federation, 'renewContract', { wrestlerId: wrestler.id, contractType: wrestler.contract.type, weeks: 12 });
  }
  upgradeRoster(world, federation, plan);
  // The first six on what the funds can carry for 20 weeks; beyond six only what the payroll share allows.
  const budget = () => {
    const size = rosterOf(world, federation.id).length;
    // The help's owner signs the whole advised roster in week 1, on what the funds carry for 12 weeks.
    if (plan.signing === 'help') return (federation.funds / 12 - payroll(world, federation)) / Math.max(1, plan.rosterSize - size);
    // With rivals the cheapest wrestlers are the first they sign: the first six on what the funds carry for
    // RIVAL_WORLD_FIRST_SIX_WEEKS (the help's advice) instead of 20 weeks.
    if (size < 6) return (federation.funds / (world.aiFederations ? RIVAL_WORLD_FIRST_SIX_WEEKS : 20) - payroll(world, federation)) / (6 - size);
    return salaryRoom(world, federation, plan);
  };
  while (rosterOf(world, federation.id).length < plan.rosterSize) {
    const limit = budget();
    const options = candidates(world, federation, plan.stars ? 30 : 0).filter(({ wrestler }) => wrestler.federationId === null && wrestler.askingSalary <= limit);
    if (signOne(world, federation, plan, options)) continue;
    // With rivals (the AI world) the market's wrestlers may be signed away or out of reach: a careful owner
    // then looks at the free agents too. The lone world keeps its market-only play (its numbers reproduce).
    // Short of a full card (six), it stretches to what the funds carry for RIVAL_WORLD_FIRST_SIX_WEEKS.
    const size = rosterOf(world, federation.id).length;
    const stretched = size < 6 ? Math.max(limit, (federation.funds / RIVAL_WORLD_FIRST_SIX_WEEKS - payroll(world, federation)) / (6 - size)) : limit;
    if (!world.aiFederations || !signOne(world, federation, plan, affordableFreeAgents(world, federation, stretched))) return;
  }
}

function playWeek(world: World, federation: Federation, plan: Plan, result: CareerResult): void {
  cutCosts(world, federation, plan);
  manageRoster(world, federation, plan);
  plan.invest(world, federation);
  if (plan.runShows) {
    for (const show of thisWeeksShows(world, federation, plan)) {
      bookCard(world, federation, plan, show);
      if (plan.acceptTv) signTv(world, federation, show, result);
      if (attempt(world, federation, 'runShow', { showId: show.id }) && show.result) result.showRatings.push(show.result.rating.value);
    }
  }
  if (plan.campaignSpam) {
    for (const campaign of CAMPAIGNS.toSorted((a, b) => b.popularityBoost - a.popularityBoost)) {
      if (canAfford(federation, 0, campaignCost(campaign, federation.popularity)) || (federation.ledger.length < LOOKBACK_WEEKS && federation.funds > campaignCost(campaign, federation.popularity) * 2)) attempt(world, federation, 'buyCampaign', { campaignId: campaign.id });
    }
  }
  if (plan.firstMonthCampaignShare && federation.ledger.length < LOOKBACK_WEEKS && (world.aiFederations || !plan.firstMonthCampaignOnlyWithRivals)) {
    for (const campaign of CAMPAIGNS.toSorted((a, b) => b.popularityBoost - a.popularityBoost)) {
      if (campaignCost(campaign, federation.popularity) <= plan.firstMonthCampaignShare * federation.funds) attempt(world, federation, 'buyCampaign', { campaignId: campaign.id });
    }
  }
  if (plan.campaignWeeks > 0 && federation.activeCampaigns.length === 0) {
    const affordable = CAMPAIGNS.filter((c) => campaignCost(c, federation.popularity) < plan.campaignWeeks * average(federation, 'afterTax') && canAfford(federation, 0, campaignCost(c, federation.popularity)));
    const best = affordable.sort((a, b) => b.popularityBoost - a.popularityBoost)[0];
    if (best) attempt(world, federation, 'buyCampaign', { campaignId: best.id });
  }
}

/**
 * A strategy as a controller of the same kind as the AI promoter (shared/sim/ai/controller.ts
 * FederationController): its week's commands go through the command table with the federation's id.
 * What it did is recorded in `result` (TV deals, show ratings); the generator is not drawn from (the
 * strategies are rules, not dice).
 */
export function strategyController(strategy: Strategy, result: CareerResult): FederationController {
  const plan = PLANS[strategy];
  return (world, federationId) => {
    const federation = world.federations.find((f) => f.id === federationId);
    if (federation) playWeek(world, federation, plan, result);
    return [];
  };
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
