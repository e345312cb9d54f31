// An AI federation's roster (spec §9: 6-11 wrestlers), signed from the world's free agents through the same
// signing rules as the player's (at founding the rule itself, in its weeks the player's signWrestler command
// through the table, controller.ts: popularity requirement, rehire ban, the bonus paid now):
// a 52-week Permanent Deal. Its weekly payroll stays within funds / AI_PAYROLL_RUNWAY_WEEKS: each place
// takes the best wrestler (by rating) whose salary fits an even share of the payroll left; below the spec's
// minimum of 6 a place takes the cheapest wrestler; every pick keeps enough money for the cheapest bonuses of
// the places still needed to reach 6 (docs/rules/ai.md "AI federations").
import { AI_CONTRACT_WEEKS, AI_PAYROLL_RUNWAY_WEEKS, AI_ROSTER_SIZE } from '#shared/rules/ai.ts';
import type { SimEvent } from '../events.ts';
import { quotePrice } from '../roster/contractTerms.ts';
import { interestCounter, openToSign } from '../roster/demand.ts';
import { signWrestler } from '../roster/signing.ts';
import { rosterOf, type Wrestler } from '../roster/wrestler.ts';
import type { Federation, World } from '../world.ts';
import { firstBy } from './firstBy.ts';

const AI_OFFER = { source: 'freeAgent', type: 'permanent', weeks: AI_CONTRACT_WEEKS } as const;

/** How a signing is made: at founding (world creation) the signing rule itself; in its weeks, the promoter's command (controller.ts). */
export type AiSigner = (world: World, federationId: string, payload: { wrestlerId: string; source: 'freeAgent'; contractType: 'permanent'; weeks: number }) => SimEvent[];

/** The founding signer: the signing rule itself (this module cannot import the command table: world creation reaches it). */
export const signAtFounding: AiSigner = (world, federationId, { wrestlerId, ...terms }) => signWrestler(world, federationId, wrestlerId, terms);

interface Candidate {
  wrestler: Wrestler;
  salary: number;
  bonus: number;
}

/**
 * The tests of the next place: `affordable` (its bonus and the cheapest bonuses of the places still needed
 * to reach the minimum roster fit the funds) and `fits` (affordable, its salary within an even share of the
 * payroll left). Neither depends on the candidates' order.
 */
function placeTest(candidates: readonly Candidate[], federation: Federation, budget: number, payroll: number, size: number, target: number): { affordable: (c: { bonus: number }) => boolean; fits: (c: Candidate) => boolean } {
  const share = (budget - payroll) / (target - size);
  // Money kept for the cheapest bonuses of the places still needed to reach the minimum roster.
  const stillNeeded = Math.max(0, AI_ROSTER_SIZE.min - size - 1);
  // With no place still needed the reserve is the sum of no bonuses (0): the pool's bonuses are not sorted
  // (the usual case, a roster at its minimum or above, asked of every free agent each week).
  const reserveWith = stillNeeded === 0 ? () => 0 : bonusReserve(candidates, stillNeeded);
  const affordable = (c: { bonus: number }) => c.bonus + reserveWith(c.bonus) <= federation.funds;
  return { affordable, fits: (c) => c.salary <= share && affordable(c) };
}

/**
 * The reserve kept with a candidate's bonus: the sum of the `stillNeeded` cheapest bonuses of the pool other
 * than its own (one of the cheapest equal to its bonus is left out, else the dearest of them). The
 * stillNeeded + 1 cheapest and each sum without one of them are read once per place, not once per candidate
 * (every candidate is asked while a roster is under the minimum); each sum adds the others
 * cheapest first, as a list without the left-out one would.
 */
