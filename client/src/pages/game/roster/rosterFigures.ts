// Roster totals the header shows: head count and the weekly wage bill (Permanent Deals), plus what
// the Per Appearance deals cost per show when they work.
import type { WrestlerMirror } from '#client/state/game.ts';

export interface RosterFigures {
  count: number;
  /** Sum of Permanent Deal salaries, USD per week. */
  weeklyWages: number;
  /** Sum of Per Appearance fees, USD per show each appears on. */
  perShowFees: number;
  perAppearanceCount: number;
}

export function rosterFigures(roster: ReadonlyArray<Pick<WrestlerMirror, 'contractType' | 'salary'>>): RosterFigures {
  let weeklyWages = 0;
  let perShowFees = 0;
  let perAppearanceCount = 0;
  for (const wrestler of roster) {
    if (wrestler.contractType === 'perAppearance') {
      perShowFees += wrestler.salary;
      perAppearanceCount += 1;
    } else weeklyWages += wrestler.salary;
  }
  return { count: roster.length, weeklyWages, perShowFees, perAppearanceCount };
}

/** The status filter's choices. */
export const STATUS_FILTERS = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'training', label: 'Training' },
  { value: 'injured', label: 'Injured' },
  { value: 'on_loan', label: 'On loan' },
  { value: 'expiring', label: 'Contract expiring' },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];
