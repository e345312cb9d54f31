// A federation's story in figures: what the game-over screen tells when the bank closes a player's
// federation (ledger/bankLoan.ts), read from the world the federation leaves behind. The player's own
// history is never dropped (history/compact.ts), so every show it ran is still there to find its best.
import { formatDate, weekAhead, startingCalendar, type CalendarDate } from '#shared/rules/calendar.ts';
import { championshipsOf } from '../championships/championship.ts';
import { requireFederation, type World } from '../world.ts';

export interface FederationStory {
  name: string;
  /** "Week 1, January 2025". */
  founded: string;
  /** Weeks from its founding to its closing (or to now while it runs). */
  weeksRun: number;
  showsRun: number;
  /** Its best-rated show, null when it ran none. */
  bestShow: { name: string; date: string; rating: number; attendance: number } | null;
  peakPopularity: number;
  popularity: number;
  /** Its championships, each with the holder when it closed. */
  titles: Array<{ name: string; holderName: string | null }>;
  finalFunds: number;
  loansTaken: number;
  /** "Week 2, August 2026" when it closed; null while it runs. */
  closed: string | null;
}

/** The date of a week index (totalWeeksProgressed) of the world's calendar. */
function dateOfWeek(weekIndex: number): CalendarDate {
  return weekAhead(startingCalendar(), weekIndex);
}

export function federationStory(world: World, federationId: string): FederationStory {
  const federation = requireFederation(world, federationId);
  const end = federation.closedWeek ?? world.calendar.totalWeeksProgressed;
  let best: FederationStory['bestShow'] = null;
  for (const show of world.shows) {
    if (show.federationId !== federationId || !show.result) continue;
    if (!best || show.result.rating.value > best.rating) {
      best = { name: show.name, date: formatDate(show), rating: show.result.rating.value, attendance: show.result.attendance };
    }
  }
  const holders = new Map(world.wrestlers.map((w) => [w.id, w.name]));
  return {
    name: federation.name,
    founded: formatDate(dateOfWeek(federation.foundedWeek)),
    weeksRun: Math.max(0, end - federation.foundedWeek),
    showsRun: federation.totalShows,
    bestShow: best,
    peakPopularity: Math.max(federation.peakPopularity, federation.popularity),
    popularity: federation.popularity,
    titles: championshipsOf(world, federationId).map((title) => ({ name: title.name, holderName: title.holderId ? (holders.get(title.holderId) ?? null) : null })),
    finalFunds: federation.funds,
    loansTaken: federation.loansTaken,
    closed: federation.closedWeek == null ? null : formatDate(dateOfWeek(federation.closedWeek)),
  };
}
