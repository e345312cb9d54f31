// A command sent again must not run again. A client that lost a command's answer (the connection dropped,
// the server died after the command was logged) may send it once more with the same request id
// (shared/protocol/commands.ts REQUEST_ID_FIELD): the room answers it from here instead of running it.
// Remembered per seat, bounded, and rebuilt from the command log when a game opens, so a retry after a
// restart is answered "already applied" too (docs/protocol.md "Request ids").
import { REQUEST_ID_FIELD, requestIdSchema, type CommandResult } from '#shared/protocol/commands.ts';
import type { World } from '#shared/sim/world.ts';
import { DamagedCommandLog, type LoggedCommand, type Storage } from '../storage/port.ts';

/**
 * Request ids remembered per seat, newest kept. A client retries what it sent just before a drop: a
 * handful of commands at most (the screens wait for each answer). 64 leaves ample room, costs a few KB
 * a seat, and is a fixed bound however long the career runs.
 */
export const REMEMBERED_REQUESTS_PER_SEAT = 64;
/**
 * Of those, the newest whose whole first answer is kept (a week's answer carries its report's events, a
 * few KB); an older repeated id is answered ALREADY_APPLIED. Kept small: every held answer lives as long
 * as the room.
 */
export const REMEMBERED_ANSWERS_PER_SEAT = 8;

/** The answer to a repeated request id whose first answer is not held: applied once, not run again. */
export function alreadyApplied(): CommandResult {
  return { events: [], alreadyApplied: true };
}

/** A command's payload with its request id taken out, or the sentence refusing a malformed id. */
export type SplitRequest = { ok: true; requestId: string | undefined; payload: unknown } | { ok: false; message: string };

/**
 * Takes the request id out of a command's payload (the other fields go to the command's schema, which
 * refuses fields it does not know). A payload without one is a command sent without an id: it runs
 * every time it is sent.
 */
export function splitRequestId(message: unknown): SplitRequest {
  if (typeof message !== 'object' || message === null || Array.isArray(message) || !Object.hasOwn(message, REQUEST_ID_FIELD)) {
    return { ok: true, requestId: undefined, payload: message };
  }
  const { [REQUEST_ID_FIELD]: raw, ...payload } = message as Record<string, unknown>;
  const parsed = requestIdSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Request id is not valid' };
  return { ok: true, requestId: parsed.data, payload };
}

interface SeatRequests {
  /** Request id → its first answer, or null once that answer is no longer held; oldest first. */
  ids: Map<string, CommandResult | null>;
  /** The ids whose answers are held, oldest first (at most REMEMBERED_ANSWERS_PER_SEAT). */
  answered: string[];
}

export class RequestMemory {
  private readonly seats = new Map<string, SeatRequests>();

  private seat(seatId: string): SeatRequests {
    let seat = this.seats.get(seatId);
    if (!seat) {
      seat = { ids: new Map(), answered: [] };
      this.seats.set(seatId, seat);
    }
    return seat;
  }

  /** The answer to give a repeated request id: its first answer, ALREADY_APPLIED, or undefined for an id not seen. */
  answerOf(seatId: string, requestId: string): CommandResult | undefined {
    const seat = this.seats.get(seatId);
    if (!seat?.ids.has(requestId)) return undefined;
    return seat.ids.get(requestId) ?? alreadyApplied();
  }

  /** Remembers a command that was applied and the answer it was given. */
  remember(seatId: string, requestId: string, answer: CommandResult): void {
    const seat = this.seat(seatId);
    seat.ids.delete(requestId);
    seat.ids.set(requestId, answer);
    seat.answered.push(requestId);
    if (seat.answered.length > REMEMBERED_ANSWERS_PER_SEAT) {
      const older = seat.answered.shift()!;
      // Map.set on a key it holds keeps its place in the order.
      if (seat.ids.get(older)) seat.ids.set(older, null);
    }
    this.trim(seat);
  }

  /** Remembers an id the command log says was applied (its answer went to a client before a restart). Never overwrites a held answer. */
  rememberApplied(seatId: string, requestId: string): void {
    const seat = this.seat(seatId);
    if (seat.ids.has(requestId)) return;
    seat.ids.set(requestId, null);
    this.trim(seat);
  }

  private trim(seat: SeatRequests): void {
    while (seat.ids.size > REMEMBERED_REQUESTS_PER_SEAT) {
      const oldest = seat.ids.keys().next().value as string;
      seat.ids.delete(oldest);
      const held = seat.answered.indexOf(oldest);
      if (held >= 0) seat.answered.splice(held, 1);
    }
  }
}

/** The seat that plays a federation (world.seats maps seat → federation); null for a federation no seat plays. */
function seatOfFederation(world: World, federationId: string): string | null {
  for (const [seatId, seated] of Object.entries(world.seats)) if (seated === federationId) return seatId;
  return null;
}

/**
 * Remembers the request ids of a game's last logged commands, read back from the command log: the
 * commands after the snapshot and, since a room that closes folds its whole log into a snapshot, the
 * ones before it that the log still keeps (docs/persistence.md "Pruning": the newest are always kept).
 * One read of at most REMEMBERED_REQUESTS_PER_SEAT entries per seat of the world, whatever the game's age.
 */
export async function rememberLoggedRequests(
  memory: RequestMemory,
  storage: Storage,
  userId: string,
  slot: number,
  position: { gameId: string; seq: number },
  world: World,
): Promise<void> {
  const seats = Math.max(1, Object.keys(world.seats).length);
  const afterSeq = Math.max(0, position.seq - REMEMBERED_REQUESTS_PER_SEAT * seats);
  let entries: LoggedCommand[];
  try {
    entries = await storage.readCommands(userId, slot, position.gameId, afterSeq);
  } catch (error) {
    // A damaged entry before the snapshot does not stop the game (the snapshot holds it): the ids before it still count.
    if (!(error instanceof DamagedCommandLog)) throw error;
    entries = error.readable;
  }
  for (const entry of entries) {
    if (entry.seq > position.seq || !entry.requestId) continue;
    const seatId = seatOfFederation(world, entry.federationId);
    if (seatId !== null) memory.rememberApplied(seatId, entry.requestId);
  }
}
