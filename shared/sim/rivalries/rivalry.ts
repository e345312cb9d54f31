// Rivalries (spec §3 "Rivalry"): two or more wrestlers of one federation in a feud whose intensity
// (0-100) grows with every match and promo between them and fades in weeks they do not meet. Its
// intensity raises match quality and attendance (rules/matchRating.ts, rules/shows.ts).
import type { MonthName } from '#shared/rules/calendar.ts';
import {
  clampIntensity,
  INTENSITY_PER_MATCH,
  INTENSITY_PER_PROMO,
  INTENSITY_PER_STAR,
  INTENSITY_WEEKLY_FADE,
  RIVALRIES_MAX_ACTIVE,
  RIVALRY_MAX_WRESTLERS,
  RIVALRY_MIN_WRESTLERS,
  RIVALRY_START_INTENSITY,
  type RivalryType,
} from '#shared/rules/rivalries.ts';
import { FINISH_RULES, RIVALRY_ADVANTAGE_CHEAP, RIVALRY_ADVANTAGE_CLEAN, RIVALRY_ADVANTAGE_MAX, type Finish } from '#shared/rules/finishes.ts';
import { descriptionSchema, storylineTitleSchema } from '#shared/validation/text.ts';
import type { SimEvent } from '../events.ts';
import { SimRefusal } from '../refusal.ts';
import { requireWrestler, type Wrestler } from '../roster/wrestler.ts';
import { requireFederation, takeId, type World } from '../world.ts';

export interface RivalryMatch {
  showId: string;
  segmentId: string;
  weekIndex: number;
  kind: 'match' | 'promo';
  winners: string[];
  quality: number;
  intensityAfter: number;
  /** How the match ended; absent on promos and on older entries. */
  finish?: Finish;
}

export interface Rivalry {
  id: string;
  federationId: string;
  title: string;
  description: string;
  type: RivalryType;
  wrestlers: string[];
  intensity: number;
  /** The wrestler ahead in the feud; null when even. */
  advantage: string | null;
  /** How far ahead `advantage` is, in advantage points (0 when even, at most RIVALRY_ADVANTAGE_MAX): each win moves it toward the winner by its finish. */
  advantagePoints: number;
  startDate: { week: number; month: MonthName; year: number };
  startWeekIndex: number;
  /** weekIndex the rivals last met in a segment. */
  lastMetWeek: number;
  isActive: boolean;
  endedWeekIndex: number | null;
  matches: RivalryMatch[];
}

export interface RivalryInput {
  title: string;
  description: string;
  type: RivalryType;
  wrestlers: string[];
}

export function activeRivalriesOf(world: World, federationId: string): Rivalry[] {
  return world.rivalries.filter((r) => r.federationId === federationId && r.isActive);
}

export function requireOwnRivalry(world: World, federationId: string, id: string): Rivalry {
  const rivalry = world.rivalries.find((r) => r.id === id && r.federationId === federationId);
  if (!rivalry) throw new SimRefusal('That rivalry does not exist.');
  return rivalry;
}

/** Keeps each wrestler's currentRivalryIntensity at their hottest active feud. */
export function refreshRivalryIntensity(world: World, wrestler: Wrestler): void {
  const feuds = world.rivalries.filter((r) => r.isActive && r.wrestlers.includes(wrestler.id));
  wrestler.currentRivalryIntensity = feuds.length ? Math.max(...feuds.map((r) => r.intensity)) : 0;
}

function refreshAll(world: World, rivalry: Rivalry): void {
  for (const id of rivalry.wrestlers) refreshRivalryIntensity(world, requireWrestler(world, id));
}

export function createRivalry(world: World, federationId: string, input: RivalryInput): Rivalry {
  requireFederation(world, federationId);
  const title = storylineTitleSchema.safeParse(input.title);
  if (!title.success) throw new SimRefusal(title.error.issues[0]!.message);
  const description = descriptionSchema.safeParse(input.description);
  if (!description.success) throw new SimRefusal(description.error.issues[0]!.message);
  const ids = [...new Set(input.wrestlers)];
  if (ids.length !== input.wrestlers.length) throw new SimRefusal('A wrestler can only be named once in a rivalry.');
  if (ids.length < RIVALRY_MIN_WRESTLERS || ids.length > RIVALRY_MAX_WRESTLERS) throw new SimRefusal(`A rivalry needs ${RIVALRY_MIN_WRESTLERS} to ${RIVALRY_MAX_WRESTLERS} wrestlers.`);
  for (const id of ids) {
    const wrestler = requireWrestler(world, id);
    if (wrestler.federationId !== federationId) throw new SimRefusal(`${wrestler.name} is not on your roster.`);
  }
  const active = activeRivalriesOf(world, federationId);
  if (active.length >= RIVALRIES_MAX_ACTIVE) throw new SimRefusal(`You can run at most ${RIVALRIES_MAX_ACTIVE} rivalries at once: end one first.`);
  const key = [...ids].sort().join('|');
  if (active.some((r) => [...r.wrestlers].sort().join('|') === key)) throw new SimRefusal('These wrestlers are already in a rivalry together.');
  const { week, month, year, totalWeeksProgressed } = world.calendar;
  const rivalry: Rivalry = {
    id: takeId(world, 'rivalry'),
    federationId,
    title: title.data,
    description: description.data.trim(),
    type: input.type,
    wrestlers: ids,
    intensity: RIVALRY_START_INTENSITY,
    advantage: null,
    advantagePoints: 0,
    startDate: { week, month, year },
    startWeekIndex: totalWeeksProgressed,
    lastMetWeek: totalWeeksProgressed,
    isActive: true,
    endedWeekIndex: null,
    matches: [],
  };
  world.rivalries.push(rivalry);
  refreshAll(world, rivalry);
  return rivalry;
}

