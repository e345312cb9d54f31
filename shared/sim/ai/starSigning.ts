// A rich promoter wants stars (docs/rules/ai.md "AI federations: the promoter", *sign a star*): a
// computer-run federation whose funds, after the signing, still pay AI_STAR_RICH_WEEKS weeks of its running
// costs with the star's wage looks for the most popular free star it may sign (one of the world's
// AI_STAR_TOP_COUNT most popular wrestlers, passing the signing checks the player faces, rated above its
// roster's average) and weighs that signing above its ordinary one, whatever its payroll budget, while it
// still grows (a content promoter buys no growth, controller.ts): without it the world's most popular
// wrestlers waited a year on the free-agent list while the only federations popular enough to sign them
// sat on millions. With the roster full it releases its weakest hand (not a champion, rated under the
// star) in the same action, paying the severance as the player would.
import { AI_CONTRACT_WEEKS, AI_ROSTER_SIZE, AI_STAR_NEED, AI_STAR_RICH_WEEKS, AI_STAR_TOP_COUNT, type AiActionKind } from '#shared/rules/ai.ts';
import { releaseSeverance } from '#shared/rules/contracts.ts';
import { formatUsdPlain } from '#shared/rules/money.ts';
import { SimRefusal } from '../refusal.ts';
import { quotePrice } from '../roster/contractTerms.ts';
import { interestCounter } from '../roster/demand.ts';
import { assertSignable } from '../roster/signing.ts';
import type { Wrestler } from '../roster/wrestler.ts';
import type { Federation, World } from '../world.ts';
import type { Candidate } from './decide.ts';
import { lentOutCount } from './roster.ts';

const usd = (n: number) => `$${formatUsdPlain(n)}`;

/** How a star signing's reason begins, before the star's name (the news finds it by this). */
export const RICH_STAR_REASON = 'Rich enough to sign a star: signed';

/** The least popularity (0-100 points) of a star: that of the world's AI_STAR_TOP_COUNT-th most popular wrestler, signed or free. */
export function starPopularityLine(world: World): number {
  const top: number[] = [];
  // The AI_STAR_TOP_COUNT highest, kept sorted (a handful), in one pass over the world's wrestlers.
  for (const w of world.wrestlers) {
    if (top.length === AI_STAR_TOP_COUNT && w.popularity <= top[top.length - 1]!) continue;
    let at = top.length;
    while (at > 0 && top[at - 1]! < w.popularity) at -= 1;
    top.splice(at, 0, w.popularity);
    if (top.length > AI_STAR_TOP_COUNT) top.pop();
  }
  return top.length === 0 ? Infinity : top[top.length - 1]!;
}

/**
 * A federation's running costs (USD a week): the bills of its last settled week (wages, staff, insurance,
 * products, upkeep: the lines settled at the week's end, not one-off bonuses or campaigns), at least its
 * wrestlers' weekly salaries (before its first week is settled).
 */
export function runningCostsOf(federation: Federation, roster: readonly Wrestler[]): number {
  let bills = 0;
  for (const line of federation.ledger.at(-1)?.lines ?? []) if (line.paidAt === 'weekEnd' && line.amount < 0) bills -= line.amount;
  let payroll = 0;
  for (const w of roster) payroll += w.contract?.salary ?? 0;
  return Math.max(bills, payroll);
}

/** Whether the federation may sign the wrestler from the free-agent list now: the player's own checks (assertSignable), not injured. */
function maySign(world: World, federation: Federation, wrestler: Wrestler): boolean {
  if (wrestler.status === 'injured') return false;
  try {
    assertSignable(world, federation, wrestler, 'freeAgent');
    return true;
  } catch (error) {
    if (error instanceof SimRefusal) return false;
    throw error;
  }
}

/**
 * The star signing a rich promoter would make this week, or null: the most popular free star it may sign
 * (ties by rating, then id) rated above its roster's average, when its funds after the bonus (and the
 * severance of the weakest, released first when the roster is full) still pay AI_STAR_RICH_WEEKS weeks of
 * its running costs (runningCostsOf) with the star's salary. Its spending cap is the
 * promoter's as for any action (decide.ts take): the cost is the bonus plus the severance.
 */
export function richStarCandidate(world: World, federation: Federation, roster: readonly Wrestler[], titled: ReadonlySet<string>): Candidate<AiActionKind, 'signWrestler'> | null {
  const average = roster.length === 0 ? 0 : roster.reduce((sum, w) => sum + w.totalPoints, 0) / roster.length;
  const line = starPopularityLine(world);
  let star: Wrestler | undefined;
  for (const w of world.wrestlers) {
    if (w.federationId !== null || w.popularity < line || w.totalPoints <= average) continue;
    if (star && (w.popularity < star.popularity || (w.popularity === star.popularity && (w.totalPoints < star.totalPoints || (w.totalPoints === star.totalPoints && w.id.localeCompare(star.id) >= 0))))) continue;
    if (maySign(world, federation, w)) star = w;
  }
  if (!star) return null;

  // A full roster makes room: the weakest hand who is not a champion, rated under the star.
  let released: Wrestler | undefined;
  if (roster.length + lentOutCount(world, federation.id) >= AI_ROSTER_SIZE.max) {
    released = roster.filter((w) => !titled.has(w.id) && w.status !== 'on_loan').sort((a, b) => a.totalPoints - b.totalPoints || a.id.localeCompare(b.id))[0];
    if (!released || released.totalPoints >= star.totalPoints) return null;
  }
  const quote = quotePrice(star, { source: 'freeAgent', type: 'permanent', weeks: AI_CONTRACT_WEEKS }, interestCounter(world)(star, federation.id));
  const severance = released?.contract ? releaseSeverance(released.contract) : 0;
  const cost = quote.bonus + severance;
  const runningCosts = runningCostsOf(federation, roster) + quote.salary - (released?.contract?.salary ?? 0);
  const left = federation.funds - cost;
  if (left < AI_STAR_RICH_WEEKS * runningCosts) return null;

  const room = released ? `; released ${released.name} (rating ${Math.round(released.totalPoints)}, severance ${usd(severance)}) to make room` : '';
  return {
    kind: 'sign',
    need: AI_STAR_NEED,
    command: 'signWrestler',
    payload: { wrestlerId: star.id, source: 'freeAgent', contractType: 'permanent', weeks: AI_CONTRACT_WEEKS },
    before: released ? { command: 'releaseWrestler', payload: { wrestlerId: released.id } } : undefined,
    cost,
    reason:
      `${RICH_STAR_REASON} ${star.name} (popularity ${Math.round(star.popularity)}, rating ${Math.round(star.totalPoints)}) for ${usd(quote.salary)} a week; ` +
      `${usd(left)} left pays ${Math.floor(left / Math.max(1, runningCosts))} weeks of running costs of ${usd(runningCosts)}${room}`,
  };
}
