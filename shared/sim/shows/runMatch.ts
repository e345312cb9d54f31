// One segment on the night (docs/rules/shows.md "Finishes", "Match quality"): it is rated with its breakdown,
// decided (the booked winner and finish, or the world's generator for what is left to the match), and its
// consequences follow: popularity and morale with their reasons, records, the title, injuries (fatigue
// raises the chance) and the rivalry. runShow.ts runs the card segment by segment.
import { clampPopularity, roundPopularity } from '#shared/rules/federation.ts';
import {
  CHEAP_LOSS_POPULARITY,
  CHEAP_WIN_MORALE,
  CHEAP_WIN_POPULARITY,
  CLEAN_LOSS_POPULARITY,
  CLEAN_WIN_MORALE,
  CLEAN_WIN_POPULARITY,
  DRAW_MORALE,
  DRAW_POPULARITY,
  FINISH_RULES,
  FINISH_WEIGHTS,
  FINISHES,
  finishesFor,
  finishSentence,
  LOSS_MORALE,
  NO_CONTEST_MORALE,
  NO_CONTEST_POPULARITY,
  openFinishWeights,
  UPSET_POPULARITY,
  UPSET_STRENGTH_MARGIN,
  type Finish,
} from '#shared/rules/finishes.ts';
import { MATCH_TYPE_RULES, matchWeights, STIPULATION_RULES, weightedWork, type MatchType } from '#shared/rules/matchTypes.ts';
import { clampMorale } from '#shared/rules/morale.ts';
import {
  DRAW_CHANCE,
  INJURY_STAMINA_PIVOT,
  INJURY_WEEKS_MAX,
  INJURY_WEEKS_MIN,
  MORALE_APPEARANCE,
  STRENGTH_POPULARITY_WEIGHT,
  WIN_SHARPNESS,
  WRESTLER_NEUTRAL_RATING,
  WRESTLER_POPULARITY_PER_STAR,
} from '#shared/rules/shows.ts';
import type { SkillName } from '#shared/rules/training.ts';
import { applyTitleMatch } from '../championships/championship.ts';
import { chance, nextFloat, nextInt, type RngState } from '../rng.ts';
import { recordRivalrySegment, rivalryAmong } from '../rivalries/rivalry.ts';
import { refreshRating, type Wrestler } from '../roster/wrestler.ts';
import { noteWrestlerChange } from '../roster/wrestlerWeekChanges.ts';
import { fatigueInjuryMultiplier } from '#shared/rules/fatigue.ts';
import { type World } from '../world.ts';
import { type ShowBonuses } from './rateShow.ts';
import { LABELS_UNREAD, rateOnTheNight, type RatingLabels } from './rateSegment.ts';
import { guardedSidesOf, keepLoanTerm } from './loanTerms.ts';
import {
  type InjuryNote,
  type MatchResult,
  type MatchSegment,
  type ChangeReason,
  type ParticipantChange,
  type Segment,
  type SegmentResult,
  type Show,
} from './show.ts';


/**
 * The places in the card of side `side` (sidesOf's sides, read by place: two teams of two in a tag match,
 * one wrestler a side otherwise), as [from, to) cut at the card's end: no side lists are built to decide
 * every match of every show of the week.
 */
function sideRange(type: MatchType, side: number, count: number): [number, number] {
  if (type === 'tag_team') return [Math.min(side * 2, count), Math.min(side * 2 + 2, count)];
  return [side, side + 1];
}

/** How many sides sidesOf gives the match: two teams in a tag match, one a wrestler otherwise. */
function sideCount(type: MatchType, count: number): number {
  return type === 'tag_team' ? 2 : count;
}

/** The side of the wrestler at this place of the card, -1 for none (a tag match's fifth or later). */
function sideAt(type: MatchType, place: number): number {
  if (place < 0 || type !== 'tag_team') return place < 0 ? -1 : place;
  return place < 4 ? Math.floor(place / 2) : -1;
}

/**
 * The side's mean strength: each wrestler's weighted work (summed from 0 in SKILLS order) plus their
 * popularity's share, the mean summed from 0 in order (the figures of a reduce), 0 for an empty side, in
 * plain loops without a list per side: every match of every show of the week is decided with it.
 */
function sideStrength(weights: Readonly<Record<SkillName, number>>, cast: readonly Wrestler[], from: number, to: number): number {
  if (to <= from) return 0;
  let total = 0;
  for (let i = from; i < to; i += 1) {
    const w = cast[i]!;
    total += weightedWork(weights, w.skills) + STRENGTH_POPULARITY_WEIGHT * w.popularity;
  }
  return total / (to - from);
}

