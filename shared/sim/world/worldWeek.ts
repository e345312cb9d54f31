// "This week around the world": every federation's completed shows of one week, side by
// side, for the dashboard card and the week report's "Around the world". A pure view of the world, read by
// the read-only command getWorldWeek (commands/worldWeek.ts); it changes nothing.
//
// Only what anyone in the world may see: names, logos, show names, ratings, attendance, the main event and
// the popularity the shows moved. Never a rival's money (revenue, profit, funds) or its private parts.
// Our design (docs/rules/world.md "Around the world"):
//  - a week is a weekIndex (the calendar's totalWeeksProgressed in that week); the default is the last
//    completed week, the one the last Next Week ended. An AI federation holds its show of a week when the
//    week opens (in the advance), the player during the week: both carry that week's weekIndex.
//  - a federation's popularity change of the week is what its shows of the week moved (their results'
//    popularityChange); a week without a show is the spec's drop as it actually applied: from the week's
//    opening popularity (the popularity history) down to 0 at most, so a federation at 0 lost nothing;
//    -POPULARITY_DROP_WITHOUT_SHOW for a week older than the history kept.
//  - the listed federations are those running that week: founded by then and not closed before it. The
//    viewer's own federation comes first, then the others by their best rating of the week (a federation
//    without a show last), ties by name.
//  - the best show of the week is the highest rating among every federation's shows (a tie goes to the
//    viewer's, then to the first listed).
import type { CalendarDate, MonthName } from '#shared/rules/calendar.ts';
import { dateOfWeekIndex as companyDate } from './companies.ts';
import { POPULARITY_DROP_WITHOUT_SHOW, roundPopularity } from '#shared/rules/federation.ts';
import { popularityWithoutShow } from '../shows/unrunShows.ts';
import { aiProfileOf } from '../ai/profile.ts';
import { SimRefusal } from '../refusal.ts';
import { findWrestlerIn } from '../roster/wrestler.ts';
import { mainEventSegment, showsOfWeek, type Show } from '../shows/show.ts';
import { requireFederation, type Federation, type World } from '../world.ts';

/** A show's main event (its last segment) as the results read it. */
export interface WorldWeekMainEvent {
  title: string;
  kind: 'match' | 'promo';
  /** Participants' names, in card order. */
  participants: string[];
  /** The winners' names (a match with a result); empty for a draw or a promo. */
  winners: string[];
  isDraw: boolean;
}

export interface WorldWeekShow {
  showId: string;
  name: string;
  /** The show's rating, 0-10 stars. */
  rating: number;
  attendance: number;
  /** What the show moved its federation's popularity by, in points. */
  popularityChange: number;
  mainEvent: WorldWeekMainEvent | null;
}

export interface WorldWeekFederation {
  federationId: string;
  name: string;
  logo: string;
  controller: Federation['controller'];
  /** True for the federation that asked (listed first). */
  isYou: boolean;
  /** Its popularity now (0-100), as its public face shows it. */
  popularity: number;
  /** Its popularity change of the week, in points (see the top of the file). */
  popularityChange: number;
  /** Its shows completed that week, in the world's order; empty when it held none. */
  shows: WorldWeekShow[];
}

export interface WorldWeekBest {
  federationId: string;
  federationName: string;
  isYou: boolean;
  showId: string;
  showName: string;
  rating: number;
}

export interface WorldWeek {
  weekIndex: number;
  week: number;
  month: MonthName;
  year: number;
  federations: WorldWeekFederation[];
  /** The best-rated show of the week; null when nobody held one. */
  best: WorldWeekBest | null;
}

/** The last completed week's index, or null before the first week has ended. */
export function lastCompletedWeek(world: World): number | null {
  const index = world.calendar.totalWeeksProgressed - 1;
  return index >= 0 ? index : null;
}

/**
 * The date of a week index, counted from the world's date (companies.ts dateOfWeekIndex): a world may start
 * in another year than a new game's (the sample game starts in 2024).
 */
export function dateOfWeekIndex(calendar: CalendarDate, weekIndex: number): { week: number; month: MonthName; year: number } {
  const { week, month, year } = companyDate(calendar, weekIndex);
  return { week, month, year };
}

