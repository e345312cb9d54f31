// The create-show dialog's venue outlook (our design,
// docs/rules/shows.md "Shows and venues"). Before a show exists it has no card, so the crowd is forecast on
// a card rating the federation can expect: the expected rating of its last run show's card (the rating its
// fans last bought tickets on), or, before its first show, the figure below.

/**
 * Expected stars of a new federation's first card, used by the venue outlook until a show has been run.
 * Measured: a new federation (popularity 10) with 4 / 6 / 8 mid-market signings auto-books cards expected
 * at 2.9 / 3.6 / 3.9 stars (the same for seeds 1-5); 3.5 sits at the help's advised roster, a touch low so
 * the outlook never promises a crowd a new card would not draw.
 */
export const OUTLOOK_FIRST_CARD_STARS = 3.5;

/** The card rating the outlook forecasts on: the last run show's expected rating, else OUTLOOK_FIRST_CARD_STARS. */
export function outlookCardRating(lastExpectedRating: number | null | undefined): number {
  return lastExpectedRating ?? OUTLOOK_FIRST_CARD_STARS;
}
