// The mismatch part reads the sides by place in the card (rateSegment.ts: no side lists
// built per rating). Against the plain way (sidesOf's sides, each side's mean weighted work, the best minus
// the worst), the part is the same for every match type and stipulation, with skills far apart.
import { describe, expect, it } from 'vitest';
import { MISMATCH_FREE_GAP, MISMATCH_STARS_MAX, MISMATCH_STARS_PER_POINT, roundStars } from '#shared/rules/matchRating.ts';
import { MATCH_TYPE_RULES, MATCH_TYPES, matchWeights, STIPULATIONS } from '#shared/rules/matchTypes.ts';
import { SKILLS } from '#shared/rules/training.ts';
import { requireWrestler } from '../roster/wrestler.ts';
import { player, startedWorld, withRoster } from '../testing/worlds.ts';
import { rateSegment } from './rateSegment.ts';
import { sidesOf, type MatchSegment } from './show.ts';

describe('the mismatch part', () => {
  it('is the plain way’s gap between sidesOf’s sides, for every type and stipulation', () => {
    const world = startedWorld(5);
    player(world).funds = 500_000;
    const roster = withRoster(world, 8);
    // Skills far apart and uneven, so tag teams and multi-person matches have gaps on both sides of the free gap.
    roster.forEach((w, i) => {
      for (const [k, skill] of SKILLS.entries()) w.skills[skill] = 10 + ((i * 37 + k * 23) % 90);
    });
    let mismatches = 0;
    for (const type of MATCH_TYPES) {
      for (const stipulation of STIPULATIONS) {
        for (let shift = 0; shift < roster.length; shift += 1) {
          const participants = roster.map((w) => w.id).slice(shift).concat(roster.slice(0, shift).map((w) => w.id)).slice(0, MATCH_TYPE_RULES[type].participants);
          const segment: MatchSegment = { id: 'seg-x', kind: 'match', title: 'Probe', type, stipulation, participants, championshipId: null, isExhibition: false, winnerId: null, finish: null, bookingReason: null, result: null };
          const weights = matchWeights(type, stipulation);
          const work = (id: string) => SKILLS.reduce((sum, skill) => sum + weights[skill] * requireWrestler(world, id).skills[skill], 0);
          const sides = sidesOf(segment).map((side) => side.map(work).reduce((a, b) => a + b, 0) / side.length);
          const gap = Math.max(...sides) - Math.min(...sides);
          const part = rateSegment(world, player(world).id, segment, null).parts.find((p) => p.label.startsWith('Mismatch'));
          if (gap > MISMATCH_FREE_GAP) {
            mismatches += 1;
            expect(part).toEqual({ label: `Mismatch (${Math.round(gap)} points between the sides)`, stars: roundStars(-Math.min(MISMATCH_STARS_MAX, (gap - MISMATCH_FREE_GAP) * MISMATCH_STARS_PER_POINT)) });
          } else expect(part).toBeUndefined();
        }
      }
    }
    expect(mismatches).toBeGreaterThan(20);
  });
});
