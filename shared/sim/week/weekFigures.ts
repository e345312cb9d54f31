// The "from last week" figures (docs/rules/week.md "Changes from last week"), defined once for every screen.
// When a week opens (the federation is founded, or a week advance has finished) the federation's week
// figures are written down as the week's opening figures; the previous week's opening is kept too. Then:
//  - the change from last week (dashboard) is now against last week's opening: right after an advance it is
//    the whole of last week (show night, the bills, the tax, the advance); what the new week does adds to it;
//  - last week's change (week report) is last week's closing (this week's opening) against its opening,
//    fixed until the next advance;
//  - the change this week (staff reports written during the advance) is now against this week's opening.
// A change is counted between the figures as the game shows them (whole dollars, popularity to a tenth), so
// it always equals the difference of the two figures on screen.
import { rosterOf } from '../roster/wrestler.ts';
import type { Federation, World } from '../world.ts';

/** The figures a federation's week is measured by: funds (USD), popularity (0-100), wrestlers under contract. */
export interface WeekFigures {
  funds: number;
  popularity: number;
  wrestlers: number;
}

/** Two week figures and the change between them (`to` minus `from`, in shown units). */
export interface WeekChange {
  from: WeekFigures;
  to: WeekFigures;
  change: WeekFigures;
}

/** Popularity is shown to a tenth of a point, so its changes are counted in tenths (steps per point). */
export const POPULARITY_CHANGE_STEPS_PER_POINT = 10;

const steps = (popularity: number) => Math.round(popularity * POPULARITY_CHANGE_STEPS_PER_POINT);

/** The federation's week figures now. */
export function weekFigures(world: World, federation: Federation): WeekFigures {
  return { funds: federation.funds, popularity: federation.popularity, wrestlers: rosterOf(world, federation.id).length };
}

/** The change from `from` to `to`: whole dollars, tenths of a popularity point, wrestlers. */
export function changeBetween(from: WeekFigures, to: WeekFigures): WeekChange {
  return {
    from: { ...from },
    to: { ...to },
    change: {
      funds: Math.round(to.funds) - Math.round(from.funds),
      popularity: (steps(to.popularity) - steps(from.popularity)) / POPULARITY_CHANGE_STEPS_PER_POINT,
      wrestlers: to.wrestlers - from.wrestlers,
    },
  };
}

/** A week opens (founding, or the end of a week advance): the opening figures move back a week and are taken now. */
export function openWeek(world: World, federation: Federation): void {
  federation.lastWeekOpening = federation.weekOpening;
  federation.weekOpening = weekFigures(world, federation);
  recordPopularity(federation);
}

/** Popularity openings a federation keeps for its trend (global scene, ranking), in weeks. */
export const POPULARITY_HISTORY_WEEKS = 12;

/** Writes down the popularity the week opened with (the trend; read by no rule). */
export function recordPopularity(federation: Federation): void {
  const history = (federation.popularityHistory ??= []);
  history.push(federation.popularity);
  if (!(federation.peakPopularity >= federation.popularity)) federation.peakPopularity = federation.popularity;
  if (history.length > POPULARITY_HISTORY_WEEKS) history.splice(0, history.length - POPULARITY_HISTORY_WEEKS);
}

/** The first week opens at founding: there is no last week, so both openings are the founding figures. */
export function openFirstWeek(world: World, federation: Federation): void {
  federation.weekOpening = weekFigures(world, federation);
  federation.lastWeekOpening = { ...federation.weekOpening };
  federation.popularityHistory = [];
  recordPopularity(federation);
}

/** "From last week" (the dashboard): the figures now against the opening of last week. */
export function changeFromLastWeek(world: World, federation: Federation): WeekChange {
  return changeBetween(federation.lastWeekOpening, weekFigures(world, federation));
}

/** Last week on its own (the week report): its closing figures (this week's opening) against its opening. */
export function lastWeekChange(federation: Federation): WeekChange {
  return changeBetween(federation.lastWeekOpening, federation.weekOpening);
}

/** The week in progress so far: the figures now against this week's opening. */
export function changeThisWeek(world: World, federation: Federation): WeekChange {
  return changeBetween(federation.weekOpening, weekFigures(world, federation));
}
