// The week's wrestler changes (spec: Game state weeklySkillChanges, weeklyPopularityChanges): every change
// of a skill or of popularity of a player federation's wrestler, with its reason, noted where it happens
// (a match or promo on a show, a finished training course, a birthday) and handed to the week report at
// the advance. Noted on the federation holding the wrestler's contract, so no rule scans the world for
// them; a computer-run federation keeps none (nobody reads its report). docs/rules/week.md "The wrestlers'
// week".
import type { SkillName } from '#shared/rules/training.ts';
import type { SimEvent } from '../events.ts';
import { findFederation, type Federation, type World } from '../world.ts';
import type { Wrestler } from './wrestler.ts';

/** One reason's share of a change (a match's rating, its finish), in the change's units. */
export interface WrestlerChangePart {
  label: string;
  amount: number;
}

/** One change of one wrestler in the week: a skill (0-100 points) or popularity (0-100). */
export interface WrestlerChange {
  wrestlerId: string;
  name: string;
  what: SkillName | 'popularity';
  /** The change as applied (after the 0-100 bounds), in points. */
  change: number;
  /** The value after the change. */
  value: number;
  /** Why: "Match at Gold Nights", "Training", "Turned 36". */
  reason: string;
  /** The reason's parts when it has several (a match: its rating and its result), before the bounds. */
  parts?: WrestlerChangePart[];
}

/** The federation whose week report lists this wrestler's changes: a player's holding the contract, else none. */
function reportingFederation(world: World, wrestler: Wrestler): Federation | null {
  if (wrestler.federationId === null) return null;
  const federation = findFederation(world, wrestler.federationId);
  return federation && !federation.ai ? federation : null;
}

/** Notes a change for the week report of the wrestler's federation (nothing for a free agent, a rival's wrestler or no change). */
export function noteWrestlerChange(world: World, wrestler: Wrestler, change: Omit<WrestlerChange, 'wrestlerId' | 'name'>): void {
  if (change.change === 0) return;
  const federation = reportingFederation(world, wrestler);
  if (!federation) return;
  (federation.weekWrestlerChanges ??= []).push({ wrestlerId: wrestler.id, name: wrestler.name, ...change });
}

/**
 * The week advance's last act before the reports are stored: each player federation's changes of the week
 * as one event (none when nothing changed), and its notes cleared for the new week.
 */
export function takeWrestlerWeekChanges(world: World): SimEvent[] {
  const events: SimEvent[] = [];
  for (const federation of world.federations) {
    const changes = federation.weekWrestlerChanges;
    if (!changes) continue;
    delete federation.weekWrestlerChanges;
    if (changes.length > 0) events.push({ kind: 'wrestlerWeekChanges', federationId: federation.id, changes });
  }
  return events;
}

/** The spec's weeklySkillChanges: the skill changes of a week's list. */
export function skillChangesOf(changes: readonly WrestlerChange[]): WrestlerChange[] {
  return changes.filter((c) => c.what !== 'popularity');
}

/** The spec's weeklyPopularityChanges: the popularity changes of a week's list. */
export function popularityChangesOf(changes: readonly WrestlerChange[]): WrestlerChange[] {
  return changes.filter((c) => c.what === 'popularity');
}
