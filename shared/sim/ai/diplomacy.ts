// The promoters' dealings of the week (docs/rules/ai.md "Dealings"): after the promoters' other choices,
// each running computer-run federation, in founding order, that has rested AI_DEALING_REST_WEEKS since its
// last dealing lists its dealings (diplomacyCandidates.ts), weighs them by its personality
// (rules/aiDiplomacy.ts AI_DEALING_WEIGHTS) plus seeded noise, and takes at most AI_DEALINGS_PER_WEEK
// through the command table (decide.ts, the choosing its other actions go through), within the week's
// spending cap. A federation receives at most AI_DEALINGS_RECEIVED_PER_WEEK dealings a week, and a pair
// deals again only after AI_DEALING_PAIR_COOLDOWN_WEEKS: nobody is spammed. Every dealing taken is
// recorded with its reason, and a player it was aimed at reads that reason in the dealing's message.
import {
  AI_DEALING_MIN_UTILITY,
  AI_DEALING_NOISE,
  AI_DEALING_PAIR_COOLDOWN_WEEKS,
  AI_DEALING_REST_WEEKS,
  AI_DEALING_WEIGHTS,
  AI_DEALINGS_PER_WEEK,
  AI_DEALINGS_RECEIVED_PER_WEEK,
  type AiDealingKind,
} from '#shared/rules/aiDiplomacy.ts';
import type { CommandRunner } from '../commands/command.ts';
import type { SimEvent } from '../events.ts';
import type { RngState } from '../rng.ts';
import { rosterOf } from '../roster/wrestler.ts';
import type { World } from '../world.ts';
import { aiSpendingCap, recordDecision } from './controller.ts';
import { decide, type Caps, type DecisionRecord, type Weights } from './decide.ts';
import { dealingCandidates, type DealingCandidate } from './diplomacyCandidates.ts';
import { activeAiFederations, aiProfileOf, type AiProfile } from './profile.ts';

/** True while the promoter rests after its last dealing (AI_DEALING_REST_WEEKS). */
export function restingFromDealings(profile: Pick<AiProfile, 'dealtWith'>, week: number): boolean {
  const weeks = Object.values(profile.dealtWith ?? {});
  return weeks.length > 0 && week - Math.max(...weeks) < AI_DEALING_REST_WEEKS;
}

/** Notes a dealing with `otherId` this week, dropping the entries whose cooldown is over. */
export function noteDealing(profile: AiProfile, otherId: string, week: number): void {
  const kept: Record<string, number> = {};
  for (const [id, at] of Object.entries(profile.dealtWith ?? {})) if (week - at < AI_DEALING_PAIR_COOLDOWN_WEEKS) kept[id] = at;
  kept[otherId] = week;
  profile.dealtWith = kept;
}

/** The promoter's weights for its dealings: its personality's, and its noise. */
export function dealingWeights(profile: Pick<AiProfile, 'personality'>): Weights<AiDealingKind> {
  return { weights: AI_DEALING_WEIGHTS[profile.personality], noise: AI_DEALING_NOISE[profile.personality] };
}

/**
 * The week's dealings of every running promoter. `world.aiDealings === false` turns them off (the
 * benchmark's comparison of the week with and without them); absent, they are on.
 */
export function runAiDealings(world: World, rng: RngState, now: number, commands: CommandRunner): SimEvent[] {
  if (world.aiDealings === false) return [];
  const events: SimEvent[] = [];
  const week = world.calendar.totalWeeksProgressed;
  const received = new Map<string, number>();
  for (const federation of activeAiFederations(world)) {
    const profile = aiProfileOf(federation)!;
    if (restingFromDealings(profile, week)) continue;
    const roster = rosterOf(world, federation.id);
    const candidates = dealingCandidates(world, federation, profile, roster).filter((c) => (received.get(c.targetId) ?? 0) < AI_DEALINGS_RECEIVED_PER_WEEK);
    if (candidates.length === 0) continue;
    // The players' inboxes before each command, to find the message a dealing sends them and add its reason.
    let seen = new Set<string>();
    const runner: CommandRunner = (w, name, federationId, payload, context) => {
      seen = new Set(w.messages.map((m) => m.id));
      return commands(w, name, federationId, payload, context);
    };
    const record: DecisionRecord<DealingCandidate> = (choice, weekIndex) => {
      recordDecision(profile, { weekIndex, action: 'dealing', dealing: choice.kind, targetId: choice.targetId, reason: choice.reason });
      noteDealing(profile, choice.targetId, weekIndex);
      received.set(choice.targetId, (received.get(choice.targetId) ?? 0) + 1);
      if (choice.command !== 'makeOffer') addMotive(world, choice.targetId, seen, choice.motive);
    };
    const caps: Caps<AiDealingKind> = { actions: AI_DEALINGS_PER_WEEK, budget: aiSpendingCap(world, federation, profile, roster), minUtility: AI_DEALING_MIN_UTILITY };
    events.push(...decide(world, federation.id, candidates, dealingWeights(profile), caps, rng, now, runner, record).events);
  }
  return events;
}

/** Adds the dealer's reason to the federation_interaction messages the dealing just sent `targetId` (a player's inbox). */
function addMotive(world: World, targetId: string, seen: ReadonlySet<string>, motive: string): void {
  for (const message of world.messages) {
    if (message.federationId === targetId && message.type === 'federation_interaction' && !seen.has(message.id)) message.content = `${message.content} Why: ${motive}`;
  }
}
