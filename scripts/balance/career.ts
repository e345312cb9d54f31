// One headless career for `npm run balance`: a new world, the player's federation founded, then a scripted
// strategy plays week after week through the one command table the room calls. Each strategy is a
// controller of the AI promoter's kind (controller.ts): its week lists candidates (a command each, with a
// need and a reason: roster.ts, spending.ts, shows.ts) and chooses through the promoter's own decide
// (shared/sim/ai/decide.ts), its weights being its character (plans.ts). Refusals are part of play (a
// strategy tries, the rules say no); anything else is a bug and stops the run.
import { executeCommand } from '#shared/sim/commands/table.ts';
import { activeAiFederations } from '#shared/sim/ai/profile.ts';
import { rosterOf } from '#shared/sim/roster/wrestler.ts';
import { seatFederationId, type Federation, type World } from '#shared/sim/world.ts';
import { createWorld } from '#shared/sim/createWorld.ts';
import { attempt, isRecording, NOW, setRecorder, type PlayedCommand } from './attempt.ts';
import type { CareerResult, WorldMode } from './careerResult.ts';
import { strategyController } from './controller.ts';
import { average } from './finances.ts';
import type { Strategy } from './strategies.ts';

// The harness's front door: `npm run balance`, its worker, its tests and the benchmarks import from here.
export type { PlayedCommand };
export type { CareerResult, WorldMode, YearPoint } from './careerResult.ts';
export { strategyController, type StrategyDecision } from './controller.ts';
export { DEALING_STRATEGIES, EXPLOIT_STRATEGIES, FIRST_FIVE_STRATEGIES, SENSIBLE_STRATEGIES, STRATEGIES, type Strategy } from './strategies.ts';

/**
 * The player's place among the active federations (1 = most popular): one plus the active AI federations
 * strictly more popular; a tie does not put a rival ahead.
 */
export function playerRank(world: World, federation: Federation): number {
  return 1 + activeAiFederations(world).filter((f) => f.popularity > federation.popularity).length;
}

/** Adds the week's promoters' dealings (their newest 'dealing' decisions) and running weeks, by personality, to `year`. */
function countDealings(world: World, counted: Map<string, number>, year: Record<string, { weeks: number; kinds: Record<string, number> }>): void {
  for (const f of activeAiFederations(world)) {
    const profile = f.ai!;
    const entry = (year[profile.personality] ??= { weeks: 0, kinds: {} });
    entry.weeks += 1;
    const last = counted.get(f.id) ?? -1;
    for (const d of profile.decisions) {
      if (d.action !== 'dealing' || d.weekIndex <= last || !d.dealing) continue;
      entry.kinds[d.dealing] = (entry.kinds[d.dealing] ?? 0) + 1;
      counted.set(f.id, Math.max(counted.get(f.id) ?? -1, d.weekIndex));
    }
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
    tookLoan: false,
    gameOver: false,
    largestAheadYear1: mode === 'ai',
    weekPassedSmallest: null,
    weekTopTwo: null,
  };
  const controller = strategyController(strategy, result);
  const aiEver = () => world.federations.filter((f) => f.ai);
  let closedBefore = 0;
  let foundedBefore = aiEver().length;
  // The six most popular free agents at the start: how many stay unsigned through the first year.
  const topFree = world.wrestlers.filter((w) => w.federationId === null).sort((a, b) => b.popularity - a.popularity || a.id.localeCompare(b.id)).slice(0, 6).map((w) => w.id);
  // The promoters' dealings counted once each: the newest week counted per federation.
  const counted = new Map<string, number>();
  let dealingsYear: Record<string, { weeks: number; kinds: Record<string, number> }> = {};
  if (mode === 'ai') result.aiDealings = [];
  for (let week = 1; week <= years * 52; week += 1) {
    // A closed federation (game over) stands still: its figures stay as the bank left them.
    if (federation.closedWeek == null) {
      controller(world, federation.id, world.rng, NOW, executeCommand);
      attempt(world, federation, 'advanceWeek', {});
    }
    if (mode === 'ai') countDealings(world, counted, dealingsYear);
    if (process.env.BALANCE_TRACE && week <= Number(process.env.BALANCE_TRACE)) {
      const l = federation.ledger.at(-1)!;
      const show = world.shows.filter((x) => x.federationId === federation.id && x.result).at(-1);
      const kinds = new Map<string, number>();
      for (const line of l.lines) kinds.set(line.kind, Math.round((kinds.get(line.kind) ?? 0) + line.amount));
      console.log(week, 'funds', Math.round(federation.funds), 'pop', federation.popularity, 'roster', rosterOf(world, federation.id).length, 'show', show?.result?.rating.value, show?.result?.attendance, '/', show?.result?.capacity, JSON.stringify(Object.fromEntries(kinds)));
    }
    if (week === 52) result.starsUnsignedYear1 = world.wrestlers.filter((w) => topFree.includes(w.id) && w.federationId === null).length;
    if (federation.unpaidWeeks > 0) result.hitZeroFunds = true;
    if (federation.loansTaken > 0) result.tookLoan = true;
    if (federation.closedWeek != null) result.gameOver = true;
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
      result.aiDealings?.push(dealingsYear);
      dealingsYear = {};
    }
  }
  result.titleChanges = world.championships.filter((c) => c.federationId === federation.id).reduce((sum, c) => sum + c.history.filter((h) => h.event === 'won').length, 0);
  return { world, start, result };
}
