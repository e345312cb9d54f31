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
import { freshPairing } from '../roster/fatigue.ts';
import { rosterOf, type Wrestler } from '../roster/wrestler.ts';
import type { World } from '../world.ts';
import { addMatch, addPromo, reorderSegments } from './booking.ts';
import { buildFinish, rivalryFinish, titleFinish } from './autoBookFinish.ts';
import { LABELS_UNREAD, rateSegment } from './rateSegment.ts';
import { requireEditable, requireOwnShow } from './show.ts';

export function autoBook(world: World, federationId: string, showId: string): number {
  const show = requireOwnShow(world, federationId, showId);
  requireEditable(show);
  if (show.segments.length > 0) throw new SimRefusal('Auto-book fills an empty card: clear the card first.');
  const free = new Map<string, Wrestler>();
  for (const wrestler of rosterOf(world, federationId).filter((w) => w.status === 'active').sort((a, b) => b.totalPoints - a.totalPoints || a.id.localeCompare(b.id))) {
    free.set(wrestler.id, wrestler);
  }
  if (free.size < 2) throw new SimRefusal('Auto-book needs at least 2 active wrestlers on your roster.');
  const take = (id: string) => free.delete(id);
  const room = () => show.segments.length < AUTO_BOOK_TARGET_SEGMENTS;
  const rivalries = activeRivalriesOf(world, federationId).sort((a, b) => b.intensity - a.intensity);

  for (const title of championshipsOf(world, federationId).sort((a, b) => b.prestige - a.prestige)) {
    if (!room() || free.size < 2) break;
    const holder = title.holderId ? free.get(title.holderId) : undefined;
    if ((title.holderId && !holder) || !isTitleDue(world, title, show)) continue;
    const first = holder ?? [...free.values()][0]!;
    const rival = rivalries.find((r) => r.wrestlers.includes(first.id))?.wrestlers.find((id) => id !== first.id && free.has(id));
    const challenger = rival ?? [...free.keys()].find((id) => id !== first.id)!;
    const booked = titleFinish(world, title, first.id, challenger);
    addMatch(world, federationId, showId, { type: 'singles', stipulation: 'standard', participants: [first.id, challenger], championshipId: title.id, isExhibition: false, title: '', winnerId: booked.winnerId, finish: booked.finish }, booked.reason);
    take(first.id);
    take(challenger);
  }

  for (const rivalry of rivalries) {
    if (!room()) break;
    const pair = rivalry.wrestlers.filter((id) => free.has(id)).slice(0, 2);
    // A feud seen too often lately (fatigue.ts "Seen it before") rests a week: its wrestlers work elsewhere.
    if (pair.length < 2 || !freshPairing(world, federationId, pair)) continue;
    const booked = rivalryFinish(world, rivalry, pair);
    addMatch(world, federationId, showId, { type: 'singles', stipulation: 'standard', participants: pair, championshipId: null, isExhibition: false, title: '', winnerId: booked.winnerId, finish: booked.finish }, booked.reason);
    pair.forEach(take);
  }

  // Promos for the best talkers: one when the numbers are odd, more when a short roster would otherwise
  // leave a thin card (each promo uses one wrestler, a match two).
  // A show needs a match: without one booked yet, two wrestlers are kept for it.
  const maxPromos = show.segments.some((s) => s.kind === 'match') ? free.size : Math.max(0, free.size - 2);
  let promos = free.size % 2 === 1 && free.size >= 3 ? 1 : 0;
  const segmentsWith = (p: number) => show.segments.length + p + Math.floor((free.size - p) / 2);
  // Two promos in place of one match keep the parity and add a segment.
  while (segmentsWith(promos) < FULL_CARD_SEGMENTS && promos + 2 <= maxPromos) promos += 2;
  const talkers = [...free.values()].sort((a, b) => b.skills.charisma - a.skills.charisma || a.id.localeCompare(b.id)).slice(0, promos);
  for (const talker of talkers) {
    if (!room()) break;
    addPromo(world, federationId, showId, { promoType: 'promo', participants: [talker.id], title: '' });
    take(talker.id);
  }

  while (room() && free.size >= 2) {
    const ids = [...free.keys()];
    if (ids.length === 3) {
      const booked = buildFinish(world, 'triple_threat', ids);
      addMatch(world, federationId, showId, { type: 'triple_threat', stipulation: 'standard', participants: ids, championshipId: null, isExhibition: false, title: '', winnerId: booked.winnerId, finish: booked.finish }, booked.reason);
      ids.forEach(take);
      break;
    }
    // The nearest in rating the crowd has not seen too often lately; the nearest otherwise.
    const partner = ids.slice(1).find((id) => freshPairing(world, federationId, [ids[0]!, id])) ?? ids[1]!;
    const pair = [ids[0]!, partner];
    const booked = buildFinish(world, 'singles', pair);
    addMatch(world, federationId, showId, { type: 'singles', stipulation: 'standard', participants: pair, championshipId: null, isExhibition: false, title: '', winnerId: booked.winnerId, finish: booked.finish }, booked.reason);
    pair.forEach(take);
  }

  // The order reads the figures only: their parts' labels are not written (rateSegment.ts LABELS_UNREAD).
  const expected = new Map(show.segments.map((segment) => [segment.id, rateSegment(world, federationId, segment, null, [], LABELS_UNREAD).value + (segment.kind === 'match' && segment.championshipId ? 1 : 0)]));
  const order = [...show.segments].sort((a, b) => expected.get(a.id)! - expected.get(b.id)! || a.id.localeCompare(b.id)).map((s) => s.id);
  reorderSegments(world, federationId, showId, order);
  return show.segments.length;
}
