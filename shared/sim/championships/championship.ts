// Championships (spec §3 "Championship"): creating a title, awarding it, title matches, vacating, and
// the lineage kept as history entries {week, prestige, holder, holderName, event, eventDescription}.
// A title has at most one holder; the holder's `championships` lists it.
import type { MonthName } from '#shared/rules/calendar.ts';
import {
  CHAMPIONSHIP_START_PRESTIGE,
  CHAMPIONSHIPS_MAX,
  DAYS_PER_WEEK,
  RECENT_CHAMPION_WEEKS,
} from '#shared/rules/championships.ts';
import { FINISH_RULES, type Finish } from '#shared/rules/finishes.ts';
import { flatText } from '#shared/rules/flatText.ts';
import { championshipNameSchema } from '#shared/validation/text.ts';
import { SimRefusal } from '../refusal.ts';
import { requireWrestler, type Wrestler } from '../roster/wrestler.ts';
import { requireFederation, takeId, type World } from '../world.ts';
import { applyReignEndPrestige, applyTitleMatchPrestige, weeklyPrestige, type PrestigeLogEntry } from './prestige.ts';

export type ChampionshipEvent = 'created' | 'awarded' | 'won' | 'defended' | 'vacated';

export interface ChampionshipHistoryEntry {
  week: number;
  month: MonthName;
  year: number;
  weekIndex: number;
  prestige: number;
  holder: string | null;
  holderName: string;
  event: ChampionshipEvent;
  eventDescription: string;
}

export interface Championship {
  id: string;
  federationId: string;
  name: string;
  prestige: number;
  holderId: string | null;
  defenseCount: number;
  /** weekIndex the current reign began; null when vacant. */
  reignStartWeek: number | null;
  /** weekIndex of the last title match (or of the award). */
  lastDefendedWeek: number;
  createdAt: number;
  isActive: boolean;
  history: ChampionshipHistoryEntry[];
  /** Recent prestige changes with their reasons (shared/sim/championships/prestige.ts), capped. */
  prestigeLog: PrestigeLogEntry[];
}

export function championshipsOf(world: World, federationId: string): Championship[] {
  return world.championships.filter((c) => c.federationId === federationId && c.isActive);
}

export function requireOwnChampionship(world: World, federationId: string, id: string): Championship {
  const title = world.championships.find((c) => c.id === id && c.federationId === federationId && c.isActive);
  if (!title) throw new SimRefusal('That championship does not exist.');
  return title;
}

/** The spec's reignDays: weeks since the reign began, in days. */
export function reignDays(world: World, title: Championship): number {
  return title.reignStartWeek === null ? 0 : (world.calendar.totalWeeksProgressed - title.reignStartWeek) * DAYS_PER_WEEK;
}

function record(world: World, title: Championship, event: ChampionshipEvent, eventDescription: string): void {
  const holder = title.holderId ? requireWrestler(world, title.holderId) : null;
  const { week, month, year, totalWeeksProgressed } = world.calendar;
  title.history.push({ week, month, year, weekIndex: totalWeeksProgressed, prestige: title.prestige, holder: holder?.id ?? null, holderName: holder?.name ?? 'Vacant', event, eventDescription: flatText(eventDescription) });
}

/**
 * The weekIndex at which the wrestler's latest reign ended, if within the last RECENT_CHAMPION_WEEKS; null
 * otherwise. An older end sets the flag as no end does (refreshChampionFlags: lineages are dated from week
 * 0, so there is none in the world's first RECENT_CHAMPION_WEEKS), so only the lineages' recent weeks are
 * read, not the player's years of defenses, at every title change and every release.
 */
function recentReignEnd(world: World, wrestlerId: string): number | null {
  return reignEnds(world, wrestlerId, world.calendar.totalWeeksProgressed - RECENT_CHAMPION_WEEKS).get(wrestlerId) ?? null;
}

/**
 * The weekIndex at which each wrestler's latest reign ended, read in one pass over every lineage (only
 * for `only` when given; only reigns that ended from week `since` on). A lineage is written in time order,
 * so its entries from `since` on are its newest end.
 */