interface Decision {
  /** The winning side's wrestlers' ids (a new list), empty for no winner. */
  winners: string[];
  /** The winning side's places in the card, [from, to); from === to for no winner. */
  from: number;
  to: number;
  finish: Finish;
  /** The side the strengths favoured by at least UPSET_STRENGTH_MARGIN, or -1 for an even match. */
  favourite: number;
}

/** Draws one of these weighted options (no draw from the generator when there is only one). */
function pickWeighted<T>(options: ReadonlyArray<{ value: T; weight: number }>, rng: RngState): T {
  if (options.length === 1) return options[0]!.value;
  let roll = nextFloat(rng) * options.reduce((a, b) => a + b.weight, 0);
  for (const option of options) {
    roll -= option.weight;
    if (roll < 0) return option.value;
  }
  return options[options.length - 1]!.value;
}

/**
 * Who wins and how (docs/rules/shows.md "Finishes"): the booked winner and finish when set; what is left
 * open is drawn as before: a draw now and then where the stipulation allows one (only when neither is
 * booked), a side by strength, then a finish by FINISH_WEIGHTS among the ones the match allows. `cast` is
 * the match's wrestlers in the card's order. Exported for its test (decide.test.ts: the same as the plain way with side lists).
 */
export function decide(segment: MatchSegment, cast: readonly Wrestler[], rng: RngState, guarded: readonly number[] = []): Decision {
  const { type, participants } = segment;
  const weights = matchWeights(type, segment.stipulation);
  const sides = sideCount(type, participants.length);
  const strengths: number[] = [];
  for (let side = 0; side < sides; side += 1) {
    const [from, to] = sideRange(type, side, participants.length);
    strengths.push(sideStrength(weights, cast, from, to));
  }
  // The strongest side (the first of equals) and the runner-up's strength: the first two of a stable sort
  // from the strongest down, without the sort.
  let first = -1;
  let second = -1;
  for (let side = 0; side < sides; side += 1) {
    if (first < 0 || strengths[side]! > strengths[first]!) {
      second = first;
      first = side;
    } else if (second < 0 || strengths[side]! > strengths[second]!) second = side;
  }
  const favourite = second >= 0 && strengths[first]! >= strengths[second]! * (1 + UPSET_STRENGTH_MARGIN) ? first : -1;
  const booked = segment.finish ?? null;
  const bookedSide = segment.winnerId ? sideAt(type, participants.indexOf(segment.winnerId)) : -1;
  const none = { winners: [], from: 0, to: 0, favourite };
  if (booked && !FINISH_RULES[booked].hasWinner) return { ...none, finish: booked };
  if (bookedSide < 0 && !booked && finishesFor(type, segment.stipulation).includes('draw') && chance(rng, DRAW_CHANCE)) return { ...none, finish: 'draw' };
  let side = bookedSide;
  if (side < 0) {
    const options: Array<{ value: number; weight: number }> = [];
    for (let i = 0; i < sides; i += 1) options.push({ value: i, weight: Math.max(1, strengths[i]!) ** WIN_SHARPNESS });
    side = pickWeighted(options, rng);
  }
  let [from, to] = sideRange(type, side, participants.length);
  // The winners' technic weighs a submission only when the finish is left to the match.
  let finish = booked;
  if (!finish) {
    let technic = 0;
    for (let i = from; i < to; i += 1) technic += cast[i]!.skills.technic;
    technic = to > from ? technic / (to - from) : 0;
    finish = pickWeighted(openFinishWeights(type, segment.stipulation, technic, bookedSide >= 0).map(({ finish: value, weight }) => ({ value, weight })), rng);
  }
  if (guarded.length > 0) {
    // A loanee protected from a clean loss (shows/loanTerms.ts): the finish or the winner changes to keep the term.
    const kept = keepLoanTerm(type, segment.stipulation, guarded, { side, finish, sideBooked: bookedSide >= 0, finishBooked: booked !== null }, (options) =>
      pickWeighted(options.map((value) => ({ value, weight: FINISH_WEIGHTS[value as Exclude<Finish, 'draw'>] })), rng),
    );
    if (kept.side < 0) return { ...none, finish: kept.finish };
    if (kept.side !== side) [from, to] = sideRange(type, kept.side, participants.length);
    finish = kept.finish;
  }
  return FINISH_RULES[finish].hasWinner ? { winners: participants.slice(from, to), from, to, finish, favourite } : { ...none, finish };
}

function injuryChance(segment: MatchSegment, wrestler: Wrestler): number {
  const base = MATCH_TYPE_RULES[segment.type].injuryChance + STIPULATION_RULES[segment.stipulation].injuryChance;
  return Math.max(0, base * (1 + (INJURY_STAMINA_PIVOT - wrestler.skills.stamina) / 100)) * fatigueInjuryMultiplier(wrestler.fatigue);
}

