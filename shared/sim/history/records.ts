// The federation's records for /history, read from its own shows and its own titles' lineages (the player's
// history is never dropped: history/compact.ts). A record is held by the first to set it: a later tie
// does not take it. "Most wins" counts wins in this federation's matches only (a tag-team win counts for
// each partner), not a wrestler's career elsewhere: it is this federation's story.
import { formatDate } from '#shared/rules/calendar.ts';
import { findWrestlerIn } from '../roster/wrestler.ts';
import { findRetired } from '../roster/retired.ts';
import type { World } from '../world.ts';
import { completedShowsOf } from './showArchive.ts';
import { reignsOf } from './reigns.ts';

export type HistoryRecordKey = 'bestMatch' | 'bestShow' | 'longestReign' | 'mostDefenses' | 'biggestCrowd' | 'mostWins';

export interface HistoryRecord {
  key: HistoryRecordKey;
  /** "Best-rated match". */
  label: string;
  /** The figure, as the page shows it ("4.5★", "38 weeks", "12,400 fans"). */
  value: number;
  unit: 'stars' | 'weeks' | 'defenses' | 'fans' | 'wins';
  /** Who or what set it ("Ace vs. Blaze", "Friday Fury"). */
  who: string;
  /** Where or in what ("at Friday Fury", "World Championship"); '' when nothing to add. */
  detail: string;
  /** When: a date, or a reign's span. */
  when: string;
  /** Where it links: a show summary or a wrestler's page. */
  link: { kind: 'show'; showId: string } | { kind: 'wrestler'; wrestlerId: string };
}

/** A wrestler's name, whether still in the world or retired; the lineage's or the card's name otherwise. */
export function nameOf(world: World, wrestlerId: string): string {
  return findWrestlerIn(world, wrestlerId)?.name ?? findRetired(world, wrestlerId)?.name ?? 'A former wrestler';
}

/** The federation's records, in a fixed order; a record nobody set yet is absent. */
export function historyRecords(world: World, federationId: string): HistoryRecord[] {
  const shows = completedShowsOf(world, federationId);
  const records: HistoryRecord[] = [];
  let bestMatch: { rating: number; who: string; show: (typeof shows)[number] } | null = null;
  let bestShow: (typeof shows)[number] | null = null;
  let biggestCrowd: (typeof shows)[number] | null = null;
  const wins = new Map<string, number>();
  // The first to reach the most wins holds the record; its date is the win that last raised it.
  let winner: { id: string; wins: number; show: (typeof shows)[number] } | null = null;
  for (const show of shows) {
    const result = show.result!;
    if (!bestShow || result.rating.value > bestShow.result!.rating.value) bestShow = show;
    if (!biggestCrowd || result.attendance > biggestCrowd.result!.attendance) biggestCrowd = show;
    for (const segment of show.segments) {
      if (segment.kind !== 'match' || !segment.result) continue;
      for (const id of segment.result.winners) {
        const count = (wins.get(id) ?? 0) + 1;
        wins.set(id, count);
        if (!winner || count > winner.wins) winner = { id, wins: count, show };
      }
      if (!bestMatch || segment.result.rating.value > bestMatch.rating) {
        bestMatch = { rating: segment.result.rating.value, who: segment.participants.map((id) => nameOf(world, id)).join(' vs. '), show };
      }
    }
  }
  if (bestMatch) {
    records.push({ key: 'bestMatch', label: 'Best-rated match', value: bestMatch.rating, unit: 'stars', who: bestMatch.who, detail: `at ${bestMatch.show.name}`, when: formatDate(bestMatch.show), link: { kind: 'show', showId: bestMatch.show.id } });
  }
  if (bestShow) {
    records.push({ key: 'bestShow', label: 'Best-rated show', value: bestShow.result!.rating.value, unit: 'stars', who: bestShow.name, detail: '', when: formatDate(bestShow), link: { kind: 'show', showId: bestShow.id } });
  }
  const now = world.calendar.totalWeeksProgressed;
  const reigns = world.championships.filter((c) => c.federationId === federationId).flatMap((title) => reignsOf(title, now));
  // Reigns in the order they began, so the first to set a figure keeps it.
  reigns.sort((a, b) => a.wonWeekIndex - b.wonWeekIndex);
  let longest: (typeof reigns)[number] | null = null;
  let defended: (typeof reigns)[number] | null = null;
  for (const reign of reigns) {
    if (!longest || reign.weeksHeld > longest.weeksHeld) longest = reign;
    if (reign.defenses > 0 && (!defended || reign.defenses > defended.defenses)) defended = reign;
  }
  const span = (reign: (typeof reigns)[number]) => `${reign.wonOn} – ${reign.lostOn ?? 'today'}`;
  if (longest) {
    records.push({ key: 'longestReign', label: 'Longest reign', value: longest.weeksHeld, unit: 'weeks', who: longest.holderName, detail: longest.championshipName, when: span(longest), link: { kind: 'wrestler', wrestlerId: longest.holderId } });
  }
  if (defended) {
    records.push({ key: 'mostDefenses', label: 'Most title defenses', value: defended.defenses, unit: 'defenses', who: defended.holderName, detail: defended.championshipName, when: span(defended), link: { kind: 'wrestler', wrestlerId: defended.holderId } });
  }
  if (biggestCrowd) {
    records.push({ key: 'biggestCrowd', label: 'Biggest crowd', value: biggestCrowd.result!.attendance, unit: 'fans', who: biggestCrowd.name, detail: '', when: formatDate(biggestCrowd), link: { kind: 'show', showId: biggestCrowd.id } });
  }
  if (winner) {
    records.push({ key: 'mostWins', label: 'Most wins', value: winner.wins, unit: 'wins', who: nameOf(world, winner.id), detail: 'in your matches', when: formatDate(winner.show), link: { kind: 'wrestler', wrestlerId: winner.id } });
  }
  return records;
}
