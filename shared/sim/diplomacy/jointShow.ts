// A joint show between two federations (spec §3 Joint show proposal, §4 Joint show): proposed with a type,
// a revenue split and a week; accepted or rejected at once; when its week comes it becomes a show at the
// Joint Event Arena with both rosters available.
import type { JointShowType } from '#shared/rules/diplomacy.ts';

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
}
