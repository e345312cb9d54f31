// What one entry of the command table is: the payload it accepts (the protocol's zod schema), whether it
// only reads, what part of the synced state it may change, and its handler over the world for one
// federation. The room, the property test, the balance harness and the computer-run federations all run
// commands through this table (table.ts); nothing else lists them.
import type { z } from 'zod';
import type { CommandName, CommandPayload, CommandPayloads, CommandResult } from '#shared/protocol/commands.ts';
import type { World } from '../world.ts';

/**
 * The parts of a federation's synced view (server/rooms/projectWorld.ts). A command names the parts it
 * may change, so the room re-syncs those and leaves the rest alone: a command costs what it touches.
 * A command that touches what a public face shows (game, federation, roster, shows, championships)
 * re-syncs its own federation's face without naming 'federations'; 'all' (the week) re-syncs every face.
 */
export const SYNC_SECTIONS = [
  'game',
  /** Every federation's public face (what anyone in the world may see). */
  'federations',
  'federation',
  'messages',
  'roster',
  'market',
  'staff',
  'reports',
  'ledger',
  /**
   * This week's ledger lines only: what a command other than the week advance may change (it pays or
   * earns now; only the advance settles a week). The settled weeks' items are left as they stand, so a
   * price change, a signing or a show night does not compare the 12 synced weeks again (for the
   * players a core can hold; server/rooms/projectWorld.test.ts proves no such command changes a settled week).
   */
  'ledgerLines',
  'shows',
  /**
   * The shows to come only (with the list's membership, and a show synced before it ran): what every
   * command but the week advance may change. A run show's synced item is left as it stands, so a card
   * edit or a show night does not walk the run shows' cards and results again (for the players a
   * core can hold; server/rooms/projectWorld.test.ts proves no such command changes a run show).
   */
  'upcomingShows',
  'championships',
  'tv',
  'deals',
  'rivalries',
  'business',
] as const;
export type SyncSection = (typeof SYNC_SECTIONS)[number];

/** What a caller passes with a command besides the world: the time (the sim never reads a clock). */
export interface CommandContext {
  /** Epoch ms of the command: dates on messages and results. Logged with the command so a replay uses it. */
  now: number;
}

/**
 * Runs a command of the table for a federation; a refusal throws SimRefusal and changes nothing. A rule
 * that acts through commands (the week's AI step: the promoter's choices, its weekly show) is handed this
 * runner instead of importing the table, which imports every rule: the table stays the top of the graph.
 */
export type CommandRunner = <C extends WorldCommandName>(world: World, name: C, federationId: string, payload: CommandPayload<C>, context: CommandContext) => CommandResult;

/** What a handler gets besides the world and its payload: the caller's context and the table's runner. */
export interface HandlerContext extends CommandContext {
  /** The table itself, for a command whose rule runs other commands (the week advance runs the AI's). */
  readonly commands: CommandRunner;
}

/** Save-slot operations: they change which game the room plays, not the world, so the room runs them. */
export const SESSION_COMMANDS = ['newGame', 'saveGame', 'loadGame', 'restorePreviousSave'] as const;
export type SessionCommandName = (typeof SESSION_COMMANDS)[number] & CommandName;
/** The commands that act on the world: one table entry each. */
export type WorldCommandName = Exclude<CommandName, SessionCommandName>;

/**
 * What a precheck may ask of the server: the questions the world cannot answer (files on disk). The room
 * gives its own; a test gives a stand-in.
 */
export interface CommandHost {
  /** True when `logo` is one of the logos offered at setup (server/assets/logos.ts). */
  isAvailableLogo(logo: string): Promise<boolean>;
}

export interface CommandSpec<C extends WorldCommandName> {
  /** True when the command changes nothing (a query): never logged, never re-synced. */
  readOnly?: boolean;
  /** The synced parts it may change ('all' for the week and the show night). Empty for queries. */
  touches: readonly SyncSection[] | 'all';
  /**
   * A check the room makes before it runs a player's command, for what needs the server (I/O): refuses
   * with a SimRefusal and changes nothing. Not run on replay, by the AI or by the balance harness: what
   * it checked was true when the command was logged, and their payloads come from the world itself.
   */
  precheck?(payload: CommandPayload<C>, host: CommandHost): Promise<void>;
  run(world: World, federationId: string, payload: CommandPayload<C>, context: HandlerContext): CommandResult;
}

export interface CommandEntry<C extends WorldCommandName> extends CommandSpec<C> {
  name: C;
  payload: (typeof CommandPayloads)[C];
  readOnly: boolean;
  touches: readonly SyncSection[];
}

export type CommandSpecs<N extends WorldCommandName> = { [C in N]: CommandSpec<C> };

/** Parsed payload type of a command, for callers holding a name. */
export type PayloadOf<C extends WorldCommandName> = z.infer<(typeof CommandPayloads)[C]>;
