// Birthdays and retirements (docs/rules/roster.md "A world that lasts decades"; constants in
// rules/aging.ts). Each wrestler has a birthday week, fixed by their id: every WEEKS_PER_YEAR_OF_AGE weeks
// of the world, on that week, they turn a year older (and a year longer in the business), each skill moves
// along the age curve (drawn from the world's generator), their asking salary and the federation popularity
// they require follow their new rating (the catalog's rule), and from RETIREMENT_MIN_AGE they may retire.
// A retiring wrestler under contract leaves the roster through the release path (titles vacated with the
// reason "Retired", rivalries left, unrun cards cleared), with a message to the federation that held them;
// then every retiring wrestler leaves the world (the head count stays bounded; title lineages keep their
// names), leaving a small record (roster/retired.ts) so their page still opens. Runs only in a world with AI federations in this slice (weekSteps.ts).
import { askingSalaryFor, hashSeed, minPopularityFor } from '#shared/data/wrestlers/generator.ts';
import {
  AGED_SKILL_MAX,
  AGED_SKILL_MIN,
  CRAFT_DECLINE_SHARE,
  CRAFT_SKILLS,
  WEEKS_PER_YEAR_OF_AGE,
  agingSkillRange,
  retirementChance,
} from '#shared/rules/aging.ts';
import { SKILLS } from '#shared/rules/training.ts';
import type { SimEvent } from '../events.ts';
import { addMessage } from '../messages.ts';
import { chance, nextInt, type RngState } from '../rng.ts';
import type { World } from '../world.ts';
import { freeWrestler } from './contracts.ts';
import { keepRetiredRecord, retiredRecord } from './retired.ts';
import { addHistory, refreshRating, type HistoryEntry, type Wrestler } from './wrestler.ts';
import { noteWrestlerChange } from './wrestlerWeekChanges.ts';

/** The week of the year (0-51) on which this wrestler has their birthday: fixed by the id, spread evenly. */
export function birthdayWeekOf(wrestlerId: string): number {
  let week = birthdayWeeks.get(wrestlerId);
  if (week === undefined) {
    if (birthdayWeeks.size >= BIRTHDAY_CACHE_MAX) birthdayWeeks.clear();
    week = hashSeed(wrestlerId) % WEEKS_PER_YEAR_OF_AGE;
    birthdayWeeks.set(wrestlerId, week);
  }
  return week;
}

/**
 * birthdayWeekOf's answers by id: a pure function of the id, asked of every wrestler of the world each
 * week, whose hash cost more than a map read. Shared by every world of the process and emptied when it
 * holds BIRTHDAY_CACHE_MAX ids, so it never grows without bound (ids).
 */
const birthdayWeeks = new Map<string, number>();
const BIRTHDAY_CACHE_MAX = 50_000;

/** True when the world's week `weekIndex` (totalWeeksProgressed) is the wrestler's birthday. */
export function isBirthday(wrestlerId: string, weekIndex: number): boolean {
  return weekIndex % WEEKS_PER_YEAR_OF_AGE === birthdayWeekOf(wrestlerId);
}

/** What one birthday did: the skill points lost (a positive sum) and whether the wrestler retires. */
export interface BirthdayOutcome {
  pointsLost: number;
  retires: boolean;
  /** The skills it moved, as their history entries say them. */
  changes: HistoryEntry[];
}

/**
 * A year older: age and years in the business +1, each skill by the age curve (craft skills decline at
 * CRAFT_DECLINE_SHARE), the rating, asking salary and required popularity recomputed, then the retirement
 * draw. Draws, in order: one per skill (SKILLS order), then one for retirement (none at a certain outcome).
 */
export function celebrateBirthday(wrestler: Wrestler, weekIndex: number, rng: RngState): BirthdayOutcome {
  wrestler.age += 1;
  wrestler.yearsInIndustry += 1;
  const { min, max } = agingSkillRange(wrestler.age);
  let pointsLost = 0;
  const changes: HistoryEntry[] = [];
  for (const skill of SKILLS) {
    let change = nextInt(rng, min, max);
    if (change < 0 && CRAFT_SKILLS.includes(skill)) change = Math.trunc(change * CRAFT_DECLINE_SHARE);
    const before = wrestler.skills[skill];
    const after = Math.min(AGED_SKILL_MAX, Math.max(AGED_SKILL_MIN, before + change));
    if (after === before) continue;
    wrestler.skills[skill] = after;
    if (after < before) pointsLost += before - after;
    const entry: HistoryEntry = { week: weekIndex, skill, change: after - before, value: after, reason: `Turned ${wrestler.age}` };
    addHistory(wrestler, entry);
    changes.push(entry);
  }
  refreshRating(wrestler);
  wrestler.askingSalary = askingSalaryFor(wrestler.totalPoints, wrestler.popularity);
  // A new value: a free agent's fallen price starts from it (roster/unsignedAsking.ts).
  if (wrestler.marketValue !== undefined) wrestler.marketValue = wrestler.askingSalary;
  wrestler.minFederationPopularityRequired = minPopularityFor(wrestler.totalPoints);
  const probability = retirementChance(wrestler.age, pointsLost);
  const retires = probability >= 1 ? true : probability <= 0 ? false : chance(rng, probability);
  return { pointsLost, retires, changes };
}

export const RETIREMENT_MESSAGE_TITLE = 'Retirement';
export function retirementText(wrestler: Pick<Wrestler, 'name' | 'age' | 'yearsInIndustry'>): string {
  return `${wrestler.name} has retired from wrestling at ${wrestler.age}, after ${wrestler.yearsInIndustry} years in the business, and leaves your roster.`;
}

/**
 * The week's birthdays (the world's new week, after the calendar step): every wrestler whose birthday it
 * is, in world order, ages; those who retire leave. Returns the releases of contracted retirees.
 */
export function advanceAging(world: World, now: number, rng: RngState): SimEvent[] {
  const weekIndex = world.calendar.totalWeeksProgressed;
  const retiring: Wrestler[] = [];
  for (const wrestler of world.wrestlers) {
    if (!isBirthday(wrestler.id, weekIndex)) continue;
    const outcome = celebrateBirthday(wrestler, weekIndex, rng);
    // The birthday's skill changes for the week report of the wrestler's federation.
    for (const entry of outcome.changes) noteWrestlerChange(world, wrestler, { what: entry.skill, change: entry.change, value: entry.value, reason: entry.reason });
    if (outcome.retires) retiring.push(wrestler);
  }
  return retiring.length > 0 ? retireWrestlers(world, retiring, now) : [];
}

/** Retires the wrestlers: released from their federation (titles vacated, a message), then gone from the world. */
export function retireWrestlers(world: World, retiring: readonly Wrestler[], now: number): SimEvent[] {
  const events: SimEvent[] = [];
  for (const wrestler of retiring) {
    const federationId = wrestler.federationId;
    keepRetiredRecord(world, retiredRecord(world, wrestler, world.calendar));
    freeWrestler(world, wrestler, 'Retired');
    if (federationId) {
      addMessage(world, federationId, 'wrestler_departure', RETIREMENT_MESSAGE_TITLE, retirementText(wrestler), now);
      events.push({ kind: 'wrestlerReleased', federationId, wrestlerId: wrestler.id, name: wrestler.name, reason: 'retired' });
    }
  }
  const gone = new Set(retiring.map((w) => w.id));
  world.wrestlers = world.wrestlers.filter((w) => !gone.has(w.id));
  for (const federation of world.federations) {
    if (federation.market.some((id) => gone.has(id))) federation.market = federation.market.filter((id) => !gone.has(id));
  }
  return events;
}
