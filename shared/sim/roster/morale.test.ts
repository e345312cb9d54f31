import { describe, expect, it } from 'vitest';
import { addMatch } from '../shows/booking.ts';
import { runShow } from '../shows/runShow.ts';
import { createShow } from '../shows/scheduling.ts';
import type { MatchResult } from '../shows/show.ts';
import { player, startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { quoteContract } from './contractTerms.ts';
import { moraleParts } from './morale.ts';
import { signWrestler } from './signing.ts';
import type { Wrestler } from './wrestler.ts';
import { executeCommand } from '../commands/table.ts';

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
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(wrestler.moraleChange).toEqual([{ label: 'New contract', amount: 2 }]);
    expect(wrestler.morale).toBe(62);
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(wrestler.morale).toBe(62);
    const events = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(wrestler.idleWeeks).toBe(3);
    expect(wrestler.moraleChange).toEqual([{ label: 'No work for 3 weeks', amount: -1 }]);
    expect(wrestler.morale).toBe(61);
    expect(events).toContainEqual({ kind: 'moraleChanged', federationId: 'player', wrestlerId: wrestler.id, name: wrestler.name, from: 62, to: 61, parts: wrestler.moraleChange });
    // Two weeks left on the contract: the wrestler starts to worry.
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
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

  it('weighs pay against what was asked for that length: a long deal\'s accepted discount is not "below asking"', () => {
    const { wrestler } = signed(73);
    wrestler.askingSalary = 1_000;
    const pay = (salary: number, lengthWeeks: number) =>
      moraleParts({ ...wrestler, contract: { ...wrestler.contract!, type: 'permanent', salary, lengthWeeks, weeksRemaining: 30, signedWeek: -1 } }, 0, false, 0);
    // 52 weeks ask 90% a week and 26 weeks 95%: agreed at the quote, the wrestler is paid what they asked,
    // and stays so when their asking salary creeps up a little (here by 2%, as popularity grows).
    const agreed52 = quoteContract(wrestler, { source: 'freeAgent', type: 'permanent', weeks: 52 }).salary;
    expect(agreed52).toBe(900);
    wrestler.askingSalary = 1_020;
    expect(pay(agreed52, 52)).toEqual([]);
    wrestler.askingSalary = 1_000;
    expect(pay(950, 26)).toEqual([]);
    // Below 90% of what that length asks is still below asking: 800 / 900 a week.
    expect(pay(800, 52)).toEqual([{ label: 'Paid below their asking salary', amount: -1 }]);
    expect(pay(990, 52)).toEqual([{ label: 'Paid above their asking salary', amount: 1 }]);
    expect(pay(899, 12)).toEqual([{ label: 'Paid below their asking salary', amount: -1 }]);
  });

  it('counts training as work and as a boost, and stays within 0-100', () => {
    const { world, wrestler } = signed(72);
    wrestler.status = 'training';
    wrestler.training = { isTraining: true, targetSkill: 'strength', weeksRemaining: 3, completedWeeks: 0, totalWeeks: 3 };
    wrestler.morale = 99;
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(wrestler.idleWeeks).toBe(0);
    expect(wrestler.moraleChange).toContainEqual({ label: 'Training: the federation invests in them', amount: 1 });
    expect(wrestler.morale).toBe(100);
    wrestler.status = 'active';
    wrestler.training.isTraining = false;
    wrestler.idleWeeks = 10;
    wrestler.morale = 1;
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(wrestler.morale).toBe(0);
  });

  it("keeps the week's show nights among last week's reasons, without counting them twice", () => {
    // A wrestler who worked shows all week read "No change yet" on their profile.
    const world = startedWorld(73);
    player(world).funds = 200_000;
    const [a, b] = withRoster(world, 2);
    const show = createShow(world, 'player', { name: 'Harbor Nights', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'special' });
    addMatch(world, 'player', show.id, { type: 'singles', stipulation: 'standard', participants: [a!.id, b!.id], championshipId: null, isExhibition: false, title: '' });
    a!.morale = 50;
    b!.morale = 50;
    runShow(world, 'player', show.id, world.rng, TEST_NOW);
    const result = show.segments[0]!.result as MatchResult;
    const winner = result.isDraw ? a! : world.wrestlers.find((w) => w.id === result.winners[0])!;
    const loser = winner === a ? b! : a!;
    const night = (id: string) => result.changes.find((c) => c.wrestlerId === id)!.morale;
    const afterShow = winner.morale;
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(winner.moraleChange).toEqual([{ label: `${result.isDraw ? 'Draw' : 'Won'} at Harbor Nights`, amount: night(winner.id) }, { label: 'New contract', amount: 2 }]);
    expect(loser.moraleChange[0]).toEqual({ label: `${result.isDraw ? 'Draw' : 'Lost'} at Harbor Nights`, amount: night(loser.id) });
    // The night's change was applied on the night; the advance adds only the week's own parts.
    expect(winner.morale).toBe(afterShow + 2);
    expect(winner.moraleChange.reduce((sum, p) => sum + p.amount, 0)).toBe(winner.morale - 50);
  });
});
