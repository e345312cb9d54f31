// An AI owner's drive fades (issue 18 balance; docs/game-rules.md "AI federations: the promoter"): for
// AI_OWNER_DRIVE_YEARS full years from its founding the promoter aims at its tier's ambition, then each
// further full year takes AI_AMBITION_FADE_PER_YEAR points off, never below 0. Without it the AI world froze
// after about year 4: every rival content and profitable, no shutdown rule reaching them, none emerging.
import { describe, expect, it } from 'vitest';
import { AI_AMBITION_FADE_PER_YEAR, AI_OWNER_DRIVE_YEARS, aiAmbition } from '../../rules/ai.ts';
import { createFederation } from '../createFederation.ts';
import { TEST_NOW } from '../testing/worlds.ts';
import { createWorld, seatFederationId } from '../world.ts';
import { aiIsContent, promoterAmbition } from './controller.ts';
import { activeAiFederations } from './profile.ts';

describe("an AI owner's drive fades after its first years", () => {
  it('keeps the full ambition for 4 full years, then 5 points less each full year, never below 0', () => {
    expect(AI_OWNER_DRIVE_YEARS).toBe(4);
    expect(AI_AMBITION_FADE_PER_YEAR).toBe(5);
    expect(aiAmbition('medium', 'cooperative', 0)).toBe(60);
    expect(aiAmbition('medium', 'cooperative', 4)).toBe(60);
    expect(aiAmbition('medium', 'cooperative', 5)).toBe(55);
    expect(aiAmbition('medium', 'cooperative', 10)).toBe(30);
    expect(aiAmbition('small', 'defensive', 9)).toBe(0);
    expect(aiAmbition('small', 'defensive', 40)).toBe(0);
  });

  it("counts the promoter's full years from its founding week: the day before its 5th anniversary it still aims as high", () => {
    const world = createWorld(3, { aiFederations: true });
    createFederation(world, seatFederationId(world), { name: 'Test Wrestling', logo: '' }, world.rng, TEST_NOW);
    const federation = activeAiFederations(world).find((f) => f.ai!.tier === 'medium')!;
    const profile = federation.ai!;
    const full = aiAmbition(profile.tier, profile.personality);
    profile.foundedWeek = 10;
    world.calendar.totalWeeksProgressed = 10 + 5 * 52 - 1;
    expect(promoterAmbition(world, profile)).toBe(full);
    federation.popularity = full - 1;
    expect(aiIsContent(federation, profile, world.calendar.totalWeeksProgressed)).toBe(false);
    world.calendar.totalWeeksProgressed = 10 + 5 * 52;
    expect(promoterAmbition(world, profile)).toBe(full - 5);
    expect(aiIsContent(federation, profile, world.calendar.totalWeeksProgressed)).toBe(true);
  });
});
