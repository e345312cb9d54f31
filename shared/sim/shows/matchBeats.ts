// A segment told as beats for the live run (docs/rules/shows.md "Live run"): a match in
// 4-8 beats, a promo in 2-3, each with its text and where the crowd meter stands after it. The beats
// narrate a result that already happened: they read the seeded result (winner, finish, rating) and never
// change or contradict it, and they draw from their own small generator seeded by the show and segment
// ids (never the world's), so the same result always reads the same.
import { SKILL_MOVES, STYLE_MOVES, isWrestlerStyle, type StyleMoves } from '#shared/data/moves.ts';
import { clampCrowd } from '#shared/rules/crowd.ts';
import { FINISH_RULES, isFinish, type Finish } from '#shared/rules/finishes.ts';
import { MISMATCH_FREE_GAP } from '#shared/rules/matchRating.ts';
import { matchWeights, type Stipulation } from '#shared/rules/matchTypes.ts';
import { SKILLS, type SkillName } from '#shared/rules/training.ts';
import { createRngState, nextFloat, pick, type RngState } from '../rng.ts';
import { sidesOf, type MatchResult, type MatchSegment, type PromoSegment, type Segment } from './show.ts';

export type BeatKind = 'opening' | 'move' | 'lull' | 'tag' | 'chaos' | 'stipulation' | 'near_fall' | 'finish' | 'promo';

export interface Beat {
  kind: BeatKind;
  text: string;
  /** How the crowd reacted: the meter's change, in stars (negative: it cooled). */
  reaction: number;
  /** Where the crowd meter stands after the beat, 0-10 stars; the last beat stands at the segment's rating. */
  crowd: number;
}

/** What the beats know of a participant: the roster's style and skills when they are still there. */
export interface BeatWrestler {
  name: string;
  style?: string;
  skills?: Partial<Record<SkillName, number>>;
}

export interface BeatContext {
  wrestler: (id: string) => BeatWrestler;
  /** The championship on the line, for the ladder's prize ("the Iron Title"). */
  titleName?: string;
}

/** A match has this many beats at least and at most, a promo 2 or 3. */
export const MATCH_BEATS_MIN = 4;
export const MATCH_BEATS_MAX = 8;
/** A match rated at least this (stars) gets a beat more, and another at BEATS_HOT_STARS: good matches last. */
export const BEATS_SOLID_STARS = 3.5;
export const BEATS_HOT_STARS = 6.5;
/** Near-falls: only in a match of at least this rating (stars) between sides this close in work rate (the rating's free mismatch gap, skill points). */
export const NEAR_FALL_MIN_STARS = 5;
export const NEAR_FALL_MAX_GAP = MISMATCH_FREE_GAP;
/** A second near-fall at or above this rating. */
export const SECOND_NEAR_FALL_STARS = 6.5;
/** A promo gets its third beat at or above this rating (stars). */
export const PROMO_THIRD_BEAT_STARS = 5;
/** The crowd starts a segment at this share of its rating: it warms up as the segment goes. */
export const CROWD_START_SHARE = 0.6;
/** How far a beat moves the meter off its warming path, in stars: a big spot or a near-fall lifts it above where it settles, a rest hold cools it. */
export const BEAT_SWING: Readonly<Record<BeatKind, number>> = { opening: 0, move: 0.3, lull: -0.8, tag: 0.6, chaos: 0.5, stipulation: 0.7, near_fall: 1.2, finish: 0, promo: 0.3 };
/** A skill at or above this (0-100) brings its moves into a wrestler's set, on top of their style's. */
export const SKILL_MOVES_MIN = 70;
/** Random wobble of a move's swing, ± stars. */
export const MOVE_WOBBLE = 0.4;

/** FNV-1a of the text: the beats' own seed. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The beats' generator for one segment of one show. */
export function beatsRng(showId: string, segmentId: string): RngState {
  return createRngState(seedOf(`${showId}:${segmentId}`));
}

/** The finish of a result: the booked one when the result has it, else the draw or the stipulation's own. */
export function finishOf(result: Pick<MatchResult, 'finishType' | 'isDraw' | 'winners' | 'finish'>, stipulation: Stipulation): Finish {
  if (result.finishType && isFinish(result.finishType)) return result.finishType;
  if (result.isDraw || result.winners.length === 0) return 'draw';
  switch (stipulation) {
    case 'submission':
      return 'submission';
    case 'ladder':
      return 'retrieval';
    case 'steel_cage':
      return 'escape';
    default:
      return 'pinfall';
  }
}

