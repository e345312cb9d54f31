// How a match ends (our design, docs/game-rules.md "Finishes"; issue 17 item 1). The booker may name the
// finish of each match or leave it to the match. A clean finish (pinfall, submission, the ladder's prize,
// the cage's escape) proves the winner; a cheap one (count-out, disqualification) gives them the win but
// not the credit, and never changes a title's holder; a draw or a no contest has no winner.
import type { MatchType, Stipulation } from './matchTypes.ts';

export const FINISHES = ['pinfall', 'submission', 'count_out', 'disqualification', 'retrieval', 'escape', 'draw', 'no_contest'] as const;
export type Finish = (typeof FINISHES)[number];

export interface FinishRule {
  /** What the booker picks from. */
  label: string;
  /** How the results tell it, after the winner's name ("… wins by pinfall"). */
  phrase: string;
  /** A side wins. */
  hasWinner: boolean;
  /** The win proves the winner: full popularity and momentum, and it can change a title's holder. */
  clean: boolean;
}

export const FINISH_RULES: Readonly<Record<Finish, FinishRule>> = {
  pinfall: { label: 'Clean pinfall', phrase: 'by pinfall', hasWinner: true, clean: true },
  submission: { label: 'Submission', phrase: 'by submission', hasWinner: true, clean: true },
  count_out: { label: 'Count-out', phrase: 'by count-out', hasWinner: true, clean: false },
  disqualification: { label: 'Disqualification', phrase: 'by disqualification', hasWinner: true, clean: false },
  retrieval: { label: 'Retrieving the prize', phrase: 'by retrieving the prize', hasWinner: true, clean: true },
  escape: { label: 'Escaping the cage', phrase: 'by escaping the cage', hasWinner: true, clean: true },
  draw: { label: 'Draw', phrase: 'in a draw', hasWinner: false, clean: false },
  no_contest: { label: 'No contest', phrase: 'in a no contest', hasWinner: false, clean: false },
};

/**
 * The finishes a stipulation allows: no disqualification or count-out where the rules have none, a
 * submission match ends only by submission (or the time limit), a ladder match by the prize, a cage by
 * escape or pinfall. Multi-person matches (triple threat, fatal four-way) are fought to a decision: no
 * count-out, disqualification or draw.
 */
const STIPULATION_FINISHES: Readonly<Record<Stipulation, readonly Finish[]>> = {
  standard: ['pinfall', 'submission', 'count_out', 'disqualification', 'draw', 'no_contest'],
  no_disqualification: ['pinfall', 'submission', 'no_contest'],
  submission: ['submission', 'draw'],
  ladder: ['retrieval'],
  steel_cage: ['escape', 'pinfall'],
};
const MULTI_PERSON_EXCLUDED: readonly Finish[] = ['count_out', 'disqualification', 'draw'];

export function finishesFor(type: MatchType, stipulation: Stipulation): Finish[] {
  const allowed = STIPULATION_FINISHES[stipulation];
  const multi = type === 'triple_threat' || type === 'fatal_four_way';
  return allowed.filter((finish) => !(multi && MULTI_PERSON_EXCLUDED.includes(finish)));
}

export function isFinish(value: string): value is Finish {
  return (FINISHES as readonly string[]).includes(value);
}
