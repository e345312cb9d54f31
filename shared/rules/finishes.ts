// How a match ends (our design, docs/rules/shows.md "Finishes"). The booker may name the
// finish of each match or leave it to the match. A clean finish (pinfall, submission, the ladder's prize,
// the cage's escape) proves the winner; a cheap one (count-out, disqualification) gives them the win but
// not the credit, and never changes a title's holder; a draw or a no contest has no winner.
import { flatText } from './flatText.ts';
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

// ---- A finish left to the match (our design) ----
/**
 * Relative weights of the finishes a match may draw when the booker leaves it open (after the winner is
 * drawn; a draw has its own DRAW_CHANCE first, rules/shows.ts). Mostly pinfalls, some submissions (more
 * for a technical winner), rare count-outs, disqualifications and no contests. Weights of finishes the
 * stipulation does not allow are dropped.
 */
export const FINISH_WEIGHTS: Readonly<Record<Exclude<Finish, 'draw'>, number>> = {
  pinfall: 70,
  submission: 15,
  count_out: 4,
  disqualification: 6,
  retrieval: 100,
  escape: 50,
  no_contest: 2,
};
/** The submission weight is scaled by the winner's technic / FINISH_TECHNIC_PIVOT (technic 60 = as listed). */
export const FINISH_TECHNIC_PIVOT = 60;

/** The finishes a match may draw when left open, with their weights (winner's technic 0-100). */
export function openFinishWeights(type: MatchType, stipulation: Stipulation, winnerTechnic: number, winnerBooked: boolean): Array<{ finish: Finish; weight: number }> {
  return finishesFor(type, stipulation)
    .filter((finish) => finish !== 'draw' && (!winnerBooked || FINISH_RULES[finish].hasWinner))
    .map((finish) => {
      const base = FINISH_WEIGHTS[finish as Exclude<Finish, 'draw'>];
      return { finish, weight: finish === 'submission' ? base * Math.max(0.1, winnerTechnic / FINISH_TECHNIC_PIVOT) : base };
    });
}

// ---- What a finish does to the wrestlers (our design, docs/rules/shows.md "Finishes") ----
/** Popularity points a clean winner gains (on top of the match's rating); a cheap win (count-out, DQ) gives less. */
export const CLEAN_WIN_POPULARITY = 0.5;
export const CHEAP_WIN_POPULARITY = 0.2;
/** Popularity points a clean loser loses; a cheap loss protects the loser (they were not beaten fair and square). */
export const CLEAN_LOSS_POPULARITY = -0.2;
export const CHEAP_LOSS_POPULARITY = -0.1;
/** A beaten favourite (the side the strengths favoured by at least UPSET_STRENGTH_MARGIN) loses this much more popularity on a clean loss. */
export const UPSET_POPULARITY = -0.5;
/** The favourite's strength must exceed the winner's by this share (0.1 = 10%) for the loss to be an upset. */
export const UPSET_STRENGTH_MARGIN = 0.1;
/** Popularity points each participant of a draw or a no contest gets: a draw proves both a little, a no contest cheats the crowd. */
export const DRAW_POPULARITY = 0.1;
export const NO_CONTEST_POPULARITY = -0.1;
/** Morale points after the match: a clean win, a cheap win, a loss (clean or cheap), a draw, a no contest. */
export const CLEAN_WIN_MORALE = 2;
export const CHEAP_WIN_MORALE = 1;
export const LOSS_MORALE = -1;
export const DRAW_MORALE = 0;
export const NO_CONTEST_MORALE = 0;

/** Rivalry advantage points a win moves toward the winner: a clean win more than a cheap one; a draw or no contest none. */
export const RIVALRY_ADVANTAGE_CLEAN = 2;
export const RIVALRY_ADVANTAGE_CHEAP = 1;
/** The lead, in advantage points, a rivalry can build. */
export const RIVALRY_ADVANTAGE_MAX = 10;

/** "Ace wins by disqualification", "Ace & Bo win by pinfall", "The match ends in a draw". */
export function finishSentence(finish: Finish, winnerNames: readonly string[]): string {
  const rule = FINISH_RULES[finish];
  // Kept with the show's results: flat (flatText.ts).
  if (!rule.hasWinner || winnerNames.length === 0) return flatText(`The match ends ${rule.phrase}`);
  const names = winnerNames.length <= 2 ? winnerNames.join(' & ') : `${winnerNames.slice(0, -1).join(', ')} & ${winnerNames.at(-1)}`;
  return flatText(`${names} ${winnerNames.length > 1 ? 'win' : 'wins'} ${rule.phrase}`);
}

// ---- Auto-book's finishes (our design, docs/rules/shows.md "Auto-book") ----
/** A rivalry at this intensity or more has reached its payoff: auto-book gives it a clean winner. */
export const RIVALRY_PAYOFF_INTENSITY = 70;
/** Auto-book never changes a title in a reign shorter than this, in weeks (no hot potato). */
export const AUTO_BOOK_MIN_REIGN_WEEKS = 4;
/** A challenger this many popularity points above the champion, after AUTO_BOOK_LONG_REIGN_WEEKS, has earned the title. */
export const AUTO_BOOK_TITLE_POPULARITY_LEAD = 10;
export const AUTO_BOOK_LONG_REIGN_WEEKS = 12;
