// The year-by-year table and charts of /history: each year the federation lived through as recorded
// when it ended (history/yearEnd.ts), the year in progress as a live row taken the same way now, and
// its shows' mean rating month by month.
import { MONTHS, type MonthName } from '#shared/rules/calendar.ts';
import { requireFederation, type World } from '../world.ts';
import { federationRanking } from '../world/ranking.ts';
import { completedShowsOf } from './showArchive.ts';

export interface YearRow {
  year: number;
  /** USD at the year's end (now for the live row). */
  funds: number;
  /** 0-100. */
  popularity: number;
  /** Place among the running federations by power score (1 = first) and how many there were. */
  rank: number;
  federations: number;
  power: number;
  /** Shows run in the year (in a save from before years were recorded, its first row counts every show until then). */
  showsRun: number;
  /** The year in progress: figures as of now, not a year's end. */
  live: boolean;
}

export interface MonthRating {
  year: number;
  month: MonthName;
  /** Mean show rating of the month, stars (0-10), two decimals. */
  average: number;
  shows: number;
}

export interface YearByYear {
  years: YearRow[];
  ratingsByMonth: MonthRating[];
}

export function yearByYear(world: World, federationId: string): YearByYear {
  const federation = requireFederation(world, federationId);
  const years: YearRow[] = [];
  let shows = 0;
  for (const record of federation.yearEnds) {
    years.push({ year: record.year, funds: record.funds, popularity: record.popularity, rank: record.rank, federations: record.federations, power: record.power, showsRun: record.totalShows - shows, live: false });
    shows = record.totalShows;
  }
  const ranking = federationRanking(world, federationId);
  const mine = ranking.find((row) => row.isYou);
  if (mine) {
    years.push({ year: world.calendar.year, funds: federation.funds, popularity: mine.popularity, rank: mine.rank, federations: ranking.length, power: mine.power.value, showsRun: federation.totalShows - shows, live: true });
  }
  const months = new Map<string, { year: number; month: MonthName; sum: number; shows: number }>();
  for (const show of completedShowsOf(world, federationId)) {
    const key = `${show.year}-${MONTHS.indexOf(show.month)}`;
    const entry = months.get(key) ?? { year: show.year, month: show.month, sum: 0, shows: 0 };
    entry.sum += show.result!.rating.value;
    entry.shows += 1;
    months.set(key, entry);
  }
  const ratingsByMonth = [...months.values()]
    .sort((a, b) => a.year - b.year || MONTHS.indexOf(a.month) - MONTHS.indexOf(b.month))
    .map((m) => ({ year: m.year, month: m.month, average: Math.round((m.sum / m.shows) * 100) / 100, shows: m.shows }));
  return { years, ratingsByMonth };
}
