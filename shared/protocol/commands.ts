// Room commands: names and zod payloads. The server validates every message with these;
// the client sends with the same names.
import { z } from 'zod';

export const GAME_ROOM = 'game';

export const Commands = {
  advanceWeek: 'advanceWeek',
} as const;

export const AdvanceWeekPayload = z.object({}).strict();

/** Messages the room sends to its client. */
export const RoomEvents = {
  weekReport: 'weekReport',
  commandError: 'commandError',
} as const;

export interface CommandError {
  command: string;
  message: string;
}
