// Retired wrestlers keep a page. A retiring wrestler leaves the world
// (roster/aging.ts), but the news, the title lineages and the companies pages still link to them: the world
// keeps a small record of each retiree (the most recent RETIRED_RECORDS_KEPT, rules/aging.ts), and
// getWrestler answers a retired id with it. Read by no rule.
import { formatDate, type CalendarDate } from '#shared/rules/calendar.ts';
import { RETIRED_RECORDS_KEPT } from '#shared/rules/aging.ts';
import type { WrestlerCategory } from '#shared/rules/rating.ts';
import type { World } from '../world.ts';
import type { MatchStats, Wrestler } from './wrestler.ts';

export interface RetiredWrestler {
  id: string;
  name: string;
  /** The portrait's fields (WrestlerPortrait) and the page's facts. */
  gender: Wrestler['gender'];
  style: Wrestler['style'];
  masked: boolean;
  nationality: string;
  bio: string;
  /** Age and years in the business on the day they retired. */
  age: number;
  yearsInIndustry: number;
  /** Rating, category and popularity at the end of their career. */
  totalPoints: number;
  category: WrestlerCategory;
  popularity: number;
  matchStats: MatchStats;
  /** The world's week (totalWeeksProgressed) and date they retired. */
  retiredWeekIndex: number;
  retiredOn: { week: number; month: string; year: number };
  /** The federation that held their contract when they retired; null when they retired a free agent. */
  lastFederationId: string | null;
  lastFederationName: string | null;
  /** The championships they ever held (each title's name once, in the order they first won it). */
  titlesHeld: string[];
}

/** The names of the titles a wrestler ever held, from the lineages the world keeps. */
function titlesHeldBy(world: World, wrestlerId: string): string[] {
  const names: string[] = [];
  for (const title of world.championships) {
    if (names.includes(title.name)) continue;
    if (title.holderId === wrestlerId || title.history.some((entry) => entry.holder === wrestlerId)) names.push(title.name);
  }
  return names;
}

/** The record of a wrestler retiring now (call before their contract is cleared). */
export function retiredRecord(world: World, wrestler: Wrestler, calendar: CalendarDate): RetiredWrestler {
  const federation = wrestler.federationId === null ? undefined : world.federations.find((f) => f.id === wrestler.federationId);
  return {
    id: wrestler.id,
    name: wrestler.name,
    gender: wrestler.gender,
    style: wrestler.style,
    masked: wrestler.masked,
    nationality: wrestler.nationality,
    bio: wrestler.bio,
    age: wrestler.age,
    yearsInIndustry: wrestler.yearsInIndustry,
    totalPoints: wrestler.totalPoints,
    category: wrestler.category,
    popularity: wrestler.popularity,
    matchStats: { ...wrestler.matchStats },
    retiredWeekIndex: calendar.totalWeeksProgressed,
    retiredOn: { week: calendar.week, month: calendar.month, year: calendar.year },
    lastFederationId: federation?.id ?? null,
    lastFederationName: federation?.name ?? null,
    titlesHeld: titlesHeldBy(world, wrestler.id),
  };
}

/** Keeps the record, dropping the oldest beyond RETIRED_RECORDS_KEPT. */
export function keepRetiredRecord(world: World, record: RetiredWrestler): void {
  world.retired.push(record);
  if (world.retired.length > RETIRED_RECORDS_KEPT) world.retired.splice(0, world.retired.length - RETIRED_RECORDS_KEPT);
}

export function findRetired(world: World, wrestlerId: string): RetiredWrestler | undefined {
  return (world.retired ?? []).find((r) => r.id === wrestlerId);
}

/** "Retired (Week 2, March 2031, aged 41), last with Titan Pro" (or "as a free agent"). */
export function retiredLine(record: Pick<RetiredWrestler, 'retiredOn' | 'age' | 'lastFederationName'>): string {
  const when = `Retired (${formatDate(record.retiredOn)}, aged ${record.age})`;
  return record.lastFederationName ? `${when}, last with ${record.lastFederationName}` : `${when} as a free agent`;
}
