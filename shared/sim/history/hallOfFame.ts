// The Hall of Fame: retired wrestlers inducted by a documented score (docs/rules/history.md "The Hall of
// Fame"; constants in rules/history.ts). The world's one Hall, for the whole industry: a class is inducted
// when a year ends, from the wrestlers who retired in that year, the best-scored at or above
// HOF_INDUCTION_THRESHOLD up to HOF_CLASS_MAX. At year end rather than at retirement because the cap
// needs the year's whole field to pick the best of it, and a yearly class is an event a player watches for.
// The score reads the retiree's record (roster/retired.ts: titles, wins, popularity, years) and the weeks
// they held titles in the lineages the world keeps.
import {
  HOF_CHAMPION_WEEKS_MAX,
  HOF_CLASS_MAX,
  HOF_INDUCTION_THRESHOLD,
  HOF_POINTS_PER_POPULARITY,
  HOF_POINTS_PER_TITLE,
  HOF_POINTS_PER_WEEK_AS_CHAMPION,
  HOF_POINTS_PER_WIN,
  HOF_POINTS_PER_YEAR,
  HOF_TITLES_MAX,
  HOF_WINS_MAX,
  HOF_YEARS_MAX,
} from '#shared/rules/history.ts';
import { formatDate } from '#shared/rules/calendar.ts';
import type { RetiredWrestler } from '../roster/retired.ts';
import type { World } from '../world.ts';
import { weeksAsChampion } from './reigns.ts';

export interface HallOfFamer {
  /** The retired wrestler's id (world.retired keeps their record while it is recent). */
  wrestlerId: string;
  name: string;
  /** The induction score and its reasons. */
  score: number;
  parts: Array<{ label: string; amount: number }>;
  /** totalWeeksProgressed of the induction. */
  inductedWeek: number;
  /** The year whose class they belong to (the year they retired). */
  classYear: number;
  /** "Week 3, June 2027". */
  retiredOn: string;
  /** The federation that held their contract when they retired; null: a free agent. */
  lastFederationId: string | null;
  lastFederationName: string | null;
}

export interface HallOfFameScore {
  /** Points, one decimal: the sum of the parts. */
  score: number;
  parts: Array<{ label: string; amount: number }>;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** The retiree's score: five capped parts (rules/history.ts). `championWeeks`: weeks they held any title. */
export function hallOfFameScore(record: Pick<RetiredWrestler, 'titlesHeld' | 'matchStats' | 'popularity' | 'yearsInIndustry'>, championWeeks: number): HallOfFameScore {
  const titles = record.titlesHeld.length;
  const parts = [
    { label: `${plural(titles, 'title', 'titles')} held`, amount: round1(Math.min(HOF_TITLES_MAX, titles * HOF_POINTS_PER_TITLE)) },
    { label: `${plural(championWeeks, 'week', 'weeks')} as champion`, amount: round1(Math.min(HOF_CHAMPION_WEEKS_MAX, championWeeks * HOF_POINTS_PER_WEEK_AS_CHAMPION)) },
    { label: `${plural(record.matchStats.wins, 'career win', 'career wins')}`, amount: round1(Math.min(HOF_WINS_MAX, record.matchStats.wins * HOF_POINTS_PER_WIN)) },
    { label: `Popularity ${Math.round(record.popularity)} at retirement`, amount: round1(record.popularity * HOF_POINTS_PER_POPULARITY) },
    { label: `${plural(record.yearsInIndustry, 'year', 'years')} in the industry`, amount: round1(Math.min(HOF_YEARS_MAX, record.yearsInIndustry * HOF_POINTS_PER_YEAR)) },
  ];
  return { score: round1(parts.reduce((sum, part) => sum + part.amount, 0)), parts };
}

export function qualifies(score: number): boolean {
  return score >= HOF_INDUCTION_THRESHOLD;
}

export interface HallOfFameCandidate extends HallOfFameScore {
  wrestlerId: string;
  name: string;
  retiredOn: string;
  retiredWeekIndex: number;
  lastFederationId: string | null;
  lastFederationName: string | null;
}

/** The retirees of `year` not inducted yet, each with their score, best first (ties: who retired first). */
export function candidatesOf(world: World, year: number, championWeeks: Map<string, number> = weeksAsChampion(world)): HallOfFameCandidate[] {
  const inducted = new Set(world.hallOfFame.map((h) => h.wrestlerId));
  return world.retired
    .filter((r) => r.retiredOn.year === year && !inducted.has(r.id))
    .map((r) => ({
      wrestlerId: r.id,
      name: r.name,
      retiredOn: formatDate(r.retiredOn),
      retiredWeekIndex: r.retiredWeekIndex,
      lastFederationId: r.lastFederationId,
      lastFederationName: r.lastFederationName,
      ...hallOfFameScore(r, championWeeks.get(r.id) ?? 0),
    }))
    .sort((a, b) => b.score - a.score || a.retiredWeekIndex - b.retiredWeekIndex || a.wrestlerId.localeCompare(b.wrestlerId));
}

/** Inducts the class of `year` (called when it ends): returns the inductees added to world.hallOfFame. */
export function inductClass(world: World, year: number): HallOfFamer[] {
  const inductees = candidatesOf(world, year)
    .filter((c) => qualifies(c.score))
    .slice(0, HOF_CLASS_MAX)
    .map((c) => ({
      wrestlerId: c.wrestlerId,
      name: c.name,
      score: c.score,
      parts: c.parts,
      inductedWeek: world.calendar.totalWeeksProgressed,
      classYear: year,
      retiredOn: c.retiredOn,
      lastFederationId: c.lastFederationId,
      lastFederationName: c.lastFederationName,
    }));
  for (const inductee of inductees) world.hallOfFame.push(inductee);
  return inductees;
}

/** Last year's retirees not inducted that the page lists, wrestlers: the closest misses say what the score asks. */
export const HALL_PASSED_OVER_SHOWN = 5;

export interface HallOfFameView {
  /** Inductees, the newest class first (best score first within a class). */
  inductees: Array<HallOfFamer & { wasYours: boolean }>;
  /** This year's retirees so far, with the score they would be judged on when the year ends. */
  candidates: Array<HallOfFameCandidate & { wasYours: boolean; qualifies: boolean }>;
  /** The year whose class is inducted next. */
  nextClassYear: number;
  /** Last year's retirees who were not inducted (below the threshold, or past the class's cap), best first, at most HALL_PASSED_OVER_SHOWN. */
  passedOver: Array<HallOfFameCandidate & { wasYours: boolean; qualifies: boolean }>;
  threshold: number;
  classMax: number;
}

export function hallOfFameView(world: World, federationId: string): HallOfFameView {
  const year = world.calendar.year;
  const inductees = world.hallOfFame
    .map((h, index) => ({ ...h, wasYours: h.lastFederationId === federationId, index }))
    .sort((a, b) => b.classYear - a.classYear || b.score - a.score || a.index - b.index)
    .map(({ index: _index, ...h }) => h);
  const championWeeks = weeksAsChampion(world);
  const mark = (c: HallOfFameCandidate) => ({ ...c, wasYours: c.lastFederationId === federationId, qualifies: qualifies(c.score) });
  const candidates = candidatesOf(world, year, championWeeks).map(mark);
  const passedOver = candidatesOf(world, year - 1, championWeeks).slice(0, HALL_PASSED_OVER_SHOWN).map(mark);
  return { inductees, candidates, nextClassYear: year, passedOver, threshold: HOF_INDUCTION_THRESHOLD, classMax: HOF_CLASS_MAX };
}
