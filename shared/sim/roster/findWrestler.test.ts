// findWrestlerIn keeps an index of the wrestlers list: it must answer exactly as a scan
// of the list does, whatever happened to the list since the last lookup.
import { describe, expect, it } from 'vitest';
import { startedWorld } from '../testing/worlds.ts';
import { findWrestlerIn, requireWrestler } from './wrestler.ts';

describe('findWrestlerIn', () => {
  it('answers as a scan does after a push, a splice, a replaced element and a new list', () => {
    const world = startedWorld(8);
    const scan = (id: string) => world.wrestlers.find((w) => w.id === id);
    const ids = () => [...world.wrestlers.map((w) => w.id), 'nobody'];
    const check = () => {
      for (const id of ids()) expect(findWrestlerIn(world, id), id).toBe(scan(id));
    };
    check();
    world.wrestlers.push({ ...structuredClone(world.wrestlers[0]!), id: 'rookie_1', name: 'Rookie One' });
    check();
    const [gone] = world.wrestlers.splice(3, 1);
    expect(findWrestlerIn(world, gone!.id)).toBeUndefined();
    check();
    world.wrestlers[5] = structuredClone(world.wrestlers[5]!);
    check();
    world.wrestlers = world.wrestlers.filter((_, i) => i % 2 === 0);
    check();
    expect(() => requireWrestler(world, 'nobody')).toThrow('Wrestler not found.');
  });
});
