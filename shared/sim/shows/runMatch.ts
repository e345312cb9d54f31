// One segment on the night (docs/game-rules.md "Finishes", "Match quality"): it is rated with its breakdown,
// decided (the booked winner and finish, or the world's generator for what is left to the match), and its
// consequences follow: popularity and morale with their reasons, records, the title, injuries (fatigue
// raises the chance) and the rivalry. runShow.ts runs the card segment by segment.
import { clampPopularity, roundPopularity } from '../../rules/federation.ts';
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
  finishesFor,
  finishSentence,
  LOSS_MORALE,
  NO_CONTEST_MORALE,
  NO_CONTEST_POPULARITY,
  openFinishWeights,
  UPSET_POPULARITY,
  UPSET_STRENGTH_MARGIN,
  type Finish,
} from '../../rules/finishes.ts';
import { MATCH_TYPE_RULES, matchWeights, STIPULATION_RULES } from '../../rules/matchTypes.ts';
import { clampMorale } from '../../rules/morale.ts';
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
} from '../../rules/shows.ts';
import { SKILLS, type SkillName } from '../../rules/training.ts';
import { applyTitleMatch } from '../championships/championship.ts';
import { chance, nextFloat, nextInt, type RngState } from '../rng.ts';
import { recordRivalrySegment, rivalryAmong } from '../rivalries/rivalry.ts';
import { refreshRating, requireWrestler, type Wrestler } from '../roster/wrestler.ts';
import { fatigueInjuryMultiplier } from '../../rules/fatigue.ts';
import { type World } from '../world.ts';
import { type ShowBonuses } from './rateShow.ts';
import { rateSegment } from './rateSegment.ts';
import {
  sidesOf,
  type InjuryNote,
  type MatchResult,
  type MatchSegment,
  type ChangeReason,
  type ParticipantChange,
  type Segment,
  type SegmentResult,
  type Show,
} from './show.ts';


