// A wrestler of the world (spec: simulation §3 "Wrestler"). Each exists once, with the federation that
// holds their contract (federationId) or none (a free agent).
import type { ContractType } from '#shared/rules/contracts.ts';
import { categoryForRating, wrestlerRating, type WrestlerCategory } from '#shared/rules/rating.ts';
import type { SkillName } from '#shared/rules/training.ts';
import type { WrestlerGender, WrestlerStyle } from '#shared/data/wrestlers.ts';
import { SimRefusal } from '../refusal.ts';
import type { World } from '../world.ts';

export type Skills = Record<SkillName, number>;

export type WrestlerStatus = 'active' | 'training' | 'on_loan' | 'injured';

export interface Contract {
  type: ContractType;
  /** Permanent: USD per week. Per Appearance: USD per show appeared on. */
  salary: number;
  weeksRemaining: number;
  /** Length agreed, in weeks. */
  lengthWeeks: number;
  /** totalWeeksProgressed when it was signed or last renewed. */
  signedWeek: number;
}

export interface Training {
  isTraining: boolean;
  targetSkill: SkillName | null;
  weeksRemaining: number;
  completedWeeks: number;
  /** Length of the course, in weeks. */
  totalWeeks: number;
}

export interface Injury {
  description: string;
  weeksRemaining: number;
}

export interface MatchStats {
  wins: number;
  losses: number;
  draws: number;
  totalMatches: number;
}

export interface MerchandiseSales {
  thisWeek: number;
  thisWeekPassive: number;
  thisWeekActive: number;
  total: number;
  /** Share of merchandise sales the wrestler keeps, in percent (0-100). */
  contractPercentage: number;
}

/** A skill or popularity change, for the profile's history chart (spec: {week, skill, change, reason}). */
export interface HistoryEntry {
  /** totalWeeksProgressed when it happened. */
  week: number;
  skill: SkillName | 'popularity';
  change: number;
  /** The value after the change. */
  value: number;
  reason: string;
}

/** One reason of a morale change, in morale points. */
export interface MoralePart {
  label: string;
  amount: number;
}

export interface Wrestler {
  id: string;
  name: string;
  gender: WrestlerGender;
  style: WrestlerStyle;
  masked: boolean;
  bio: string;
  age: number;
  nationality: string;
  yearsInIndustry: number;
  /** 0-100. */
  popularity: number;
  /** 0-100. */
  morale: number;
  skills: Skills;
  /** Rating (spec: totalPoints) and category, recomputed whenever a skill or popularity changes. */
  totalPoints: number;
  category: WrestlerCategory;
  /** Weekly salary the wrestler asks for, in USD (the catalog's base salary). */
  askingSalary: number;
  minFederationPopularityRequired: number;
  /** The federation holding the contract; null for a free agent. */
  federationId: string | null;
  contract: Contract | null;
  status: WrestlerStatus;
  training: Training;
  injury: Injury | null;
  /** Ids of the championships held. */
  championships: string[];
  wasRecentChampion: boolean;
  currentRivalryIntensity: number;
  matchStats: MatchStats;
  merchandiseSales: MerchandiseSales;
  /** Newest last; at most HISTORY_LIMIT entries. */
  history: HistoryEntry[];
  promises: string[];
  promisesKept: number;
  promisesFailed: number;
  /** totalWeeksProgressed until which rehireBanFederationId may not sign them again. */
  rehireBanUntilWeek: number | null;
  /** Weeks in a row on the market unsigned (roster/unsignedAsking.ts); absent or 0 while signed or never unsigned. */
  weeksUnsigned?: number;
  /** The asking salary before it fell for weeks unsigned, USD a week (roster/unsignedAsking.ts); absent until it first falls. */
  marketValue?: number;
  rehireBanFederationId: string | null;
  /** Weeks on the roster without a show appearance or training (drives morale). */
  idleWeeks: number;
  /** The last week's morale change and its reasons. */
  moraleChange: MoralePart[];
  /** 0 (fresh) to 100 (spent): rises with each appearance, recovers week by week (roster/fatigue.ts). */
  fatigue: number;
}

/** History entries kept per wrestler. */
export const HISTORY_LIMIT = 60;

/**
 * Where each id stood in a wrestlers list when it was last indexed (a wrestler exists once, so its id is
 * unique). A hit is checked against the list itself and the index is rebuilt on a miss, so a push, a splice
 * or a new list gives exactly what a scan would: the lookups of booking and running a show (several per
 * segment, with 250 wrestlers in an AI world) cost one map read instead of a scan.
 */
const wrestlerIndex = new WeakMap<readonly Wrestler[], Map<string, number>>();

export function findWrestlerIn(world: World, id: string): Wrestler | undefined {
  const list = world.wrestlers;
  const known = wrestlerIndex.get(list)?.get(id);
  if (known !== undefined && list[known]?.id === id) return list[known];
  const index = new Map<string, number>();
  for (let i = list.length - 1; i >= 0; i -= 1) index.set(list[i]!.id, i);
  wrestlerIndex.set(list, index);
  const at = index.get(id);
  return at === undefined ? undefined : list[at];
}

/** The wrestler, or the spec's refusal "Wrestler not found." */
export function requireWrestler(world: World, id: string): Wrestler {
  const wrestler = findWrestlerIn(world, id);
  if (!wrestler) throw new SimRefusal('Wrestler not found.');
  return wrestler;
}

