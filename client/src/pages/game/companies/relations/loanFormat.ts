// How a loan reads wherever a wrestler is shown: "On loan to X (3 weeks left)", "On loan from X (1 week left)".
import type { LoanView } from '#shared/sim/diplomacy/loans.ts';

/** "3 weeks left", "1 week left", "back this week". */
export function loanWeeksLeft(weeks: number): string {
  return weeks <= 0 ? 'back this week' : `${weeks} ${weeks === 1 ? 'week' : 'weeks'} left`;
}

/** The loan as the federation that asked reads it. */
export function loanStatusText(view: Pick<LoanView, 'direction' | 'fromName' | 'toName' | 'weeksLeft'>): string {
  const left = loanWeeksLeft(view.weeksLeft);
  if (view.direction === 'out') return `On loan to ${view.toName} (${left})`;
  if (view.direction === 'in') return `On loan from ${view.fromName} (${left})`;
  return `On loan from ${view.fromName} to ${view.toName} (${left})`;
}
