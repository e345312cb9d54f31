// Random promise steps for property tests: a wrestler's request planted (not a command: the week draws them
// rarely, so a sequence would seldom reach an ultimatum), and the promoter's answers through the command
// table (answerPromise, breakPromise), picking the promise by index into whatever exists (or a bogus id).
import * as fc from 'fast-check';
import type { WorldCommandName } from '../commands/command.ts';
import { PROMISE_TYPES } from '../promises/promise.ts';
import { makeRequest } from '../promises/requests.ts';
import { championshipsOf } from '../championships/championship.ts';
import { rosterOf } from '../roster/wrestler.ts';
import { findFederation, type World } from '../world.ts';
import { TEST_NOW } from './worlds.ts';

const pickIndex = fc.nat(50);

export const promiseStep = fc.oneof(
  fc.record({ kind: fc.constant('promiseRequest' as const), index: pickIndex, type: fc.constantFrom(...PROMISE_TYPES), ultimatum: fc.boolean() }),
  fc.record({ kind: fc.constant('answerPromise' as const), index: pickIndex, accept: fc.boolean() }),
  fc.record({ kind: fc.constant('breakPromise' as const), index: pickIndex }),
);
export type PromiseStep = typeof promiseStep extends fc.Arbitrary<infer C> ? C : never;
export const PROMISE_STEP_KINDS: ReadonlySet<string> = new Set(['promiseRequest', 'answerPromise', 'breakPromise']);

const at = <T>(list: readonly T[], index: number): T | undefined => (list.length ? list[index % (list.length + 1)] : undefined);

/** Plants a request from one of the federation's wrestlers without an open one; false when there is none to ask. */
export function plantRequest(world: World, c: Extract<PromiseStep, { kind: 'promiseRequest' }>, federationId: string): boolean {
  const federation = findFederation(world, federationId);
  if (!federation) return false;
  const open = new Set(world.promises.filter((p) => !p.resolution).map((p) => p.wrestlerId));
  const wrestler = at(rosterOf(world, federationId).filter((w) => !open.has(w.id) && w.status !== 'on_loan'), c.index);
  if (!wrestler) return false;
  const title = championshipsOf(world, federationId)[0];
  const type = c.type === 'championship_match' && !title ? 'main_event' : c.type;
  makeRequest(world, federation, wrestler, type, c.ultimatum, TEST_NOW, type === 'championship_match' ? title : undefined);
  return true;
}

/** An answer as the table's (name, payload), for `federationId`. */
export function promiseCommand(world: World, c: Exclude<PromiseStep, { kind: 'promiseRequest' }>, federationId: string): { name: WorldCommandName; payload: unknown } {
  const promise = at(world.promises.filter((p) => p.federationId === federationId), c.index);
  const promiseId = promise?.id ?? 'promise-0';
  return c.kind === 'answerPromise' ? { name: 'answerPromise', payload: { promiseId, accept: c.accept } } : { name: 'breakPromise', payload: { promiseId } };
}
