// The client's mirror of the game room: connection status, the synced state as plain values,
// and the week reports the room sent. Only net/gameConnection.ts writes here.
import { proxy } from 'valtio';
import type { SimEvent } from '../../../shared/sim/events.ts';

export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'error';

export interface GameMirror {
  calendar: { week: number; month: string; year: number; totalWeeksProgressed: number };
  federation: { id: string; name: string; logo: string; funds: number; popularity: number };
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