function fill(template: string, a: string, b: string): string {
  return template.replaceAll('{a}', a).replaceAll('{b}', b);
}

function bestSkill(skills: Partial<Record<SkillName, number>> | undefined): SkillName | null {
  if (!skills) return null;
  let best: SkillName | null = null;
  for (const skill of SKILLS) if ((skills[skill] ?? -1) > (best ? (skills[best] ?? -1) : -1)) best = skill;
  return best && (skills[best] ?? 0) >= SKILL_MOVES_MIN ? best : null;
}

/** A wrestler's moves: their style's, with their best skill's mixed in when it stands out; a former wrestler works to a plain all-round set. */
function movesOf(wrestler: BeatWrestler): { pool: readonly string[]; own: StyleMoves } {
  const style = wrestler.style && isWrestlerStyle(wrestler.style) ? STYLE_MOVES[wrestler.style] : null;
  const skill = bestSkill(wrestler.skills);
  const skillMoves = skill ? SKILL_MOVES[skill] : null;
  const own = style ?? skillMoves ?? STYLE_MOVES['All-Rounder'];
  const pool = skillMoves && skillMoves !== own ? [...own.moves, ...skillMoves.moves] : own.moves;
  return { pool, own };
}

/** "Kit Hollander", "Kit & Rex". */
function sideName(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} & ${names.at(-1)}`;
}

/** Work-rate gap between the best and the worst side (skill points) from the skills known; 0 when too little is known. */
export function sidesGap(segment: Pick<MatchSegment, 'type' | 'stipulation' | 'participants'>, wrestler: (id: string) => BeatWrestler): number {
  const weights = matchWeights(segment.type, segment.stipulation);
  const work = sidesOf(segment)
    .map((side) => side.map((id) => wrestler(id).skills).filter((s): s is Partial<Record<SkillName, number>> => !!s))
    .filter((side) => side.length > 0)
    .map((side) => side.reduce((sum, skills) => sum + SKILLS.reduce((w, skill) => w + weights[skill] * (skills[skill] ?? 0), 0), 0) / side.length);
  if (work.length < 2) return 0;
  return Math.max(...work) - Math.min(...work);
}

interface Draft {
  kind: BeatKind;
  text: string;
}

/** Lays the drafts on the crowd's path: from its warm-up level up to the rating, each beat's swing on top, the last beat on the rating. */
function withCrowd(drafts: Draft[], rating: number, rng: RngState): Beat[] {
  const start = rating * CROWD_START_SHARE;
  let previous = 0;
  return drafts.map((draft, index) => {
    const last = index === drafts.length - 1;
    const path = drafts.length > 1 ? start + ((rating - start) * index) / (drafts.length - 1) : rating;
    const wobble = draft.kind === 'move' ? (nextFloat(rng) * 2 - 1) * MOVE_WOBBLE : 0;
    const crowd = last ? clampCrowd(rating) : clampCrowd(path + BEAT_SWING[draft.kind] + wobble);
    const reaction = Math.round((crowd - previous) * 10) / 10;
    previous = crowd;
    return { ...draft, reaction, crowd };
  });
}

function stipulationBeat(stipulation: Stipulation, a: string, b: string, prize: string): Draft | null {
  switch (stipulation) {
    case 'ladder':
      return { kind: 'stipulation', text: `${a} drags a ladder into the ring, with ${prize} hanging high above` };
    case 'steel_cage':
      return { kind: 'stipulation', text: `${a} rakes ${b} across the steel of the cage` };
    case 'no_disqualification':
      return { kind: 'stipulation', text: `${a} brings a steel chair into the ring: no disqualifications tonight` };
    case 'submission':
      return { kind: 'stipulation', text: `${a} works over ${b}'s leg, hunting for the tap-out` };
    default:
      return null;
  }
}

function nearFallBeat(stipulation: Stipulation, attacker: string, attackerMoves: StyleMoves, survivor: string, prize: string): Draft {
  switch (stipulation) {
    case 'ladder':
      return { kind: 'near_fall', text: `${attacker}'s fingertips brush ${prize}, but ${survivor} tips the ladder over!` };
    case 'steel_cage':
      return { kind: 'near_fall', text: `${attacker} has a leg over the top of the cage, but ${survivor} drags them back in!` };
    case 'submission':
      return { kind: 'near_fall', text: `${attacker} traps ${survivor} in ${attackerMoves.hold}: ${survivor} nearly taps, then reaches the ropes!` };
    default:
      return { kind: 'near_fall', text: `${attacker} hits ${attackerMoves.finisher}: 1… 2… ${survivor} kicks out!` };
  }
}