function reignEnds(world: World, only?: string, since = 0): Map<string, number> {
  const ends = new Map<string, number>();
  for (const title of world.championships) {
    const history = title.history;
    let start = history.length;
    while (start > 0 && history[start - 1]!.weekIndex >= since) start -= 1;
    let previous: string | null = start > 0 ? history[start - 1]!.holder : null;
    for (let i = start; i < history.length; i += 1) {
      const entry = history[i]!;
      if (previous !== null && entry.holder !== previous && (only === undefined || previous === only)) ends.set(previous, Math.max(ends.get(previous) ?? 0, entry.weekIndex));
      previous = entry.holder;
    }
  }
  return ends;
}

/**
 * Keeps wasRecentChampion true to the lineage: a reign that ended within RECENT_CHAMPION_WEEKS. The
 * catalog's own flag (a title won before the game began) fades after the world's first
 * RECENT_CHAMPION_WEEKS. isCurrentChampion is `championships.length > 0`.
 */
export function refreshChampionFlags(world: World, wrestler: Wrestler, ended = recentReignEnd(world, wrestler.id)): void {
  const now = world.calendar.totalWeeksProgressed;
  if (ended !== null) wrestler.wasRecentChampion = now - ended <= RECENT_CHAMPION_WEEKS;
  else wrestler.wasRecentChampion = wrestler.wasRecentChampion && now <= RECENT_CHAMPION_WEEKS;
}

function takeFrom(world: World, title: Championship): Wrestler | null {
  if (!title.holderId) return null;
  const holder = requireWrestler(world, title.holderId);
  holder.championships = holder.championships.filter((id) => id !== title.id);
  title.holderId = null;
  title.reignStartWeek = null;
  return holder;
}

function giveTo(world: World, title: Championship, wrestler: Wrestler): void {
  title.holderId = wrestler.id;
  title.reignStartWeek = world.calendar.totalWeeksProgressed;
  title.lastDefendedWeek = world.calendar.totalWeeksProgressed;
  title.defenseCount = 0;
  if (!wrestler.championships.includes(title.id)) wrestler.championships.push(title.id);
}

export function createChampionship(world: World, federationId: string, input: { name: string; holderId?: string | null }): Championship {
  requireFederation(world, federationId);
  const name = championshipNameSchema.safeParse(input.name);
  if (!name.success) throw new SimRefusal(name.error.issues[0]!.message);
  if (championshipsOf(world, federationId).length >= CHAMPIONSHIPS_MAX) throw new SimRefusal(`A federation can hold at most ${CHAMPIONSHIPS_MAX} championships.`);
  if (championshipsOf(world, federationId).some((c) => c.name.toLowerCase() === name.data.toLowerCase())) throw new SimRefusal('You already have a championship with that name.');
  const holder = input.holderId ? requireEligibleHolder(world, federationId, input.holderId) : null;
  const title: Championship = {
    id: takeId(world, 'title'),
    federationId,
    name: name.data,
    prestige: CHAMPIONSHIP_START_PRESTIGE,
    holderId: null,
    defenseCount: 0,
    reignStartWeek: null,
    lastDefendedWeek: world.calendar.totalWeeksProgressed,
    createdAt: world.calendar.totalWeeksProgressed,
    isActive: true,
    history: [],
    prestigeLog: [],
  };
  world.championships.push(title);
  record(world, title, 'created', `${title.name} was introduced`);
  if (holder) awardChampionship(world, federationId, title.id, holder.id);
  return title;
}

function requireEligibleHolder(world: World, federationId: string, wrestlerId: string): Wrestler {
  const wrestler = requireWrestler(world, wrestlerId);
  if (wrestler.federationId !== federationId) throw new SimRefusal(`${wrestler.name} is not on your roster.`);
  return wrestler;
}

/** Names a champion without a match (the first champion, or a new one by decision). */
export function awardChampionship(world: World, federationId: string, championshipId: string, wrestlerId: string): void {
  const title = requireOwnChampionship(world, federationId, championshipId);
  const wrestler = requireEligibleHolder(world, federationId, wrestlerId);
  if (title.holderId === wrestler.id) throw new SimRefusal(`${wrestler.name} already holds the ${title.name}.`);
  applyReignEndPrestige(world, title);
  const previous = takeFrom(world, title);
  giveTo(world, title, wrestler);
  record(world, title, 'awarded', previous ? `${wrestler.name} was awarded the title, replacing ${previous.name}` : `${wrestler.name} was awarded the title as its first champion`);
  if (previous) refreshChampionFlags(world, previous);
}

