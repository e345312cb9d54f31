// The synced shows as the screens list them. The card, its result and what the announced card promises
// travel as JSON (ShowState); screens read them through their codecs in shared/schema/syncedJson.ts.
import type { ExpectedShow } from '#shared/sim/shows/runShow.ts';
import type { Segment, ShowResult } from '#shared/sim/shows/show.ts';
import type { ShowMirror } from '#client/state/game.ts';

export type { ExpectedShow, Segment, ShowResult };

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
