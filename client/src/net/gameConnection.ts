// Owns the one Colyseus connection of this tab: joins the player's game room (the server picks the
// room from the session cookie), mirrors its state into the valtio store on every change, runs
// commands as requests, and leaves on sign-out. Pages call connectGame() freely: the room is joined
// once and reused.
import { Client, type Room } from '@colyseus/sdk';
import { toast } from 'sonner';
import { FLOOD_CLOSE_CODE, GAME_ROOM, REQUEST_ID_FIELD, RoomEvents, SESSION_ENDED_CLOSE_CODE, TOO_MANY_CONNECTIONS, TOO_MANY_CONNECTIONS_CODE, type CommandError } from '#shared/protocol/commands.ts';
import { GameState } from '#shared/schema/GameState.ts';
import type { SimEvent } from '#shared/sim/events.ts';
import { announceJointShows } from './jointShowToasts.ts';
import { game, MAX_REPORTS, resetGame } from '../state/game.ts';
import { markSignedOut } from '../state/session.ts';
import { NOT_CONNECTED, type CommandAnswer, type CommandName, type CommandPayloads, type CommandResult } from './commands.ts';
import { mirrorState } from './mirrorState.ts';

type GameRoom = Room<any, GameState>;

/** A command with no answer after this long fails, in ms. */
const COMMAND_TIMEOUT_MS = 15_000;
/**
 * How long a command whose connection dropped before its answer waits for the SDK to reconnect, then is
 * sent once more with the same request id, in ms. The room keeps the seat 60 s; the SDK's attempts back
 * off to 5 s apart, so most drops are over well within this; a player still waiting is told to try again.
 */
const RESEND_AFTER_RECONNECT_MS = 15_000;
const UNAUTHORIZED = 401;

export const CONNECTION_LOST = 'The connection to your game was lost.';
/** The connection was closed because it sent commands far faster than anyone plays (close code FLOOD_CLOSE_CODE). */
export const TOO_MANY_COMMANDS_CLOSED = 'Your game was disconnected because too many commands were sent at once. Wait a few seconds, then reopen it.';
export const CONNECTION_FAILED = 'Could not connect to your game.';

let client: Client | null = null;
let room: GameRoom | null = null;
let joining: Promise<void> | null = null;
/** Bumped by leaveGame(), so a join that finishes after it is dropped. */
let generation = 0;
let reportId = 0;
/** Commands waiting for the connection to come back after a drop: told when it did (or was lost). */
const reconnectWaiters = new Set<() => void>();

function wakeReconnectWaiters(): void {
  for (const wake of [...reconnectWaiters]) wake();
}

/**
 * A new request id: unique for each command this tab means to run once (shared/protocol/commands.ts
 * REQUEST_ID_FIELD). 128 random bits as hex; getRandomValues works on plain http too, randomUUID does not.
 */
function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Resolves true once `joined` is connected again, false when it is lost or `ms` passed. */
function reconnected(joined: GameRoom, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const settle = () => {
      if (room === joined && game.status === 'reconnecting') return;
      clearTimeout(timer);
      reconnectWaiters.delete(settle);
      resolve(room === joined && game.status === 'connected');
    };
    const timer = setTimeout(() => {
      reconnectWaiters.delete(settle);
      resolve(false);
    }, ms);
    reconnectWaiters.add(settle);
    settle();
  });
}

function mirror(state: GameState): void {
  game.state = mirrorState(state);
}

function fileReport(command: string, events: SimEvent[]): void {
  reportId += 1;
  game.reports = [{ id: reportId, command, events }, ...game.reports].slice(0, MAX_REPORTS);
  announceJointShows(events);
}

function errorCode(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  // The account's game is open in as many tabs as it may be (refused at the join, or already at matchmaking).
  if (errorCode(error) === TOO_MANY_CONNECTIONS_CODE || message === TOO_MANY_CONNECTIONS) return TOO_MANY_CONNECTIONS;
  if (!message) return CONNECTION_FAILED;
  return `${CONNECTION_FAILED} ${message}${/[.!?]$/.test(message) ? '' : '.'}`;
}

