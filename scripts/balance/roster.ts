// A balance strategy's roster, as candidates for its decisions (controller.ts strategyController):
// contracts renewed, the weakest wrestler swapped for a clearly better one, and signings up to the plan's
// roster size from the market and, in a world with rivals, the free agents.
import { releaseSeverance } from '#shared/rules/contracts.ts';
import { listFreeAgents } from '#shared/sim/roster/freeAgents.ts';
import { rosterOf } from '#shared/sim/roster/wrestler.ts';
import type { Federation, World } from '#shared/sim/world.ts';
import { average, payroll, usd } from './finances.ts';
import type { Plan, StrategyCandidate, WeekContext } from './strategies.ts';

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

/** A signing candidate: 5 weeks from the market, 12 for a free agent (52 for a plan of long deals); permanent unless a Per Appearance deal is asked for. */
function signing(kind: 'sign' | 'swap', { wrestler, source }: Option, contractType: 'permanent' | 'perAppearance', why: string, longDeals = false): StrategyCandidate {
  return {
    kind,
    need: 1,
    command: 'signWrestler',
    payload: { wrestlerId: wrestler.id, source, contractType, weeks: source === 'market' ? 5 : longDeals ? 52 : 12 },
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
  if (plan.stars) return from.sort((a, b) => b.wrestler.totalPoints - a.wrestler.totalPoints).map((o) => signing('sign', o, 'permanent', 'the best the payroll allows', plan.longDeals));
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
export function renewCandidates(world: World, federation: Federation, plan?: Plan): StrategyCandidate[] {
  return rosterOf(world, federation.id)
    .filter((w) => w.contract && w.contract.weeksRemaining <= 2)
    .map((w) => ({ kind: 'renew', need: 1, command: 'renewContract', payload: { wrestlerId: w.id, contractType: w.contract!.type, weeks: plan?.longDeals ? 52 : 12 }, cost: 0, reason: `Renewed ${w.name}: ${w.contract!.weeksRemaining} weeks left` }));
}

/**
 * Every 4 weeks, as popularity opens the market, the weakest wrestler swapped for a clearly better one whose
 * salary the average profit (times the plan's boldness, plus the salary freed) can carry: the signing first,
 * then (once it is taken) the release.
 */
export function swapCandidates(world: World, federation: Federation, plan: Plan, week: WeekContext): StrategyCandidate[] {
  const signed = week.taken.find((t) => t.choice.kind === 'swap' && t.choice.command === 'signWrestler')?.choice.swapOut;
  if (signed) {
    const out = rosterOf(world, federation.id).find((w) => w.id === signed);
    // The severance (rules/contracts.ts releaseSeverance) is the release's cost.
    return out ? [{ kind: 'swap', need: 1, command: 'releaseWrestler', payload: { wrestlerId: out.id }, cost: out.contract ? releaseSeverance(out.contract) : 0, reason: `Released ${out.name}: replaced by a better wrestler` }] : [];
  }
  if (world.calendar.totalWeeksProgressed % (plan.swapEveryWeeks ?? 4) !== 0) return [];
  const roster = rosterOf(world, federation.id).filter((w) => w.status === 'active').sort((a, b) => a.totalPoints - b.totalPoints);
  const weakest = roster[0];
  if (!weakest || roster.length < 4) return [];
  const room = Math.max(0, average(federation, 'afterTax')) * plan.upgradeBoldness + (weakest.contract?.salary ?? 0);
  const pick = options(world, federation, 20)
    .filter(({ wrestler }) => wrestler.askingSalary <= room && wrestler.totalPoints >= weakest.totalPoints + (plan.swapMarginPoints ?? UPGRADE_MARGIN_POINTS))
    .sort((a, b) => b.wrestler.totalPoints - a.wrestler.totalPoints)[0];
  return pick ? [{ ...signing('swap', pick, 'permanent', `${plan.swapMarginPoints ?? UPGRADE_MARGIN_POINTS}+ points better than ${weakest.name}`, plan.longDeals), swapOut: weakest.id }] : [];
}

/**
 * Keeping the roster at size: the first six on what the funds can carry for 20 weeks (12 with rivals, the
 * help's advice); beyond six only what the payroll share allows; the help's owner signs the whole advised
 * roster in week 1 on what the funds carry for 12 weeks. From the market (and the best free agents for
 * stars) in the plan's order, then, with rivals (the market's wrestlers may be signed away or out of
 * reach), the cheapest free agents, short of a full card (six) on what the funds carry for
 * RIVAL_WORLD_FIRST_SIX_WEEKS. The lone world keeps its market-only play.
 */
export function signCandidates(world: World, federation: Federation, plan: Plan): StrategyCandidate[] {
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
