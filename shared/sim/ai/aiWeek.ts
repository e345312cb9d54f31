// The week's AI step (spec §4 "Week advance": AI federations are simulated after the funds are settled).
// For each active AI federation, in founding order: its roster is refilled up to its size (contracts that
// ended), the promoter chooses its actions of the week (controller.ts: signings, releases, renewals, TV,
// products, campaigns, through the command table), the week's show is held or not (aiShow.ts), the week is recorded (showRecord.ts) and the
// shutdown rules are checked (shutdown.ts), then the owner's retirement (ownerRetirement.ts); then the promoters' dealings with each other
// and the players (diplomacy.ts) and a new federation may emerge (emergence.ts). An AI
// federation keeps no inbox: nobody reads it (its choices read the world's state), so the messages the
// shared rules address to AI federations (show results, TV offers, contract warnings) are dropped here,
// which keeps saves and the inbox's per-message trimming small.
// Runs only in a world with AI federations (world.aiFederations).
import { AI_SHUTDOWN_REASONS } from '#shared/rules/ai.ts';
import type { CommandRunner } from '../commands/command.ts';
import type { SimEvent } from '../events.ts';
import type { RngState } from '../rng.ts';
import type { World } from '../world.ts';
import { runAiShowWeek } from './aiShow.ts';
import { aiIsContent, aiPromoter, signThroughTable } from './controller.ts';
import { runAiDealings } from './diplomacy.ts';
import { maybeEmerge } from './emergence.ts';
import { activeAiFederations, aiProfileOf } from './profile.ts';
import { fillAiRoster } from './roster.ts';
import { recordAiWeek } from './showRecord.ts';
import { ownerRetires } from './ownerRetirement.ts';
import { closeAiFederation, shutdownRule } from './shutdown.ts';
import { declineOffersItCannotTake } from '../tv/tvDeals.ts';

export function simulateAiFederations(world: World, rng: RngState, now: number, commands: CommandRunner): SimEvent[] {
  if (!world.aiFederations) return [];
  const events: SimEvent[] = [];
  for (const federation of activeAiFederations(world)) {
    const profile = aiProfileOf(federation)!;
    events.push(...fillAiRoster(world, federation, profile.rosterTarget, signThroughTable(now, commands), aiIsContent(federation, profile) ? 'cheapest' : 'best'));
    // Its TV offers are answered this advance: what it cannot sign or air is declined before and after it acts.
    declineOffersItCannotTake(world, federation);
    events.push(...aiPromoter(world, federation.id, rng, now, commands));
    declineOffersItCannotTake(world, federation);
    const outcome = runAiShowWeek(world, federation, profile, rng, now, commands);
    events.push(...outcome.events);
    recordAiWeek(profile, outcome.show);
    const rule = shutdownRule(federation, profile, rng);
    // The spec's rules first; past its first years, the owner may retire (rules/ownerExit.ts).
    const reason = rule ? AI_SHUTDOWN_REASONS[rule] : ownerRetires(profile, world.calendar.totalWeeksProgressed, rng, activeAiFederations(world).length);
    if (reason) events.push(...closeAiFederation(world, federation, profile, reason, now));
  }
  // The dealings after every promoter's own choices and show: each reads the others as the week left them.
  events.push(...runAiDealings(world, rng, now, commands));
  events.push(...maybeEmerge(world, rng).events);
  dropAiInboxes(world);
  return events;
}

/** Removes every message addressed to an AI federation (active or closed). */
export function dropAiInboxes(world: World): void {
  const ai = new Set(world.federations.filter((f) => aiProfileOf(f)).map((f) => f.id));
  if (world.messages.some((m) => ai.has(m.federationId))) world.messages = world.messages.filter((m) => !ai.has(m.federationId));
}
