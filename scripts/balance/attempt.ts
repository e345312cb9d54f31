// How a balance career acts: every command goes through the one command table the room calls, and an
// accepted one can be recorded (benchmarks replay careers from them). Refusals are part of play.
import type { CommandPayload, CommandResult } from '#shared/protocol/commands.ts';
import type { WorldCommandName } from '#shared/sim/commands/command.ts';
import { executeCommand } from '#shared/sim/commands/table.ts';
import { SimRefusal } from '#shared/sim/refusal.ts';
import type { Federation, World } from '#shared/sim/world.ts';

/** Fixed epoch for messages: the harness never reads the clock. */
export const NOW = Date.UTC(2026, 0, 1);

/** An accepted command as the room would log it (benchmarks replay careers from these). */
export interface PlayedCommand {
  name: WorldCommandName;
  payload: unknown;
  federationId: string;
  at: number;
  week: number;
}

/** Where a career's accepted commands go, when someone records them. */
let recorder: ((command: PlayedCommand) => void) | null = null;

/** Sends a command through the one command table, as the room does; null when the rules refuse it. */
export function attempt<C extends WorldCommandName>(world: World, federation: Federation, name: C, payload: CommandPayload<C>): CommandResult | null {
  const week = world.calendar.totalWeeksProgressed;
  try {
    const result = executeCommand(world, name, federation.id, payload, { now: NOW });
    recorder?.({ name, payload, federationId: federation.id, at: NOW, week });
    return result;
  } catch (error) {
    if (error instanceof SimRefusal) return null;
    throw error;
  }
}

/** Hands an accepted command (sent by a strategy's decisions) to the recorder, if any. */
export function recordPlayed(name: WorldCommandName, payload: unknown, federationId: string, at: number, week: number): void {
  recorder?.({ name, payload, federationId, at, week });
}

/** Records every accepted command from now on (null: stop). */
export function setRecorder(next: ((command: PlayedCommand) => void) | null): void {
  recorder = next;
}

export function isRecording(): boolean {
  return recorder !== null;
}
