// Next Week without surprises (our design, docs/rules/week.md "Next Week and unrun shows").

/**
 * What the advance does with the shows of the ending week not run yet: 'run' runs them first (booked cards
 * as booked, empty cards auto-booked), 'skip' cancels them (50% of the rental back, spec §9).
 */
export const UNRUN_SHOWS_CHOICES = ['run', 'skip'] as const;
export type UnrunShowsChoice = (typeof UNRUN_SHOWS_CHOICES)[number];

/**
 * How far "Sim to week N" may go in one command, in weeks ahead of the week in progress: a year, so one
 * command stays short for the room (measured in `npm run bench`, "simToWeek") and a career is never
 * simulated far past what the player has seen.
 */
export const SIM_TO_WEEK_MAX_WEEKS = 52;