function attach(joined: GameRoom): void {
  room = joined;
  game.status = 'connected';
  game.error = null;

  // The join resolves before the room's first state arrives; until then joined.state holds the
  // schema's defaults (gameStarted false, week 1...), which no screen may read as the game. The mirror
  // stays null until the first real state, so pages show "Connecting..." instead of deciding on them.
  joined.onStateChange((state) => mirror(state));

  // Commands run as requests and their answers carry the events; a report broadcast for a plain send
  // is filed the same way.
  joined.onMessage(RoomEvents.weekReport, (report: { command: string; events: SimEvent[] }) => {
    if (game.pendingCommand === report.command) return;
    fileReport(report.command, report.events);
  });
  joined.onMessage(RoomEvents.commandError, (error: CommandError) => {
    toast.error('Error', { description: error.message });
  });

  joined.onDrop(() => {
    if (room === joined) game.status = 'reconnecting';
  });
  joined.onReconnect(() => {
    if (room === joined) game.status = 'connected';
    wakeReconnectWaiters();
  });
  joined.onLeave((code) => {
    if (room !== joined) return;
    room = null;
    wakeReconnectWaiters();
    // The session ended (signed out, or signed out everywhere from another device): back to sign-in.
    if (code === UNAUTHORIZED || code === SESSION_ENDED_CLOSE_CODE) {
      resetGame();
      markSignedOut();
      return;
    }
    game.pendingCommand = null;
    game.status = 'error';
    game.error = code === FLOOD_CLOSE_CODE ? TOO_MANY_COMMANDS_CLOSED : code === TOO_MANY_CONNECTIONS_CODE ? TOO_MANY_CONNECTIONS : CONNECTION_LOST;
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
  const current = room;
  room = null;
  resetGame();
  wakeReconnectWaiters();
  if (current) {
    try {
      await current.leave(true);
    } catch {
      // Already gone: nothing to clean up.
    }
  }
}

/** What a player reads when a command fails without a refusal from the server (a timeout, an SDK error). */
export const COMMAND_FAILED = 'That command did not go through. Try again.';

/**
 * A readable sentence for a refused or failed request: the server's refusal, or COMMAND_FAILED. Other
 * errors' texts come from libraries ("offset is out of bounds") and are never shown.
 */
function refusalMessage(error: unknown): string {
  const reason = (error as { name?: unknown; reason?: unknown } | null) ?? {};
  if (reason.name === 'rejected') {
    const message = (reason.reason as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return COMMAND_FAILED;
}

/**
 * Sends a command; when the connection drops before its answer, waits for the SDK to reconnect and sends
 * it once more with the same request id: the room answers a command it already ran with its first answer
 * instead of running it again (docs/protocol.md "Request ids").
 */
async function requestOnce(current: GameRoom, name: CommandName, message: Record<string, unknown>): Promise<unknown> {
  try {
    return await current.request(name, message, { timeout: COMMAND_TIMEOUT_MS });
  } catch (error) {
    // The SDK rejects every request in flight when the connection closes, and has marked the drop (onDrop) by then.
    if (room !== current || game.status !== 'reconnecting' || !(await reconnected(current, RESEND_AFTER_RECONNECT_MS))) throw error;
    return await current.request(name, message, { timeout: COMMAND_TIMEOUT_MS });
  }
}

/**
 * Runs a command in the room and resolves with its answer or the server's refusal (never throws).
 * Joins the room first when this tab is not in it yet. advanceWeek answers are filed as week reports.
 * Each call is one command: it carries a request id of its own, kept if it is sent again after a drop.
 */
export async function requestCommand<N extends CommandName>(name: N, payload: CommandPayloads[N] = {} as CommandPayloads[N]): Promise<CommandResult> {
  if (!room) await connectGame();
  const current = room;
  if (!current || game.status !== 'connected') return { ok: false, rejected: false, message: game.error ?? NOT_CONNECTED };
  game.pendingCommand = name;
  try {
    const message = { ...(payload as Record<string, unknown>), [REQUEST_ID_FIELD]: newRequestId() };
    const answer = ((await requestOnce(current, name, message)) ?? { events: [] }) as CommandAnswer;
    const events = Array.isArray(answer.events) ? answer.events : [];
    if (name === 'advanceWeek' || name === 'simToWeek') fileReport(name, events);
    return { ok: true, answer: { ...answer, events } };
  } catch (error) {
    return { ok: false, rejected: (error as { name?: unknown } | null)?.name === 'rejected', message: refusalMessage(error) };
  } finally {
    if (game.pendingCommand === name) game.pendingCommand = null;
  }
}
