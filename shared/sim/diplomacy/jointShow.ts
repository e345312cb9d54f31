// A joint show between two federations (spec §3 Joint show proposal, §4 Joint show): proposed with a type,
// a revenue split and a week; accepted or rejected at once; when its week comes it becomes a show at the
// Joint Event Arena with both rosters available.
import type { JointShowType } from '#shared/rules/diplomacy.ts';
import type { JointShowIncomeResult } from './jointShowIncome.ts';

export type JointShowStatus = 'accepted' | 'rejected' | 'completed';

export interface JointShow {
  id: string;
  /** Who proposed it (spec: proposed_by) and who was asked. */
  proposerId: string;
  partnerId: string;
  type: JointShowType;
  /** The proposer's share of the income, in percent (0-100); the partner has the rest. */
  split: number;
  /** totalWeeksProgressed of the week it is held. */
  scheduledWeek: number;
  /** totalWeeksProgressed when it was proposed. */
  proposedWeek: number;
  status: JointShowStatus;
  /** The show it became when its week came (the host's show), else null. */
  showId: string | null;
  /**
   * Who books and runs it when its week comes: the player's federation when one of the two is a player's,
   * else the proposer (docs/rules/diplomacy.md "Joint shows"); absent: the proposer.
   */
  hostId?: string;
  /** The night's income and each side's share once it was run; absent or null before. */
  income?: JointShowIncomeResult | null;
}

/** Who books and runs the joint show (its hostId; the proposer on a record without one). */
export function hostOf(record: Pick<JointShow, 'hostId' | 'proposerId'>): string {
  return record.hostId ?? record.proposerId;
}