const average = (values: readonly number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/**
 * The side's mean strength: each wrestler's weighted work (summed from 0 in SKILLS order) plus their
 * popularity's share, the mean summed from 0 in order (the figures of a reduce), in plain loops without a
 * list per side: every match of every show of the week is decided with it.
 */
function sideStrength(world: World, weights: Readonly<Record<SkillName, number>>, side: readonly string[]): number {
  if (side.length === 0) return 0;
  let total = 0;
  for (const id of side) {
    const w = requireWrestler(world, id);
    let work = 0;
    for (const skill of SKILLS) work += weights[skill] * w.skills[skill];
    total += work + STRENGTH_POPULARITY_WEIGHT * w.popularity;
  }
  return total / side.length;
}

interface Decision {
  winners: string[];
  finish: Finish;
  /** The side the strengths favoured by at least UPSET_STRENGTH_MARGIN, or null for an even match. */
  favourite: string[] | null;
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
 * Who wins and how (docs/game-rules.md "Finishes"): the booked winner and finish when set; what is left
 * open is drawn as before: a draw now and then where the stipulation allows one (only when neither is
 * booked), a side by strength, then a finish by FINISH_WEIGHTS among the ones the match allows.
 */
function decide(world: World, segment: MatchSegment, rng: RngState): Decision {
  const sides = sidesOf(segment);
  const weights = matchWeights(segment.type, segment.stipulation);
  const strengths = sides.map((side) => sideStrength(world, weights, side));
  const ranked = strengths.map((strength, i) => ({ strength, i })).sort((a, b) => b.strength - a.strength);
  const favourite = ranked.length > 1 && ranked[0]!.strength >= ranked[1]!.strength * (1 + UPSET_STRENGTH_MARGIN) ? sides[ranked[0]!.i]! : null;
  const booked = segment.finish ?? null;
  const bookedSide = segment.winnerId ? (sides.find((side) => side.includes(segment.winnerId!)) ?? null) : null;
  if (booked && !FINISH_RULES[booked].hasWinner) return { winners: [], finish: booked, favourite };
  if (!bookedSide && !booked && finishesFor(segment.type, segment.stipulation).includes('draw') && chance(rng, DRAW_CHANCE)) return { winners: [], finish: 'draw', favourite };
  const winners =
    bookedSide ??
    pickWeighted(
      sides.map((side, i) => ({ value: side, weight: Math.max(1, strengths[i]!) ** WIN_SHARPNESS })),
      rng,
    );
  const technic = average(winners.map((id) => requireWrestler(world, id).skills.technic));
  const finish = booked ?? pickWeighted(openFinishWeights(segment.type, segment.stipulation, technic, !!bookedSide).map(({ finish: value, weight }) => ({ value, weight })), rng);
  return { winners: FINISH_RULES[finish].hasWinner ? winners : [], finish, favourite };
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

/** The popularity parts of a result (before the 0-100 clamp) and its morale, by outcome and finish. */
function resultParts(stars: number, outcome: Outcome, finish: Finish | null, upset: boolean, kind: 'match' | 'promo'): { reasons: ChangeReason[]; morale: number } {
  const reasons: ChangeReason[] = [{ label: kind === 'match' ? 'Match rating' : 'Segment rating', amount: roundPopularity((stars - WRESTLER_NEUTRAL_RATING) * WRESTLER_POPULARITY_PER_STAR) }];
  let morale = MORALE_APPEARANCE;
  const clean = finish ? FINISH_RULES[finish].clean : true;
  const phrase = finish ? FINISH_RULES[finish].phrase : '';
  if (outcome === 'win') {
    reasons.push(clean ? { label: `Clean win ${phrase}`, amount: CLEAN_WIN_POPULARITY } : { label: `Cheap win ${phrase}`, amount: CHEAP_WIN_POPULARITY });
    morale += clean ? CLEAN_WIN_MORALE : CHEAP_WIN_MORALE;
  } else if (outcome === 'loss') {
    reasons.push(clean ? { label: `Clean loss ${phrase}`, amount: CLEAN_LOSS_POPULARITY } : { label: `Loss ${phrase} (protected)`, amount: CHEAP_LOSS_POPULARITY });
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

function applyParticipant(world: World, wrestler: Wrestler, stars: number, outcome: Outcome, finish: Finish | null = null, upset = false): ParticipantChange {
  const beforePopularity = wrestler.popularity;
  const beforeMorale = wrestler.morale;
  const { reasons, morale } = resultParts(stars, outcome, finish, upset, outcome === 'promo' ? 'promo' : 'match');
  wrestler.popularity = roundPopularity(clampPopularity(wrestler.popularity + reasons.reduce((sum, r) => sum + r.amount, 0)));
  wrestler.morale = clampMorale(wrestler.morale + morale);
  wrestler.idleWeeks = 0;
  refreshRating(wrestler);
  return { wrestlerId: wrestler.id, name: wrestler.name, popularity: roundPopularity(wrestler.popularity - beforePopularity), morale: wrestler.morale - beforeMorale, reasons };
}

export function runMatch(world: World, show: Show, segment: MatchSegment, rng: RngState, bonuses: ShowBonuses, injuries: InjuryNote[]): MatchResult {
  const rating = rateSegment(world, show.federationId, segment, rng, bonuses.segment ?? []);
  const { winners, finish, favourite } = decide(world, segment, rng);
  const noWinner = winners.length === 0;
  const changes = segment.participants.map((id) => {
    const wrestler = requireWrestler(world, id);
    const outcome: Outcome = noWinner ? (finish === 'no_contest' ? 'no_contest' : 'draw') : winners.includes(id) ? 'win' : 'loss';
    if (!segment.isExhibition) {
      // A no contest counts as a match, neither won, lost nor drawn.
      wrestler.matchStats.totalMatches += 1;
      if (outcome === 'win') wrestler.matchStats.wins += 1;
      else if (outcome === 'loss') wrestler.matchStats.losses += 1;
      else if (outcome === 'draw') wrestler.matchStats.draws += 1;
    }
    const upset = outcome === 'loss' && !!favourite?.includes(id);
    return applyParticipant(world, wrestler, rating.value, outcome, finish, upset);
  });
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
  for (const id of segment.participants) {
    const wrestler = requireWrestler(world, id);
    if (!chance(rng, injuryChance(segment, wrestler))) continue;
    const weeks = nextInt(rng, INJURY_WEEKS_MIN, INJURY_WEEKS_MAX);
    wrestler.status = 'injured';
    wrestler.injury = { description: `Hurt in ${segment.title}`, weeksRemaining: weeks };
    segmentInjuries.push({ wrestlerId: id, name: wrestler.name, weeks });
  }
  injuries.push(...segmentInjuries);
  const rivalry = rivalryAmong(world, show.federationId, segment.participants);
  if (rivalry) recordRivalrySegment(world, rivalry, { showId: show.id, segmentId: segment.id, kind: 'match', winners, quality: rating.value, finish });
  const sentence = finishSentence(
    finish,
    winners.map((id) => requireWrestler(world, id).name),
  );
  return { rating, crowd: crowdReaction(rating.value), changes, injuries: segmentInjuries, winners, isDraw: finish === 'draw', finish: sentence, finishType: finish, title };
}

export function runPromo(world: World, show: Show, segment: Segment, rng: RngState, bonuses: ShowBonuses): SegmentResult {
  const rating = rateSegment(world, show.federationId, segment, rng, bonuses.segment ?? []);
  const changes = segment.participants.map((id) => applyParticipant(world, requireWrestler(world, id), rating.value, 'promo'));
  const rivalry = rivalryAmong(world, show.federationId, segment.participants);
  if (rivalry) recordRivalrySegment(world, rivalry, { showId: show.id, segmentId: segment.id, kind: 'promo', winners: [], quality: rating.value });
  return { rating, crowd: crowdReaction(rating.value), changes, injuries: [] };
}
