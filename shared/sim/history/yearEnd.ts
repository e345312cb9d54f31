// When a year ends (the week advance crossed from December into January), each running federation's year
// is recorded for the year-by-year table of /history (history/yearRecord.ts): its funds, popularity and
// place in the global ranking (the power score, world/ranking.ts) as the new year opens, and the Hall of
// Fame inducts the class of the year that ended (history/hallOfFame.ts). Runs last in the week, after
// the new week's figures are taken, so the record is what the player sees on the new year's first day.
import type { SimEvent } from '../events.ts';
import type { WeekContext } from '../week/weekSteps.ts';
import type { World } from '../world.ts';
import { federationRanking } from '../world/ranking.ts';
import { inductClass } from './hallOfFame.ts';

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
  inductClass(world, year);
  return [];
}
