// The owner's retirement (shared/rules/ownerExit.ts): checked each week for an active AI federation after
// the spec's shutdown rules, which come first. The chance is drawn only for a federation past
// OWNER_RETIREMENT_AFTER_WEEKS, so the worlds of the first four years draw exactly as before, and only while
// the scene has OWNER_RETIREMENT_MIN_ACTIVE active federations (a thin scene draws nothing either).
import { OWNER_RETIREMENT_AFTER_WEEKS, OWNER_RETIREMENT_CHANCE_PER_WEEK, OWNER_RETIREMENT_MIN_ACTIVE, ownerRetirementReason } from '#shared/rules/ownerExit.ts';
import { chance, type RngState } from '../rng.ts';
import type { AiProfile } from './profile.ts';

/** The reason the owner retires this week, or null when the promotion carries on (`active`: AI federations active now, this one included). */
export function ownerRetires(profile: Pick<AiProfile, 'foundedWeek'>, weekIndex: number, rng: RngState, active: number): string | null {
  const weeksActive = weekIndex - profile.foundedWeek;
  if (weeksActive < OWNER_RETIREMENT_AFTER_WEEKS || active < OWNER_RETIREMENT_MIN_ACTIVE) return null;
  return chance(rng, OWNER_RETIREMENT_CHANCE_PER_WEEK) ? ownerRetirementReason(Math.floor(weeksActive / 52)) : null;
}
