// The show archive of /history: every show the federation ran, one sorted page at a time. The player's
// shows are never dropped (history/compact.ts), so a career's whole archive is here; only the federation's
// own completed shows are sorted, and only one page of them leaves the world.
import { findVenue } from '#shared/data/venues.ts';
import type { MonthName } from '#shared/rules/calendar.ts';
import { SHOW_ARCHIVE_PAGE_SIZE, type ShowArchiveSort, type SortDirection } from '#shared/rules/history.ts';
import type { Show } from '../shows/show.ts';
import type { World } from '../world.ts';

export interface ArchivedShow {
  id: string;
  name: string;
  week: number;
  month: MonthName;
  year: number;
  weekIndex: number;
  venueName: string;
  /** 0-10 stars. */
  rating: number;
  attendance: number;
  capacity: number;
  /** USD: the night's revenue minus its costs and the rental. */
  profit: number;
}

export interface ShowArchivePage {
  items: ArchivedShow[];
  /** Completed shows the federation ran in all. */
  total: number;
  /** 1-based, clamped to the last page. */
  page: number;
  pageSize: number;
  sort: ShowArchiveSort;
  dir: SortDirection;
}

export interface ShowArchiveQuery {
  page?: number;
  pageSize?: number;
  sort?: ShowArchiveSort;
  dir?: SortDirection;
}

/** The federation's completed shows in the world's order (oldest first). */
export function completedShowsOf(world: World, federationId: string): Show[] {
  return world.shows.filter((s) => s.federationId === federationId && s.hasBeenRun && s.result !== null);
}

const KEYS: Record<ShowArchiveSort, (show: Show) => number> = {
  date: (show) => show.weekIndex,
  rating: (show) => show.result!.rating.value,
  attendance: (show) => show.result!.attendance,
};

export function showArchive(world: World, federationId: string, query: ShowArchiveQuery = {}): ShowArchivePage {
  const sort = query.sort ?? 'date';
  const dir = query.dir ?? 'desc';
  const pageSize = query.pageSize ?? SHOW_ARCHIVE_PAGE_SIZE;
  const shows = completedShowsOf(world, federationId);
  const key = KEYS[sort];
  const sign = dir === 'asc' ? 1 : -1;
  // Ties fall back to the date in the same direction, then the world's order: a stable, repeatable page.
  const order = shows.map((show, index) => ({ show, index }));
  order.sort((a, b) => sign * (key(a.show) - key(b.show)) || sign * (a.show.weekIndex - b.show.weekIndex) || sign * (a.index - b.index));
  const pages = Math.max(1, Math.ceil(order.length / pageSize));
  const page = Math.min(Math.max(1, query.page ?? 1), pages);
  const items = order.slice((page - 1) * pageSize, page * pageSize).map(({ show }) => archived(show));
  return { items, total: shows.length, page, pageSize, sort, dir };
}

export function archived(show: Show): ArchivedShow {
  const result = show.result!;
  return {
    id: show.id,
    name: show.name,
    week: show.week,
    month: show.month,
    year: show.year,
    weekIndex: show.weekIndex,
    venueName: findVenue(show.venueId)?.name ?? show.venueId,
    rating: result.rating.value,
    attendance: result.attendance,
    capacity: result.capacity,
    profit: result.profit,
  };
}
