// Match types and stipulations (our design, docs/rules/shows.md "Booking"): how many take part, how the
// five skills weigh in each, what the spectacle adds, and how risky it is.
import type { SkillName } from './training.ts';

export const MATCH_TYPES = ['singles', 'tag_team', 'triple_threat', 'fatal_four_way'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

export const STIPULATIONS = ['standard', 'no_disqualification', 'submission', 'ladder', 'steel_cage'] as const;
export type Stipulation = (typeof STIPULATIONS)[number];

export interface MatchTypeRule {
  label: string;
  /** Wrestlers in the match. */
  participants: number;
  /** Teams (sides): 2 for singles and tag, one per wrestler in multi-person matches. */
  sides: number;
  /** Weight of each skill in the match's work rate; they add up to 1. */
  weights: Readonly<Record<SkillName, number>>;
  /** Stars the format adds or costs on its own. */
  spectacle: number;
  /** Chance for each participant to be hurt, before stamina and stipulation. */
  injuryChance: number;
}

export const MATCH_TYPE_RULES: Readonly<Record<MatchType, MatchTypeRule>> = {
  singles: {
    label: 'Singles',
    participants: 2,
    sides: 2,
    weights: { strength: 0.2, agility: 0.2, technic: 0.3, charisma: 0.1, stamina: 0.2 },
    spectacle: 0,
    injuryChance: 0.02,
  },
  tag_team: {
    label: 'Tag Team',
    participants: 4,
    sides: 2,
    weights: { strength: 0.2, agility: 0.25, technic: 0.2, charisma: 0.2, stamina: 0.15 },
    spectacle: 0.2,
    injuryChance: 0.015,
  },
  triple_threat: {
    label: 'Triple Threat',
    participants: 3,
    sides: 3,
    weights: { strength: 0.15, agility: 0.3, technic: 0.25, charisma: 0.15, stamina: 0.15 },
    spectacle: 0.3,
    injuryChance: 0.025,
  },
  fatal_four_way: {
    label: 'Fatal Four-Way',
    participants: 4,
    sides: 4,
    weights: { strength: 0.15, agility: 0.3, technic: 0.2, charisma: 0.15, stamina: 0.2 },
    spectacle: 0.4,
    injuryChance: 0.03,
  },
};

export interface StipulationRule {
  label: string;
  /** Extra weight moved onto one skill (taken evenly from the others). */
  favours: SkillName | null;
  /** Stars the stipulation adds on its own. */
  spectacle: number;
  /** Added to each participant's injury chance. */
  injuryChance: number;
  /** The finish a winner gets, for the results. */
  finish: string;
}

/** Weight a stipulation moves onto the skill it favours. */
export const STIPULATION_WEIGHT_SHIFT = 0.15;

export const STIPULATION_RULES: Readonly<Record<Stipulation, StipulationRule>> = {
  standard: { label: 'Standard', favours: null, spectacle: 0, injuryChance: 0, finish: 'pinfall' },
  no_disqualification: { label: 'No Disqualification', favours: 'strength', spectacle: 0.3, injuryChance: 0.03, finish: 'pinfall' },
  submission: { label: 'Submission', favours: 'technic', spectacle: 0.1, injuryChance: 0.01, finish: 'submission' },
  ladder: { label: 'Ladder', favours: 'agility', spectacle: 0.6, injuryChance: 0.05, finish: 'retrieving the prize' },
  steel_cage: { label: 'Steel Cage', favours: 'stamina', spectacle: 0.4, injuryChance: 0.03, finish: 'escaping the cage' },
};

/** The skill weights of a match type under a stipulation (still adding up to 1), worked out from the rules. */
function shiftedWeights(type: MatchType, stipulation: Stipulation): Record<SkillName, number> {
  const base = { ...MATCH_TYPE_RULES[type].weights };
  const favours = STIPULATION_RULES[stipulation].favours;
  if (!favours) return base;
  const others = (Object.keys(base) as SkillName[]).filter((s) => s !== favours);
  for (const skill of others) base[skill] -= STIPULATION_WEIGHT_SHIFT / others.length;
  base[favours] += STIPULATION_WEIGHT_SHIFT;
  return base;
}

/**
 * Every type's weights under every stipulation, worked out once: every match rated, decided or described
 * reads them (several times per segment of every show of the week), and the rules never change.
 */
const WEIGHTS_TABLE: Readonly<Record<MatchType, Readonly<Record<Stipulation, Readonly<Record<SkillName, number>>>>>> = Object.fromEntries(
  MATCH_TYPES.map((type) => [type, Object.fromEntries(STIPULATIONS.map((stipulation) => [stipulation, Object.freeze(shiftedWeights(type, stipulation))]))]),
) as Record<MatchType, Record<Stipulation, Readonly<Record<SkillName, number>>>>;

/** The skill weights of a match type under a stipulation (still adding up to 1); shared, so read-only. */
export function matchWeights(type: MatchType, stipulation: Stipulation): Readonly<Record<SkillName, number>> {
  return WEIGHTS_TABLE[type][stipulation];
}

/**
 * A wrestler's work in a match, in skill points (0-100): the skills weighted by matchWeights, summed from 0 in
 * SKILLS order (the figure of a loop or a reduce over SKILLS). Written out skill by skill: a loop over the
 * names reads both records by a computed key, and every match of every show of the week is rated and decided
 * with it (matchTypes.test.ts holds it to the loop, and to SKILLS).
 */
export function weightedWork(weights: Readonly<Record<SkillName, number>>, skills: Readonly<Record<SkillName, number>>): number {
  return 0 + weights.strength * skills.strength + weights.agility * skills.agility + weights.technic * skills.technic + weights.charisma * skills.charisma + weights.stamina * skills.stamina;
}

export function isMatchType(value: string): value is MatchType {
  return (MATCH_TYPES as readonly string[]).includes(value);
}
