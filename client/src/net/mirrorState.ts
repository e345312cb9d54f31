// Turns the room's synced schema state into the plain GameMirror the screens read. Reads every field
// defensively: a field the server does not sync (yet) gets its empty value instead of breaking the UI.
import type { FederationMirror, GameMessage, GameMirror, RosterEntry, UpcomingShow } from '../state/game.ts';

type Raw = Record<string, unknown> | null | undefined;

const num = (value: unknown, fallback = 0): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const bool = (value: unknown): boolean => value === true;

/** ArraySchema, MapSchema or a plain array, as a plain array of records. */
function list(value: unknown): Raw[] {
  if (!value || typeof value !== 'object') return [];
  if (Symbol.iterator in value) {
    const items = Array.from(value as Iterable<unknown>);
    // A MapSchema iterates [key, value] pairs.
    return items.map((item) => (Array.isArray(item) && item.length === 2 ? item[1] : item) as Raw);
  }
  return [];
}

/** A count given as a number or as a list of ids. */
function count(value: unknown): number {
  if (typeof value === 'number') return value;
  return list(value).length;
}

function mirrorFederation(raw: Raw): FederationMirror {
  const funds = num(raw?.funds);
  const popularity = num(raw?.popularity);
  return {
    id: str(raw?.id),
    name: str(raw?.name),
    logo: str(raw?.logo),
    funds,
    popularity,
    previousFunds: num(raw?.previousFunds, funds),
    previousPopularity: num(raw?.previousPopularity, popularity),
    weeklyRevenue: num(raw?.weeklyRevenue),
    weeklyExpenses: num(raw?.weeklyExpenses),
    totalWrestlers: num(raw?.totalWrestlers),
  };
}

function mirrorMessage(raw: Raw, index: number): GameMessage {
  return {
    id: str(raw?.id, String(index)),
    type: str(raw?.type, 'info'),
    title: str(raw?.title),
    content: str(raw?.content),
    week: num(raw?.week, 1),
    month: str(raw?.month),
    year: num(raw?.year),
    isRead: bool(raw?.isRead),
    timestamp: num(raw?.timestamp),
  };
}

function mirrorWrestler(raw: Raw, index: number): RosterEntry {
  return {
    id: str(raw?.id, String(index)),
    name: str(raw?.name),
    image: str(raw?.image),
    popularity: num(raw?.popularity),
    championships: count(raw?.championships),
  };
}

function mirrorShow(raw: Raw, index: number): UpcomingShow {
  return {
    id: str(raw?.id, String(index)),
    name: str(raw?.name),
    week: num(raw?.week, 1),
    month: str(raw?.month),
    year: num(raw?.year),
    venue: str(raw?.venue),
    matchCount: num(raw?.matchCount),
    isComplete: bool(raw?.isComplete),
  };
}

export function mirrorState(state: unknown): GameMirror {
  const raw = (state ?? {}) as Record<string, unknown>;
  const calendar = (raw.calendar ?? {}) as Record<string, unknown>;
  const totalWeeksProgressed = num(calendar.totalWeeksProgressed);
  return {
    gameStarted: bool(raw.gameStarted),
    calendar: {
      week: num(calendar.week, 1),
      month: str(calendar.month, 'January'),
      year: num(calendar.year, 2025),
      totalWeeksProgressed,
    },
    federation: mirrorFederation(raw.federation as Raw),
    messages: list(raw.messages).map(mirrorMessage),
    roster: list(raw.roster).map(mirrorWrestler),
    upcomingShows: list(raw.upcomingShows).map(mirrorShow),
    rngState: num(raw.rngState),
  };
}
