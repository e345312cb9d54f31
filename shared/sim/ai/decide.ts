// The choosing machinery of a federation's controller (the balance harness's strategies
// are controllers of the same kind: one code path): candidates (a command each, with a need 0-1, a
// cost and a reason) are weighed by utility = need x the controller's weight for the candidate's kind +
// seeded noise, and the best are sent through the one command table, best first, within the caps (actions,
// budget, a minimum utility, one of a kind unless the kind may repeat). Each action taken is handed to the
// controller's record with its reason. The AI promoter (controller.ts) and the balance strategies
// (scripts/balance/strategies.ts) both choose through `decide`.
import type { CommandPayload, CommandResult } from '#shared/protocol/commands.ts';
import type { CommandRunner, WorldCommandName } from '../commands/command.ts';
import type { SimEvent } from '../events.ts';
import { SimRefusal } from '../refusal.ts';
import { nextFloat, type RngState } from '../rng.ts';
import type { World } from '../world.ts';

/** A command a controller could send now, with what it costs at once and why it would. */
export interface Candidate<K extends string = string, C extends WorldCommandName = WorldCommandName> {
  kind: K;
  /** How much the federation needs it, 0-1, before the controller's weight for its kind. */
  need: number;
  command: C;
  payload: CommandPayload<C>;
  /** USD paid at once (bonus, setup, campaign price, with its prelude's); 0 for free actions. */
  cost: number;
  reason: string;
  /**
   * A command sent first as part of the same action (a release that makes room on a full roster for a
   * signing): listed only when the rules allow both, so the pair goes through or, should the main command
   * be refused after all, only what the prelude did stands (its events are returned, nothing is recorded).
   */
  before?: { command: WorldCommandName; payload: unknown };
}

/** A scored candidate: utility = need x weight + noise (a candidate's own extra fields are kept). */
export type Choice<T extends Candidate = Candidate> = T & { utility: number };

/** How a controller weighs: a weight per kind (a kind without one weighs 0) and the noise's width (0: no draw). */
export interface Weights<K extends string = string> {
  weights: Readonly<Partial<Record<K, number>>>;
  /** Each utility gets uniform noise in [0, noise); 0 draws nothing from the generator. */
  noise: number;
}

/** The limits of one decision: how many actions, how many USD, the least utility worth acting on, which kinds may repeat. */
export interface Caps<K extends string = string> {
  actions: number;
  budget: number;
  minUtility: number;
  /** Kinds taken more than once in a decision (otherwise one of each kind: its candidates were listed against the same state). */
  repeatable?: (kind: K) => boolean;
}

/** A taken action, for the controller's record: the choice (kind, reason, command), the week, and the command's result. */
export type DecisionRecord<T extends Candidate = Candidate> = (choice: Choice<T>, weekIndex: number, result: CommandResult) => void;

/** Weighs the candidates (one noise draw each, in order, when there is noise), best first; ties keep their order. */
export function weigh<K extends string, T extends Candidate<K>>(candidates: readonly T[], { weights, noise }: Weights<K>, rng: RngState): Choice<T>[] {
  return candidates.map((c) => ({ ...c, utility: c.need * (weights[c.kind] ?? 0) + (noise > 0 ? nextFloat(rng) * noise : 0) })).sort((a, b) => b.utility - a.utility);
}

/**
 * Sends the choices, best first, as commands of the table until the actions or budget (USD) run out or the
 * utility falls under the minimum; a refused command (the rules said no) changes nothing, costs nothing and
 * is not recorded. Returns the events and the choices taken.
 */
export function take<K extends string, T extends Candidate<K>>(world: World, federationId: string, choices: readonly Choice<T>[], caps: Caps<K>, now: number, commands: CommandRunner, record: DecisionRecord<T>): { events: SimEvent[]; taken: Choice<T>[] } {
  const events: SimEvent[] = [];
  const taken: Choice<T>[] = [];
  let left = caps.budget;
  const done = new Set<K>();
  for (const choice of choices) {
    if (taken.length >= caps.actions || choice.utility < caps.minUtility) break;
    if ((!caps.repeatable?.(choice.kind) && done.has(choice.kind)) || choice.cost > left) continue;
    let result: CommandResult;
    let prelude: SimEvent[] = [];
    try {
      if (choice.before) prelude = commands(world, choice.before.command, federationId, choice.before.payload as never, { now }).events;
      result = commands(world, choice.command, federationId, choice.payload as never, { now });
    } catch (error) {
      if (!(error instanceof SimRefusal)) throw error;
      events.push(...prelude);
      continue;
    }
    events.push(...prelude, ...result.events);
    left -= choice.cost;
    taken.push(choice);
    done.add(choice.kind);
    record(choice, world.calendar.totalWeeksProgressed, result);
  }
  return { events, taken };
}

/** One decision of a controller: weigh the candidates, take the best within the caps, record each. */
export function decide<K extends string, T extends Candidate<K>>(
  world: World,
  federationId: string,
  candidates: readonly T[],
  weights: Weights<K>,
  caps: Caps<K>,
  rng: RngState,
  now: number,
  commands: CommandRunner,
  record: DecisionRecord<T>,
): { events: SimEvent[]; taken: Choice<T>[] } {
  return take(world, federationId, weigh(candidates, weights, rng), caps, now, commands, record);
}
