// A segment's quality, 0-10 stars, as a sum of named parts (docs/rules/shows.md "Match quality"):
// the participants' work (skills weighted by match type and stipulation), their popularity and morale,
// a rivalry between them, a title on the line, the format's spectacle, a mismatch between the sides,
// bonuses from production and venue (the next systems plug in through `bonuses`), and the night's luck.
// Without a generator it gives the expected quality (no luck part): what the announced card promises.
import {
  MISMATCH_FREE_GAP,
  MISMATCH_STARS_MAX,
  MISMATCH_STARS_PER_POINT,
  MORALE_PIVOT,
  MORALE_STARS_PER_POINT,
  POPULARITY_PIVOT,
  POPULARITY_STARS,
  PROMO_CHARISMA_STARS,
  PROMO_RIVALRY_FACTOR,
  PROMO_TYPE_RULES,
  RANDOM_STARS,
  RIVALRY_STARS_MAX,
  roundStars,
  TITLE_STARS_MAX,
  WORK_RATE_STARS,
} from '#shared/rules/matchRating.ts';
import { MATCH_TYPE_RULES, matchWeights, STIPULATION_RULES, weightedWork } from '#shared/rules/matchTypes.ts';
import { RATING_MAX_STARS } from '#shared/rules/shows.ts';
import { nextFloat, type RngState } from '../rng.ts';
import { rivalryAmong } from '../rivalries/rivalry.ts';
import { addFatigueParts, sharingPairings } from '../roster/fatigue.ts';
import { requireWrestler, type Wrestler } from '../roster/wrestler.ts';
import type { World } from '../world.ts';
import { type MatchSegment, type PromoSegment, type Rating, type RatingPart, type Segment } from './show.ts';

/** Stars added by systems outside the ring (production level, venue upgrades), each with its label. */
export type QualityBonus = RatingPart;

/**
 * Whether a rating writes its parts. Without them (LABELS_UNREAD: no labels, and the rating's list of parts
 * is left empty) the figure is the same (the labels never enter the sums, and the value is summed from the
 * same rounded stars in the same order); it is for callers that read only the value (auto-book's order of
 * the card, the tickets the announced card sells), which rate every segment of every show of the world's week.
 */
export type RatingLabels = 'labelled' | 'unlabelled';
export const LABELS_UNREAD: RatingLabels = 'unlabelled';

/**
 * Keeps each part rounded, unless it rounds to nothing, and adds its stars to `sum` in order from the
 * first kept part (the figure a reduce over the kept parts gives). The lists are read one after the other,
 * so a segment's parts, its bonuses and its luck need no joined copy. Without a `kept` list (a rating whose
 * parts are unread) only the sum is made, from the same rounded stars in the same order.
 */
function keepRounded(kept: RatingPart[] | null, parts: readonly RatingPart[], sum: number): number {
  for (const part of parts) {
    const stars = roundStars(part.stars);
    if (stars === 0) continue;
    kept?.push({ label: part.label, stars });
    sum += stars;
  }
  return sum;
}

/** The rating of the kept parts and their sum; a total outside the range gets a visible capping part (none written without a `kept` list). */
function cappedRating(kept: RatingPart[] | null, sum: number): Rating {
  const raw = roundStars(sum);
  const value = Math.min(RATING_MAX_STARS, Math.max(0, raw));
  if (kept && value !== raw) kept.push({ label: value === 0 ? 'Cannot go below 0 stars' : `Capped at ${RATING_MAX_STARS} stars`, stars: roundStars(value - raw) });
  return { value: roundStars(value), parts: kept ?? [] };
}

/** Sums the parts into a 0-10 rating; a total outside the range gets a visible capping part. LABELS_UNREAD: the value only. */
export function ratingFromParts(parts: readonly RatingPart[], labels: RatingLabels = 'labelled'): Rating {
  const kept: RatingPart[] | null = labels === 'labelled' ? [] : null;
  return cappedRating(kept, keepRounded(kept, parts, 0));
}

/** ratingFromParts of the segment's own parts, then the bonuses, then the luck, without joining them. */
function ratingFromLists(own: readonly RatingPart[], bonuses: readonly RatingPart[], luckParts: readonly RatingPart[], labels: RatingLabels): Rating {
  const kept: RatingPart[] | null = labels === 'labelled' ? [] : null;
  return cappedRating(kept, keepRounded(kept, luckParts, keepRounded(kept, bonuses, keepRounded(kept, own, 0))));
}

