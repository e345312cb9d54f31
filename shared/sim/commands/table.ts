// The one command table: every command that acts on the world, with its payload schema, its read-only
// flag, the synced parts it may change and its handler. The room, the property test, the balance harness
// and (next) the computer-run federations all run commands through `executeCommand`; a replay of a
// game's command log goes through it too, so a replayed world equals the live one.
import { CommandPayloads, type CommandName, type CommandPayload, type CommandResult } from '#shared/protocol/commands.ts';
import { payloadIssueMessage } from '#shared/protocol/issues.ts';
import { SimRefusal } from '../refusal.ts';
import { findFederation, type World } from '../world.ts';
import { bankCommands } from './bank.ts';
import { businessCommands } from './business.ts';
import { companyCommands } from './companies.ts';
import { competitionCommands } from './competition.ts';
import { SESSION_COMMANDS, SYNC_SECTIONS, type CommandContext, type CommandEntry, type CommandSpec, type WorldCommandName } from './command.ts';
import { newsCommands } from './news.ts';
import { showCommands } from './shows.ts';
import { storylineCommands } from './storylines.ts';
import { talentCommands } from './talent.ts';
import { worldCommands } from './world.ts';
import { worldScreenCommands } from './worldScreens.ts';
import { worldWeekCommands } from './worldWeek.ts';
import { rivalryActionCommands } from './rivalryActions.ts';
import { loanCommands } from './loans.ts';
import { jointShowCommands } from './jointShows.ts';
import { relationsCommands } from './relations.ts';
import { offerCommands } from './offers.ts';
import { promiseCommands } from './promises.ts';
import { historyCommands } from './history.ts';
import { fanCommands } from './fans.ts';

const specs: { [C in WorldCommandName]: CommandSpec<C> } = { ...worldCommands, ...talentCommands, ...showCommands, ...storylineCommands, ...businessCommands, ...worldWeekCommands, ...companyCommands, ...newsCommands, ...worldScreenCommands, ...competitionCommands, ...bankCommands, ...rivalryActionCommands, ...loanCommands, ...jointShowCommands, ...relationsCommands, ...offerCommands, ...promiseCommands, ...historyCommands, ...fanCommands };

function entry<C extends WorldCommandName>(name: C, spec: CommandSpec<C>): CommandEntry<C> {
  const readOnly = spec.readOnly ?? false;
  return { ...spec, name, payload: CommandPayloads[name], readOnly, touches: readOnly ? [] : spec.touches === 'all' ? SYNC_SECTIONS : spec.touches };
}

export const COMMAND_TABLE = Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, entry(name as WorldCommandName, spec as CommandSpec<WorldCommandName>)])) as {
  readonly [C in WorldCommandName]: CommandEntry<C>;
};

export const WORLD_COMMAND_NAMES = Object.keys(COMMAND_TABLE) as WorldCommandName[];

export function isWorldCommand(name: string): name is WorldCommandName {
  return Object.hasOwn(COMMAND_TABLE, name);
}

export function isSessionCommand(name: string): boolean {
  return (SESSION_COMMANDS as readonly string[]).includes(name);
}

/** The entry of a command. */
export function commandEntry<C extends WorldCommandName>(name: C): CommandEntry<C> {
  return COMMAND_TABLE[name] as CommandEntry<C>;
}

/** What every command that would change a closed federation's world answers (game over: ledger/bankLoan.ts). */
export const CLOSED_REFUSAL = 'Your federation has closed: start a New Game or load a save.';
/** Reading the inbox still marks messages read after the federation closed: it changes nothing of the game. */
const OPEN_AFTER_CLOSING: ReadonlySet<WorldCommandName> = new Set(['markMessageRead', 'markAllMessagesRead']);

/** Runs a command whose payload is already parsed, for one federation. A refusal throws SimRefusal and changes nothing. */
export function executeCommand<C extends WorldCommandName>(world: World, name: C, federationId: string, payload: CommandPayload<C>, context: CommandContext): CommandResult {
  const command = commandEntry(name);
  if (!command.readOnly && !OPEN_AFTER_CLOSING.has(name) && findFederation(world, federationId)?.closedWeek != null) throw new SimRefusal(CLOSED_REFUSAL);
  return command.run(world, federationId, payload, { now: context.now, commands: executeCommand });
}

/** Parses a payload with the command's schema: the parsed payload, or a SimRefusal with the player's sentence. */
export function parseCommand<C extends WorldCommandName>(name: C, payload: unknown): CommandPayload<C> {
  const parsed = commandEntry(name).payload.safeParse(payload ?? {}, { error: payloadIssueMessage });
  if (!parsed.success) throw new SimRefusal(`Invalid ${name} command: ${parsed.error.issues[0]?.message ?? 'bad payload'}`);
  return parsed.data as CommandPayload<C>;
}

/** Parses then runs a command given by name (the balance harness, the AI, a log replay). */
export function dispatchCommand(world: World, name: CommandName, federationId: string, payload: unknown, context: CommandContext): CommandResult {
  if (!isWorldCommand(name)) throw new SimRefusal(`${name} is not a world command`);
  return executeCommand(world, name, federationId, parseCommand(name, payload), context);
}
