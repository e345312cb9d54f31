// matchWeights reads a table worked out once: it must give what the rules give, worked out
// the plain way for every type and stipulation, and the shared table cannot be changed by a caller.
// weightedWork is written out skill by skill: it must give the loop over SKILLS, to the bit.
import { describe, expect, it } from 'vitest';
import { MATCH_TYPE_RULES, MATCH_TYPES, matchWeights, STIPULATION_RULES, STIPULATION_WEIGHT_SHIFT, STIPULATIONS, weightedWork } from './matchTypes.ts';
import { SKILLS } from './training.ts';

describe('matchWeights', () => {
  it('gives the type’s weights with the stipulation’s shift, to the bit, for every type and stipulation', () => {
    for (const type of MATCH_TYPES) {
      for (const stipulation of STIPULATIONS) {
        const plain: Record<string, number> = { ...MATCH_TYPE_RULES[type].weights };
        const favours = STIPULATION_RULES[stipulation].favours;
        if (favours) {
          const others = Object.keys(plain).filter((s) => s !== favours);
          for (const skill of others) plain[skill]! -= STIPULATION_WEIGHT_SHIFT / others.length;
          plain[favours]! += STIPULATION_WEIGHT_SHIFT;
        }
        const weights = matchWeights(type, stipulation);
        expect(Object.keys(weights)).toEqual(Object.keys(plain));
        for (const skill of SKILLS) expect(Object.is(weights[skill], plain[skill])).toBe(true);
        expect(SKILLS.reduce((sum, skill) => sum + weights[skill], 0)).toBeCloseTo(1, 12);
      }
    }
  });

  it('hands out one shared, frozen record per type and stipulation', () => {
    expect(matchWeights('singles', 'ladder')).toBe(matchWeights('singles', 'ladder'));
    expect(Object.isFrozen(matchWeights('tag_team', 'standard'))).toBe(true);
  });
});

describe('weightedWork', () => {
  it('names every skill there is', () => {
    expect([...SKILLS].sort()).toEqual(['agility', 'charisma', 'stamina', 'strength', 'technic']);
  });

  it('gives the loop over SKILLS summed from 0, to the bit, for every type, stipulation and many skill sets', () => {
    let checked = 0;
    for (const type of MATCH_TYPES) {
      for (const stipulation of STIPULATIONS) {
        const weights = matchWeights(type, stipulation);
        for (let seed = 0; seed < 400; seed += 1) {
          // Whole and fractional skills across the scale (0-100), as training and aging leave them.
          const skills = Object.fromEntries(SKILLS.map((skill, k) => [skill, ((seed * 37 + k * 53) % 101) + (seed % 3 === 0 ? ((seed * 7 + k) % 10) / 10 : 0)])) as Record<(typeof SKILLS)[number], number>;
          let loop = 0;
          for (const skill of SKILLS) loop += weights[skill] * skills[skill];
          expect(Object.is(weightedWork(weights, skills), loop)).toBe(true);
          checked += 1;
        }
      }
    }
    expect(checked).toBe(MATCH_TYPES.length * STIPULATIONS.length * 400);
  });
});
