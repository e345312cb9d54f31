// The Hall of Fame: retired wrestlers inducted by a documented score (docs/rules/history.md "Hall of Fame").

export interface HallOfFamer {
  /** The retired wrestler's id (world.retired keeps their record while it is recent). */
  wrestlerId: string;
  name: string;
  /** The induction score and its reasons. */
  score: number;
  parts: Array<{ label: string; amount: number }>;
  /** totalWeeksProgressed of the induction. */
  inductedWeek: number;
}
