// A segment's quality, 0-10 stars, as a sum of named parts (docs/game-rules.md "Match quality"):
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
} from '../../rules/matchRating.ts';
import { MATCH_TYPE_RULES, matchWeights, STIPULATION_RULES } from '../../rules/matchTypes.ts';
import { RATING_MAX_STARS } from '../../rules/shows.ts';
import { SKILLS } from '../../rules/training.ts';
import { nextFloat, type RngState } from '../rng.ts';
import { rivalryAmong } from '../rivalries/rivalry.ts';
import { fatigueParts } from '../roster/fatigue.ts';
import { requireWrestler, type Wrestler } from '../roster/wrestler.ts';
import type { World } from '../world.ts';
import { sidesOf, type MatchSegment, type PromoSegment, type Rating, type RatingPart, type Segment } from './show.ts';

/** Stars added by systems outside the ring (production level, venue upgrades), each with its label. */
export type QualityBonus = RatingPart;

/** The mean, summed from 0 in order (the same figure as a reduce from 0), without a callback per value. */
function average(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/**
 * Whether a rating writes its parts' labels. Without them (LABELS_UNREAD) the figure is the same (the
 * labels never enter the sums); it is for callers that read only the value (auto-book's order of the card,
 * the tickets the announced card sells), which rate every segment of every show of the world's week.
 */
export type RatingLabels = 'labelled' | 'unlabelled';
export const LABELS_UNREAD: RatingLabels = 'unlabelled';

/** Sums the parts into a 0-10 rating; a total outside the range gets a visible capping part. */
export function ratingFromParts(parts: RatingPart[]): Rating {
  const kept = parts.map((p) => ({ label: p.label, stars: roundStars(p.stars) })).filter((p) => p.stars !== 0);
  const raw = roundStars(kept.reduce((sum, p) => sum + p.stars, 0));
  const value = Math.min(RATING_MAX_STARS, Math.max(0, raw));
  if (value !== raw) kept.push({ label: value === 0 ? 'Cannot go below 0 stars' : `Capped at ${RATING_MAX_STARS} stars`, stars: roundStars(value - raw) });
  return { value: roundStars(value), parts: kept };
}

function commonParts(wrestlers: Wrestler[], labelled: boolean): RatingPart[] {
  const parts: RatingPart[] = [];
  const popularity = average(wrestlers.map((w) => w.popularity));
  parts.push({ label: labelled ? `Star power (average popularity ${Math.round(popularity)})` : '', stars: ((popularity - POPULARITY_PIVOT) / POPULARITY_PIVOT) * POPULARITY_STARS });
  const morale = average(wrestlers.map((w) => w.morale));
  parts.push({ label: labelled ? `Morale (average ${Math.round(morale)})` : '', stars: (morale - MORALE_PIVOT) * MORALE_STARS_PER_POINT });
  return parts;
}

function luck(rng: RngState | null): RatingPart[] {
  if (!rng) return [];
  return [{ label: "The night's luck", stars: (nextFloat(rng) * 2 - 1) * RANDOM_STARS }];
}

export function rateMatch(world: World, federationId: string, segment: MatchSegment, rng: RngState | null, bonuses: readonly QualityBonus[] = [], labels: RatingLabels = 'labelled'): Rating {
  return ratingFromParts([...matchParts(world, federationId, segment, labels === 'labelled'), ...bonuses, ...luck(rng)]);
}

/** The match's own parts: everything but the bonuses from outside the ring and the night's luck. */
function matchParts(world: World, federationId: string, segment: MatchSegment, labelled: boolean): RatingPart[] {
  const wrestlers = segment.participants.map((id) => requireWrestler(world, id));
  const weights = matchWeights(segment.type, segment.stipulation);
  // Summed from 0 in SKILLS order (the figure a reduce gives), in a plain loop: every segment of every show rates this.
  const workOf = (w: Wrestler) => {
    let sum = 0;
    for (const skill of SKILLS) sum += weights[skill] * w.skills[skill];
    return sum;
  };
  // Each participant's work, once: the match's average and the sides' (a wrestler appears once per match,
  // so the participant's place finds it: no map built per segment).
  const works = wrestlers.map(workOf);
  const workOfId = (id: string) => {
    const at = segment.participants.indexOf(id);
    return at >= 0 ? works[at]! : workOf(requireWrestler(world, id));
  };
  const work = average(works);
  const rule = MATCH_TYPE_RULES[segment.type];
  const parts: RatingPart[] = [{ label: labelled ? `In-ring work (${rule.label} weighting: ${Math.round(work)}/100)` : '', stars: (work / 100) * WORK_RATE_STARS }];
  parts.push(...commonParts(wrestlers, labelled));
  const rivalry = rivalryAmong(world, federationId, segment.participants);
  parts.push(...fatigueParts(world, federationId, segment, wrestlers, labelled, rivalry));
  if (rivalry) parts.push({ label: labelled ? `Rivalry: ${rivalry.title} (intensity ${Math.round(rivalry.intensity)})` : '', stars: (rivalry.intensity / 100) * RIVALRY_STARS_MAX });
  if (segment.championshipId) {
    const title = world.championships.find((c) => c.id === segment.championshipId);
    if (title) parts.push({ label: labelled ? `${title.name} on the line (prestige ${Math.round(title.prestige)})` : '', stars: (title.prestige / 100) * TITLE_STARS_MAX });
  }
  if (rule.spectacle) parts.push({ label: `${rule.label} format`, stars: rule.spectacle });
  const stipulation = STIPULATION_RULES[segment.stipulation];
  if (stipulation.spectacle) parts.push({ label: `${stipulation.label} stipulation`, stars: stipulation.spectacle });
  const sideWork = sidesOf(segment).map((side) => average(side.map(workOfId)));
  const gap = Math.max(...sideWork) - Math.min(...sideWork);
  if (gap > MISMATCH_FREE_GAP) parts.push({ label: labelled ? `Mismatch (${Math.round(gap)} points between the sides)` : '', stars: -Math.min(MISMATCH_STARS_MAX, (gap - MISMATCH_FREE_GAP) * MISMATCH_STARS_PER_POINT) });
  return parts;
}

export function ratePromo(world: World, federationId: string, segment: PromoSegment, rng: RngState | null, bonuses: readonly QualityBonus[] = [], labels: RatingLabels = 'labelled'): Rating {
  return ratingFromParts([...promoParts(world, federationId, segment, labels === 'labelled'), ...bonuses, ...luck(rng)]);
}

/** The promo's own parts: everything but the bonuses from outside the ring and the night's luck. */
function promoParts(world: World, federationId: string, segment: PromoSegment, labelled: boolean): RatingPart[] {
  const wrestlers = segment.participants.map((id) => requireWrestler(world, id));
  const charisma = average(wrestlers.map((w) => w.skills.charisma));
  const rule = PROMO_TYPE_RULES[segment.promoType];
  const parts: RatingPart[] = [{ label: labelled ? `Mic work (average charisma ${Math.round(charisma)})` : '', stars: (charisma / 100) * PROMO_CHARISMA_STARS }];
  parts.push(...commonParts(wrestlers, labelled));
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
 * same (issue 18 figures: every segment of every AI show was rated three times). Only the bonuses differ,
 * and they are added to the shared parts in the same order as before, so the figures are the same to the
 * bit. An entry serves once (the second call takes it out), so the real rating of the night, with luck and
 * labels, and anything after it rate from scratch.
 */
export function bookAndRunSharingExpected<T>(bookAndRun: () => T): T {
  const outer = sharedExpected;
  sharedExpected = new WeakMap();
  try {
    return bookAndRun();
  } finally {
    sharedExpected = outer;
  }
}

function segmentParts(world: World, federationId: string, segment: Segment, labelled: boolean): RatingPart[] {
  return segment.kind === 'match' ? matchParts(world, federationId, segment, labelled) : promoParts(world, federationId, segment, labelled);
}

export function rateSegment(world: World, federationId: string, segment: Segment, rng: RngState | null, bonuses: readonly QualityBonus[] = [], labels: RatingLabels = 'labelled'): Rating {
  if (sharedExpected && rng === null && labels === LABELS_UNREAD) {
    let own = sharedExpected.get(segment);
    if (own) sharedExpected.delete(segment);
    else sharedExpected.set(segment, (own = segmentParts(world, federationId, segment, false)));
    return ratingFromParts([...own, ...bonuses]);
  }
  return ratingFromParts([...segmentParts(world, federationId, segment, labels === 'labelled'), ...bonuses, ...luck(rng)]);
}
