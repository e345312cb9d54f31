import { describe, expect, it } from 'vitest';
import { player, startedWorld, TEST_NOW } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { moraleParts } from './morale.ts';
import { signWrestler } from './signing.ts';
import type { Wrestler } from './wrestler.ts';

function signed(seed: number) {
  const world = startedWorld(seed);
  const id = player(world).market[0]!;
  signWrestler(world, 'player', id, { source: 'market', contractType: 'permanent', weeks: 5 });
  return { world, wrestler: world.wrestlers.find((w) => w.id === id)! as Wrestler };
}

describe('weekly morale (our design)', () => {
  it('rewards a new contract, then falls after 2 idle weeks, and keeps its reasons', () => {
    const { world, wrestler } = signed(70);
    wrestler.morale = 60;
    advanceWeek(world, world.rng, TEST_NOW);
    expect(wrestler.moraleChange).toEqual([{ label: 'New contract', amount: 2 }]);
    expect(wrestler.morale).toBe(62);
    advanceWeek(world, world.rng, TEST_NOW);
    expect(wrestler.morale).toBe(62);
    const events = advanceWeek(world, world.rng, TEST_NOW);
    expect(wrestler.idleWeeks).toBe(3);
    expect(wrestler.moraleChange).toEqual([{ label: 'No work for 3 weeks', amount: -1 }]);
    expect(wrestler.morale).toBe(61);
    expect(events).toContainEqual({ kind: 'moraleChanged', federationId: 'player', wrestlerId: wrestler.id, name: wrestler.name, from: 62, to: 61, parts: wrestler.moraleChange });
    // Two weeks left on the contract: the wrestler starts to worry.
    advanceWeek(world, world.rng, TEST_NOW);
    expect(wrestler.moraleChange).toEqual([
      { label: 'No work for 4 weeks', amount: -1 },
      { label: 'Contract running out', amount: -1 },
    ]);
    expect(wrestler.morale).toBe(59);
  });

  it('weighs pay against the asking salary', () => {
    const { wrestler } = signed(71);
    wrestler.askingSalary = 1_000;
    const pay = (salary: number) => moraleParts({ ...wrestler, contract: { ...wrestler.contract!, salary, weeksRemaining: 10, signedWeek: -1 } }, 0, false, 0);
    expect(pay(1_100)).toEqual([{ label: 'Paid above their asking salary', amount: 1 }]);
    expect(pay(900)).toEqual([]);
    expect(pay(899)).toEqual([{ label: 'Paid below their asking salary', amount: -1 }]);
    expect(pay(749)).toEqual([{ label: 'Paid far below their asking salary', amount: -2 }]);
  });

  it('counts training as work and as a boost, and stays within 0-100', () => {
    const { world, wrestler } = signed(72);
    wrestler.status = 'training';
    wrestler.training = { isTraining: true, targetSkill: 'strength', weeksRemaining: 3, completedWeeks: 0, totalWeeks: 3 };
    wrestler.morale = 99;
    advanceWeek(world, world.rng, TEST_NOW);
    expect(wrestler.idleWeeks).toBe(0);
    expect(wrestler.moraleChange).toContainEqual({ label: 'Training: the federation invests in them', amount: 1 });
    expect(wrestler.morale).toBe(100);
    wrestler.status = 'active';
    wrestler.training.isTraining = false;
    wrestler.idleWeeks = 10;
    wrestler.morale = 1;
    advanceWeek(world, world.rng, TEST_NOW);
    expect(wrestler.morale).toBe(0);
  });
});
