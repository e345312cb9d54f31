// How a careful owner reads its ledger before a new cost: the average of the last few settled weeks, a
// reserve of weeks of expenses kept in the bank, and the payroll.
import { rosterOf } from '#shared/sim/roster/wrestler.ts';
import type { Federation, World } from '#shared/sim/world.ts';

/** Weeks of the ledger a careful owner averages before committing to a new cost. */
export const LOOKBACK_WEEKS = 4;

function recent(federation: Federation): Federation['ledger'] {
  return federation.ledger.slice(-LOOKBACK_WEEKS);
}

/** Average over the last few settled weeks of a ledger figure, USD: afterTax (profit after tax), revenue or expenses (positive). */
export function average(federation: Federation, figure: 'afterTax' | 'revenue' | 'expenses'): number {
  const weeks = recent(federation);
  return weeks.length ? weeks.reduce((sum, w) => sum + w[figure], 0) / weeks.length : 0;
}

/** Weeks of expenses kept in the bank before any new commitment. */
export const RESERVE_WEEKS = 8;

/**
 * A new weekly cost is taken on only when the average profit covers it twice over and the one-off cost
 * leaves RESERVE_WEEKS of expenses in the bank.
 */
export function canAfford(federation: Federation, weeklyCost: number, oneOff: number): boolean {
  return federation.funds - oneOff > RESERVE_WEEKS * average(federation, 'expenses') && average(federation, 'afterTax') > 2 * weeklyCost;
}

/** Wrestlers' weekly salaries, USD. */
export function payroll(world: World, federation: Federation): number {
  return rosterOf(world, federation.id).reduce((sum, w) => sum + (w.contract?.salary ?? 0), 0);
}

/** Dollars as a strategy's reasons give them: rounded to the dollar, with thousands separators. */
export const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