function finishBeat(finish: Finish, winner: string, winnerMoves: StyleMoves, loser: string, prize: string, plural: boolean): Draft {
  const wins = plural ? 'win' : 'wins';
  switch (finish) {
    case 'pinfall':
      return { kind: 'finish', text: `${winner} ${plural ? 'hit' : 'hits'} ${winnerMoves.finisher} on ${loser}: 1, 2, 3! ${winner} ${wins} by pinfall.` };
    case 'submission':
      return { kind: 'finish', text: `${winner} ${plural ? 'lock' : 'locks'} ${loser} in ${winnerMoves.hold} and ${loser} taps out: ${winner} ${wins} by submission.` };
    case 'count_out':
      return { kind: 'finish', text: `${loser} cannot beat the referee's count back into the ring: ${winner} ${wins} by count-out.` };
    case 'disqualification':
      return { kind: 'finish', text: `${loser} grabs a chair and the referee calls for the bell: ${winner} ${wins} by disqualification.` };
    case 'retrieval':
      return { kind: 'finish', text: `${winner} ${plural ? 'climb' : 'climbs'} to the top of the ladder and ${plural ? 'pull' : 'pulls'} down ${prize}: ${winner} ${wins} by retrieving the prize.` };
    case 'escape':
      return { kind: 'finish', text: `${winner} ${plural ? 'climb' : 'climbs'} over the top of the cage and ${plural ? 'drop' : 'drops'} to the floor: ${winner} ${wins} by escaping the cage.` };
    case 'no_contest':
      return { kind: 'finish', text: `The brawl spills everywhere and the referee throws the match out: no contest, nobody wins.` };
    default:
      return { kind: 'finish', text: 'The time limit runs out with nobody able to finish it: the match is a draw, nobody wins.' };
  }
}

