import { describe, expect, it } from 'vitest';
import { RELATIONSHIP_HISTORY_KEPT } from '#shared/rules/diplomacy.ts';
import { startedWorld } from '../testing/worlds.ts';
import { changeRelationship, findRelationship, relationshipScore, relationshipStatus, relationshipsOf } from './relationships.ts';

describe('relationship status', () => {
  it('is hostile at -50 and below, allied at 50 and above, neutral between', () => {
    expect(relationshipStatus(-100)).toBe('hostile');
    expect(relationshipStatus(-50)).toBe('hostile');
    expect(relationshipStatus(-49.9)).toBe('neutral');
    expect(relationshipStatus(0)).toBe('neutral');
    expect(relationshipStatus(49.9)).toBe('neutral');
    expect(relationshipStatus(50)).toBe('allied');
    expect(relationshipStatus(100)).toBe('allied');
  });
});

describe('changing a relationship', () => {
  it('starts a pair that never dealt at 0 and moves it by the spec change, whichever way round the pair is named', () => {
    const world = startedWorld(1);
    expect(relationshipScore(world, 'a', 'b')).toBe(0);
    expect(findRelationship(world, 'a', 'b')).toBeUndefined();
    changeRelationship(world, 'b', 'a', 'alliance', 'B offered an alliance.');
    expect(relationshipScore(world, 'a', 'b')).toBe(20);
    changeRelationship(world, 'a', 'b', 'spreadRumours', 'A spread rumours about B.');
    expect(relationshipScore(world, 'b', 'a')).toBe(5);
    expect(world.relationships).toHaveLength(1);
    expect(relationshipsOf(world, 'a')).toEqual([{ otherId: 'b', relationship: world.relationships[0] }]);
    expect(findRelationship(world, 'a', 'b')!.history.map((h) => [h.kind, h.change])).toEqual([['alliance', 20], ['spreadRumours', -15]]);
  });

  it('clamps to -100..100 and records the change as clamped', () => {
    const world = startedWorld(1);
    for (let i = 0; i < 3; i += 1) changeRelationship(world, 'a', 'b', 'raid', 'A raided B.');
    expect(relationshipScore(world, 'a', 'b')).toBe(-100);
    expect(findRelationship(world, 'a', 'b')!.history.at(-1)!.change).toBe(-30);
    changeRelationship(world, 'a', 'b', 'raid', 'A raided B again.');
    expect(relationshipScore(world, 'a', 'b')).toBe(-100);
    expect(findRelationship(world, 'a', 'b')!.history.at(-1)!.change).toBe(0);
    for (let i = 0; i < 12; i += 1) changeRelationship(world, 'a', 'b', 'alliance', 'Allies.');
    expect(relationshipScore(world, 'a', 'b')).toBe(100);
  });

  it(`keeps the last ${RELATIONSHIP_HISTORY_KEPT} changes, newest last`, () => {
    const world = startedWorld(1);
    for (let i = 0; i < 14; i += 1) changeRelationship(world, 'a', 'b', 'loanOut', `Loan ${i}.`);
    const history = findRelationship(world, 'a', 'b')!.history;
    expect(history).toHaveLength(RELATIONSHIP_HISTORY_KEPT);
    expect(history[0]!.reason).toBe('Loan 4.');
    expect(history.at(-1)!.reason).toBe('Loan 13.');
  });

  it('refuses a federation dealing with itself', () => {
    expect(() => changeRelationship(startedWorld(1), 'a', 'a', 'alliance', '')).toThrow();
  });
});