const CROWD = [
  [8, 'The crowd is on its feet: "This is awesome!"'],
  [6.5, 'Loud, invested crowd from bell to bell'],
  [5, 'A solid reaction from the fans'],
  [3.5, 'The crowd is polite but quiet'],
  [2, 'Restless fans: some head for the concessions'],
  [0, 'Boos and silence: the crowd has checked out'],
] as const;

export function crowdReaction(stars: number): string {
  return CROWD.find(([min]) => stars >= min)![1];
}

type Outcome = 'win' | 'loss' | 'draw' | 'no_contest' | 'promo';

/**
 * The outcome labels of the popularity parts, by finish ("Clean win by pinfall"), written once: a label
 * per appearance was a new string for every wrestler of every match the world runs, kept with the
 * results (for the players a core can hold).
 */
type OutcomeLabel = 'cleanWin' | 'cheapWin' | 'cleanLoss' | 'protectedLoss';
const outcomeLabels = (phrase: string): Record<OutcomeLabel, string> => ({ cleanWin: `Clean win ${phrase}`, cheapWin: `Cheap win ${phrase}`, cleanLoss: `Clean loss ${phrase}`, protectedLoss: `Loss ${phrase} (protected)` });
const OUTCOME_LABELS = new Map<Finish | null, Record<OutcomeLabel, string>>([[null, outcomeLabels('')], ...FINISHES.map((finish): [Finish, Record<OutcomeLabel, string>] => [finish, outcomeLabels(FINISH_RULES[finish].phrase)])]);

/** The popularity parts of a result (before the 0-100 clamp) and its morale, by outcome and finish. */
function resultParts(stars: number, outcome: Outcome, finish: Finish | null, upset: boolean, kind: 'match' | 'promo'): { reasons: ChangeReason[]; morale: number } {
  const reasons: ChangeReason[] = [{ label: kind === 'match' ? 'Match rating' : 'Segment rating', amount: roundPopularity((stars - WRESTLER_NEUTRAL_RATING) * WRESTLER_POPULARITY_PER_STAR) }];
  let morale = MORALE_APPEARANCE;
  const clean = finish ? FINISH_RULES[finish].clean : true;
  const labels = OUTCOME_LABELS.get(finish)!;
  if (outcome === 'win') {
    reasons.push(clean ? { label: labels.cleanWin, amount: CLEAN_WIN_POPULARITY } : { label: labels.cheapWin, amount: CHEAP_WIN_POPULARITY });
    morale += clean ? CLEAN_WIN_MORALE : CHEAP_WIN_MORALE;
  } else if (outcome === 'loss') {
    reasons.push(clean ? { label: labels.cleanLoss, amount: CLEAN_LOSS_POPULARITY } : { label: labels.protectedLoss, amount: CHEAP_LOSS_POPULARITY });
    if (upset && clean) reasons.push({ label: 'Upset: beaten as the favourite', amount: UPSET_POPULARITY });
    morale += LOSS_MORALE;
  } else if (outcome === 'draw') {
    reasons.push({ label: 'Draw', amount: DRAW_POPULARITY });
    morale += DRAW_MORALE;
  } else if (outcome === 'no_contest') {
    reasons.push({ label: 'No contest', amount: NO_CONTEST_POPULARITY });
    morale += NO_CONTEST_MORALE;
  }
  return { reasons, morale };
}

/** Applies the night to a participant and says what it did (kept or not: keptChanges). */
function applyParticipant(wrestler: Wrestler, stars: number, outcome: Outcome, finish: Finish | null = null, upset = false): ParticipantChange {
  const beforePopularity = wrestler.popularity;
  const beforeMorale = wrestler.morale;
  const { reasons, morale } = resultParts(stars, outcome, finish, upset, outcome === 'promo' ? 'promo' : 'match');
  wrestler.popularity = roundPopularity(clampPopularity(wrestler.popularity + reasons.reduce((sum, r) => sum + r.amount, 0)));
  wrestler.morale = clampMorale(wrestler.morale + morale);
  wrestler.idleWeeks = 0;
  refreshRating(wrestler);
  return { wrestlerId: wrestler.id, name: wrestler.name, popularity: roundPopularity(wrestler.popularity - beforePopularity), morale: wrestler.morale - beforeMorale, reasons };
}

/** The night's popularity change for the week report of the wrestler's federation (roster/wrestlerWeekChanges.ts). */
function noteNightChange(world: World, wrestler: Wrestler, change: ParticipantChange, reason: string): void {
  if (change.popularity === 0) return;
  noteWrestlerChange(world, wrestler, { what: 'popularity', change: change.popularity, value: wrestler.popularity, reason, parts: change.reasons });
}

