import { describe, expect, it } from 'vitest';
import { createRngState } from '../rng.ts';
import { hireStaff } from '../staff/hiring.ts';
import { player, startedWorld, TEST_NOW } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { signWrestler } from './signing.ts';
import { advanceTraining, startTraining } from './training.ts';
import { refreshRating } from './wrestler.ts';
import { executeCommand } from '../commands/table.ts';

function rosterWorld(seed: number) {
  const world = startedWorld(seed);
  const id = player(world).market[0]!;
  signWrestler(world, 'player', id, { source: 'market', contractType: 'permanent', weeks: 5 });
  const wrestler = world.wrestlers.find((w) => w.id === id)!;
  return { world, wrestler };
}

describe('training (spec §4)', () => {
  it('costs funds, sets status training, and counts down to a skill gain with a history entry', () => {
    const { world, wrestler } = rosterWorld(60);
    wrestler.skills.stamina = 40;
    const funds = player(world).funds;
    const events = startTraining(world, 'player', wrestler.id, 'stamina');
    expect(events).toEqual([{ kind: 'trainingStarted', federationId: 'player', wrestlerId: wrestler.id, name: wrestler.name, skill: 'stamina', weeks: 2, cost: 1_300 }]);
    expect(player(world).funds).toBe(funds - 1_300);
    expect(player(world).currentLines.at(-1)).toEqual({ kind: 'training', label: `Training: ${wrestler.name} (Stamina)`, amount: -1_300, paidAt: 'action' });
    expect(wrestler.status).toBe('training');
    expect(wrestler.training).toEqual({ isTraining: true, targetSkill: 'stamina', weeksRemaining: 2, completedWeeks: 0, totalWeeks: 2 });

    const first = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(first.some((e) => e.kind === 'trainingCompleted')).toBe(false);
    expect(wrestler.training).toMatchObject({ weeksRemaining: 1, completedWeeks: 1 });

    const second = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    const done = second.find((e) => e.kind === 'trainingCompleted');
    expect(done).toMatchObject({ wrestlerId: wrestler.id, skill: 'stamina' });
    const gain = wrestler.skills.stamina - 40;
    expect(gain).toBeGreaterThanOrEqual(1);
    expect(gain).toBeLessThanOrEqual(5);
    expect(wrestler.status).toBe('active');
    expect(wrestler.training.isTraining).toBe(false);
    expect(wrestler.history.at(-1)).toEqual({ week: 2, skill: 'stamina', change: gain, value: 40 + gain, reason: 'Training' });
  });

  it('caps the skill at 100 and recomputes rating and category', () => {
    const { world, wrestler } = rosterWorld(61);
    wrestler.skills.technic = 99;
    refreshRating(wrestler);
    startTraining(world, 'player', wrestler.id, 'technic');
    wrestler.training.weeksRemaining = 1;
    const before = wrestler.totalPoints;
    advanceTraining(world, createRngState(3));
    expect(wrestler.skills.technic).toBe(100);
    expect(wrestler.totalPoints).toBe(before + 1);
  });

  it('refuses a second course, a skill at 100, an injured or loaned wrestler, a free agent, and a course it cannot pay for', () => {
    const { world, wrestler } = rosterWorld(62);
    startTraining(world, 'player', wrestler.id, 'agility');
    expect(() => startTraining(world, 'player', wrestler.id, 'strength')).toThrow(`${wrestler.name} is already training Agility (`);
    wrestler.status = 'injured';
    expect(() => startTraining(world, 'player', wrestler.id, 'strength')).toThrow(`${wrestler.name} is injured and cannot train.`);
    wrestler.status = 'on_loan';
    expect(() => startTraining(world, 'player', wrestler.id, 'strength')).toThrow(`${wrestler.name} is on loan and cannot train.`);
    wrestler.status = 'active';
    wrestler.skills.charisma = 100;
    expect(() => startTraining(world, 'player', wrestler.id, 'charisma')).toThrow(`${wrestler.name}'s Charisma is already at 100.`);
    const free = world.wrestlers.find((w) => w.federationId === null)!;
    expect(() => startTraining(world, 'player', free.id, 'strength')).toThrow(`${free.name} is not on your roster.`);
    wrestler.skills.strength = 50;
    player(world).funds = 1_499;
    const before = JSON.stringify(world);
    expect(() => startTraining(world, 'player', wrestler.id, 'strength')).toThrow('Insufficient funds. This action costs $1,500');
    expect(JSON.stringify(world)).toBe(before);
  });

  it('is a week shorter with a head coach of 80% effectiveness or more', () => {
    const { world, wrestler } = rosterWorld(63);
    const federation = player(world);
    const coach = federation.staffCandidates.find((s) => s.type === 'head_coach')!;
    Object.assign(coach, { skill: 90, experience: 0, hiringCost: 100 });
    hireStaff(world, 'player', coach.id);
    wrestler.skills.strength = 60;
    startTraining(world, 'player', wrestler.id, 'strength');
    expect(wrestler.training.totalWeeks).toBe(2);
  });
});