function matchBeats(showId: string, segment: MatchSegment, result: MatchResult, context: BeatContext): Beat[] {
  const rng = beatsRng(showId, segment.id);
  const rating = result.rating.value;
  const info = (id: string) => context.wrestler(id);
  const name = (id: string) => info(id).name;
  const sides = sidesOf(segment).filter((side) => side.length > 0);
  const finish = finishOf(result, segment.stipulation);
  const hasWinner = FINISH_RULES[finish].hasWinner && result.winners.length > 0;
  const winnerSide = hasWinner ? sides.findIndex((side) => side.some((id) => result.winners.includes(id))) : -1;
  const prize = context.titleName ? `the ${context.titleName}` : 'the prize';
  const other = (sideIndex: number) => (sideIndex + 1 + Math.floor(nextFloat(rng) * (sides.length - 1))) % sides.length;
  const one = (sideIndex: number) => pick(rng, sides[sideIndex]!);

  // How many beats: more for a better match, each structure beat taking a place of a move.
  const target = MATCH_BEATS_MIN + (rating >= BEATS_SOLID_STARS ? 1 : 0) + (rating >= BEATS_HOT_STARS ? 1 : 0);
  const close = rating >= NEAR_FALL_MIN_STARS && sidesGap(segment, info) <= NEAR_FALL_MAX_GAP;
  const nearFalls = close ? (rating >= SECOND_NEAR_FALL_STARS ? 2 : 1) : 0;
  const typeBeat = segment.type !== 'singles';
  const stipulationSpot = segment.stipulation !== 'standard';
  const moveCount = Math.max(1, target - 2 - nearFalls - (typeBeat ? 1 : 0) - (stipulationSpot ? 1 : 0));

  const drafts: Draft[] = [];
  // The bell.
  if (segment.type === 'tag_team') drafts.push({ kind: 'opening', text: `${name(sides[0]![0]!)} and ${name(sides[1]![0]!)} start it off for their teams` });
  else if (sides.length > 2) drafts.push({ kind: 'opening', text: `The bell rings and ${sideName(sides.map((side) => name(side[0]!)))} all go at once` });
  else drafts.push({ kind: 'opening', text: `The bell rings: ${name(sides[0]![0]!)} and ${name(sides[1]![0]!)} lock up` });

  // The body: the side that loses gets its offence in first, the winner's comeback comes last.
  let attacker = winnerSide >= 0 ? other(winnerSide) : Math.floor(nextFloat(rng) * sides.length);
  const lull = rating < BEATS_SOLID_STARS;
  for (let i = 0; i < moveCount; i++) {
    const last = i === moveCount - 1;
    if (last && winnerSide >= 0) attacker = winnerSide;
    const a = one(attacker);
    const b = one(other(attacker));
    if (lull && i === 0 && moveCount > 1) drafts.push({ kind: 'lull', text: `${name(a)} slows it down with a long rest hold on ${name(b)}, and the crowd grows restless` });
    else drafts.push({ kind: 'move', text: fill(pick(rng, movesOf(info(a)).pool), name(a), name(b)) });
    attacker = other(attacker);
  }
  if (stipulationSpot) {
    const a = one(Math.floor(nextFloat(rng) * sides.length));
    const b = one(other(sides.findIndex((side) => side.includes(a))));
    const spot = stipulationBeat(segment.stipulation, name(a), name(b), prize);
    if (spot) drafts.push(spot);
  }
  if (typeBeat) {
    if (segment.type === 'tag_team') {
      const team = winnerSide >= 0 ? sides[winnerSide]! : sides[Math.floor(nextFloat(rng) * sides.length)]!;
      drafts.push({ kind: 'tag', text: `${name(team[0]!)} makes the hot tag to ${name(team[1] ?? team[0]!)}, who cleans house!` });
    } else {
      const diver = one(Math.floor(nextFloat(rng) * sides.length));
      drafts.push({ kind: 'chaos', text: `${name(diver)} breaks up a pin and dives onto everyone on the floor` });
    }
  }
  // Near-falls: the side that does not win comes close first, then the winner.
  for (let i = 0; i < nearFalls; i++) {
    const towardWinner = winnerSide >= 0 && i === 1;
    const bySide = towardWinner ? winnerSide : winnerSide >= 0 ? other(winnerSide) : Math.floor(nextFloat(rng) * sides.length);
    const survivorSide = towardWinner ? other(winnerSide) : winnerSide >= 0 ? winnerSide : other(bySide);
    const a = one(bySide);
    drafts.push(nearFallBeat(segment.stipulation, name(a), movesOf(info(a)).own, name(one(survivorSide)), prize));
  }
  // The finish, as the result has it.
  if (winnerSide >= 0) {
    const winners = sides[winnerSide]!.filter((id) => result.winners.includes(id));
    const loserSide = other(winnerSide);
    drafts.push(finishBeat(finish, sideName(winners.map(name)), movesOf(info(winners[0]!)).own, name(one(loserSide)), prize, winners.length > 1));
  } else {
    drafts.push(finishBeat(finish === 'no_contest' ? 'no_contest' : 'draw', '', STYLE_MOVES['All-Rounder'], '', prize, false));
  }
  // At most 7 by construction (MATCH_BEATS_MAX keeps a margin): the finish is always the last.
  return withCrowd(drafts, rating, rng);
}

function promoBeats(showId: string, segment: PromoSegment, rating: number, context: BeatContext): Beat[] {
  const rng = beatsRng(showId, segment.id);
  const names = segment.participants.map((id) => context.wrestler(id).name);
  const lead = pick(rng, names);
  const drafts: Draft[] = [];
  if (segment.promoType === 'interview') drafts.push({ kind: 'opening', text: `${sideName(names)} ${names.length > 1 ? 'sit' : 'sits'} down for an interview backstage` });
  else if (segment.promoType === 'confrontation') drafts.push({ kind: 'opening', text: `${sideName(names)} meet face to face in the middle of the ring` });
  else drafts.push({ kind: 'opening', text: `${lead} grabs the microphone` });
  if (rating >= PROMO_THIRD_BEAT_STARS) {
    drafts.push({ kind: 'promo', text: rating >= BEATS_HOT_STARS ? `${lead} cuts to the bone: the crowd hangs on every word` : `${lead} lands a line the fans chant back` });
  }
  if (rating >= BEATS_HOT_STARS) drafts.push({ kind: 'finish', text: `The arena roars as ${lead} drops the microphone` });
  else if (rating >= BEATS_SOLID_STARS) drafts.push({ kind: 'finish', text: `${lead} wraps it up to warm applause` });
  else drafts.push({ kind: 'finish', text: `The crowd talks over ${lead} until the music hits` });
  return withCrowd(drafts, rating, rng);
}

/** The beats of a segment that has its result (none before it is run). */
export function segmentBeats(showId: string, segment: Segment, context: BeatContext): Beat[] {
  if (!segment.result) return [];
  if (segment.kind === 'promo') return promoBeats(showId, segment, segment.result.rating.value, context);
  return matchBeats(showId, segment, segment.result, context);
}