/**
 * Whether a result keeps its wrestlers' changes: a player's show does (its results screen, its week's
 * morale reasons); a computer-run federation's does not (LABELS_UNREAD). Its morale step keeps no reasons
 * (roster/morale.ts: a rival's wrestler is seen without morale), so nothing reads them: kept, each show's
 * changes outlived the young generation (for the players a core can hold).
 */
function keptChanges(labels: RatingLabels): boolean {
  return labels !== LABELS_UNREAD;
}

/**
 * Runs the match on the night. `cast` is its wrestlers in the card's order (rateSegment.ts castOf), looked
 * up once for the rating, the decision and the consequences.
 */
export function runMatch(world: World, show: Show, segment: MatchSegment, cast: readonly Wrestler[], rng: RngState, bonuses: ShowBonuses, injuries: InjuryNote[], labels: RatingLabels = 'labelled'): MatchResult {
  const rating = rateOnTheNight(world, show.federationId, segment, cast, rng, bonuses.segment ?? [], labels);
  const { winners, from, to, finish, favourite } = decide(segment, cast, rng, guardedSidesOf(world, segment.type, segment.participants, cast));
  const noWinner = winners.length === 0;
  const changes: ParticipantChange[] = [];
  for (let place = 0; place < cast.length; place += 1) {
    const wrestler = cast[place]!;
    const outcome: Outcome = noWinner ? (finish === 'no_contest' ? 'no_contest' : 'draw') : place >= from && place < to ? 'win' : 'loss';
    if (!segment.isExhibition) {
      // A no contest counts as a match, neither won, lost nor drawn.
      wrestler.matchStats.totalMatches += 1;
      if (outcome === 'win') wrestler.matchStats.wins += 1;
      else if (outcome === 'loss') wrestler.matchStats.losses += 1;
      else if (outcome === 'draw') wrestler.matchStats.draws += 1;
    }
    const upset = outcome === 'loss' && favourite >= 0 && sideAt(segment.type, place) === favourite;
    const change = applyParticipant(wrestler, rating.value, outcome, finish, upset);
    noteNightChange(world, wrestler, change, `Match at ${show.name}`);
    if (keptChanges(labels)) changes.push(change);
  }
  let title: MatchResult['title'] = null;
  if (segment.championshipId && !segment.isExhibition) {
    const championship = world.championships.find((c) => c.id === segment.championshipId);
    if (championship) {
      // A tag team never holds a singles title, so the winner is always one wrestler.
      const outcome = applyTitleMatch(world, championship, noWinner ? null : winners[0]!, rating.value, finish);
      title = { championshipId: championship.id, outcome: outcome.outcome, holderId: championship.holderId, previousHolderId: outcome.previousHolderId, prestigeChange: outcome.prestigeChange };
    }
  }
  const segmentInjuries: InjuryNote[] = [];
  for (let place = 0; place < cast.length; place += 1) {
    const wrestler = cast[place]!;
    if (!chance(rng, injuryChance(segment, wrestler))) continue;
    const weeks = nextInt(rng, INJURY_WEEKS_MIN, INJURY_WEEKS_MAX);
    wrestler.status = 'injured';
    wrestler.injury = { description: `Hurt in ${segment.title}`, weeksRemaining: weeks };
    segmentInjuries.push({ wrestlerId: segment.participants[place]!, name: wrestler.name, weeks });
  }
  injuries.push(...segmentInjuries);
  const rivalry = rivalryAmong(world, show.federationId, segment.participants);
  if (rivalry) recordRivalrySegment(world, rivalry, { showId: show.id, segmentId: segment.id, kind: 'match', winners, quality: rating.value, finish });
  const names: string[] = [];
  for (let place = from; place < to; place += 1) names.push(cast[place]!.name);
  return { rating, crowd: crowdReaction(rating.value), changes, injuries: segmentInjuries, winners, isDraw: finish === 'draw', finish: finishSentence(finish, names), finishType: finish, title };
}

/** Runs a promo on the night; `cast` as for runMatch. */
export function runPromo(world: World, show: Show, segment: Segment, cast: readonly Wrestler[], rng: RngState, bonuses: ShowBonuses, labels: RatingLabels = 'labelled'): SegmentResult {
  const rating = rateOnTheNight(world, show.federationId, segment, cast, rng, bonuses.segment ?? [], labels);
  const changes: ParticipantChange[] = [];
  for (const wrestler of cast) {
    const change = applyParticipant(wrestler, rating.value, 'promo');
    noteNightChange(world, wrestler, change, `Promo at ${show.name}`);
    if (keptChanges(labels)) changes.push(change);
  }
  const rivalry = rivalryAmong(world, show.federationId, segment.participants);
  if (rivalry) recordRivalrySegment(world, rivalry, { showId: show.id, segmentId: segment.id, kind: 'promo', winners: [], quality: rating.value });
  return { rating, crowd: crowdReaction(rating.value), changes, injuries: [] };
}
