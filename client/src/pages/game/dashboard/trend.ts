// "Change from last week" texts of the dashboard's stat cards and the week report, and the dashboard's lists.
import { MONTHS } from '#shared/rules/calendar.ts';
import { formatPopularity, formatUsd } from '#client/lib/format.ts';
import type { FederationMirror, UpcomingShow } from '#client/state/game.ts';

export type TrendDirection = 'up' | 'down' | 'flat';

export interface Trend {
  direction: TrendDirection;
  text: string;
}

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, signDisplay: 'always' });

/**
 * A synced week change (shared/sim/week/weekFigures.ts: the change is defined and counted there, in the
 * units shown); these functions only word it.
 */
export type WeekChangeMirror = FederationMirror['changeFromLastWeek'];

/** How the change is dated: "from last week", or "this week" before the first week has been played. */
export type TrendSince = 'from last week' | 'this week';

function flat(since: TrendSince): Trend {
  return { direction: 'flat', text: `No change ${since}` };
}

/** Funds against the base: "+$1,200 (+2.4%) from last week". */
export function fundsTrend({ from, change }: WeekChangeMirror, since: TrendSince = 'from last week'): Trend {
  if (change.funds === 0) return flat(since);
  const sign = change.funds > 0 ? '+' : '-';
  const base = Math.round(from.funds);
  const share = base !== 0 ? ` (${percent.format((change.funds / Math.abs(base)) * 100)}%)` : '';
  return { direction: change.funds > 0 ? 'up' : 'down', text: `${sign}${formatUsd(Math.abs(change.funds))}${share} ${since}` };
}

/** Popularity points gained or lost: "-0.2 from last week". */
export function popularityTrend({ change }: WeekChangeMirror, since: TrendSince = 'from last week'): Trend {
  if (change.popularity === 0) return flat(since);
  return { direction: change.popularity > 0 ? 'up' : 'down', text: `${change.popularity > 0 ? '+' : '-'}${formatPopularity(Math.abs(change.popularity))} ${since}` };
}

/** Wrestlers under contract gained or lost: "+3 from last week". */
export function wrestlersTrend({ change }: WeekChangeMirror, since: TrendSince = 'from last week'): Trend {
  if (change.wrestlers === 0) return flat(since);
  return { direction: change.wrestlers > 0 ? 'up' : 'down', text: `${change.wrestlers > 0 ? '+' : '-'}${Math.abs(change.wrestlers)} ${since}` };
}

function weekIndex(show: Pick<UpcomingShow, 'week' | 'month' | 'year'>): number {
  const month = Math.max(0, (MONTHS as readonly string[]).indexOf(show.month));
  return show.year * 48 + month * 4 + show.week;
}

/** The next `count` shows not yet run, soonest first. */
export function nextShows<T extends Pick<UpcomingShow, 'week' | 'month' | 'year' | 'isComplete'>>(shows: readonly T[], count = 2): T[] {
  return shows
    .filter((show) => !show.isComplete)
    .toSorted((a, b) => weekIndex(a) - weekIndex(b))
    .slice(0, count);
}

/** The `count` most popular wrestlers. */
export function topStars<T extends { popularity: number }>(roster: readonly T[], count = 3): T[] {
  return roster.toSorted((a, b) => b.popularity - a.popularity).slice(0, count);
}
