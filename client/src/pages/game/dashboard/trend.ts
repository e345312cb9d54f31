// "Change from last week" texts of the dashboard's stat cards.
import { MONTHS } from '../../../../../shared/rules/calendar.ts';
import { formatPopularity, formatUsd } from '../../../lib/format.ts';
import type { UpcomingShow } from '../../../state/game.ts';

export type TrendDirection = 'up' | 'down' | 'flat';

export interface Trend {
  direction: TrendDirection;
  text: string;
}

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, signDisplay: 'always' });

/** Funds now against the start of the last week: "+$1,200 (+2.4%) from last week". */
export function fundsTrend(funds: number, previousFunds: number): Trend {
  const change = Math.round(funds - previousFunds);
  if (change === 0) return { direction: 'flat', text: 'No change from last week' };
  const sign = change > 0 ? '+' : '-';
  const share = previousFunds !== 0 ? ` (${percent.format((change / Math.abs(previousFunds)) * 100)}%)` : '';
  return { direction: change > 0 ? 'up' : 'down', text: `${sign}${formatUsd(Math.abs(change))}${share} from last week` };
}

/** Popularity points gained or lost: "-0.2 from last week". */
export function popularityTrend(popularity: number, previousPopularity: number): Trend {
  const change = Math.round((popularity - previousPopularity) * 10) / 10;
  if (change === 0) return { direction: 'flat', text: 'No change from last week' };
  return { direction: change > 0 ? 'up' : 'down', text: `${change > 0 ? '+' : '-'}${formatPopularity(Math.abs(change))} from last week` };
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
