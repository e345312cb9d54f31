// A federation's year in figures, taken when the year ends (history/: the year-by-year table of /history).

export interface YearRecord {
  /** The calendar year that ended. */
  year: number;
  /** Funds (USD) and popularity (0-100) when it ended. */
  funds: number;
  popularity: number;
  /** Its place among the running federations when it ended (1 = first), and how many there were. */
  rank: number;
  federations: number;
  /** The power score (0-100, rules/power.ts) the rank was taken by: the global ranking's own measure. */
  power: number;
  /** Shows it had run in all when the year ended (the year's shows are the difference with the year before). */
  totalShows: number;
}
