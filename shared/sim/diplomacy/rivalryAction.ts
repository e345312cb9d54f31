// A rivalry action as the world keeps it (spec §3 Rivalry action): who took it against whom, when, what it
// cost, what it does and for how many weeks it stays active. Spreading rumours, poaching and raids act once
// and are kept inactive, as the record of what happened.
import type { RivalryActionKind } from '#shared/rules/diplomacy.ts';

export type RecordedActionKind = RivalryActionKind | 'poach' | 'raid';

export interface RivalryAction {
  id: string;
  kind: RecordedActionKind;
  initiatorId: string;
  targetId: string;
  /** totalWeeksProgressed when it was taken. */
  weekExecuted: number;
  /** USD paid. */
  cost: number;
  /** What it did or does, in a sentence the screens show. */
  effect: string;
  /** Weeks it stays active from weekExecuted; 0 for an action that acted once. */
  weeks: number;
  active: boolean;
}
