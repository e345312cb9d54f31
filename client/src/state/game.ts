// The client's mirror of the game room (docs/protocol.md "Synced state"): connection status and the
// synced state as plain values. Only net/ writes here; screens read it with useSnapshot.
import type { ToJSON } from '@colyseus/schema';
import { proxy } from 'valtio';
import type { FederationPrivateState, GameState } from '#shared/schema/GameState.ts';
import type { SimEvent } from '#shared/sim/events.ts';

export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'error';

/**
 * The synced state as plain values: derived from the schema classes (ToJSON), never a second list of
 * fields. Keyed collections (roster, staffReports, ledger) are records by id; the market is a record by slot (each
 * offer's `id` names the wrestler, `marketOrder` its place). The public parts
 * (calendar, every federation's face) and this client's own federation's private part side by side
 * (net/mirrorState.ts): the room sends a client no other federation's private part.
 */
export type GameMirror = Omit<ToJSON<GameState>, 'privates'> & ToJSON<FederationPrivateState>;
/** A federation's public face (the global scene, the ranking). */
export type FederationFaceMirror = GameMirror['federations'][string];
export type GameMessage = GameMirror['messages'][number];
export type FederationMirror = GameMirror['federation'];
export type WrestlerMirror = GameMirror['roster'][string];
export type StaffMirror = GameMirror['staff'][number];
export type StaffReportMirror = GameMirror['staffReports'][string];
export type LedgerWeekMirror = GameMirror['ledger'][string];
export type LedgerLineMirror = GameMirror['currentLines'][number];
export type ShowMirror = GameMirror['shows'][string];
/** A show as the dashboard lists it. */
export type UpcomingShow = ShowMirror;
export type ChampionshipMirror = GameMirror['championships'][string];
export type RivalryMirror = GameMirror['rivalries'][string];

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
