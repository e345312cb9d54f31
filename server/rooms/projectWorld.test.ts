// A command re-syncs only the parts of the view it names in the command table. This proves the names
// are complete: after every step of long random sessions, the state kept up to date part by part equals
// a whole projection of the world made afresh.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameState } from '../../shared/schema/GameState.ts';
import { commandEntry, dispatchCommand } from '../../shared/sim/commands/table.ts';
import { SimRefusal } from '../../shared/sim/refusal.ts';
import { randomStep, toCommand } from '../../shared/sim/testing/randomCommands.ts';
import { startedWorld, TEST_NOW, withRoster } from '../../shared/sim/testing/worlds.ts';
import { seatFederationId } from '../../shared/sim/world.ts';
import { projectWorld } from './projectWorld.ts';

describe('synced state, part by part', () => {
  it('equals a whole projection after every command of random sessions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), fc.boolean(), fc.array(randomStep, { minLength: 20, maxLength: 70 }), (seed, signed, steps) => {
        const world = startedWorld(seed);
        // Half the sessions start with a roster and money, so shows are booked and run, titles defended.
        if (signed) {
          withRoster(world, 12);
          world.federations[0]!.funds = 1_000_000;
        }
        const federationId = seatFederationId(world);
        const live = new GameState();
        projectWorld(world, federationId, live);
        for (const step of steps) {
          const command = toCommand(world, step);
          if (!command) continue;
          try {
            dispatchCommand(world, command.name, federationId, command.payload, { now: TEST_NOW });
          } catch (error) {
            if (!(error instanceof SimRefusal)) throw error;
            continue;
          }
          projectWorld(world, federationId, live, commandEntry(command.name).touches);
          const fresh = new GameState();
          projectWorld(world, federationId, fresh);
          // Compared as JSON: -0 and 0 are one number on the wire.
          expect(JSON.parse(JSON.stringify(live.toJSON())), `after ${command.name}`).toEqual(JSON.parse(JSON.stringify(fresh.toJSON())));
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('writes each week\'s market into the same items, keyed by slot, in drawn order', () => {
    const world = startedWorld(7);
    const federationId = seatFederationId(world);
    const federation = world.federations.find((f) => f.id === federationId)!;
    const state = new GameState();
    projectWorld(world, federationId, state);
    const own = state.privates.get(federationId)!;
    const offers = () => [...own.market.entries()].map(([slot, item]) => ({ slot, id: item.id, order: item.marketOrder }));
    expect(offers()).toEqual(federation.market.map((id, order) => ({ slot: String(order), id, order })));
    const items = [...own.market.values()];
    const before = [...federation.market];
    dispatchCommand(world, 'advanceWeek', federationId, {}, { now: TEST_NOW });
    projectWorld(world, federationId, state, commandEntry('advanceWeek').touches);
    expect(federation.market).not.toEqual(before);
    expect(offers()).toEqual(federation.market.map((id, order) => ({ slot: String(order), id, order })));
    // The same schema items, written again: no new item per offer each week.
    expect(own.market.size).toBeGreaterThan(0);
    for (let i = 0; i < Math.min(items.length, own.market.size); i += 1) expect(own.market.get(String(i))).toBe(items[i]);
  });
});
