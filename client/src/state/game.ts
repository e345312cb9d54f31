// The client's mirror of the game room (docs/protocol.md "Synced state"): connection status and the
// synced state as plain values. Only net/ writes here; screens read it with useSnapshot.
import { proxy } from 'valtio';
import type { SimEvent } from '../../../shared/sim/events.ts';

export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'error';

export interface GameMessage {
  id: string;
  type: string;
  title: string;
  content: string;
  week: number;
  month: string;
  year: number;
  isRead: boolean;
  /** Milliseconds since the epoch (0 when unknown). */
  timestamp: number;
}

export interface RosterEntry {
  id: string;
  name: string;
  image: string;
  popularity: number;
  /** How many championships the wrestler holds. */
  championships: number;
}

export interface UpcomingShow {
  id: string;
  name: string;
  week: number;
  month: string;
  year: number;
  venue: string;
  matchCount: number;
  isComplete: boolean;
}

export interface FederationMirror {
  id: string;
  name: string;
  logo: string;
  funds: number;
  popularity: number;
  previousFunds: number;
  previousPopularity: number;
  weeklyRevenue: number;
  weeklyExpenses: number;
  totalWrestlers: number;
}

export interface GameMirror {
  gameStarted: boolean;
  calendar: { week: number; month: string; year: number; totalWeeksProgressed: number };
  federation: FederationMirror;
  /** Oldest first, as the room keeps them. */
  messages: GameMessage[];
  roster: RosterEntry[];
  upcomingShows: UpcomingShow[];
  rngState: number;
}

export interface WeekReport {
  id: number;
  command: string;
  events: SimEvent[];
}

export interface GameStore {
  status: ConnectionStatus;
  /** Why the last connection attempt failed or the connection was lost. */
  error: string | null;
  /** Null until the first state arrives. */
  state: GameMirror | null;
  /** Newest first, at most MAX_REPORTS. */
  reports: WeekReport[];
  /** The command sent and not yet answered, if any. */
  pendingCommand: string | null;
}

export const MAX_REPORTS = 10;

export const game = proxy<GameStore>({
  status: 'idle',
  error: null,
  state: null,
  reports: [],
  pendingCommand: null,
});

export function resetGame(): void {
  game.status = 'idle';
  game.error = null;
  game.state = null;
  game.reports = [];
  game.pendingCommand = null;
}

/** A game exists once the federation is created or the calendar has moved. */
export function hasGame(state: Pick<GameMirror, 'gameStarted' | 'calendar'> | null | undefined): boolean {
  return !!state && (state.gameStarted || state.calendar.totalWeeksProgressed > 0);
}
