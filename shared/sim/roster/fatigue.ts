// Fatigue and repeated pairings (rules in shared/rules/fatigue.ts, docs/rules/roster.md "Fatigue"):
// a show night tires everyone who appeared, the week advance lets them recover, and the rating of a
// match reads both how tired its wrestlers are and how often the crowd has seen it lately.
// The look-backs walk world.shows and a rivalry's matches from the newest end only, over a bounded
// window, so their cost does not grow with the years played.
import {
  clampFatigue,
  FATIGUE_PROMO_POINTS,
  FATIGUE_RECOVERY_RESTED,
  FATIGUE_RECOVERY_WORKED,
  fatigueStars,
  matchFatigueCost,
  ordinal,
  REPEAT_FREE_TIMES,
  REPEAT_WINDOW_WEEKS,
  repeatStars,
} from '#shared/rules/fatigue.ts';
import { SHOW_MAX_WEEKS_AHEAD } from '#shared/rules/shows.ts';
import { rivalryAmong } from '../rivalries/rivalry.ts';
import type { MatchSegment, RatingPart, Segment, Show } from '../shows/show.ts';
import type { Rivalry } from '../rivalries/rivalry.ts';
import type { World } from '../world.ts';
import type { Wrestler } from './wrestler.ts';

/** Fatigue points this segment costs this wrestler. */
export function segmentFatigueCost(segment: Segment, wrestler: Wrestler): number {
  return segment.kind === 'match' ? matchFatigueCost(segment.type, segment.stipulation, wrestler.skills.stamina) : FATIGUE_PROMO_POINTS;
}

/**
 * Show-night step, after every segment was rated and decided: each appearance adds its fatigue. `casts`
 * holds each segment's wrestlers in the card's order, as the night looked them up (shows/rateSegment.ts castOf).
 */
export function addShowFatigue(show: Show, casts: ReadonlyArray<readonly Wrestler[]>): void {
  for (let i = 0; i < show.segments.length; i += 1) {
    const segment = show.segments[i]!;
    for (const wrestler of casts[i]!) {
      wrestler.fatigue = clampFatigue(wrestler.fatigue + segmentFatigueCost(segment, wrestler));
    }
  }
}

/**
 * Visits the shows whose week is in [fromWeek, toWeek], newest first. world.shows is in creation order and a
 * show is created at most SHOW_MAX_WEEKS_AHEAD weeks before its week (as history/compact.ts relies on), so
 * once a show's week is that far before fromWeek no older show can be in the range.
 */
function forShowsInWeeks(world: World, fromWeek: number, toWeek: number, visit: (show: Show) => void): void {
  for (let i = world.shows.length - 1; i >= 0; i -= 1) {
    const show = world.shows[i]!;
    if (show.weekIndex < fromWeek - SHOW_MAX_WEEKS_AHEAD) break;
    if (show.weekIndex >= fromWeek && show.weekIndex <= toWeek) visit(show);
  }
}

/**
 * Week-advance step for every wrestler in the world: FATIGUE_RECOVERY_WORKED points back after a week with an
 * appearance in a show of week `weekIndex` (the week that ended), FATIGUE_RECOVERY_RESTED after a week off.
 */
export function recoverFatigue(world: World, weekIndex: number): void {
  const appeared = new Set<string>();
  forShowsInWeeks(world, weekIndex, weekIndex, (show) => {
    if (show.hasBeenRun) for (const segment of show.segments) for (const id of segment.participants) appeared.add(id);
  });
  for (const wrestler of world.wrestlers) {
    const fatigue = wrestler.fatigue;
    if (fatigue === 0) continue;
    wrestler.fatigue = clampFatigue(fatigue - (appeared.has(wrestler.id) ? FATIGUE_RECOVERY_WORKED : FATIGUE_RECOVERY_RESTED));
  }
}

/** Whether a match's wrestlers are exactly these: a wrestler appears once per card, so the same length and every id in it is the same set. */
function sameWrestlers(ids: readonly string[], participants: readonly string[]): boolean {
  if (ids.length !== participants.length) return false;
  for (const id of ids) if (!participants.includes(id)) return false;
  return true;
}

/** A federation's completed matches of the repeat window (each match's participants), listed once in a pairing scope. */
interface PairingWindow {
  world: World;
  federationId: string;
  week: number;
  matches: ReadonlyArray<readonly string[]>;
}

/** The windows listed in the open pairing scope (sharingPairings), or null outside one. */
let pairingScope: PairingWindow[] | null = null;

/**
 * Runs `bookAndRun` (a card booked and run, nothing else in between) listing each federation's completed
 * matches of the repeat window once, for every pairingCount it asks: auto-book weighs every pair, and every
 * match of the card is rated before the night and on it (each would otherwise walk the
 * world's recent shows). Nothing while a card is booked and rated changes which shows have run or their
 * cards; running a show does, so runShow drops its federation's list (pairingsChanged) as the show is run.
 * A scope opened inside an open one shares it, so that drop reaches every list in use.
 */
export function sharingPairings<T>(bookAndRun: () => T): T {
  if (pairingScope) return bookAndRun();
  pairingScope = [];
  try {
    return bookAndRun();
  } finally {
    pairingScope = null;
  }
}

