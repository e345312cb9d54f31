// Auto-book's care for its roster and its crowd (our design, docs/rules/shows.md "Auto-book"; constants in
// shared/rules/autoBook.ts): tired wrestlers rest (a promo at most, to fill a thin card), the wrestlers
// left over are paired so no match is one the crowd has seen too often lately (roster/fatigue.ts
// freshPairing), and a show does not close with the same main event as the federation's previous show.
import { AUTO_BOOK_MIN_WRESTLERS, AUTO_BOOK_REST_FATIGUE, MAIN_EVENT_LOOKBACK_WEEKS } from '#shared/rules/autoBook.ts';
import { SHOW_MAX_WEEKS_AHEAD } from '#shared/rules/shows.ts';
import type { Wrestler } from '../roster/wrestler.ts';
import type { World } from '../world.ts';
import { mainEventSegment, type Segment, type Show } from './show.ts';

/** Who works the show and who rests: the wrestlers as given, split by fatigue. */
export interface RestSplit {
  /** The wrestlers auto-book books from, in the order given. */
  working: Wrestler[];
  /** Fatigue AUTO_BOOK_REST_FATIGUE or more: off the card, unless a thin card needs a promo; least tired first. */
  rested: Wrestler[];
  /** Tired, yet working: without them the card would have no match (fewer than AUTO_BOOK_MIN_WRESTLERS). */
  keptTired: Wrestler[];
}

/**
 * Rests every wrestler at AUTO_BOOK_REST_FATIGUE fatigue or more, unless fewer than AUTO_BOOK_MIN_WRESTLERS
 * would be left: then the least tired of them (of equals, the first given) work to make up a match.
 */
export function restTheTired(wrestlers: readonly Wrestler[]): RestSplit {
  const working: Wrestler[] = [];
  const tired: Wrestler[] = [];
  for (const wrestler of wrestlers) (wrestler.fatigue >= AUTO_BOOK_REST_FATIGUE ? tired : working).push(wrestler);
  tired.sort((a, b) => a.fatigue - b.fatigue);
  const keptTired = tired.splice(0, Math.max(0, AUTO_BOOK_MIN_WRESTLERS - working.length));
  return { working: wrestlers.filter((w) => working.includes(w) || keptTired.includes(w)), rested: tired, keptTired };
}

/**
 * The sentence auto-book returns about who rested and why, and who was tired yet booked (empty when nobody
 * was tired). `talkers` are the rested who cut a promo to fill a thin card.
 */
export function restNote(split: RestSplit, talkers: readonly Wrestler[]): string {
  const named = (list: readonly Wrestler[]) => list.map((w) => `${w.name} (fatigue ${w.fatigue})`).join(', ');
  const one = (list: readonly Wrestler[], single: string, plural: string) => (list.length === 1 ? single : plural);
  const rested = split.rested.filter((w) => !talkers.includes(w));
  const notes: string[] = [];
  if (rested.length > 0) notes.push(`Rested ${named(rested)}: fatigue ${AUTO_BOOK_REST_FATIGUE} or more costs a match stars and raises the injury risk.`);
  if (talkers.length > 0) notes.push(`${named(talkers)} ${one(talkers, 'cuts a promo', 'cut promos')} but ${one(talkers, 'does', 'do')} not wrestle: the card would be thin without ${one(talkers, 'that promo', 'those promos')}.`);
  if (split.keptTired.length > 0) notes.push(`${named(split.keptTired)} ${one(split.keptTired, 'wrestles', 'wrestle')} though tired: a match needs ${AUTO_BOOK_MIN_WRESTLERS} wrestlers.`);
  return notes.join(' ');
}

/** Matches planned for the wrestlers left after titles, feuds and promos, and those left without one. */
export interface PairPlan {
  matches: string[][];
  spare: Wrestler[];
}

/**
 * Pairs the wrestlers (best rated first) by rating: each with the nearest the crowd has not seen them face
 * too often lately; three left make a Triple Threat when that is fresh. A wrestler with no fresh opponent
 * left is in a fresh Triple Threat with the next two when there is one, and spare otherwise (a promo, or a
 * night off, rather than a match the crowd punishes).
 */
export function planPairs(pool: readonly Wrestler[], fresh: (ids: readonly string[]) => boolean): PairPlan {
  const left = [...pool];
  const matches: string[][] = [];
  const spare: Wrestler[] = [];
  while (left.length >= 2) {
    if (left.length === 3) {
      const ids = left.map((w) => w.id);
      if (fresh(ids)) {
        matches.push(ids);
        left.length = 0;
        break;
      }
    }
    const top = left.shift()!;
    const at = left.findIndex((w) => fresh([top.id, w.id]));
    if (at >= 0) {
      matches.push([top.id, left[at]!.id]);
      left.splice(at, 1);
    } else if (left.length >= 2 && fresh([top.id, left[0]!.id, left[1]!.id])) {
      matches.push([top.id, left[0]!.id, left[1]!.id]);
      left.splice(0, 2);
    } else {
      spare.push(top);
    }
  }
  spare.push(...left);
  return { matches, spare };
}

/** Whether two lists hold the same wrestlers (a wrestler appears once in a segment). */
function sameCast(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/**
 * The wrestlers of the federation's previous main event: the main event of its latest other show with a card,
 * of this show's week or the MAIN_EVENT_LOOKBACK_WEEKS before (of one week, the last created). Walks the
 * shows from the newest: one is created at most SHOW_MAX_WEEKS_AHEAD weeks before its week, so once a
 * show's week is that far before the window no older show can be in it.
 */
export function previousMainEvent(world: World, show: Pick<Show, 'id' | 'federationId' | 'weekIndex'>): readonly string[] | null {
  const from = show.weekIndex - MAIN_EVENT_LOOKBACK_WEEKS;
  let latest: Show | null = null;
  for (let i = world.shows.length - 1; i >= 0; i -= 1) {
    const other = world.shows[i]!;
    if (other.weekIndex < from - SHOW_MAX_WEEKS_AHEAD) break;
    if (other.id === show.id || other.federationId !== show.federationId || other.segments.length === 0) continue;
    if (other.weekIndex < from || other.weekIndex > show.weekIndex) continue;
    if (!latest || other.weekIndex > latest.weekIndex) latest = other;
  }
  return latest ? (mainEventSegment(latest)?.participants ?? null) : null;
}

/**
 * The card (ordered weakest to strongest) with a main event other than `previous`: when its main event has
 * the same wrestlers, it trades places with the strongest segment of the same kind before it (the next
 * strongest match), which then closes the show. Unchanged when nothing else could be the main event.
 */
export function varyMainEvent(segments: Segment[], previous: readonly string[] | null): Segment[] {
  const main = mainEventSegment({ segments });
  if (!previous || !main || !sameCast(main.participants, previous)) return segments;
  const at = segments.indexOf(main);
  for (let i = at - 1; i >= 0; i -= 1) {
    if (segments[i]!.kind !== main.kind) continue;
    const varied = [...segments];
    varied[at] = segments[i]!;
    varied[i] = main;
    return varied;
  }
  return segments;
}
