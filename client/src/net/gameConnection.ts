// Owns the one Colyseus connection of this tab: joins the player's game room (the server picks the
// room from the session cookie), mirrors its state into the valtio store on every change, sends
// commands, and leaves on sign-out. Pages call connectGame() freely: the room is joined once and reused.
import { Client, type Room } from '@colyseus/sdk';
import { toast } from 'sonner';
import { GAME_ROOM, RoomEvents, type CommandError } from '../../../shared/protocol/commands.ts';
import { GameState } from '../../../shared/schema/GameState.ts';
import type { SimEvent } from '../../../shared/sim/events.ts';
import { game, MAX_REPORTS, resetGame, type GameMirror } from '../state/game.ts';
import { markSignedOut } from '../state/session.ts';

type GameRoom = Room<any, GameState>;

/** A command with no answer after this long is no longer shown as in flight, in ms. */
const COMMAND_TIMEOUT_MS = 10_000;
const UNAUTHORIZED = 401;

export const CONNECTION_LOST = 'The connection to your game was lost.';
export const CONNECTION_FAILED = 'Could not connect to your game.';

let client: Client | null = null;
let room: GameRoom | null = null;
let joining: Promise<void> | null = null;
/** Bumped by leaveGame(), so a join that finishes after it is dropped. */
let generation = 0;
let reportId = 0;
let commandTimer: ReturnType<typeof setTimeout> | undefined;

function mirror(state: GameState): void {
  const { calendar, federation } = state;
  const next: GameMirror = {
    calendar: {
      week: calendar.week,
      month: calendar.month,
      year: calendar.year,
      totalWeeksProgressed: calendar.totalWeeksProgressed,
    },
    federation: {
      id: federation.id,
      name: federation.name,
      logo: federation.logo,
      funds: federation.funds,
      popularity: federation.popularity,
    },
    rngState: state.rngState,
  };
  game.state = next;
}

function errorCode(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  if (!message) return CONNECTION_FAILED;
  return `${CONNECTION_FAILED} ${message}${/[.!?]$/.test(message) ? '' : '.'}`;
}

function settleCommand(command: string): void {
  if (game.pendingCommand !== command) return;
  game.pendingCommand = null;
  clearTimeout(commandTimer);
}

function attach(joined: GameRoom): void {
  room = joined;
  game.status = 'connected';
  game.error = null;

  joined.onStateChange((state) => mirror(state));
  if (joined.state) mirror(joined.state);

  joined.onMessage(RoomEvents.weekReport, (report: { command: string; events: SimEvent[] }) => {
    reportId += 1;
    game.reports = [{ id: reportId, command: report.command, events: report.events }, ...game.reports].slice(0, MAX_REPORTS);
    settleCommand(report.command);
  });
  joined.onMessage(RoomEvents.commandError, (error: CommandError) => {
    settleCommand(error.command);
    toast.error('Error', { description: error.message });
  });

  joined.onDrop(() => {
    if (room === joined) game.status = 'reconnecting';
  });
  joined.onReconnect(() => {
    if (room === joined) game.status = 'connected';
  });
  joined.onLeave((code) => {
    if (room !== joined) return;
    room = null;
    if (code === UNAUTHORIZED) {
      resetGame();
      markSignedOut();
      return;
    }
    game.pendingCommand = null;
    game.status = 'error';
    game.error = CONNECTION_LOST;
  });
}

async function join(myGeneration: number): Promise<void> {
  try {
    client ??= new Client(location.origin);
    const joined = await client.joinOrCreate(GAME_ROOM, {}, GameState);
    if (myGeneration !== generation) {
      void joined.leave(true);
      return;
    }
    attach(joined);
  } catch (error) {
    if (myGeneration !== generation) return;
    if (errorCode(error) === UNAUTHORIZED) {
      resetGame();
      markSignedOut();
      return;
    }
    game.status = 'error';
    game.error = errorMessage(error);
  }
}

/** Joins the player's game room unless this tab is already in it (or joining). */
export function connectGame(): Promise<void> {
  if (room) return Promise.resolve();
  if (joining) return joining;
  game.status = 'connecting';
  game.error = null;
  const attempt = join(generation);
  joining = attempt;
  void attempt.finally(() => {
    if (joining === attempt) joining = null;
  });
  return attempt;
}

/** Leaves the room (the server saves it) and forgets the mirrored state. Used on sign-out. */
export async function leaveGame(): Promise<void> {
  generation += 1;
  joining = null;
  clearTimeout(commandTimer);
  const current = room;
  room = null;
  resetGame();
  if (current) {
    try {
      await current.leave(true);
    } catch {
      // Already gone: nothing to clean up.
    }
  }
}

/** Sends a command to the room. Returns false when not connected. */
export function sendCommand(name: string, payload: object = {}): boolean {
  if (!room || game.status !== 'connected') return false;
  room.send(name, payload);
  game.pendingCommand = name;
  clearTimeout(commandTimer);
  commandTimer = setTimeout(() => settleCommand(name), COMMAND_TIMEOUT_MS);
  return true;
}
