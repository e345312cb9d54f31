// What a client decodes from the room's patches, proven equal to the world's whole projection after every
// command of long random sessions: the re-sync writes only what changed, keeps the inbox's items in place
// as its window slides, and re-keys nothing, so the bytes must still rebuild exactly the state the server
// holds. Runs the encoder and a client's decoder as the room and the SDK do (clientBytes.ts), without a
// network; a lone world and one with the AI federations (every public face moves each week).
import { Decoder, type Encoder, type StateView } from '@colyseus/schema';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientEncoder } from '#scripts/bench/clientBytes.ts';
import { GameState } from '#shared/schema/GameState.ts';
import type { WorldCommandName } from '#shared/sim/commands/command.ts';
import { commandEntry, dispatchCommand } from '#shared/sim/commands/table.ts';
import { createFederation } from '#shared/sim/createFederation.ts';
import { inboxOf, MESSAGES_SYNCED } from '#shared/sim/messages.ts';
import { createShow } from '#shared/sim/shows/scheduling.ts';
import { playAiWeek } from '#shared/sim/testing/aiWorld.ts';
import { SimRefusal } from '#shared/sim/refusal.ts';
import { randomStep, toCommand, type RandomStep } from '#shared/sim/testing/randomCommands.ts';
import { startedWorld, TEST_NOW, withRoster } from '#shared/sim/testing/worlds.ts';
import { seatFederationId, type World } from '#shared/sim/world.ts';
import { createWorld } from '#shared/sim/createWorld.ts';
import { privatePartOf, projectWorld, showPlainLists } from './projectWorld.ts';

/** Weeks the world with the AI federations is played before its session. */
const PLAYED_WEEKS = 26;

/** The room's steps and a reader's: read one message (by its place in the inbox) or all of them. */
const step = fc.oneof(
  { weight: 6, arbitrary: randomStep.map((s) => ({ kind: 'random' as const, step: s })) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('readOne' as const), index: fc.nat(300) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('readAll' as const) }) },
);
type Step = { kind: 'random'; step: RandomStep } | { kind: 'readOne'; index: number } | { kind: 'readAll' };

function commandOf(world: World, federationId: string, s: Step): { name: WorldCommandName; payload: unknown } | null {
  if (s.kind === 'random') return toCommand(world, s.step, federationId);
  if (s.kind === 'readAll') return { name: 'markAllMessagesRead', payload: {} };
  const inbox = inboxOf(world, federationId);
  return inbox.length ? { name: 'markMessageRead', payload: { id: inbox[s.index % inbox.length]!.id } } : null;
}

/** A client of the room: its decoder fed with the bytes the room sends it (the join, then each patch). */
function mirror(encoder: Encoder, view: StateView, state: GameState, federationId: string) {
  const decoded = new GameState();
  const decoder = new Decoder(decoded);
  const joined = { offset: 0 };
  encoder.encodeAll(joined);
  decoder.decode(encoder.encodeAllView(view, joined.offset, { ...joined }));
  encoder.discardChanges();
  return {
    decoded,
    patch() {
      showPlainLists(view, privatePartOf(state, federationId));
      const at = { offset: 0 };
      encoder.encode(at);
      decoder.decode(encoder.encodeView(view, at.offset, at));
      encoder.discardChanges();
    },
  };
}

/** The client's view as plain JSON: the public part and its own private part (the only one it decodes). */
function seen(state: GameState, federationId: string): unknown {
  const { privates, ...shared } = state.toJSON() as { privates: Record<string, unknown> };
  // Compared as JSON: -0 and 0 are one number on the wire.
  return JSON.parse(JSON.stringify({ shared, own: privates[federationId] }));
}

function session(world: World, steps: Step[]): void {
  const federationId = seatFederationId(world);
  const state = new GameState();
  projectWorld(world, federationId, state);
  const { encoder, view } = clientEncoder(state, federationId);
  const client = mirror(encoder, view, state, federationId);
  for (const s of steps) {
    const command = commandOf(world, federationId, s);
    if (!command) continue;
    try {
      dispatchCommand(world, command.name, federationId, command.payload, { now: TEST_NOW });
    } catch (error) {
      if (!(error instanceof SimRefusal)) throw error;
      continue;
    }
    projectWorld(world, federationId, state, commandEntry(command.name).touches);
    client.patch();
    const fresh = new GameState();
    projectWorld(world, federationId, fresh);
    expect(seen(client.decoded, federationId), `after ${command.name}`).toEqual(seen(fresh, federationId));
  }
}

describe('what a client decodes', () => {
  it('equals a whole projection after every command of random sessions (a lone federation)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), fc.array(step, { minLength: 20, maxLength: 70 }), (seed, steps) => {
        const world = startedWorld(seed);
        withRoster(world, 12);
        world.federations[0]!.funds = 1_000_000;
        session(world, steps);
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('equals a whole projection after every command of random sessions (a world with the AI federations)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), fc.array(step, { minLength: 20, maxLength: 60 }), (seed, steps) => {
        const world = createWorld(seed, { aiFederations: true });
        createFederation(world, seatFederationId(world), { name: 'Mirror Wrestling', logo: '' }, world.rng, TEST_NOW);
        withRoster(world, 10);
        createShow(world, seatFederationId(world), { name: 'Mirror Weekly', weeksAhead: 0, venueId: 'civic_hall', ticketPrice: 15, frequency: 'weekly' });
        // Half a year played first: the inbox is past its synced window, so each new message slides it.
        for (let week = 0; week < PLAYED_WEEKS; week += 1) playAiWeek(world);
        expect(inboxOf(world, seatFederationId(world)).length).toBeGreaterThan(MESSAGES_SYNCED);
        session(world, steps);
      }),
      { numRuns: 12 },
    );
  }, 180_000);
});
