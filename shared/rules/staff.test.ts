import { describe, expect, it } from 'vitest';
import { coachEffectiveness, staffHiringCost, staffWeeklySalary } from './staff.ts';

describe('staff pay (spec §9)', () => {
  it.each([
    ['head_coach', 60, 3],
    ['head_coach', 99, 3 + 39 * 50],
    ['head_of_talent', 60, 25],
    ['head_of_talent', 75, 25 + 15 * 50],
    ['head_of_finance', 80, 28 + 20 * 50],
    ['head_of_social_media', 61, 22 + 50],
  ] as const)('%s at skill %i earns $%i a week', (type, skill, salary) => {
    expect(staffWeeklySalary(type, skill)).toBe(salary);
  });

  it('costs 4 weeks of salary to hire', () => {
    expect(staffHiringCost(1_003)).toBe(4_012);
  });
});

describe('coach effectiveness (spec §9)', () => {
  it('is skill/100 plus up to 0.2 for experience, capped at 1', () => {
    expect(coachEffectiveness(60, 0)).toBeCloseTo(0.6, 10);
    expect(coachEffectiveness(60, 49)).toBeCloseTo(0.8, 10);
    expect(coachEffectiveness(70, 24.5)).toBeCloseTo(0.8, 10);
    expect(coachEffectiveness(95, 49)).toBe(1);
  });
});
