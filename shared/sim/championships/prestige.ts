// Prestige with its reasons (our design, docs/rules/championships.md "Championships"). A title's prestige rises
// with good title matches, defenses and long reigns, and falls with poor title matches, hot-potato changes
// and idle weeks. Every change of a player's title is logged with its reason (one entry per week and
// reason, at most PRESTIGE_LOG_MAX), so /championships can show what made the figure (a computer-run
// federation's are not: prestigeLogRead); and auto-book asks here whether a title is due for a defense.
import {
  clampPrestige,
  PRESTIGE_DEFENSE_GAIN,
  PRESTIGE_HOT_POTATO_LOSS,
  PRESTIGE_HOT_POTATO_WEEKS,
  PRESTIGE_IDLE_LOSS,
  PRESTIGE_IDLE_WEEKS,
  PRESTIGE_LOG_MAX,
  PRESTIGE_LONG_REIGN_GAIN,
  PRESTIGE_LONG_REIGN_WEEKS,
  PRESTIGE_REASON_LABELS,
  PRESTIGE_REASONS,
  PRESTIGE_SUMMARY_WEEKS,
  TITLE_DEFENSE_INTERVAL_WEEKS,
  titleMatchPrestigeChange,
  type PrestigeReason,
} from '#shared/rules/championships.ts';
import { SHOW_MAX_WEEKS_AHEAD } from '#shared/rules/shows.ts';
import type { Show } from '../shows/show.ts';
import { recordsRead } from '../ai/profile.ts';
import { findFederation, type World } from '../world.ts';
import type { Championship } from './championship.ts';

export interface PrestigeLogEntry {
  /** The world's weekIndex (calendar.totalWeeksProgressed) of the change. */
  weekIndex: number;
  reason: PrestigeReason;
  /** Prestige points actually gained or lost (after clamping to 0-100). */
  change: number;
}

export interface PrestigePart {
  reason: PrestigeReason;
  label: string;
  amount: number;
}

/** A title's prestige changes over the last `weeks` weeks, by reason; `value` is their sum. */
export interface PrestigeSummary {
  weeks: number;
  value: number;
  parts: PrestigePart[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Whether anyone reads the title's prestige log: its own players do (/championships shows what made the
 * figure). A computer-run federation's titles are synced to nobody (a rival's page shows its titles'
 * prestige and lineage, not their reasons) and no rule reads a log: their prestige moves the same, unlogged.
 * Before, a rival's titles kept up to PRESTIGE_LOG_MAX entries each, ~700 heap objects a world on a server
 * of a thousand worlds (for the players a core can hold; docs/protocol.md "Memory and the collector").
 */
export function prestigeLogRead(world: World, title: Championship): boolean {
  const federation = findFederation(world, title.federationId);
  return federation ? recordsRead(federation) : true;
}

/** Moves the title's prestige by `amount` (clamped to 0-100) and logs the change; returns the change made. */
export function changePrestige(world: World, title: Championship, reason: PrestigeReason, amount: number): number {
  const before = title.prestige;
  title.prestige = clampPrestige(before + amount);
  const change = round1(title.prestige - before);
  if (change === 0) return 0;
  if (!prestigeLogRead(world, title)) return change;
  const weekIndex = world.calendar.totalWeeksProgressed;
  // The log is in week order (appended in the week it happens, trimmed from the front): the walk from the
  // newest end stops at the first older week, instead of reading up to PRESTIGE_LOG_MAX entries every week.
  let last: PrestigeLogEntry | undefined;
  for (let i = title.prestigeLog.length - 1; i >= 0; i -= 1) {
    const entry = title.prestigeLog[i]!;
    if (entry.weekIndex < weekIndex) break;
    if (entry.weekIndex === weekIndex && entry.reason === reason) {
      last = entry;
      break;
    }
  }
  if (last) last.change = round1(last.change + change);
  else title.prestigeLog.push({ weekIndex, reason, change });
  if (title.prestigeLog.length > PRESTIGE_LOG_MAX) title.prestigeLog.splice(0, title.prestigeLog.length - PRESTIGE_LOG_MAX);
  return change;
}

/** True when the current reign began less than PRESTIGE_HOT_POTATO_WEEKS weeks ago. */
function isShortReign(world: World, title: Championship): boolean {
  return title.holderId !== null && title.reignStartWeek !== null && world.calendar.totalWeeksProgressed - title.reignStartWeek < PRESTIGE_HOT_POTATO_WEEKS;
}

/**
 * Prestige after a title match, called before the title changes hands: the match's quality; a defense
 * when a champion keeps the title; a hot-potato loss when a short reign ends. Returns the total change.
 */
