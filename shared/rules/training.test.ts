import { describe, expect, it } from 'vitest';
import { createRngState, nextFloat } from '../sim/rng.ts';
import { baseTrainingWeeks, TRAINING_GAINS, trainingCost, trainingGainFor, trainingWeeks } from './training.ts';

describe('training gain (spec §4: 50% +1, 25% +2, 12.5% +3, 7.5% +4, 5% +5)', () => {
  it('maps the draw boundaries exactly', () => {
    expect(trainingGainFor(0)).toBe(1);
    expect(trainingGainFor(0.4999)).toBe(1);
    expect(trainingGainFor(0.5)).toBe(2);
    expect(trainingGainFor(0.7499)).toBe(2);
    expect(trainingGainFor(0.75)).toBe(3);
    expect(trainingGainFor(0.8749)).toBe(3);
    expect(trainingGainFor(0.875)).toBe(4);
    expect(trainingGainFor(0.9499)).toBe(4);
    expect(trainingGainFor(0.95)).toBe(5);
    expect(trainingGainFor(0.99999)).toBe(5);
  });

  it('follows the distribution over 200,000 seeded draws (within 0.5 percentage points)', () => {
    const rng = createRngState(2026);
    const counts = new Map<number, number>();
    const draws = 200_000;
    for (let i = 0; i < draws; i += 1) {
      const gain = trainingGainFor(nextFloat(rng));
      counts.set(gain, (counts.get(gain) ?? 0) + 1);
    }
    for (const [gain, probability] of TRAINING_GAINS) expect(Math.abs((counts.get(gain) ?? 0) / draws - probability)).toBeLessThan(0.005);
  });
});

describe('course length and cost (our design)', () => {
  it.each([
    [0, 2],
    [49, 2],
    [50, 3],
    [69, 3],
    [70, 4],
    [84, 4],
    [85, 5],
    [99, 5],
  ])('a skill at %i takes %i weeks', (level, weeks) => {
    expect(baseTrainingWeeks(level)).toBe(weeks);
  });

  it('is a week shorter with a head coach at 80% effectiveness or more, never below 1 week', () => {
    expect(trainingWeeks(60, 0.79)).toBe(3);
    expect(trainingWeeks(60, 0.8)).toBe(2);
    expect(trainingWeeks(10, 1)).toBe(1);
  });

  it('costs $500 plus $20 per point of the current level', () => {
    expect(trainingCost(0)).toBe(500);
    expect(trainingCost(40)).toBe(1_300);
    expect(trainingCost(99)).toBe(2_480);
  });
});