/**
 * Changes of a wrestler's federation (setFederationOf), counted per world (by its list of wrestlers): the
 * roster index below is rebuilt when its world's count moved since the index was built. Kept beside the
 * world, not in it: it is not saved and cannot change a figure. Per world, not one count for the process: a
 * server holds a thousand worlds, whose signings and releases would otherwise leave every other world's
 * index stale at its next command (a rebuild per command, each old index promoted to the old generation
 * before it was dropped: npm run loadtest's heap profile, docs/protocol.md "Memory and the collector").
 */
const federationChanges = new WeakMap<readonly Wrestler[], number>();

/**
 * Signs the wrestler to a federation (or frees them, null). Every write to `federationId` in the simulation
 * goes through here so that rosterOf's index stays exact (a test fixture writing the field directly must
 * also call it; roster/rosterIndex.test.ts compares the index with a scan).
 */
export function setFederationOf(world: World, wrestler: Wrestler, federationId: string | null): void {
  wrestler.federationId = federationId;
  federationChanges.set(world.wrestlers, (federationChanges.get(world.wrestlers) ?? 0) + 1);
}

/** A federation's wrestlers in world order, and each one's place in the list (side by side: no object per wrestler). */
interface RosterEntries {
  wrestlers: Wrestler[];
  at: number[];
}

interface RosterIndex {
  changes: number;
  length: number;
  byFederation: Map<string | null, RosterEntries>;
}

/**
 * The rosters of a wrestlers list as last indexed (a whole-world week reads a roster about 40
 * times; a scan would read about 250 wrestlers each time). Used while no federation changed (the counter), the list kept its
 * length (a push or a splice) and each entry of the roster read still stands at its place with that federation;
 * rebuilt otherwise, in one scan for every federation. A new list (retirements filter the list, a load) has no
 * index yet. The simulation never writes an element of the list in place; a fixture that does must keep the
 * element's federation or call setFederationOf.
 */
const rosterIndex = new WeakMap<readonly Wrestler[], RosterIndex>();

function indexRosters(list: readonly Wrestler[]): RosterIndex {
  const byFederation = new Map<string | null, RosterEntries>();
  for (let at = 0; at < list.length; at += 1) {
    const wrestler = list[at]!;
    let roster = byFederation.get(wrestler.federationId);
    if (!roster) byFederation.set(wrestler.federationId, (roster = { wrestlers: [], at: [] }));
    roster.wrestlers.push(wrestler);
    roster.at.push(at);
  }
  const index = { changes: federationChanges.get(list) ?? 0, length: list.length, byFederation };
  rosterIndex.set(list, index);
  return index;
}

/** The federation's signed wrestlers, in world order: a new list the caller may sort or cut. */
export function rosterOf(world: World, federationId: string): Wrestler[] {
  const list = world.wrestlers;
  let index = rosterIndex.get(list);
  if (!index || index.changes !== (federationChanges.get(list) ?? 0) || index.length !== list.length) index = indexRosters(list);
  let entries = index.byFederation.get(federationId);
  if (entries && !stillIndexed(list, entries, federationId)) entries = indexRosters(list).byFederation.get(federationId);
  return entries ? entries.wrestlers.slice() : [];
}

/** Whether each wrestler of the entries still stands at its place in the list, with that federation. */
function stillIndexed(list: readonly Wrestler[], entries: RosterEntries, federationId: string): boolean {
  const { wrestlers, at } = entries;
  for (let i = 0; i < wrestlers.length; i += 1) {
    const wrestler = wrestlers[i]!;
    if (list[at[i]!] !== wrestler || wrestler.federationId !== federationId) return false;
  }
  return true;
}

export function isFreeAgent(wrestler: Wrestler): boolean {
  return wrestler.federationId === null;
}

/**
 * Recomputes rating and category (shared/rules/rating.ts) after a skill or popularity change. The inputs are
 * named one by one rather than spread from the skills (stamina does not count): a spread copies the skills
 * into a new object of no fixed shape, and every wrestler of every match of the week's shows comes here.
 */
export function refreshRating(wrestler: Wrestler): void {
  const { strength, agility, technic, charisma } = wrestler.skills;
  wrestler.totalPoints = wrestlerRating({ popularity: wrestler.popularity, strength, agility, technic, charisma });
  wrestler.category = categoryForRating(wrestler.totalPoints);
}

export function addHistory(wrestler: Wrestler, entry: HistoryEntry): void {
  wrestler.history.push(entry);
  if (wrestler.history.length > HISTORY_LIMIT) wrestler.history.splice(0, wrestler.history.length - HISTORY_LIMIT);
}

/** The skill a wrestler is weakest at, and its level. */
export function lowestSkill(wrestler: Wrestler): { skill: SkillName; value: number } {
  let best: { skill: SkillName; value: number } | null = null;
  for (const [skill, value] of Object.entries(wrestler.skills) as Array<[SkillName, number]>) {
    if (!best || value < best.value) best = { skill, value };
  }
  return best!;
}

export const NO_TRAINING: Training = { isTraining: false, targetSkill: null, weeksRemaining: 0, completedWeeks: 0, totalWeeks: 0 };
