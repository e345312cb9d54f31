// Loans each week (spec §4 Loan out): the fee credited to the lender while a loan is active; the wrestler returns when it ends.
import type { SimEvent } from '../events.ts';
import type { WeekContext } from '../week/weekSteps.ts';
import type { World } from '../world.ts';

export function advanceLoans(_world: World, _week: WeekContext): SimEvent[] {
  return [];
}