/** The parts of the participants' mean popularity and morale, every segment's (each mean summed from 0 in order; 0 for nobody). */
function addCommonParts(parts: RatingPart[], wrestlers: readonly Wrestler[], labelled: boolean): void {
  let popularitySum = 0;
  let moraleSum = 0;
  for (const w of wrestlers) popularitySum += w.popularity;
  for (const w of wrestlers) moraleSum += w.morale;
  const popularity = wrestlers.length === 0 ? 0 : popularitySum / wrestlers.length;
  const morale = wrestlers.length === 0 ? 0 : moraleSum / wrestlers.length;
  parts.push({ label: labelled ? `Star power (average popularity ${Math.round(popularity)})` : '', stars: ((popularity - POPULARITY_PIVOT) / POPULARITY_PIVOT) * POPULARITY_STARS });
  parts.push({ label: labelled ? `Morale (average ${Math.round(morale)})` : '', stars: (morale - MORALE_PIVOT) * MORALE_STARS_PER_POINT });
}

const NO_PARTS: readonly RatingPart[] = [];

function luck(rng: RngState | null): readonly RatingPart[] {
  if (!rng) return NO_PARTS;
  return [{ label: "The night's luck", stars: (nextFloat(rng) * 2 - 1) * RANDOM_STARS }];
}

export function rateMatch(world: World, federationId: string, segment: MatchSegment, rng: RngState | null, bonuses: readonly QualityBonus[] = [], labels: RatingLabels = 'labelled'): Rating {
  return ratingFromLists(matchParts(world, federationId, segment, castOf(world, segment), labels === 'labelled'), bonuses, luck(rng), labels);
}

/** The segment's wrestlers, in the card's order (each looked up once; requireWrestler's refusal for one gone). */
export function castOf(world: World, segment: Segment): Wrestler[] {
  const cast: Wrestler[] = [];
  for (const id of segment.participants) cast.push(requireWrestler(world, id));
  return cast;
}

/** The mean of works[from, to), summed from 0 in order, `to` cut at the list's end; 0 for an empty range (an empty side). */
function rangeAverage(works: readonly number[], from: number, to: number): number {
  const end = Math.min(to, works.length);
  if (end <= from) return 0;
  let sum = 0;
  for (let i = from; i < end; i += 1) sum += works[i]!;
  return sum / (end - from);
}

/** The match's own parts: everything but the bonuses from outside the ring and the night's luck. */
function matchParts(world: World, federationId: string, segment: MatchSegment, wrestlers: readonly Wrestler[], labelled: boolean): RatingPart[] {
  const weights = matchWeights(segment.type, segment.stipulation);
  // Each participant's work, once (weightedWork: summed from 0 in SKILLS order, the figure a reduce gives):
  // every segment of every show of the week is rated with it, some twice.
  const works: number[] = [];
  for (const w of wrestlers) works.push(weightedWork(weights, w.skills));
  const work = rangeAverage(works, 0, works.length);
  const rule = MATCH_TYPE_RULES[segment.type];
  const parts: RatingPart[] = [{ label: labelled ? `In-ring work (${rule.label} weighting: ${Math.round(work)}/100)` : '', stars: (work / 100) * WORK_RATE_STARS }];
  addCommonParts(parts, wrestlers, labelled);
  const rivalry = rivalryAmong(world, federationId, segment.participants);
  addFatigueParts(parts, world, federationId, segment, wrestlers, labelled, rivalry);
  if (rivalry) parts.push({ label: labelled ? `Rivalry: ${rivalry.title} (intensity ${Math.round(rivalry.intensity)})` : '', stars: (rivalry.intensity / 100) * RIVALRY_STARS_MAX });
  if (segment.championshipId) {
    const title = world.championships.find((c) => c.id === segment.championshipId);
    if (title) parts.push({ label: labelled ? `${title.name} on the line (prestige ${Math.round(title.prestige)})` : '', stars: (title.prestige / 100) * TITLE_STARS_MAX });
  }
  if (rule.spectacle) parts.push({ label: `${rule.label} format`, stars: rule.spectacle });
  const stipulation = STIPULATION_RULES[segment.stipulation];
  if (stipulation.spectacle) parts.push({ label: `${stipulation.label} stipulation`, stars: stipulation.spectacle });
  // The gap between the best and the worst side's average work. The sides are sidesOf's, read by place in
  // the card (a wrestler appears once per match): two teams of two in a tag match, one wrestler a side
  // otherwise; no side lists are built. With no side the gap is -Infinity, as Math.max() - Math.min().
  let most = Number.NEGATIVE_INFINITY;
  let least = Number.POSITIVE_INFINITY;
  if (segment.type === 'tag_team') {
    const first = rangeAverage(works, 0, 2);
    const second = rangeAverage(works, 2, 4);
    most = Math.max(first, second);
    least = Math.min(first, second);
  } else {
    for (const side of works) {
      most = Math.max(most, side);
      least = Math.min(least, side);
    }
  }
  const gap = most - least;
  if (gap > MISMATCH_FREE_GAP) parts.push({ label: labelled ? `Mismatch (${Math.round(gap)} points between the sides)` : '', stars: -Math.min(MISMATCH_STARS_MAX, (gap - MISMATCH_FREE_GAP) * MISMATCH_STARS_PER_POINT) });
  return parts;
}