export function applyTitleMatchPrestige(world: World, title: Championship, match: { quality: number; changesHands: boolean }): number {
  let total = changePrestige(world, title, 'match', titleMatchPrestigeChange(match.quality));
  if (title.holderId && !match.changesHands) total += changePrestige(world, title, 'defense', PRESTIGE_DEFENSE_GAIN);
  if (match.changesHands && isShortReign(world, title)) total += changePrestige(world, title, 'hot_potato', -PRESTIGE_HOT_POTATO_LOSS);
  return round1(total);
}

/**
 * Prestige when the booker ends a reign without a match (an award to someone else, or vacating), called
 * before the change: a short reign ending is hot potato, so vacate-then-award is no way round it.
 */
export function applyReignEndPrestige(world: World, title: Championship): number {
  return isShortReign(world, title) ? changePrestige(world, title, 'hot_potato', -PRESTIGE_HOT_POTATO_LOSS) : 0;
}

/**
 * The week step for a held title (calendar already on the new week): idle for more than
 * PRESTIGE_IDLE_WEEKS loses PRESTIGE_IDLE_LOSS; otherwise a reign of PRESTIGE_LONG_REIGN_WEEKS or more gains
 * PRESTIGE_LONG_REIGN_GAIN.
 */
export function weeklyPrestige(world: World, title: Championship): number {
  if (!title.isActive || !title.holderId) return 0;
  const now = world.calendar.totalWeeksProgressed;
  if (now - title.lastDefendedWeek > PRESTIGE_IDLE_WEEKS) return changePrestige(world, title, 'idle', -PRESTIGE_IDLE_LOSS);
  if (title.reignStartWeek !== null && now - title.reignStartWeek >= PRESTIGE_LONG_REIGN_WEEKS) return changePrestige(world, title, 'long_reign', PRESTIGE_LONG_REIGN_GAIN);
  return 0;
}

/** The title's prestige changes of the last `weeks` weeks (ending at weekIndex `now`), one part per reason. */
export function prestigeSummary(title: Pick<Championship, 'prestigeLog'>, now: number, weeks = PRESTIGE_SUMMARY_WEEKS): PrestigeSummary {
  const sums = new Map<PrestigeReason, number>(PRESTIGE_REASONS.map((reason) => [reason, 0]));
  for (const entry of title.prestigeLog) if (entry.weekIndex > now - weeks) sums.set(entry.reason, sums.get(entry.reason)! + entry.change);
  const parts = PRESTIGE_REASONS.map((reason) => ({ reason, label: PRESTIGE_REASON_LABELS[reason], amount: round1(sums.get(reason)!) }));
  return { weeks, value: round1(parts.reduce((sum, part) => sum + part.amount, 0)), parts };
}

/** The weekIndex of the title's latest title match (won or defended, draws included), or null if none yet. */
export function lastTitleMatchWeek(title: Championship): number | null {
  return title.history.findLast((entry) => entry.event === 'won' || entry.event === 'defended')?.weekIndex ?? null;
}

/**
 * True when another card not yet run puts the title on the line within TITLE_DEFENSE_INTERVAL_WEEKS of
 * the show. Shows are kept in creation order and none is created more than SHOW_MAX_WEEKS_AHEAD ahead,
 * so the search from the newest stops at the first show that old: every earlier one is in the past.
 */
function isBookedNearby(world: World, title: Championship, show: Pick<Show, 'id' | 'weekIndex'>): boolean {
  const oldest = world.calendar.totalWeeksProgressed - SHOW_MAX_WEEKS_AHEAD;
  for (let i = world.shows.length - 1; i >= 0; i -= 1) {
    const other = world.shows[i]!;
    if (other.weekIndex < oldest) break;
    if (other.id === show.id || other.hasBeenRun || other.federationId !== title.federationId) continue;
    if (Math.abs(other.weekIndex - show.weekIndex) >= TITLE_DEFENSE_INTERVAL_WEEKS) continue;
    if (other.segments.some((segment) => segment.kind === 'match' && segment.championshipId === title.id)) return true;
  }
  return false;
}

/**
 * Is this title due for a defense on this show (auto-book)? Always on a special event. Otherwise not when
 * another card not yet run already puts it on the line within TITLE_DEFENSE_INTERVAL_WEEKS of this show;
 * yes for a title never put on the line in a match, and when its last title match was
 * TITLE_DEFENSE_INTERVAL_WEEKS or more weeks before the show's week.
 */
export function isTitleDue(world: World, title: Championship, show: Pick<Show, 'id' | 'frequency' | 'weekIndex'>): boolean {
  if (show.frequency === 'special') return true;
  if (isBookedNearby(world, title, show)) return false;
  const last = lastTitleMatchWeek(title);
  return last === null || show.weekIndex - last >= TITLE_DEFENSE_INTERVAL_WEEKS;
}