/** Whether the federation ran its week `weekIndex` (founded by then, not closed before it). */
function ranThatWeek(federation: Federation, weekIndex: number, heldShow: boolean): boolean {
  if (!federation.founded) return false;
  const ai = aiProfileOf(federation);
  if (!ai) return true;
  if (ai.foundedWeek > weekIndex) return false;
  return heldShow || ai.closedWeek === null || ai.closedWeek > weekIndex;
}

function nameOf(world: World, id: string): string {
  return findWrestlerIn(world, id)?.name ?? 'Unknown wrestler';
}

function mainEventOf(world: World, show: Show): WorldWeekMainEvent | null {
  const main = mainEventSegment(show);
  if (!main) return null;
  const result = main.kind === 'match' ? main.result : null;
  return {
    title: main.title,
    kind: main.kind,
    participants: main.participants.map((id) => nameOf(world, id)),
    winners: result ? result.winners.map((id) => nameOf(world, id)) : [],
    isDraw: result?.isDraw ?? false,
  };
}

function showView(world: World, show: Show): WorldWeekShow {
  return {
    showId: show.id,
    name: show.name,
    rating: show.result?.rating.value ?? 0,
    attendance: show.result?.attendance ?? 0,
    popularityChange: show.result?.popularityChange ?? 0,
    mainEvent: mainEventOf(world, show),
  };
}

/**
 * The popularity a federation lost for holding no show in week `weekIndex`: the week advance's drop
 * (unrunShows.ts popularityWithoutShow) from the popularity the week opened with, which the history keeps
 * for its last weeks (the newest entry is the current week's opening); the spec's full drop before that.
 */
function noShowChange(world: World, federation: Federation, weekIndex: number): number {
  const history = federation.popularityHistory ?? [];
  const at = history.length - 1 - (world.calendar.totalWeeksProgressed - weekIndex);
  const opening = at >= 0 ? history[at] : undefined;
  if (opening === undefined) return -POPULARITY_DROP_WITHOUT_SHOW;
  const drop = popularityWithoutShow({ popularity: opening, showsCompletedThisWeek: 0 });
  return drop ? roundPopularity(drop.to - drop.from) : 0;
}

const bestRating = (f: WorldWeekFederation) => (f.shows.length === 0 ? -1 : Math.max(...f.shows.map((s) => s.rating)));

/**
 * Every running federation's completed shows of week `weekIndex` (default: the last completed week), the
 * viewer's federation first. Null before the first week has ended. A week not yet completed is refused.
 */
export function worldWeek(world: World, viewerId: string, weekIndex?: number): WorldWeek | null {
  requireFederation(world, viewerId);
  const last = lastCompletedWeek(world);
  if (weekIndex === undefined) {
    if (last === null) return null;
    weekIndex = last;
  } else if (last === null || weekIndex > last) {
    throw new SimRefusal('That week has not been completed yet.');
  }
  const index = weekIndex;
  const done = showsOfWeek(world, index).filter((s) => s.hasBeenRun && s.result !== null);
  const rows: WorldWeekFederation[] = [];
  for (const federation of world.federations) {
    const shows = done.filter((s) => s.federationId === federation.id);
    if (!ranThatWeek(federation, index, shows.length > 0)) continue;
    const views = shows.map((s) => showView(world, s));
    const popularityChange = views.length > 0 ? roundPopularity(views.reduce((sum, s) => sum + s.popularityChange, 0)) : noShowChange(world, federation, index);
    rows.push({
      federationId: federation.id,
      name: federation.name,
      logo: federation.logo,
      controller: federation.controller,
      isYou: federation.id === viewerId,
      popularity: federation.popularity,
      popularityChange,
      shows: views,
    });
  }
  rows.sort((a, b) => Number(b.isYou) - Number(a.isYou) || bestRating(b) - bestRating(a) || a.name.localeCompare(b.name));
  let best: WorldWeekBest | null = null;
  for (const row of rows) {
    for (const show of row.shows) {
      if (best === null || show.rating > best.rating) {
        best = { federationId: row.federationId, federationName: row.name, isYou: row.isYou, showId: show.showId, showName: show.name, rating: show.rating };
      }
    }
  }
  return { weekIndex: index, ...dateOfWeekIndex(world.calendar, index), federations: rows, best };
}
