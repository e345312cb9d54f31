// rosterOf keeps an index of the rosters (the week reads every roster about 40
// times, and a scan would walk the whole pool each time): it must answer exactly as a scan of world.wrestlers does, in world order and
// with the same objects, whatever happened since the last read (signings, releases, retirements, closings,
// rookies pushed, a replaced element, a new list), and hand out a list of its own that a caller may sort.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dispatchCommand } from '../commands/table.ts';
import { createFederation } from '../createFederation.ts';
import { randomStep, toCommand } from '../testing/randomCommands.ts';
import { figuresAiWorld, playAiWeek } from '../testing/aiWorld.ts';
import { startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import { seatFederationId, type World } from '../world.ts';
import { createWorld } from '../createWorld.ts';
import { freeWrestler } from './contracts.ts';
import { rosterOf, setFederationOf } from './wrestler.ts';

function checkRosters(world: World, note: string): void {
  for (const id of [...world.federations.map((f) => f.id), 'nobody']) {
    const scan = world.wrestlers.filter((w) => w.federationId === id);
    const indexed = rosterOf(world, id);
    expect(indexed.length, `${note}: ${id}`).toBe(scan.length);
    indexed.forEach((w, i) => expect(w, `${note}: ${id} #${i}`).toBe(scan[i]));
  }
}

describe('rosterOf', () => {
  it('answers as a scan does after signings, releases, a pushed signed wrestler, a replaced element and a new list', () => {
    const world = startedWorld(8);
    const you = seatFederationId(world);
    checkRosters(world, 'start');
    withRoster(world, 6);
    checkRosters(world, 'withRoster');
    const mine = rosterOf(world, you);
    mine.sort((a, b) => a.name.localeCompare(b.name)).pop();
    checkRosters(world, 'a caller sorted and cut its copy');
    freeWrestler(world, rosterOf(world, you)[2]!, 'test');
    checkRosters(world, 'released');
    world.wrestlers.push({ ...structuredClone(rosterOf(world, you)[0]!), id: 'copy_1', name: 'Copy One' });
    checkRosters(world, 'pushed');
    const at = world.wrestlers.findIndex((w) => w.federationId === you);
    world.wrestlers[at] = structuredClone(world.wrestlers[at]!);
    checkRosters(world, 'replaced');
    const free = world.wrestlers.find((w) => w.federationId === null)!;
    setFederationOf(world, free, you);
    checkRosters(world, 'setFederationOf');
    world.wrestlers = world.wrestlers.filter((_, i) => i % 2 === 0);
    checkRosters(world, 'new list');
  });

  it('answers as a scan does for each of several worlds in one process, whichever world changed last', () => {
    // A server holds many worlds: each world's changes are counted for that world alone.
    const worlds = [startedWorld(8), startedWorld(9), startedWorld(10)];
    for (const world of worlds) checkRosters(world, 'start');
    for (let round = 0; round < 3; round += 1) {
      for (const [i, world] of worlds.entries()) {
        const free = world.wrestlers.find((w) => w.federationId === null)!;
        setFederationOf(world, free, seatFederationId(world));
        for (const [j, other] of worlds.entries()) checkRosters(other, `round ${round}: world ${i} signed, world ${j} read`);
        freeWrestler(world, rosterOf(world, seatFederationId(world))[0]!, 'test');
        for (const [j, other] of worlds.entries()) checkRosters(other, `round ${round}: world ${i} released, world ${j} read`);
      }
    }
  });

  it('answers as a scan does every week of two years of the AI world', () => {
    const world = figuresAiWorld(3);
    checkRosters(world, 'start');
    for (let week = 1; week <= 104; week += 1) {
      playAiWeek(world);
      checkRosters(world, `week ${week}`);
    }
  }, 120_000);

  it('answers as a scan does after random commands and weeks in a world with rivals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), fc.array(randomStep, { minLength: 10, maxLength: 40 }), (seed, steps) => {
        const world = createWorld(seed, { aiFederations: true });
        createFederation(world, seatFederationId(world), { name: 'Test Wrestling', logo: '' }, world.rng, TEST_NOW);
        const you = seatFederationId(world);
        checkRosters(world, 'start');
        for (const step of steps) {
          if (step.kind === 'richer') continue;
          for (let i = 0; i < (step.kind === 'advance' ? step.weeks : 1); i += 1) {
            const command = toCommand(world, step, you)!;
            try {
              dispatchCommand(world, command.name, you, command.payload, { now: TEST_NOW });
            } catch {
              // A refusal changes nothing; the rosters must still match.
            }
            checkRosters(world, step.kind);
          }
        }
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
