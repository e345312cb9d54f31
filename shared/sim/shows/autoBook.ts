// Auto-book (our design, docs/game-rules.md "Auto-book"): fills an empty card with a sensible one the
// player can then edit. Titles due for a defense (championships/prestige.ts isTitleDue: every
// TITLE_DEFENSE_INTERVAL_WEEKS, and on special events) are defended first (the champion against the best
// challenger, a rival if there is one), then the hottest rivalries get their match, the best talker gets a promo, and the
// rest are paired by rating so no match is a mismatch. The card is ordered from the weakest expected
// segment to the strongest, which closes the show as its main event. Each match gets a booked winner and
// finish with its reason (autoBookFinish.ts).
import { AUTO_BOOK_TARGET_SEGMENTS, FULL_CARD_SEGMENTS } from '../../rules/shows.ts';
import { championshipsOf } from '../championships/championship.ts';
import { isTitleDue } from '../championships/prestige.ts';
import { SimRefusal } from '../refusal.ts';
import { activeRivalriesOf } from '../rivalries/rivalry.ts';
import { freshPairing, sharingPairings } from '../roster/fatigue.ts';
import { rosterOf, type Wrestler } from '../roster/wrestler.ts';
import type { World } from '../world.ts';
import { addMatch, addPromo } from './booking.ts';
import { buildFinish, rivalryFinish, titleFinish } from './autoBookFinish.ts';
import { LABELS_UNREAD, rateSegment } from './rateSegment.ts';
import { requireEditable, requireOwnShow } from './show.ts';

export function autoBook(world: World, federationId: string, showId: string): number {
  // Every pair weighed and every segment rated for the order reads the federation's recent matches: they
  // are listed once (roster/fatigue.ts sharingPairings; booking a card changes no show that has run).
  return sharingPairings(() => bookCard(world, federationId, showId));
}

