// The owner's retirement (shared/rules/ownerExit.ts): checked each week for an active AI federation after
// the spec's shutdown rules, which come first. The chance is drawn only for a federation past
// OWNER_RETIREMENT_AFTER_WEEKS, so the worlds of the first four years draw exactly as before.
import { OWNER_RETIREMENT_AFTER_WEEKS, OWNER_RETIREMENT_CHANCE_PER_WEEK, ownerRetirementReason } from '../../rules/ownerExit.ts';
import { chance, type RngState } from '../rng.ts';
import type { AiProfile } from './profile.ts';

/** The reason the owner retires this week, or null when the promotion carries on. */
export function ownerRetires(profile: Pick<AiProfile, 'foundedWeek'>, weekIndex: number, rng: RngState): string | null {
  const weeksActive = weekIndex - profile.foundedWeek;
  if (weeksActive < OWNER_RETIREMENT_AFTER_WEEKS) return null;
  return chance(rng, OWNER_RETIREMENT_CHANCE_PER_WEEK) ? ownerRetirementReason(Math.floor(weeksActive / 52)) : null;
}