export function endRivalry(world: World, federationId: string, rivalryId: string): void {
  const rivalry = requireOwnRivalry(world, federationId, rivalryId);
  if (!rivalry.isActive) throw new SimRefusal('That rivalry has already ended.');
  rivalry.isActive = false;
  rivalry.endedWeekIndex = world.calendar.totalWeeksProgressed;
  refreshAll(world, rivalry);
}

/** The active rivalry with at least two of these wrestlers in it, hottest first. */
export function rivalryAmong(world: World, federationId: string, wrestlerIds: readonly string[]): Rivalry | null {
  // One pass over the world's rivalries without a copy or a filtered list: a match's rating asks this
  // several times per segment (the feud, its "Seen it before", the crowd it draws), for every show run.
  let best: Rivalry | null = null;
  for (const rivalry of world.rivalries) {
    if (rivalry.federationId !== federationId || !rivalry.isActive) continue;
    let inIt = 0;
    for (const id of wrestlerIds) if (rivalry.wrestlers.includes(id)) inIt += 1;
    if (inIt >= 2 && (!best || rivalry.intensity > best.intensity)) best = rivalry;
  }
  return best;
}

/** A segment between rivals heats the feud: matches by their quality, promos by a fixed amount. */
export function recordRivalrySegment(world: World, rivalry: Rivalry, entry: Omit<RivalryMatch, 'weekIndex' | 'intensityAfter'>): void {
  const gain = entry.kind === 'match' ? INTENSITY_PER_MATCH + (entry.quality - 5) * INTENSITY_PER_STAR : INTENSITY_PER_PROMO;
  rivalry.intensity = clampIntensity(rivalry.intensity + Math.max(0, gain));
  rivalry.lastMetWeek = world.calendar.totalWeeksProgressed;
  const winner = entry.winners.find((id) => rivalry.wrestlers.includes(id));
  if (entry.kind === 'match' && winner) moveAdvantage(rivalry, winner, entry.finish);
  rivalry.matches.push({ ...entry, weekIndex: world.calendar.totalWeeksProgressed, intensityAfter: rivalry.intensity });
  refreshAll(world, rivalry);
}

/**
 * A win moves the feud's advantage toward the winner (docs/rules/shows.md "Finishes"): a clean win by
 * RIVALRY_ADVANTAGE_CLEAN points, a cheap one by RIVALRY_ADVANTAGE_CHEAP; against the wrestler ahead it
 * first eats into their lead, and the feud is even at 0. A draw or a no contest moves nothing.
 */
export function moveAdvantage(rivalry: Rivalry, winnerId: string, finish: Finish = 'pinfall'): void {
  if (!FINISH_RULES[finish].hasWinner) return;
  const move = FINISH_RULES[finish].clean ? RIVALRY_ADVANTAGE_CLEAN : RIVALRY_ADVANTAGE_CHEAP;
  if (rivalry.advantage === null || rivalry.advantage === winnerId) {
    rivalry.advantage = winnerId;
    rivalry.advantagePoints = Math.min(RIVALRY_ADVANTAGE_MAX, rivalry.advantagePoints + move);
    return;
  }
  const left = rivalry.advantagePoints - move;
  if (left > 0) rivalry.advantagePoints = left;
  else if (left === 0) {
    rivalry.advantage = null;
    rivalry.advantagePoints = 0;
  } else {
    rivalry.advantage = winnerId;
    rivalry.advantagePoints = Math.min(RIVALRY_ADVANTAGE_MAX, -left);
  }
}

/**
 * Week step (run before the calendar moves): a feud whose rivals did not meet this week fades; one
 * that fades to 0 ends on its own.
 */
export function fadeRivalries(world: World): SimEvent[] {
  const events: SimEvent[] = [];
  const week = world.calendar.totalWeeksProgressed;
  for (const rivalry of world.rivalries) {
    if (!rivalry.isActive || rivalry.lastMetWeek === week) continue;
    rivalry.intensity = clampIntensity(rivalry.intensity - INTENSITY_WEEKLY_FADE);
    if (rivalry.intensity === 0) {
      rivalry.isActive = false;
      rivalry.endedWeekIndex = week;
      events.push({ kind: 'rivalryEnded', federationId: rivalry.federationId, rivalryId: rivalry.id, title: rivalry.title });
    }
    refreshAll(world, rivalry);
  }
  return events;
}

/** A wrestler leaving the federation leaves its feuds; a feud left with fewer than two wrestlers ends. */
export function leaveRivalries(world: World, wrestler: Wrestler): void {
  for (const rivalry of world.rivalries) {
    if (!rivalry.isActive || !rivalry.wrestlers.includes(wrestler.id)) continue;
    rivalry.wrestlers = rivalry.wrestlers.filter((id) => id !== wrestler.id);
    if (rivalry.advantage === wrestler.id) {
      rivalry.advantage = null;
      rivalry.advantagePoints = 0;
    }
    if (rivalry.wrestlers.length < RIVALRY_MIN_WRESTLERS) {
      rivalry.isActive = false;
      rivalry.endedWeekIndex = world.calendar.totalWeeksProgressed;
    }
    refreshAll(world, rivalry);
  }
  wrestler.currentRivalryIntensity = 0;
}
