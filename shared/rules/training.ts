// Training (spec: simulation §4 "Training"): the skill gain distribution is the spec's; the duration and
// the cost are our design (docs/rules/roster.md "Training").

export const SKILLS = ['strength', 'agility', 'technic', 'charisma', 'stamina'] as const;
export type SkillName = (typeof SKILLS)[number];

export const SKILL_LABELS: Readonly<Record<SkillName, string>> = {
  strength: 'Strength',
  agility: 'Agility',
  technic: 'Technical',
  charisma: 'Charisma',
  stamina: 'Stamina',
};

export const SKILL_MAX = 100;

/** The gain when training ends: [points, probability] (spec: 50% +1, 25% +2, 12.5% +3, 7.5% +4, 5% +5). */
export const TRAINING_GAINS: ReadonlyArray<readonly [number, number]> = [
  [1, 0.5],
  [2, 0.25],
  [3, 0.125],
  [4, 0.075],
  [5, 0.05],
];

/** Weeks a training course lasts by the skill's current level: [minimum level, weeks]. Higher skills take longer. */
export const TRAINING_WEEKS_BY_LEVEL: ReadonlyArray<readonly [number, number]> = [
  [85, 5],
  [70, 4],
  [50, 3],
  [0, 2],
];

/** Cost of a course: a fixed part plus a part per point of the skill's current level, in USD. */
export const TRAINING_BASE_COST_USD = 500;
export const TRAINING_COST_PER_LEVEL_USD = 20;

/** A head coach at least this effective (0-1) shortens every course by TRAINING_COACH_WEEKS_SAVED. */
export const TRAINING_COACH_MIN_EFFECTIVENESS = 0.8;
export const TRAINING_COACH_WEEKS_SAVED = 1;

export function isSkillName(value: string): value is SkillName {
  return (SKILLS as readonly string[]).includes(value);
}

/** Weeks of a course for a skill at this level, before any coach. */
export function baseTrainingWeeks(level: number): number {
  for (const [minimum, weeks] of TRAINING_WEEKS_BY_LEVEL) if (level >= minimum) return weeks;
  return TRAINING_WEEKS_BY_LEVEL[TRAINING_WEEKS_BY_LEVEL.length - 1]![1];
}

/** Weeks of a course, with the head coach's effectiveness (0-1, 0 without a coach). */
export function trainingWeeks(level: number, coachEffectiveness: number): number {
  const weeks = baseTrainingWeeks(level);
  return coachEffectiveness >= TRAINING_COACH_MIN_EFFECTIVENESS ? Math.max(1, weeks - TRAINING_COACH_WEEKS_SAVED) : weeks;
}

/** Cost of a course for a skill at this level, in USD. */
export function trainingCost(level: number): number {
  return TRAINING_BASE_COST_USD + TRAINING_COST_PER_LEVEL_USD * Math.round(level);
}

/** The gain for a uniform draw in [0, 1). */
export function trainingGainFor(draw: number): number {
  let cumulative = 0;
  for (const [points, probability] of TRAINING_GAINS) {
    cumulative += probability;
    if (draw < cumulative) return points;
  }
  return TRAINING_GAINS[TRAINING_GAINS.length - 1]![0];
}
