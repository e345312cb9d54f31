// /companies: every federation that exists or has existed in the world (our design in
// docs/rules/world.md "Companies"). A row is the federation's public face: logo, name, tier, whether it
// still runs (or when and why it closed), when it was founded, its popularity (frozen at closing for a
// closed one: a closed federation's week steps no longer move it), its roster size and its titles. Never
// its money, contracts or plans. Read-only: built from the world when asked (getCompanies), never synced.
import { MONTHS, WEEKS_PER_MONTH, type CalendarDate, type MonthName } from '#shared/rules/calendar.ts';
import type { AiTier } from '#shared/rules/ai.ts';
import { aiProfileOf } from '../ai/profile.ts';
import type { Federation, World } from '../world.ts';

/** A date of the calendar, as the screens print it ("Week 2, March 2025"). */
export interface WorldDate {
  weekIndex: number;
  week: number;
  month: MonthName;
  year: number;
}

export type CompanyStatus = 'active' | 'closed';

export interface CompanyRow {
  id: string;
  name: string;
  /** URL path of its logo, '' for none. */
  logo: string;
  controller: Federation['controller'];
  /** True for the federation of the player who asks. */
  isYou: boolean;
  /** The AI federation's founding tier; null for a player's federation. */
  tier: AiTier | null;
  status: CompanyStatus;
  founded: WorldDate;
  /** When it closed and why (the shutdown rule's sentence); null while it runs. */
  closed: WorldDate | null;
  closedReason: string | null;
  /** 0-100: now, or at its closing for a closed federation. */
  popularity: number;
  rosterSize: number;
  /** Its titles: the active ones, or for a closed federation the ones it retired. */
  titles: number;
}

/** The calendar date of week index `weekIndex`, counted back (or on) from the world's current date. */
export function dateOfWeekIndex(calendar: CalendarDate, weekIndex: number): WorldDate {
  const monthIndex = MONTHS.indexOf(calendar.month);
  // Weeks since January week 1 of year 0: the calendar is regular (4 weeks a month, 12 months a year).
  const absolute = (calendar.year * MONTHS.length + monthIndex) * WEEKS_PER_MONTH + (calendar.week - 1) + (weekIndex - calendar.totalWeeksProgressed);
  const months = Math.floor(absolute / WEEKS_PER_MONTH);
  return { weekIndex, week: (absolute % WEEKS_PER_MONTH) + 1, month: MONTHS[months % MONTHS.length]!, year: Math.floor(months / MONTHS.length) };
}

/**
 * Week index a federation was founded: an AI federation's profile says it; a player's federation opens
 * the world's first week (the calendar cannot advance before the player founds it at /setup).
 */
export function foundedWeekOf(federation: Federation): number {
  return aiProfileOf(federation)?.foundedWeek ?? 0;
}

/** Every federation that exists or has existed (founded), in the world's order. */
export function knownFederations(world: World): Federation[] {
  return world.federations.filter((f) => f.founded);
}

/** One federation's row (see the top of the file). */
export function companyRow(world: World, federation: Federation, viewerFederationId: string | null): CompanyRow {
  const profile = aiProfileOf(federation);
  const closed = profile !== null && !profile.isActive;
  let rosterSize = 0;
  for (const wrestler of world.wrestlers) if (wrestler.federationId === federation.id) rosterSize += 1;
  let titles = 0;
  for (const title of world.championships) if (title.federationId === federation.id && (closed || title.isActive)) titles += 1;
  return {
    id: federation.id,
    name: federation.name,
    logo: federation.logo,
    controller: federation.controller,
    isYou: federation.id === viewerFederationId,
    tier: profile?.tier ?? null,
    status: closed ? 'closed' : 'active',
    founded: dateOfWeekIndex(world.calendar, foundedWeekOf(federation)),
    closed: closed && profile.closedWeek !== null ? dateOfWeekIndex(world.calendar, profile.closedWeek) : null,
    closedReason: closed ? profile.closedReason : null,
    popularity: federation.popularity,
    rosterSize,
    titles,
  };
}

/** /companies: every federation that exists or has existed, the most popular first (ties: by name). */
export function listCompanies(world: World, viewerFederationId: string | null): CompanyRow[] {
  return knownFederations(world)
    .map((f) => companyRow(world, f, viewerFederationId))
    .sort((a, b) => b.popularity - a.popularity || a.name.localeCompare(b.name));
}