function bookCard(world: World, federationId: string, showId: string): number {
  const show = requireOwnShow(world, federationId, showId);
  requireEditable(show);
  if (show.segments.length > 0) throw new SimRefusal('Auto-book fills an empty card: clear the card first.');
  // The free wrestlers, best rated first; a wrestler booked leaves the list, which keeps that order. A roster
  // is a handful of wrestlers: plain scans of a list, no map built for every show of the world's week.
  const free: Wrestler[] = [];
  for (const wrestler of rosterOf(world, federationId)) if (wrestler.status === 'active') free.push(wrestler);
  free.sort((a, b) => b.totalPoints - a.totalPoints || a.id.localeCompare(b.id));
  if (free.length < 2) throw new SimRefusal('Auto-book needs at least 2 active wrestlers on your roster.');
  const take = (id: string) => {
    const at = freeIndex(free, id);
    if (at >= 0) free.splice(at, 1);
  };
  const isFree = (id: string) => freeIndex(free, id) >= 0;
  const room = () => show.segments.length < AUTO_BOOK_TARGET_SEGMENTS;
  const rivalries = activeRivalriesOf(world, federationId).sort((a, b) => b.intensity - a.intensity);

  for (const title of championshipsOf(world, federationId).sort((a, b) => b.prestige - a.prestige)) {
    if (!room() || free.length < 2) break;
    const holder = title.holderId ? free[freeIndex(free, title.holderId)] : undefined;
    if ((title.holderId && !holder) || !isTitleDue(world, title, show)) continue;
    const first = holder ?? firstFree(free, null)!;
    const rival = rivalries.find((r) => r.wrestlers.includes(first.id))?.wrestlers.find((id) => id !== first.id && isFree(id));
    const challenger = rival ?? firstFree(free, first.id)!.id;
    const booked = titleFinish(world, title, first.id, challenger);
    addMatch(world, federationId, showId, { type: 'singles', stipulation: 'standard', participants: [first.id, challenger], championshipId: title.id, isExhibition: false, title: '', winnerId: booked.winnerId, finish: booked.finish }, booked.reason);
    take(first.id);
    take(challenger);
  }

  for (const rivalry of rivalries) {
    if (!room()) break;
    const pair = rivalry.wrestlers.filter(isFree).slice(0, 2);
    // A feud seen too often lately (fatigue.ts "Seen it before") rests a week: its wrestlers work elsewhere.
    if (pair.length < 2 || !freshPairing(world, federationId, pair)) continue;
    const booked = rivalryFinish(world, rivalry, pair);
    addMatch(world, federationId, showId, { type: 'singles', stipulation: 'standard', participants: pair, championshipId: null, isExhibition: false, title: '', winnerId: booked.winnerId, finish: booked.finish }, booked.reason);
    pair.forEach(take);
  }

  // Promos for the best talkers: one when the numbers are odd, more when a short roster would otherwise
  // leave a thin card (each promo uses one wrestler, a match two).
  // A show needs a match: without one booked yet, two wrestlers are kept for it.
  const maxPromos = show.segments.some((s) => s.kind === 'match') ? free.length : Math.max(0, free.length - 2);
  let promos = free.length % 2 === 1 && free.length >= 3 ? 1 : 0;
  const segmentsWith = (p: number) => show.segments.length + p + Math.floor((free.length - p) / 2);
  // Two promos in place of one match keep the parity and add a segment.
  while (segmentsWith(promos) < FULL_CARD_SEGMENTS && promos + 2 <= maxPromos) promos += 2;
  for (const talker of bestTalkers(free, promos)) {
    if (!room()) break;
    addPromo(world, federationId, showId, { promoType: 'promo', participants: [talker.id], title: '' });
    take(talker.id);
  }

  while (room() && free.length >= 2) {
    if (free.length === 3) {
      const ids = free.map((w) => w.id);
      const booked = buildFinish(world, 'triple_threat', ids);
      addMatch(world, federationId, showId, { type: 'triple_threat', stipulation: 'standard', participants: ids, championshipId: null, isExhibition: false, title: '', winnerId: booked.winnerId, finish: booked.finish }, booked.reason);
      ids.forEach(take);
      break;
    }
    // The nearest in rating the crowd has not seen too often lately; the nearest otherwise.
    const top = free[0]!.id;
    let partner = free[1]!.id;
    for (let i = 1; i < free.length; i += 1) {
      if (freshPairing(world, federationId, [top, free[i]!.id])) {
        partner = free[i]!.id;
        break;
      }
    }
    const pair = [top, partner];
    const booked = buildFinish(world, 'singles', pair);
    addMatch(world, federationId, showId, { type: 'singles', stipulation: 'standard', participants: pair, championshipId: null, isExhibition: false, title: '', winnerId: booked.winnerId, finish: booked.finish }, booked.reason);
    pair.forEach(take);
  }

  // The order reads the figures only: their parts' labels are not written (rateSegment.ts LABELS_UNREAD).
  const expected = show.segments.map((segment) => ({ segment, value: rateSegment(world, federationId, segment, null, [], LABELS_UNREAD).value + (segment.kind === 'match' && segment.championshipId ? 1 : 0) }));
  expected.sort((a, b) => a.value - b.value || a.segment.id.localeCompare(b.segment.id));
  // The card's own segments in a new order: what reorderSegments would check holds by construction.
  show.segments = expected.map((entry) => entry.segment);
  return show.segments.length;
}

/** Where the wrestler stands in the free list, -1 when booked already or not on it. */
function freeIndex(free: readonly Wrestler[], id: string): number {
  for (let i = 0; i < free.length; i += 1) if (free[i]!.id === id) return i;
  return -1;
}

/** The first free wrestler (in rating order) other than `exceptId`. */
function firstFree(free: readonly Wrestler[], exceptId: string | null): Wrestler | undefined {
  for (const wrestler of free) if (wrestler.id !== exceptId) return wrestler;
  return undefined;
}

/**
 * The `count` best talkers among the free wrestlers (charisma, then id), best first: what sorting them all
 * and keeping the first `count` gives, picked one by one as a card has at most a few promos. Of equals the
 * first in rating order is taken, as in the stable sort.
 */
export function bestTalkers(free: readonly Wrestler[], count: number): Wrestler[] {
  const talkers: Wrestler[] = [];
  const better = (a: Wrestler, b: Wrestler) => b.skills.charisma - a.skills.charisma || a.id.localeCompare(b.id);
  while (talkers.length < count) {
    let best: Wrestler | undefined;
    for (const wrestler of free) if (!talkers.includes(wrestler) && (!best || better(wrestler, best) < 0)) best = wrestler;
    if (!best) break;
    talkers.push(best);
  }
  return talkers;
}
