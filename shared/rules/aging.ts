// A world that lasts decades (docs/rules/roster.md "A world that lasts decades"): wrestlers
// age, grow when young, decline with age and retire; rookies replace them. The spec gives no figure for any
// of it: every number here is our design, a named constant with its unit. In this slice it acts only in a
// world with AI federations (world.aiFederations); a lone player's world never ages.
import type { WrestlerCategory } from './rating.ts';
import type { SkillName } from './training.ts';

/** Weeks between two birthdays of a wrestler ("a year every 52 weeks"), weeks. */
export const WEEKS_PER_YEAR_OF_AGE = 52;

/**
 * A wrestler's yearly skill change on a birthday, by the age reached: each skill moves by a whole number
 * drawn evenly from [min, max] points (the skill scale is 0-100). Young wrestlers grow, the late twenties
 * and early thirties hold, the body declines from the mid thirties on. The last band covers every age above.
 */
export const AGING_SKILL_CURVE: ReadonlyArray<{ readonly upToAge: number; readonly min: number; readonly max: number }> = [
  { upToAge: 23, min: 2, max: 6 },
  { upToAge: 27, min: 1, max: 4 },
  { upToAge: 31, min: 0, max: 2 },
  { upToAge: 34, min: -2, max: 1 },
  { upToAge: 37, min: -4, max: 0 },
  { upToAge: 40, min: -5, max: -1 },
  { upToAge: Number.POSITIVE_INFINITY, min: -7, max: -2 },
];

/**
 * The craft skills (ring technique and talking) are learned, not worn out: a decline drawn for them is
 * multiplied by this share (rounded toward zero), so a veteran keeps them longer than strength or speed.
 * Growth is not reduced.
 */
export const CRAFT_SKILLS: readonly SkillName[] = ['technic', 'charisma'];
export const CRAFT_DECLINE_SHARE = 0.5;

/** Lowest and highest value a skill reaches by aging, points (the spec caps skills at 100). */
export const AGED_SKILL_MIN = 1;
export const AGED_SKILL_MAX = 100;

/** No wrestler retires on a birthday below this age, years. */
export const RETIREMENT_MIN_AGE = 30;
/** Retirement chance on the birthday reaching RETIREMENT_MIN_AGE, 0-1. */
export const RETIREMENT_BASE_CHANCE = 0.01;
/** Added to the retirement chance per year of age above RETIREMENT_MIN_AGE, 0-1 per year. */
export const RETIREMENT_CHANCE_PER_YEAR = 0.025;
/**
 * Added to the retirement chance per skill point lost on this birthday (the sum of the skills' declines),
 * 0-1 per point: a wrestler whose body is failing retires earlier than one who still holds their level.
 */
export const RETIREMENT_CHANCE_PER_POINT_LOST = 0.005;
/** Every wrestler retires on the birthday reaching this age, years. */
export const RETIREMENT_FORCED_AGE = 50;

/**
 * The chance (0-1) that a wrestler retires on the birthday reaching `age`, having lost `pointsLost` skill
 * points (a positive number) on it: 0 below RETIREMENT_MIN_AGE; then base + per year above it + per point
 * lost, at most 1; 1 from RETIREMENT_FORCED_AGE.
 */
export function retirementChance(age: number, pointsLost: number): number {
  if (age >= RETIREMENT_FORCED_AGE) return 1;
  if (age < RETIREMENT_MIN_AGE) return 0;
  const chance = RETIREMENT_BASE_CHANCE + RETIREMENT_CHANCE_PER_YEAR * (age - RETIREMENT_MIN_AGE) + RETIREMENT_CHANCE_PER_POINT_LOST * Math.max(0, pointsLost);
  return Math.min(1, chance);
}

/**
 * Retired wrestlers keep a small record (shared/sim/roster/retired.ts) so their page, the news and the title
 * lineages still lead somewhere. Only the most recent this many are kept: a record is about 300 bytes and a
 * world retires about 15-25 wrestlers a year, so this keeps roughly the last ten years of retirees and adds at
 * most ~60 KB to a save however long a career runs. Records.
 */
export const RETIRED_RECORDS_KEPT = 200;

/** The yearly change range of each skill on the birthday reaching `age`, points. */
export function agingSkillRange(age: number): { min: number; max: number } {
  const band = AGING_SKILL_CURVE.find((b) => age <= b.upToAge)!;
  return { min: band.min, max: band.max };
}

/**
 * Rookies keep the world's numbers stable. Each week advance (after the birthdays' retirements) rookies
 * arrive, one at a time, while the world holds fewer wrestlers than its head count target (the catalog's
 * size: a world keeps the head count it started with; shared/sim/roster/rookies.ts) or while fewer than
 * this many wrestlers are free agents, so the pool never runs dry however many federations sign. Wrestlers.
 */
export const ROOKIE_FREE_AGENT_FLOOR = 30;

/**
 * A new world with rival federations tops its pool up once they have signed (rookies.ts
 * arriveFoundingNewcomers): lowest-tier newcomers join until a federation of the starting popularity can
 * sign this many free agents, as many as a world without rivals offers (the catalog: 25), wrestlers.
 */
export const NEWCOMER_QUALIFIED_FLOOR = 25;
/** The category the founding newcomers' skills aim for: the bottom, where a new federation signs. */
export const NEWCOMER_TIER: WrestlerCategory = 'F';
/** At most this many founding newcomers (a bound, never reached in practice), wrestlers. */
export const NEWCOMERS_MAX_AT_FOUNDING = 60;

/** A rookie's age when they arrive, years, both ends inclusive (the catalog's youngest are 19-22). */
export const ROOKIE_AGE = { min: 18, max: 22 } as const;
/** The category a rookie's skills aim for, with its weight (share of rookies): most start at the bottom. */
export const ROOKIE_TIER_WEIGHTS: ReadonlyArray<{ readonly tier: WrestlerCategory; readonly weight: number }> = [
  { tier: 'F', weight: 0.45 },
  { tier: 'E', weight: 0.35 },
  { tier: 'D', weight: 0.15 },
  { tier: 'C', weight: 0.05 },
];
/** Share of rookies who are women (the catalog: 31 of 105), 0-1. */
export const ROOKIE_FEMALE_SHARE = 0.3;
/** Share of rookies who wrestle under a mask (the catalog: 6 of 105), 0-1. */
export const ROOKIE_MASKED_SHARE = 0.06;
