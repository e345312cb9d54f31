// The choosing machinery every controller shares: weighing, the caps, refusals.
import { describe, expect, it } from 'vitest';
import { executeCommand } from '../commands/table.ts';
import { createRngState } from '../rng.ts';
import { TEST_NOW } from '../testing/worlds.ts';
import { seatFederationId } from '../world.ts';
import { createWorld } from '../createWorld.ts';
import { createFederation } from '../createFederation.ts';
import { decide, weigh, type Candidate } from './decide.ts';

type Kind = 'a' | 'b';
const base = { cost: 0, command: 'setProductActive' as const, payload: { product: 'merchandising' as const, active: false } };

describe('decide', () => {
  it('weighs need x weight (+ noise), best first, ties in listed order; without noise it draws nothing', () => {
    const candidates: Candidate<Kind>[] = [
      { ...base, kind: 'a', need: 0.5, reason: 'first a' },
      { ...base, kind: 'b', need: 0.5, reason: 'b' },
      { ...base, kind: 'a', need: 0.5, reason: 'second a' },
    ];
    const rng = createRngState(3);
    const before = JSON.stringify(rng);
    expect(weigh(candidates, { weights: { a: 1, b: 2 }, noise: 0 }, rng).map((c) => [c.reason, c.utility])).toEqual([
      ['b', 1],
      ['first a', 0.5],
      ['second a', 0.5],
    ]);
    expect(JSON.stringify(rng)).toBe(before);
    // A kind without a weight weighs nothing.
    expect(weigh<Kind, Candidate<Kind>>(candidates, { weights: { a: 1 }, noise: 0 }, rng).at(-1)!.utility).toBe(0);
  });

  it('takes within the caps, records each taken action with its reason, and skips what the rules refuse', () => {
    const world = createWorld(11);
    createFederation(world, seatFederationId(world), { name: 'Decide Wrestling', logo: '' }, world.rng, TEST_NOW);
    const id = seatFederationId(world);
    const funds = world.federations.find((f) => f.id === id)!.funds;
    const campaign = (reason: string, cost: number, campaignId = 'social_blitz'): Candidate<'campaign'> => ({ kind: 'campaign', need: 1, command: 'buyCampaign', payload: { campaignId }, cost, reason });
    const refused: Candidate<'campaign'> = { kind: 'campaign', need: 1, command: 'releaseWrestler', payload: { wrestlerId: 'nobody' }, cost: 0, reason: 'refused' };
    const recorded: string[] = [];
    const { taken } = decide(world, id, [refused, campaign('over budget', funds * 10), campaign('bought', 1)], { weights: { campaign: 1 }, noise: 0 }, { actions: 1, budget: funds, minUtility: 0.5 }, createRngState(1), TEST_NOW, executeCommand, (choice) => recorded.push(choice.reason));
    expect(taken.map((c) => c.reason)).toEqual(['bought']);
    expect(recorded).toEqual(['bought']);
    // One of a kind unless the kind may repeat; nothing under the least utility.
    const both = [campaign('radio', 1, 'radio_spots'), campaign('billboards', 1, 'billboards')];
    const weights = { weights: { campaign: 1 }, noise: 0 };
    const caps = { actions: 5, budget: Number.POSITIVE_INFINITY, minUtility: 0.5 };
    expect(decide(world, id, both, weights, { ...caps, minUtility: 2 }, createRngState(1), TEST_NOW, executeCommand, () => {}).taken).toEqual([]);
    expect(decide(world, id, both, weights, caps, createRngState(1), TEST_NOW, executeCommand, () => {}).taken.map((c) => c.reason)).toEqual(['radio']);
    const rich = createWorld(11);
    createFederation(rich, id, { name: 'Decide Wrestling', logo: '' }, rich.rng, TEST_NOW);
    rich.federations.find((f) => f.id === id)!.funds = 1_000_000;
    expect(decide(rich, id, both, weights, { ...caps, repeatable: () => true }, createRngState(1), TEST_NOW, executeCommand, () => {}).taken.map((c) => c.reason)).toEqual(['radio', 'billboards']);
  });

  it('sends a candidate\'s prelude first as part of the same action; a refused main command leaves the prelude and records nothing', () => {
    const world = createWorld(12);
    createFederation(world, seatFederationId(world), { name: 'Decide Wrestling', logo: '' }, world.rng, TEST_NOW);
    const id = seatFederationId(world);
    world.federations.find((f) => f.id === id)!.funds = 1_000_000;
    // Campaigns as the main command (refused or bought), a product switched off as the prelude.
    const prelude = { command: 'setProductActive' as const, payload: { product: 'merchandising' as const, active: false } };
    const federation = world.federations.find((f) => f.id === id)!;
    federation.products.merchandising = { ...federation.products.merchandising, level: 1, isActive: true };
    const recorded: string[] = [];
    const weights = { weights: { campaign: 1 }, noise: 0 };
    const caps = { actions: 1, budget: Number.POSITIVE_INFINITY, minUtility: 0 };
    const refused: Candidate<'campaign'> = { kind: 'campaign', need: 1, command: 'buyCampaign', payload: { campaignId: 'no_such_campaign' }, cost: 0, reason: 'refused', before: prelude };
    expect(decide(world, id, [refused], weights, caps, createRngState(1), TEST_NOW, executeCommand, (c) => recorded.push(c.reason)).taken).toEqual([]);
    expect(federation.products.merchandising.isActive).toBe(false);
    expect(recorded).toEqual([]);

    federation.products.merchandising.isActive = true;
    const bought: Candidate<'campaign'> = { kind: 'campaign', need: 1, command: 'buyCampaign', payload: { campaignId: 'social_blitz' }, cost: 1, reason: 'bought', before: prelude };
    const { events, taken } = decide(world, id, [bought], weights, caps, createRngState(1), TEST_NOW, executeCommand, (c) => recorded.push(c.reason));
    expect(taken.map((c) => c.reason)).toEqual(['bought']);
    expect(recorded).toEqual(['bought']);
    expect(federation.products.merchandising.isActive).toBe(false);
    expect(events.map((e) => e.kind)).toContain('campaignBought');
  });
});
