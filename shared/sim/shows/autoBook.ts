// Auto-book (our design, docs/rules/shows.md "Auto-book"): fills an empty card with a sensible one the
// player can then edit. Titles due for a defense (championships/prestige.ts isTitleDue: every
// TITLE_DEFENSE_INTERVAL_WEEKS, and on special events) are defended first (the champion against the best
// challenger, a rival if there is one), then the hottest rivalries get their match, the best talker gets a promo, and the
// rest are paired by rating so no match is a mismatch. The card is ordered from the weakest expected
// segment to the strongest, which closes the show as its main event. Each match gets a booked winner and
// finish with its reason (autoBookFinish.ts).
import { AUTO_BOOK_TARGET_SEGMENTS, FULL_CARD_SEGMENTS } from '#shared/rules/shows.ts';
import { championshipsOf } from '../championships/championship.ts';
import { isTitleDue } from '../championships/prestige.ts';
import { SimRefusal } from '../refusal.ts';
import { activeRivalriesOf } from '../rivalries/rivalry.ts';
import { freshPairing, sharingPairings } from '../roster/fatigue.ts';
import { rosterOf, type Wrestler } from '../roster/wrestler.ts';
import type { World } from '../world.ts';
import { addMatch, addPromo } from './booking.ts';
import { bookJointCard } from '../diplomacy/jointShowCard.ts';
import { buildFinish, rivalryFinish, titleFinish, type BookedFinish } from './autoBookFinish.ts';
import { planPairs, previousMainEvent, restNote, restTheTired, varyMainEvent, type PairPlan } from './autoBookPlan.ts';
import { LABELS_UNREAD, rateSegment } from './rateSegment.ts';
import { autoBookWithinLoanTerms, canAppear } from './loanTerms.ts';
import { requireEditable, requireOwnShow } from './show.ts';
import { promisedTitleChallenger } from '../promises/booking.ts';

/** What auto-book did: the card's segment count, and a sentence on who rested and why ('' when nobody did). */
export interface AutoBookResult {
  segments: number;
  note: string;
}

export function autoBook(world: World, federationId: string, showId: string): number {
  return autoBookCard(world, federationId, showId).segments;
}

export function autoBookCard(world: World, federationId: string, showId: string): AutoBookResult {
  // Every pair weighed and every segment rated for the order reads the federation's recent matches: they
  // are listed once (roster/fatigue.ts sharingPairings; booking a card changes no show that has run).
  return sharingPairings(() => bookCard(world, federationId, showId));
}

