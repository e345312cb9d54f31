// A federation's past on /history (our design: docs/rules/history.md "Your federation's story" and
// "The Hall of Fame"). The constants of the show archive's paging and of the Hall of Fame's score.
import type { NewsImportance } from './news.ts';

/** What the show archive sorts by: the show's date, its rating (stars) or its attendance (fans). */
export const SHOW_ARCHIVE_SORTS = ['date', 'rating', 'attendance'] as const;
export type ShowArchiveSort = (typeof SHOW_ARCHIVE_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Shows on one page of the show archive when the client does not ask for another size, shows. */
export const SHOW_ARCHIVE_PAGE_SIZE = 20;
/** The most shows one page of the archive may hold, shows: a page stays a small answer however long a career runs. */
export const SHOW_ARCHIVE_PAGE_SIZE_MAX = 50;

/**
 * The Hall of Fame's score, in points, is the sum of five parts read from a retiree's record when the year
 * they retired ends. Each part is capped so that no single figure (a long career, one endless reign) carries
 * a wrestler in alone: a Hall of Famer was a champion, a winner and a draw.
 */
/** Points per championship the wrestler ever held (each title once), points per title. */
export const HOF_POINTS_PER_TITLE = 10;
/** Most points from titles held, points (three titles). */
export const HOF_TITLES_MAX = 30;
/** Points per week the wrestler held a title (every reign of every title the world's lineages keep), points per week. */
export const HOF_POINTS_PER_WEEK_AS_CHAMPION = 0.3;
/** Most points from weeks as champion, points (100 weeks: about two years with a belt). */
export const HOF_CHAMPION_WEEKS_MAX = 30;
/**
 * Points per career win (matchStats.wins: wins since the world began, the catalog's careers before it are
 * not counted), points per win. A wrestler on a weekly card wins 15-30 matches a year.
 */
export const HOF_POINTS_PER_WIN = 0.5;
/** Most points from wins, points (50 wins). */
export const HOF_WINS_MAX = 25;
/**
 * Points per popularity point (0-100) at retirement, points per popularity point. The record keeps the
 * popularity they retired with, not their peak: an aging star still draws at the end, a forgotten one does not.
 */
export const HOF_POINTS_PER_POPULARITY = 0.2;
/**
 * Points per year in the industry, points per year. Weighed lightly: nearly everyone who retires has been
 * in the business 15 years or more, so years tell retirees apart least of all.
 */
export const HOF_POINTS_PER_YEAR = 0.5;
/** Most points from years in the industry, points (20 years). */
export const HOF_YEARS_MAX = 10;

/**
 * The score a retiree needs to be inducted, points (of at most 30 + 30 + 25 + 20 + 10 = 115). A retiree
 * with no title needs a long, winning, popular career to reach it; a champion of a few years reaches it
 * with a decent one. Inducted at exactly this score, not below it.
 */
export const HOF_INDUCTION_THRESHOLD = 50;
/**
 * The most wrestlers one class inducts, wrestlers a year: the best-scored of the year's retirees above the
 * threshold. An induction stays an event, never a list of everyone who retired.
 */
export const HOF_CLASS_MAX = 3;

/**
 * How much an induction matters in the world's news (rules/news.ts scale 1-3): notable (2), like a TV deal;
 * a few a year, the industry's honour, but not a closing or a player's milestone.
 */
export const HOF_NEWS_IMPORTANCE: NewsImportance = 2;