/** Takes the title from its holder (a decision, a release or a departure). */
export function vacateChampionship(world: World, federationId: string, championshipId: string, reason = 'The title was vacated'): void {
  const title = requireOwnChampionship(world, federationId, championshipId);
  applyReignEndPrestige(world, title);
  const previous = takeFrom(world, title);
  if (!previous) throw new SimRefusal(`The ${title.name} is already vacant.`);
  record(world, title, 'vacated', `${reason}: ${previous.name}'s reign ended`);
  refreshChampionFlags(world, previous);
}

/** A wrestler leaving the federation loses every title they hold (spec §4 "Release"). */
export function stripChampionships(world: World, wrestler: Wrestler, reason: string): void {
  for (const id of [...wrestler.championships]) {
    const title = world.championships.find((c) => c.id === id);
    if (!title) continue;
    takeFrom(world, title);
    record(world, title, 'vacated', `${reason}: ${wrestler.name}'s reign ended`);
  }
  wrestler.championships = [];
  refreshChampionFlags(world, wrestler);
}

export type TitleOutcome = 'retained' | 'new_champion' | 'crowned' | 'no_change';

/**
 * The result of a title match on the title: a defense, a change, a first crowning, or (draw, no contest)
 * nothing. A title changes hands only on a clean finish (rules/finishes.ts): a challenger who wins by
 * count-out or disqualification wins the match, not the title (absent finish: a clean one).
 */
export function applyTitleMatch(
  world: World,
  title: Championship,
  winnerId: string | null,
  quality: number,
  finish: Finish = 'pinfall',
): { outcome: TitleOutcome; prestigeChange: number; previousHolderId: string | null } {
  const previousHolderId = title.holderId;
  // Quality, defense or hot potato (prestige.ts); changesHands is exactly when the branches below change the holder.
  const prestigeChange = applyTitleMatchPrestige(world, title, { quality, changesHands: winnerId !== null && winnerId !== title.holderId && FINISH_RULES[finish].clean });
  title.lastDefendedWeek = world.calendar.totalWeeksProgressed;
  const stars = `${quality.toFixed(1)} stars`;
  if (!winnerId) {
    if (title.holderId) title.defenseCount += 1;
    const how = finish === 'no_contest' ? 'No contest' : 'Draw';
    record(world, title, 'defended', `${how} (${stars}): ${title.holderId ? 'the champion keeps the title' : 'the title stays vacant'}`);
    return { outcome: 'no_change', prestigeChange, previousHolderId };
  }
  const winner = requireWrestler(world, winnerId);
  if (title.holderId !== winnerId && !FINISH_RULES[finish].clean) {
    const holder = title.holderId ? requireWrestler(world, title.holderId) : null;
    if (holder) title.defenseCount += 1;
    const keeps = holder ? `${holder.name} keeps the title` : 'the title stays vacant';
    record(world, title, 'defended', `${winner.name} won ${FINISH_RULES[finish].phrase} (${stars}): a title does not change hands ${FINISH_RULES[finish].phrase}, ${keeps}`);
    return { outcome: 'no_change', prestigeChange, previousHolderId };
  }
  if (title.holderId === winnerId) {
    title.defenseCount += 1;
    record(world, title, 'defended', `${winner.name} retained the title (${stars})`);
    return { outcome: 'retained', prestigeChange, previousHolderId };
  }
  const previous = takeFrom(world, title);
  giveTo(world, title, winner);
  record(world, title, 'won', previous ? `${winner.name} defeated ${previous.name} for the title (${stars})` : `${winner.name} won the vacant title (${stars})`);
  if (previous) refreshChampionFlags(world, previous);
  refreshChampionFlags(world, winner);
  return { outcome: previous ? 'new_champion' : 'crowned', prestigeChange, previousHolderId };
}

/** Week step: a title left undefended too long loses prestige, a long reign gains; former champions' flags age. */
export function advanceChampionships(world: World): void {
  // A reign that ended more than RECENT_CHAMPION_WEEKS ago clears the flag as no reign at all does (past
  // the world's first RECENT_CHAMPION_WEEKS), so only the lineages' recent weeks are read.
  let ends: Map<string, number> | null = null;
  for (const wrestler of world.wrestlers) {
    if (!wrestler.wasRecentChampion) continue;
    ends ??= reignEnds(world, undefined, world.calendar.totalWeeksProgressed - RECENT_CHAMPION_WEEKS);
    refreshChampionFlags(world, wrestler, ends.get(wrestler.id) ?? null);
  }
  for (const title of world.championships) weeklyPrestige(world, title);
}
