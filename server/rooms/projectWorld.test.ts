// A command re-syncs only the parts of the view it names in the command table. This proves the names
// are complete: after every step of long random sessions, the state kept up to date part by part equals
// a whole projection of the world made afresh.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameState } from '#shared/schema/GameState.ts';
import { commandEntry, dispatchCommand } from '#shared/sim/commands/table.ts';
import type { WorldCommandName } from '#shared/sim/commands/command.ts';
import { SimRefusal } from '#shared/sim/refusal.ts';
import { randomStep, toCommand, type RandomStep } from '#shared/sim/testing/randomCommands.ts';
import { startedWorld, TEST_NOW, withRoster } from '#shared/sim/testing/worlds.ts';
import { seatFederationId, type World } from '#shared/sim/world.ts';
import { projectWorld } from './projectWorld.ts';

/** A world and its synced state kept part by part, and a way to play a command on both and compare. */
function syncedSession(world: World) {
  const federationId = seatFederationId(world);
  const live = new GameState();
  projectWorld(world, federationId, live);
  return {
    /** Plays the command; when the sim accepts it, re-syncs the parts it names and checks them against a whole projection. */
    play(name: WorldCommandName, payload: unknown): boolean {
      try {
        dispatchCommand(world, name, federationId, payload, { now: TEST_NOW });
      } catch (error) {
        if (!(error instanceof SimRefusal)) throw error;
        return false;
      }
      projectWorld(world, federationId, live, commandEntry(name).touches);
      const fresh = new GameState();
      projectWorld(world, federationId, fresh);
      // Compared as JSON: -0 and 0 are one number on the wire.
      expect(JSON.parse(JSON.stringify(live.toJSON())), `after ${name}`).toEqual(JSON.parse(JSON.stringify(fresh.toJSON())));
      return true;
    },
  };
}

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
        const session = syncedSession(world);
        for (const step of steps) {
          const command = toCommand(world, step);
          if (command) session.play(command.name, command.payload);
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  // Random steps seldom chain a booking and a show night on the same show (createShow this week, autoBook,
  // runShow): these sessions do, week after week, with random commands between, so the show night's and
  // the card's parts are held to a whole projection too.
  it('equals a whole projection across weeks of show nights: a show booked, edited, run and the week advanced', () => {
    let nights = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.array(fc.record({ before: fc.array(randomStep, { maxLength: 3 }), after: fc.array(randomStep, { maxLength: 3 }), run: fc.boolean() }), { minLength: 3, maxLength: 8 }),
        (seed, weeks) => {
          const world = startedWorld(seed);
          withRoster(world, 12);
          world.federations[0]!.funds = 1_000_000;
          const session = syncedSession(world);
          const playAll = (steps: readonly RandomStep[]) => {
            for (const step of steps) {
              const command = toCommand(world, step);
              if (command) session.play(command.name, command.payload);
            }
          };
          for (const week of weeks) {
            const created = session.play('createShow', { name: 'Night', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 15, frequency: 'weekly' });
            const show = created ? world.shows.at(-1)! : undefined;
            if (show) session.play('autoBook', { showId: show.id });
            playAll(week.before);
            if (show && week.run && session.play('runShow', { showId: show.id })) nights += 1;
            playAll(week.after);
            session.play('advanceWeek', {});
          }
        },
      ),
      { numRuns: 25 },
    );
    // The sessions did run shows: about half the nights asked for are staged (the random commands between
    // may empty the card, release the roster or cancel the show), some forty in 25 sessions.
    expect(nights).toBeGreaterThanOrEqual(10);
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
