// A match is decided by place in the card (runMatch.ts decide: no side lists, no sort).
// Against the plain way (sidesOf's sides, their strengths mapped and sorted, the winners drawn among the
// side lists), the winners, the finish, the favourite and every draw from the generator are the same for
// every match type and stipulation, booked or left open, with strengths far apart and tied.
import { describe, expect, it } from 'vitest';
import { FINISH_RULES, FINISHES, finishesFor, openFinishWeights, UPSET_STRENGTH_MARGIN, type Finish } from '#shared/rules/finishes.ts';
import { MATCH_TYPE_RULES, MATCH_TYPES, matchWeights, STIPULATIONS } from '#shared/rules/matchTypes.ts';
import { DRAW_CHANCE, STRENGTH_POPULARITY_WEIGHT, WIN_SHARPNESS } from '#shared/rules/shows.ts';
import { SKILLS } from '#shared/rules/training.ts';
import { chance, createRngState, nextFloat, type RngState } from '../rng.ts';
import { requireWrestler, type Wrestler } from '../roster/wrestler.ts';
import { player, startedWorld, withRoster } from '../testing/worlds.ts';
import type { World } from '../world.ts';
import { decide } from './runMatch.ts';
import { sidesOf, type MatchSegment } from './show.ts';

/** The plain way, as runMatch.ts decided before: side lists, a reduce per side, a sort of the strengths. */
function plainDecide(world: World, segment: MatchSegment, rng: RngState): { winners: string[]; finish: Finish; favourite: string[] | null } {
  const pick = <T,>(options: ReadonlyArray<{ value: T; weight: number }>): T => {
    if (options.length === 1) return options[0]!.value;
    let roll = nextFloat(rng) * options.reduce((a, b) => a + b.weight, 0);
    for (const option of options) {
      roll -= option.weight;
      if (roll < 0) return option.value;
    }
    return options[options.length - 1]!.value;
  };
  const sides = sidesOf(segment);
  const weights = matchWeights(segment.type, segment.stipulation);
  const strength = (side: string[]) =>
    side.length === 0 ? 0 : side.map((id) => requireWrestler(world, id)).reduce((sum, w) => sum + SKILLS.reduce((work, skill) => work + weights[skill] * w.skills[skill], 0) + STRENGTH_POPULARITY_WEIGHT * w.popularity, 0) / side.length;
  const strengths = sides.map(strength);
  const ranked = strengths.map((value, i) => ({ value, i })).sort((a, b) => b.value - a.value);
  const favourite = ranked.length > 1 && ranked[0]!.value >= ranked[1]!.value * (1 + UPSET_STRENGTH_MARGIN) ? sides[ranked[0]!.i]! : null;
  const booked = segment.finish ?? null;
  const bookedSide = segment.winnerId ? (sides.find((side) => side.includes(segment.winnerId!)) ?? null) : null;
  if (booked && !FINISH_RULES[booked].hasWinner) return { winners: [], finish: booked, favourite };
  if (!bookedSide && !booked && finishesFor(segment.type, segment.stipulation).includes('draw') && chance(rng, DRAW_CHANCE)) return { winners: [], finish: 'draw', favourite };
  const winners = bookedSide ?? pick(sides.map((side, i) => ({ value: side, weight: Math.max(1, strengths[i]!) ** WIN_SHARPNESS })));
  const technics = winners.map((id) => requireWrestler(world, id).skills.technic);
  const technic = technics.length ? technics.reduce((a, b) => a + b, 0) / technics.length : 0;
  const finish = booked ?? pick(openFinishWeights(segment.type, segment.stipulation, technic, !!bookedSide).map(({ finish: value, weight }) => ({ value, weight })));
  return { winners: FINISH_RULES[finish].hasWinner ? winners : [], finish, favourite };
}

describe('deciding a match', () => {
  it('gives the plain way’s winners, finish, favourite and draws, for every type, stipulation and booking', () => {
    const world = startedWorld(7);
    player(world).funds = 500_000;
    const roster = withRoster(world, 8);
    let checked = 0;
    let upsets = 0;
    for (const spread of [0, 1, 9]) {
      // spread 0: every wrestler alike (ties everywhere); otherwise skills and popularity far apart.
      roster.forEach((w, i) => {
        for (const [k, skill] of SKILLS.entries()) w.skills[skill] = 20 + ((i * spread * 7 + k * 13) % 75);
        w.popularity = 30 + ((i * spread * 11) % 60);
      });
      for (const type of MATCH_TYPES) {
        for (const stipulation of STIPULATIONS) {
          for (let shift = 0; shift < roster.length; shift += 3) {
            const cast: Wrestler[] = roster.slice(shift).concat(roster.slice(0, shift)).slice(0, MATCH_TYPE_RULES[type].participants);
            const participants = cast.map((w) => w.id);
            for (const winnerId of [null, ...participants]) {
              for (const finish of [null, ...FINISHES]) {
                for (let seed = 1; seed <= 4; seed += 1) {
                  const segment: MatchSegment = { id: 'seg-x', kind: 'match', title: 'Probe', type, stipulation, participants, championshipId: null, isExhibition: false, winnerId, finish, bookingReason: null, result: null };
                  const mine = createRngState(seed * 7919 + checked);
                  const plain = { ...mine };
                  const got = decide(segment, cast, mine);
                  const want = plainDecide(world, segment, plain);
                  expect(got.winners).toEqual(want.winners);
                  expect(got.finish).toBe(want.finish);
                  expect(participants.slice(got.from, got.to)).toEqual(got.winners);
                  const favourite = got.favourite < 0 ? null : sidesOf(segment)[got.favourite]!;
                  expect(favourite).toEqual(want.favourite);
                  if (favourite) upsets += 1;
                  expect(mine.state).toBe(plain.state);
                  checked += 1;
                }
              }
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(5000);
    expect(upsets).toBeGreaterThan(100);
  });
});
