import { describe, expect, it } from 'vitest';
import { OWNER_RETIREMENT_AFTER_WEEKS, OWNER_RETIREMENT_CHANCE_PER_WEEK, OWNER_RETIREMENT_MIN_ACTIVE } from '#shared/rules/ownerExit.ts';
import { createFederation } from '../createFederation.ts';
import { createRngState } from '../rng.ts';
import { rosterOf } from '../roster/wrestler.ts';
import { TEST_NOW } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { seatFederationId } from '../world.ts';
import { createWorld } from '../createWorld.ts';
import { ownerRetires } from './ownerRetirement.ts';
import { activeAiFederations } from './profile.ts';
import { executeCommand } from '../commands/table.ts';

describe("an AI federation's owner retires (rules/ownerExit.ts)", () => {
  it('never in its first four years, and draws nothing then', () => {
    const rng = createRngState(5);
    for (let week = 0; week < OWNER_RETIREMENT_AFTER_WEEKS; week += 1) expect(ownerRetires({ foundedWeek: 0 }, week, rng, 5)).toBeNull();
    // Founded at week 100: still too young at week 307.
    expect(ownerRetires({ foundedWeek: 100 }, 100 + OWNER_RETIREMENT_AFTER_WEEKS - 1, rng, 5)).toBeNull();
    expect(rng.state).toBe(createRngState(5).state);
  });

  it('never while fewer than OWNER_RETIREMENT_MIN_ACTIVE federations are active, drawing nothing; from that many on it may', () => {
    const rng = createRngState(7);
    const old = OWNER_RETIREMENT_AFTER_WEEKS + 52;
    for (let i = 0; i < 5_000; i += 1) expect(ownerRetires({ foundedWeek: 0 }, old, rng, OWNER_RETIREMENT_MIN_ACTIVE - 1)).toBeNull();
    expect(rng.state).toBe(createRngState(7).state);
    let retired = 0;
    for (let i = 0; i < 5_000; i += 1) if (ownerRetires({ foundedWeek: 0 }, old, rng, OWNER_RETIREMENT_MIN_ACTIVE)) retired += 1;
    expect(retired).toBeGreaterThan(0);
  });

  it('from its fourth year, with 0.2% chance a week, saying after how many years', () => {
    const rng = createRngState(11);
    const draws = 200_000;
    let retired = 0;
    let reason: string | null = null;
    for (let i = 0; i < draws; i += 1) {
      const why = ownerRetires({ foundedWeek: 0 }, OWNER_RETIREMENT_AFTER_WEEKS + 52 * 2 + 10, rng, 5);
      if (why) {
        retired += 1;
        reason = why;
      }
    }
    expect(retired / draws).toBeGreaterThan(OWNER_RETIREMENT_CHANCE_PER_WEEK * 0.85);
    expect(retired / draws).toBeLessThan(OWNER_RETIREMENT_CHANCE_PER_WEEK * 1.15);
    expect(reason).toBe('Its owner retired after 6 years and closed the doors');
  });

  it('closes an established promotion in the week advance: its wrestlers go free, the news and its page say why', () => {
    const world = createWorld(3, { aiFederations: true });
    createFederation(world, seatFederationId(world), { name: 'Test Wrestling', logo: '' }, world.rng, TEST_NOW);
    // The founders were founded ten years ago: every week, each may lose its owner.
    for (const federation of activeAiFederations(world)) federation.ai!.foundedWeek = -520;
    let closed = null;
    for (let week = 0; week < 1_000 && !closed; week += 1) {
      advanceWeek(world, world.rng, TEST_NOW, executeCommand);
      closed = world.federations.find((f) => f.ai?.closedReason?.startsWith('Its owner retired')) ?? null;
    }
    expect(closed).not.toBeNull();
    expect(closed!.ai!.isActive).toBe(false);
    expect(closed!.ai!.closedReason).toMatch(/^Its owner retired after \d+ years and closed the doors$/);
    expect(rosterOf(world, closed!.id)).toEqual([]);
    expect(world.championships.filter((c) => c.federationId === closed!.id && c.isActive)).toEqual([]);
    const news = world.news!.find((n) => n.federationIds.includes(closed!.id) && n.text.startsWith('Its owner retired'));
    expect(news).toBeDefined();
  });
});
