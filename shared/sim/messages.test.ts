import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMessage, MAX_MESSAGES } from './messages.ts';
import { type GameMessage, type World } from './world.ts';
import { createWorld } from './createWorld.ts';

const FEDERATIONS = ['player', 'fed-1', 'fed-2'];

/** The plain way (the trim as first written): count every message, drop the federation's oldest beyond the limit. */
function addPlainly(world: World, message: GameMessage): void {
  world.messages.push(message);
  const own = world.messages.filter((m) => m.federationId === message.federationId);
  if (own.length <= MAX_MESSAGES) return;
  const drop = new Set(own.slice(0, own.length - MAX_MESSAGES));
  world.messages = world.messages.filter((m) => !drop.has(m));
}

/** A world whose inbox holds a message of FEDERATIONS[k] for each k of `held`, in that order. */
function worldHolding(held: readonly number[]): World {
  const world = createWorld(1);
  for (const [index, k] of held.entries()) {
    world.messages.push({ id: `old-${index}`, federationId: FEDERATIONS[k]!, type: 'show_results', title: 'Old', content: '', week: 1, month: 'January', year: 2025, isRead: true, timestamp: 0 });
  }
  return world;
}

const federation = fc.integer({ min: 0, max: 2 });
/** Inboxes near and over the limit (an old save may hold more): shuffled, or one federation's block between others. */
const arbitraryHeld = fc.oneof(
  fc.array(fc.constantFrom(0, 0, 0, 0, 0, 1, 2), { maxLength: MAX_MESSAGES + 60 }),
  fc
    .tuple(fc.array(federation, { maxLength: 6 }), fc.integer({ min: MAX_MESSAGES - 3, max: MAX_MESSAGES + 3 }), federation, fc.array(federation, { maxLength: 6 }))
    .map(([before, count, k, after]) => [...before, ...Array.from({ length: count }, () => k), ...after]),
);

describe('an inbox keeps its newest MAX_MESSAGES', () => {
  it('drops the same messages as counting and filtering every message would, whatever the inboxes held', () => {
    fc.assert(
      fc.property(arbitraryHeld, fc.array(federation, { minLength: 1, maxLength: 8 }), (held, added) => {
        const world = worldHolding(held);
        const plain = structuredClone(world);
        for (const k of added) addPlainly(plain, structuredClone(addMessage(world, FEDERATIONS[k]!, 'show_results', 'New', 'News.', 0)));
        expect(world.messages.map((m) => m.id)).toEqual(plain.messages.map((m) => m.id));
      }),
      { numRuns: 300 },
    );
  });
});
