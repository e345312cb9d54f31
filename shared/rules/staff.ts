// Staff (spec: simulation §3 "Staff", §4 "Staff", §6, §9 "Staff"). Figures are the spec's; the
// specializations, the one-per-type rule and the followers figure are our design (docs/rules/staff.md).

export const STAFF_TYPES = ['head_coach', 'head_of_talent', 'head_of_finance', 'head_of_social_media'] as const;
export type StaffType = (typeof STAFF_TYPES)[number];

export const STAFF_TYPE_LABELS: Readonly<Record<StaffType, string>> = {
  head_coach: 'Head Coach',
  head_of_talent: 'Head of Talent',
  head_of_finance: 'Head of Finance',
  head_of_social_media: 'Head of Social Media',
};

/** What each adviser reports every week (spec §6). */
export const STAFF_REPORT_TITLES: Readonly<Record<StaffType, string>> = {
  head_coach: 'Training Report',
  head_of_talent: 'Talent Report',
  head_of_finance: 'Finance Report',
  head_of_social_media: 'Followers Report',
};

export const STAFF_SKILL_MIN = 60;
export const STAFF_SKILL_MAX = 99;
export const STAFF_EXPERIENCE_MIN = 0;
export const STAFF_EXPERIENCE_MAX = 49;
/** Candidates per type when a federation is founded (spec: 2-3). */
export const STAFF_CANDIDATES_MIN = 2;
export const STAFF_CANDIDATES_MAX = 3;

/** Weekly salary base by type, in USD (spec: coach 3, talent 25, finance 28, social 22). */
export const STAFF_BASE_SALARY_USD: Readonly<Record<StaffType, number>> = {
  head_coach: 3,
  head_of_talent: 25,
  head_of_finance: 28,
  head_of_social_media: 22,
};
/** Weekly salary per skill point above STAFF_SKILL_MIN, in USD (spec: 50). */
export const STAFF_SALARY_PER_SKILL_USD = 50;
/** Hiring cost, in weeks of salary (spec: 4). */
export const STAFF_HIRING_WEEKS = 4;

/** A coach's experience adds up to this much effectiveness (spec: 0.2), at STAFF_EXPERIENCE_MAX years. */
export const COACH_EXPERIENCE_BONUS_MAX = 0.2;
/** Below this effectiveness the training report recommends a better coach (spec: 70%). */
export const COACH_RECOMMENDATION_BELOW = 0.7;
/** The training report names up to this many priority wrestlers (spec: 5)... */
export const COACH_PRIORITY_LIMIT = 5;
/** ...whose lowest skill is below this (spec: 60). */
export const COACH_PRIORITY_SKILL_BELOW = 60;

/** Talent report: wrestlers at or below this morale are named as unhappy. */
export const TALENT_LOW_MORALE = 40;
/** Talent report: contracts with this many weeks or fewer left are named. */
export const TALENT_CONTRACT_HORIZON_WEEKS = 4;

/** Followers: per point of federation popularity, and per point of each signed wrestler's popularity. */
export const FOLLOWERS_PER_FEDERATION_POPULARITY = 1_000;
export const FOLLOWERS_PER_WRESTLER_POPULARITY = 25;
/** A head of social media grows followers by (skill - 60) x this share on top. */
export const FOLLOWERS_SOCIAL_BONUS_PER_SKILL = 0.01;

/** Specializations a candidate may have, by type (flavour and the report's focus). */
export const STAFF_SPECIALIZATIONS: Readonly<Record<StaffType, readonly string[]>> = {
  head_coach: ['Technical wrestling', 'Strength and conditioning', 'High-flying', 'Promo work', 'Ring psychology'],
  head_of_talent: ['Scouting', 'Contract negotiation', 'Locker room relations', 'Character development'],
  head_of_finance: ['Cost control', 'Forecasting', 'Tax planning', 'Sponsorship'],
  head_of_social_media: ['Short video', 'Fan community', 'Live events', 'Influencer outreach'],
};

export function isStaffType(value: string): value is StaffType {
  return (STAFF_TYPES as readonly string[]).includes(value);
}

/** Weekly salary of a staff member, in USD: base by type + (skill - 60) x 50. */
export function staffWeeklySalary(type: StaffType, skill: number): number {
  return STAFF_BASE_SALARY_USD[type] + (skill - STAFF_SKILL_MIN) * STAFF_SALARY_PER_SKILL_USD;
}

/** Hiring cost, in USD: 4 x the weekly salary. */
export function staffHiringCost(weeklySalary: number): number {
  return STAFF_HIRING_WEEKS * weeklySalary;
}

/** A coach's effectiveness, 0-1: skill / 100 plus up to 0.2 for experience, capped at 1. */
export function coachEffectiveness(skill: number, experience: number): number {
  const bonus = (Math.min(experience, STAFF_EXPERIENCE_MAX) / STAFF_EXPERIENCE_MAX) * COACH_EXPERIENCE_BONUS_MAX;
  return Math.min(1, skill / 100 + bonus);
}
