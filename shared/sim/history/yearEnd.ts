// When a year ends (the week advance crossed from December into January), each running federation's year
// is recorded for the year-by-year table of /history (history/yearRecord.ts): its funds, popularity and
// place in the global ranking (the power score, world/ranking.ts) as the new year opens, and the Hall of
// Fame inducts the class of the year that ended (history/hallOfFame.ts), each inductee in the world's
// news. Runs last in the week, after the new week's figures are taken, so the record is what the player
// sees on the new year's first day.
import type { SimEvent } from '../events.ts';
import type { WeekContext } from '../week/weekSteps.ts';
import type { World } from '../world.ts';
import { federationRanking } from '../world/ranking.ts';
import { HOF_NEWS_IMPORTANCE } from '#shared/rules/history.ts';
import { addNewsItems, type NewNewsItem } from '../news/newsItem.ts';
import { inductClass, type HallOfFamer } from './hallOfFame.ts';

/** True when the advance from `ended` to the world's calendar crossed into a new year. */
export function yearEnded(world: World, week: Pick<WeekContext, 'ended'>): boolean {
  return world.calendar.year !== week.ended.year;
}

/** Records each running federation's year that ended (one ranking for all of them). */
export function recordYear(world: World, year: number): void {
  const ranking = federationRanking(world, '');
  for (const row of ranking) {
    const federation = world.federations.find((f) => f.id === row.id)!;
    federation.yearEnds.push({
      year,
      funds: federation.funds,
      popularity: row.popularity,
      rank: row.rank,
      federations: ranking.length,
      power: row.power.value,
      totalShows: federation.totalShows,
    });
  }
}

export function recordYearEnd(world: World, week: WeekContext): SimEvent[] {
  if (!yearEnded(world, week)) return [];
  const year = week.ended.year;
  recordYear(world, year);
  addNewsItems(world, inductClass(world, year).map(inductionNews));
  return [];
}

/** The news of an induction: the inductee, their score and its biggest reasons. */
function inductionNews(inductee: HallOfFamer): NewNewsItem {
  const reasons = inductee.parts
    .filter((part) => part.amount > 0)
    .sort((a, b) => b.amount - a.amount)
    .slice(0, 3)
    .map((part) => part.label.charAt(0).toLowerCase() + part.label.slice(1));
  return {
    kind: 'retirement',
    importance: HOF_NEWS_IMPORTANCE,
    federationIds: inductee.lastFederationId ? [inductee.lastFederationId] : [],
    wrestlerIds: [inductee.wrestlerId],
    headline: `${inductee.name} is inducted into the Hall of Fame`,
    text: `${inductee.name} joins the Hall of Fame with the class of ${inductee.classYear}, on ${inductee.score} points: ${reasons.join(', ')}.`,
  };
}