function bookCard(world: World, federationId: string, showId: string): AutoBookResult {
  const show = requireOwnShow(world, federationId, showId);
  requireEditable(show);
  if (show.segments.length > 0) throw new SimRefusal('Auto-book fills an empty card: clear the card first.');
  // A joint show's card is its type's: singles matches across the two rosters (diplomacy/jointShowCard.ts).
  if (show.joint) return bookJointCard(world, show);
  // The free wrestlers, best rated first; a wrestler booked leaves the list, which keeps that order. A roster
  // is a handful of wrestlers: plain scans of a list, no map built for every show of the world's week.
  const active: Wrestler[] = [];
  for (const wrestler of rosterOf(world, federationId)) if (canAppear(wrestler)) active.push(wrestler);
  active.sort((a, b) => b.totalPoints - a.totalPoints || a.id.localeCompare(b.id));
  if (active.length < 2) throw new SimRefusal('Auto-book needs at least 2 active wrestlers on your roster.');
  // The tired rest (autoBookPlan.ts restTheTired), unless the card would be left without a match.
  const rest = restTheTired(active);
  const free = rest.working;
  const take = (id: string) => {
    const at = freeIndex(free, id);
    if (at >= 0) free.splice(at, 1);
  };
  const isFree = (id: string) => freeIndex(free, id) >= 0;
  const room = () => show.segments.length < AUTO_BOOK_TARGET_SEGMENTS;
  const hasMatch = () => show.segments.some((s) => s.kind === 'match');
  const fresh = (ids: readonly string[]) => freshPairing(world, federationId, ids);
  const rivalries = activeRivalriesOf(world, federationId).sort((a, b) => b.intensity - a.intensity);
  const book = (type: 'singles' | 'triple_threat', participants: string[], planned: BookedFinish, championshipId: string | null = null) => {
    const booked = autoBookWithinLoanTerms(world, type, 'standard', participants, planned);
    addMatch(world, federationId, showId, { type, stipulation: 'standard', participants, championshipId, isExhibition: false, title: '', winnerId: booked.winnerId, finish: booked.finish }, booked.reason);
    participants.forEach(take);
  };

  for (const title of championshipsOf(world, federationId).sort((a, b) => b.prestige - a.prestige)) {
    if (!room() || free.length < 2) break;
    const holder = title.holderId ? free[freeIndex(free, title.holderId)] : undefined;
    if ((title.holderId && !holder) || !isTitleDue(world, title, show)) continue;
    const first = holder ?? firstFree(free, null)!;
    // The rival if the crowd has not seen them too often lately, else the best fresh challenger; with no
    // fresh one the title waits for the next show, unless these two are all the card can have.
    const rival = rivalries.find((r) => r.wrestlers.includes(first.id))?.wrestlers.find((id) => id !== first.id && isFree(id));
    const onlyPair = free.length === 2 && !hasMatch();
    // A wrestler promised a shot at this title gets it first (promises/booking.ts), whoever is fresh.
    const promised = world.promises.length > 0 ? promisedTitleChallenger(world, federationId, title.id, free.filter((w) => w.id !== first.id)) : undefined;
    const challenger = promised ?? (rival && fresh([first.id, rival]) ? rival : (free.find((w) => w.id !== first.id && fresh([first.id, w.id]))?.id ?? (onlyPair ? firstFree(free, first.id)!.id : undefined)));
    if (!challenger) continue;
    book('singles', [first.id, challenger], titleFinish(world, title, first.id, challenger), title.id);
  }

  for (const rivalry of rivalries) {
    if (!room()) break;
    const pair = rivalry.wrestlers.filter(isFree).slice(0, 2);
    // A feud seen too often lately (fatigue.ts "Seen it before") rests a week: its wrestlers work elsewhere.
    if (pair.length < 2 || !fresh(pair)) continue;
    book('singles', pair, rivalryFinish(world, rivalry, pair));
  }

  // Promos for the best talkers: one when the numbers are odd, more when a short roster would otherwise
  // leave a thin card (each promo uses one wrestler, a match two).
  // A show needs a match: without one booked yet, two wrestlers are kept for it.
  const maxPromos = hasMatch() ? free.length : Math.max(0, free.length - 2);
  let promos = free.length % 2 === 1 && free.length >= 3 ? 1 : 0;
  // The rested may fill a thin card with promos (below): fresh wrestlers talk in their place only when that would not do.
  const segmentsWith = (p: number) => show.segments.length + p + Math.floor((free.length - p) / 2) + rest.rested.length;
  // Two promos in place of one match keep the parity and add a segment.
  while (segmentsWith(promos) < FULL_CARD_SEGMENTS && promos + 2 <= maxPromos) promos += 2;
  const { talkers, plan } = talkersAndPairs(free, bestTalkers(free, promos), fresh);
  for (const talker of talkers) {
    if (!room()) break;
    addPromo(world, federationId, showId, { promoType: 'promo', participants: [talker.id], title: '' });
    take(talker.id);
  }

  // A card needs a match: when no fresh one can be made, the two best left face each other all the same.
  const forced = !hasMatch() && plan.matches.length === 0 && free.length >= 2 && room();
  if (forced) book('singles', [free[0]!.id, free[1]!.id], buildFinish(world, 'singles', [free[0]!.id, free[1]!.id]));
  // The others are paired again around the forced two.
  const { matches, spare } = forced ? planPairs(free, fresh) : plan;
  for (const ids of matches) {
    if (!room()) break;
    const type = ids.length === 3 ? 'triple_threat' : 'singles';
    book(type, ids, buildFinish(world, type, ids));
  }
  // A wrestler with no fresh opponent cuts a promo while the card is thin, and has the night off otherwise;
  // then the least tired of the rested talk while it is still thin (a promo tires little and risks nothing).
  const tiredTalkers: Wrestler[] = [];
  for (const wrestler of [...spare, ...rest.rested]) {
    if (!room() || show.segments.length >= FULL_CARD_SEGMENTS || (!isFree(wrestler.id) && !rest.rested.includes(wrestler))) continue;
    addPromo(world, federationId, showId, { promoType: 'promo', participants: [wrestler.id], title: '' });
    take(wrestler.id);
    if (rest.rested.includes(wrestler)) tiredTalkers.push(wrestler);
  }

  // The order reads the figures only: their parts' labels are not written (rateSegment.ts LABELS_UNREAD).
  const expected = show.segments.map((segment) => ({ segment, value: rateSegment(world, federationId, segment, null, [], LABELS_UNREAD).value + (segment.kind === 'match' && segment.championshipId ? 1 : 0) }));
  expected.sort((a, b) => a.value - b.value || a.segment.id.localeCompare(b.segment.id));
  // The card's own segments in a new order (the strongest closing, unless it repeats the federation's
  // previous main event): what reorderSegments would check holds by construction.
  show.segments = varyMainEvent(
    expected.map((entry) => entry.segment),
    previousMainEvent(world, show),
  );
  return { segments: show.segments.length, note: restNote(rest, tiredTalkers) };
}

/**
 * The promo talkers and the plan for the wrestlers left: the best talkers, unless the rest then cannot all
 * be paired freshly; then the first trade of a talker (the least charismatic first) for a wrestler of the
 * rest (the best talker first) that leaves fewer of them without a fresh match.
 */
function talkersAndPairs(free: readonly Wrestler[], talkers: Wrestler[], fresh: (ids: readonly string[]) => boolean): { talkers: Wrestler[]; plan: PairPlan } {
  const planFor = (chosen: readonly Wrestler[]) => planPairs(free.filter((w) => !chosen.includes(w)), fresh);
  const plan = planFor(talkers);
  if (plan.spare.length === 0 || talkers.length === 0) return { talkers, plan };
  const rest = bestTalkers(
    free.filter((w) => !talkers.includes(w)),
    free.length,
  );
  for (let t = talkers.length - 1; t >= 0; t -= 1) {
    for (const other of rest) {
      const traded = talkers.map((w, i) => (i === t ? other : w));
      const tradedPlan = planFor(traded);
      if (tradedPlan.spare.length < plan.spare.length) return { talkers: traded, plan: tradedPlan };
    }
  }
  return { talkers, plan };
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
