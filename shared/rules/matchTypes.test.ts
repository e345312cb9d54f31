// matchWeights reads a table worked out once (issue 18 figures): it must give what the rules give, worked out
// the plain way for every type and stipulation, and the shared table cannot be changed by a caller.
import { describe, expect, it } from 'vitest';
import { MATCH_TYPE_RULES, MATCH_TYPES, matchWeights, STIPULATION_RULES, STIPULATION_WEIGHT_SHIFT, STIPULATIONS } from './matchTypes.ts';
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
