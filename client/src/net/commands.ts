// The room commands the client runs (docs/protocol.md "Commands"; names and payloads from
// shared/protocol) and what the client gets back.
import type { CommandName as SharedCommandName, CommandPayload, CommandResult as SharedCommandResult } from '#shared/protocol/commands.ts';
import type { SimEvent } from '#shared/sim/events.ts';

export type CommandName = SharedCommandName;
export type CommandPayloads = { [C in CommandName]: CommandPayload<C> };

/** What a command resolves with: the events to show, plus command-specific fields (saveGame: slot, savedAt). */
export type CommandAnswer = SharedCommandResult & { events: SimEvent[] };

/** A failure is `rejected` when the server refused the command (the message says why), otherwise the
 * connection or the server failed. */
export type CommandResult = { ok: true; answer: CommandAnswer } | { ok: false; rejected: boolean; message: string };

export const NOT_CONNECTED = 'You are not connected to your game. Check your connection and try again.';
