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
}
