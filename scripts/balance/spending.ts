// A balance strategy's spending, as candidates for its decisions (controller.ts strategyController):
// cutting costs when money runs short, products, venue upgrades, a head coach and marketing campaigns.
// Each is listed only when the strategy's own affordability test (finances.ts canAfford) passes.
import { VENUES } from '#shared/data/venues.ts';
import { CAMPAIGNS, campaignCost } from '#shared/rules/campaigns.ts';
import { facilityMaintenance, PRODUCT_KINDS, PRODUCT_MAX_LEVEL, productSetupCost, productWeeklyCost, type ProductKind } from '#shared/rules/products.ts';
import { findVenueUpgrade, upgradePurchaseProblem } from '#shared/rules/venueUpgrades.ts';
import { rosterOf } from '#shared/sim/roster/wrestler.ts';
import type { Federation, World } from '#shared/sim/world.ts';
import { average, canAfford, LOOKBACK_WEEKS, payroll, RESERVE_WEEKS, usd } from './finances.ts';
import type { Plan, StrategyCandidate, StrategyKind, WeekContext } from './strategies.ts';

/**
 * Losing money with little left in the bank: pause the costliest product, or if none and the payroll is
 * more than the revenue carries, let the wrestler with the least value for money go (six stay).
 */
export function cutCandidates(world: World, federation: Federation, plan: Plan): StrategyCandidate[] {
  if (federation.ledger.length < LOOKBACK_WEEKS || average(federation, 'afterTax') >= 0 || federation.funds > RESERVE_WEEKS * average(federation, 'expenses')) return [];
  const active = PRODUCT_KINDS.filter((k) => federation.products[k].isActive && federation.products[k].level > 0).sort((a, b) => productWeeklyCost(b, federation.products[b].level) - productWeeklyCost(a, federation.products[a].level));
  if (active[0]) return [{ kind: 'cut', need: 1, command: 'setProductActive', payload: { product: active[0], active: false }, cost: 0, reason: `Paused ${active[0]}: losing money with little in the bank` }];
  // The least value for money goes first; six stay, enough for a full card.
  const roster = rosterOf(world, federation.id).sort((a, b) => a.totalPoints / Math.max(1, a.contract?.salary ?? 0) - b.totalPoints / Math.max(1, b.contract?.salary ?? 0));
  if (roster.length > 6 && payroll(world, federation) > plan.payrollShare * average(federation, 'revenue')) return [{ kind: 'cut', need: 1, command: 'releaseWrestler', payload: { wrestlerId: roster[0]!.id }, cost: 0, reason: `Released ${roster[0]!.name}: the least value for money, and the payroll is over what the revenue carries` }];
  return [];
}

/** The product kinds a strategy may put money in (a weight of its own each). */
const PRODUCT_CANDIDATE_KINDS = ['advertising', 'production', 'merchandising'] as const satisfies readonly ProductKind[];

/**
 * The products the strategy weighs: a paused one switched back on once the profit carries it again (paused
 * when money ran short; nothing else meanwhile), or the next level of one whose added weekly cost the
 * profit carries; one a week, the heaviest weight first.
 */
export function productCandidates(federation: Federation, plan: Plan): StrategyCandidate[] {
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
export function venueUpgradeCandidates(world: World, federation: Federation, plan: Plan): StrategyCandidate[] {
  if (!plan.weights.venueUpgrade || federation.products.production.level < UPGRADES_FROM_PRODUCTION_LEVEL) return [];
  const last = world.shows.filter((s) => s.federationId === federation.id && s.result).at(-1);
  const type = last ? VENUES.find((v) => v.id === last.venueId)?.type : undefined;
  const order = [...UPGRADE_ORDER.all, ...(type === 'arena' || type === 'stadium' ? UPGRADE_ORDER[type] : [])];
  const next = order.map((id) => findVenueUpgrade(id)!).find((u) => !upgradePurchaseProblem(u.id, federation.venueUpgrades));
  if (!next || !canAfford(federation, 3 * next.upkeep, next.cost)) return [];
  return [{ kind: 'venueUpgrade', need: 1, command: 'buyVenueUpgrade', payload: { upgradeId: next.id }, cost: next.cost, reason: `Bought ${next.id} for ${usd(next.cost)}` }];
}

/** A head coach (the cheapest candidate) once the average weekly profit covers the salary (the help's advice). */
export function staffCandidates(federation: Federation, plan: Plan): StrategyCandidate[] {
  if (!plan.weights.headCoach || federation.ledger.length < LOOKBACK_WEEKS || federation.staff.some((s) => s.type === 'head_coach')) return [];
  const coach = cheapestCandidate(federation, 'head_coach');
  if (!coach || average(federation, 'afterTax') <= coach.weeklySalary) return [];
  return [{ kind: 'headCoach', need: 1, command: 'hireStaff', payload: { candidateId: coach.id }, cost: 0, reason: `Hired a head coach for ${usd(coach.weeklySalary)} a week: the profit covers it` }];
}

/** The cheapest candidate of a staff type, if any. */
function cheapestCandidate(federation: Federation, type: string): Federation['staffCandidates'][number] | undefined {
  return federation.staffCandidates.filter((c) => c.type === type).sort((a, b) => a.weeklySalary - b.weeklySalary || a.id.localeCompare(b.id))[0];
}

/** Campaigns: campaign-spam's every one the bank allows, the first-month push, and one under `campaignWeeks` of profit. */
export function campaignCandidates(world: World, federation: Federation, plan: Plan, week: WeekContext): StrategyCandidate[] {
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
