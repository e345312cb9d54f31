// The synced show as typed values: the card, its result and what the announced card promises travel as
// JSON in the synced state (shared/schema/GameState.ts ShowState); screens read them through here.
import type { ExpectedShow } from '../../../../../shared/sim/shows/runShow.ts';
import type { Segment, ShowResult } from '../../../../../shared/sim/shows/show.ts';
import type { ShowMirror } from '../../../state/game.ts';

export type { ExpectedShow, Segment, ShowResult };

function parse<T>(json: string, fallback: T): T {
  if (!json) return fallback;
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
}

export function showCard(show: Pick<ShowMirror, 'card'>): Segment[] {
  return parse<Segment[]>(show.card, []);
}

export function showResult(show: Pick<ShowMirror, 'result'>): ShowResult | null {
  return parse<ShowResult | null>(show.result, null);
}

export function showExpected(show: Pick<ShowMirror, 'expected'>): ExpectedShow | null {
  return parse<ExpectedShow | null>(show.expected, null);
}

/** Shows not yet run, soonest first; completed ones, newest first. */
export function splitShows(shows: readonly ShowMirror[]): { upcoming: ShowMirror[]; completed: ShowMirror[] } {
  const upcoming = shows.filter((s) => !s.isComplete).toSorted((a, b) => a.weekIndex - b.weekIndex || a.id.localeCompare(b.id, 'en', { numeric: true }));
  const completed = shows.filter((s) => s.isComplete).toSorted((a, b) => b.weekIndex - a.weekIndex || b.id.localeCompare(a.id, 'en', { numeric: true }));
  return { upcoming, completed };
}

/** "4.3" for a star rating. */
export function formatStars(value: number): string {
  return value.toFixed(1);
}