function bonusReserve(candidates: readonly Candidate[], stillNeeded: number): (bonus: number) => number {
  const cheapest = candidates.map((c) => c.bonus).sort((a, b) => a - b).slice(0, stillNeeded + 1);
  if (cheapest.length === 0) return () => 0;
  const without = cheapest.map((_, skipped) => cheapest.reduce((sum, bonus, i) => (i === skipped ? sum : sum + bonus), 0));
  return (bonus) => {
    const at = cheapest.indexOf(bonus);
    return without[at >= 0 ? at : cheapest.length - 1]!;
  };
}

/** The 'best' pick's order: best rated first, ties by id so a seed always gives the same roster. */
const byRating = (a: Candidate, b: Candidate) => b.wrestler.totalPoints - a.wrestler.totalPoints || a.wrestler.id.localeCompare(b.wrestler.id);
/** The 'cheapest' pick's order: the cheapest salary first, ties by id. */
const bySalary = (a: Candidate, b: Candidate) => a.salary - b.salary || a.wrestler.id.localeCompare(b.wrestler.id);

/**
 * Its wrestlers lent to another federation (diplomacy/loans.ts): they work elsewhere but their places are
 * its own, kept for their return, so a promoter counts them with its roster (it never signs over its
 * maximum while one is away, and is not over it when they come back).
 */
export function lentOutCount(world: World, federationId: string): number {
  let count = 0;
  for (const loan of world.wrestlerLoans) if (loan.active && loan.fromId === federationId) count += 1;
  return count;
}

/**
 * Signs free agents until the roster reaches `target`, the payroll budget is spent or nobody is affordable.
 * `pick` 'best' takes the best wrestler whose salary fits; 'cheapest' (a promoter content with its
 * popularity, controller.ts aiIsContent) the cheapest salary, so its roster costs and draws less.
 */
export function fillAiRoster(world: World, federation: Federation, target: number, sign: AiSigner = signAtFounding, pick: 'best' | 'cheapest' = 'best'): SimEvent[] {
  const events: SimEvent[] = [];
  const roster = rosterOf(world, federation.id);
  let size = roster.length + lentOutCount(world, federation.id);
  if (size >= target) return events;
  let payroll = roster.reduce((sum, w) => sum + (w.contract?.type === 'permanent' ? w.contract.salary : 0), 0);
  const budget = federation.funds / AI_PAYROLL_RUNWAY_WEEKS;
  // The salaries it would pay, each with the wrestler's competing interest (what signWrestler charges).
  const interest = interestCounter(world);
  const pool: Candidate[] = [];
  for (const wrestler of world.wrestlers) {
    if (!openToSign(world, federation, wrestler)) continue;
    const { salary, bonus } = quotePrice(wrestler, AI_OFFER, interest(wrestler, federation.id));
    pool.push({ wrestler, salary, bonus });
  }
  // Each place takes the first fitting wrestler in the fill's order, found in one pass over the pool, not
  // by sorting it (a fill signs a few of about 150; most weeks nobody fits and the first pass ends it).
  // At or above the minimum, no fit means no signing (the loop breaks).
  const before = pick === 'cheapest' ? bySalary : byRating;
  const byBonus = (a: Candidate, b: Candidate) => a.bonus - b.bonus || before(a, b);
  while (size < target && pool.length > 0) {
    const { affordable, fits } = placeTest(pool, federation, budget, payroll, size, target);
    let index = firstBy(pool, fits, before);
    if (index < 0 && size < AI_ROSTER_SIZE.min) {
      // The cheapest bonus it can pay, keeping the reserve when it can, without it when it cannot.
      index = firstBy(pool, affordable, byBonus);
      if (index < 0) index = firstBy(pool, (c) => c.bonus <= federation.funds, byBonus);
    }
    if (index < 0) break;
    const [chosen] = pool.splice(index, 1);
    events.push(...sign(world, federation.id, { wrestlerId: chosen!.wrestler.id, source: AI_OFFER.source, contractType: AI_OFFER.type, weeks: AI_OFFER.weeks }));
    payroll += chosen!.salary;
    size += 1;
  }
  return events;
}