/** A show of the federation has run: its matches count from now on, so a listed window of the federation is dropped. */
export function pairingsChanged(world: World, federationId: string): void {
  if (pairingScope) pairingScope = pairingScope.filter((w) => w.world !== world || w.federationId !== federationId);
}

/** The federation's matches in its completed shows of the window: this week and the REPEAT_WINDOW_WEEKS - 1 before. */
function matchesInWindow(world: World, federationId: string): Array<readonly string[]> {
  const now = world.calendar.totalWeeksProgressed;
  const matches: Array<readonly string[]> = [];
  forShowsInWeeks(world, now - REPEAT_WINDOW_WEEKS + 1, now, (show) => {
    if (show.federationId !== federationId || !show.hasBeenRun) return;
    for (const segment of show.segments) if (segment.kind === 'match') matches.push(segment.participants);
  });
  return matches;
}

/** The scope's list of the window's matches, made on the first ask of the federation in the scope. */
function listedWindow(scope: PairingWindow[], world: World, federationId: string): ReadonlyArray<readonly string[]> {
  const week = world.calendar.totalWeeksProgressed;
  for (const window of scope) if (window.world === world && window.federationId === federationId && window.week === week) return window.matches;
  const matches = matchesInWindow(world, federationId);
  scope.push({ world, federationId, week, matches });
  return matches;
}

/** Matches of exactly these wrestlers in the federation's completed shows of the window (this week and the REPEAT_WINDOW_WEEKS - 1 before). */
export function pairingCount(world: World, federationId: string, participants: readonly string[]): number {
  let count = 0;
  if (pairingScope) {
    for (const ids of listedWindow(pairingScope, world, federationId)) if (sameWrestlers(ids, participants)) count += 1;
    return count;
  }
  // Outside a scope, matchesInWindow's walk written out, counting as it goes (no list, no visitor closure).
  const now = world.calendar.totalWeeksProgressed;
  const from = now - REPEAT_WINDOW_WEEKS + 1;
  for (let i = world.shows.length - 1; i >= 0; i -= 1) {
    const show = world.shows[i]!;
    if (show.weekIndex < from - SHOW_MAX_WEEKS_AHEAD) break;
    if (show.weekIndex < from || show.weekIndex > now || show.federationId !== federationId || !show.hasBeenRun) continue;
    for (const segment of show.segments) if (segment.kind === 'match' && sameWrestlers(segment.participants, participants)) count += 1;
  }
  return count;
}

/** Matches of the rivalry (whoever was in them) in the window: this week and the REPEAT_WINDOW_WEEKS - 1 before. */
export function rivalryMatchCount(world: World, rivalry: Pick<Rivalry, 'matches'>): number {
  const now = world.calendar.totalWeeksProgressed;
  let count = 0;
  for (let i = rivalry.matches.length - 1; i >= 0 && rivalry.matches[i]!.weekIndex > now - REPEAT_WINDOW_WEEKS; i -= 1) {
    if (rivalry.matches[i]!.kind === 'match') count += 1;
  }
  return count;
}

/** Whether one more match of these wrestlers (or of their rivalry) would still be free of the "Seen it before" part. */
export function freshPairing(world: World, federationId: string, participants: readonly string[]): boolean {
  const rivalry = rivalryAmong(world, federationId, participants);
  return Math.max(pairingCount(world, federationId, participants), rivalry ? rivalryMatchCount(world, rivalry) : 0) < REPEAT_FREE_TIMES;
}

/**
 * The rating parts fatigue and repetition give a match: "Fatigue (average N)" above FATIGUE_TIRED_FROM, and
 * "Seen it before: 3rd time in 4 weeks" when the same wrestlers (or matches of the same rivalry, whoever is
 * in them) were seen more than REPEAT_FREE_TIMES times in the window, this one included.
 */
export function fatigueParts(
  world: World,
  federationId: string,
  segment: MatchSegment,
  wrestlers: readonly Wrestler[],
  labelled = true,
  rivalry: Rivalry | null = rivalryAmong(world, federationId, segment.participants),
): RatingPart[] {
  const parts: RatingPart[] = [];
  addFatigueParts(parts, world, federationId, segment, wrestlers, labelled, rivalry);
  return parts;
}

/**
 * fatigueParts added to the caller's list (the match's rating builds one list of parts), with the match's
 * rivalry the caller has already: the same answer without a second pass over the rivalries.
 */
export function addFatigueParts(parts: RatingPart[], world: World, federationId: string, segment: MatchSegment, wrestlers: readonly Wrestler[], labelled: boolean, rivalry: Rivalry | null): void {
  let sum = 0;
  for (const w of wrestlers) sum += w.fatigue;
  const average = wrestlers.length ? sum / wrestlers.length : 0;
  const tired = fatigueStars(average);
  if (tired < 0) parts.push({ label: labelled ? `Fatigue (average ${Math.round(average)})` : '', stars: tired });

  const seen = pairingCount(world, federationId, segment.participants);
  const rivalryMatches = rivalry ? rivalryMatchCount(world, rivalry) : 0;
  const times = Math.max(seen, rivalryMatches) + 1;
  const repeat = repeatStars(times);
  if (repeat < 0) {
    const what = rivalryMatches > seen && rivalry ? `${rivalry.title} again, ` : '';
    parts.push({ label: labelled ? `Seen it before: ${what}${ordinal(times)} time in ${REPEAT_WINDOW_WEEKS} weeks` : '', stars: repeat });
  }
}