export function ratePromo(world: World, federationId: string, segment: PromoSegment, rng: RngState | null, bonuses: readonly QualityBonus[] = [], labels: RatingLabels = 'labelled'): Rating {
  return ratingFromLists(promoParts(world, federationId, segment, castOf(world, segment), labels === 'labelled'), bonuses, luck(rng), labels);
}

/** The promo's own parts: everything but the bonuses from outside the ring and the night's luck. */
function promoParts(world: World, federationId: string, segment: PromoSegment, wrestlers: readonly Wrestler[], labelled: boolean): RatingPart[] {
  let charismaSum = 0;
  for (const w of wrestlers) charismaSum += w.skills.charisma;
  const charisma = wrestlers.length === 0 ? 0 : charismaSum / wrestlers.length;
  const rule = PROMO_TYPE_RULES[segment.promoType];
  const parts: RatingPart[] = [{ label: labelled ? `Mic work (average charisma ${Math.round(charisma)})` : '', stars: (charisma / 100) * PROMO_CHARISMA_STARS }];
  addCommonParts(parts, wrestlers, labelled);
  const rivalry = rivalryAmong(world, federationId, segment.participants);
  if (rivalry) parts.push({ label: labelled ? `Rivals face to face: ${rivalry.title}` : '', stars: (rivalry.intensity / 100) * RIVALRY_STARS_MAX * PROMO_RIVALRY_FACTOR });
  if (rule.spectacle) parts.push({ label: rule.label, stars: rule.spectacle });
  return parts;
}

/**
 * The unlabelled expected parts of segments rated while a card is booked and run in one go (see
 * bookAndRunSharingExpected), or null outside one.
 */
let sharedExpected: WeakMap<Segment, RatingPart[]> | null = null;

/**
 * Runs `bookAndRun` (auto-book a card, then run it, with nothing in between) sharing the expected rating of
 * each segment between auto-book's order of the card and the tickets the announced card sells (runShow's
 * expectedAttendance): both rate it unlabelled and without luck, one after the other, with nothing that
 * moves the wrestlers, the feuds, the titles or the shows in between, so the segment's own parts are the
 * same (every segment of every AI show was rated three times). Only the bonuses differ,
 * and they are added to the shared parts in the same order as before, so the figures are the same to the
 * bit. An entry serves once (the second call takes it out), so the real rating of the night, with luck and
 * labels, and anything after it rate from scratch. Auto-book's pairs and the ratings also share the
 * federation's recent matches (roster/fatigue.ts sharingPairings).
 */
export function bookAndRunSharingExpected<T>(bookAndRun: () => T): T {
  const outer = sharedExpected;
  sharedExpected = new WeakMap();
  try {
    return sharingPairings(bookAndRun);
  } finally {
    sharedExpected = outer;
  }
}

function segmentParts(world: World, federationId: string, segment: Segment, cast: readonly Wrestler[], labelled: boolean): RatingPart[] {
  return segment.kind === 'match' ? matchParts(world, federationId, segment, cast, labelled) : promoParts(world, federationId, segment, cast, labelled);
}

export function rateSegment(world: World, federationId: string, segment: Segment, rng: RngState | null, bonuses: readonly QualityBonus[] = [], labels: RatingLabels = 'labelled'): Rating {
  if (sharedExpected && rng === null && labels === LABELS_UNREAD) {
    let own = sharedExpected.get(segment);
    if (own) sharedExpected.delete(segment);
    else sharedExpected.set(segment, (own = segmentParts(world, federationId, segment, castOf(world, segment), false)));
    return ratingFromLists(own, bonuses, NO_PARTS, LABELS_UNREAD);
  }
  // The segment's parts before the luck: the luck is drawn after them, as ever.
  const own = segmentParts(world, federationId, segment, castOf(world, segment), labels === 'labelled');
  return ratingFromLists(own, bonuses, luck(rng), labels);
}

/**
 * The night's rating of a segment (labelled, with the night's luck): rateSegment with the segment's wrestlers
 * the night has already looked up (castOf), in the card's order.
 */
export function rateOnTheNight(world: World, federationId: string, segment: Segment, cast: readonly Wrestler[], rng: RngState, bonuses: readonly QualityBonus[], labels: RatingLabels = 'labelled'): Rating {
  return ratingFromLists(segmentParts(world, federationId, segment, cast, labels === 'labelled'), bonuses, luck(rng), labels);
}
