import { describe, expect, it } from 'vitest';
import { aiShowChance } from '#shared/rules/ai.ts';
import { createFederation } from '../createFederation.ts';
import { createRngState } from '../rng.ts';
import { mainEventSegment } from '../shows/show.ts';
import { NO_SHOW_REASON } from '../shows/unrunShows.ts';
import { TEST_NOW } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { seatFederationId, type World } from '../world.ts';
import { createWorld } from '../createWorld.ts';
import { holdsShowThisWeek } from './aiShow.ts';
import { activeAiFederations } from './profile.ts';
import { executeCommand } from '../commands/table.ts';

function aiWorld(seed: number): World {
  const world = createWorld(seed, { aiFederations: true });
  // Their own weekly show only: no dealings (ai/diplomacy.ts), whose joint shows are a second show of a week.
  world.aiDealings = false;
  createFederation(world, seatFederationId(world), { name: 'Test Wrestling', logo: '' }, world.rng, TEST_NOW);
  return world;
}

describe("an AI federation's week (spec §9: a show with probability 0.6 + popularity/1000)", () => {
  it('is 0.6 at popularity 0 and 0.7 at popularity 100', () => {
    expect(aiShowChance(0)).toBe(0.6);
    expect(aiShowChance(100)).toBeCloseTo(0.7, 10);
    expect(aiShowChance(50)).toBeCloseTo(0.65, 10);
  });

  it('holds a show that often over many seeded weeks', () => {
    for (const [popularity, expected] of [[0, 0.6], [100, 0.7]] as const) {
      const rng = createRngState(popularity + 1);
      const weeks = 20_000;
      let held = 0;
      for (let i = 0; i < weeks; i += 1) if (holdsShowThisWeek(popularity, rng)) held += 1;
      expect(Math.abs(held / weeks - expected)).toBeLessThan(0.012);
    }
  });

  it("books with auto-book, runs with runShow and pays through the ledger; a week without one costs 0.2 popularity", () => {
    for (const seed of [21, 22, 23]) {
      const world = aiWorld(seed);
      let held = 0;
      let skipped = 0;
      let ppv = 0;
      // Federations that held no show in the week just played: the next advance (which ends that week) drops them 0.2.
      let quiet = new Map<string, number>();
      for (let week = 0; week < 12; week += 1) {
        const events = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
        for (const [federationId, before] of quiet) {
          const drop = events.find((e) => e.kind === 'popularityChanged' && e.federationId === federationId && e.reason === NO_SHOW_REASON);
          expect(drop, `seed ${seed}`).toMatchObject({ from: before, to: Math.round((before - 0.2) * 100) / 100 });
        }
        quiet = new Map();
        const index = world.calendar.totalWeeksProgressed;
        for (const federation of activeAiFederations(world)) {
          const shows = world.shows.filter((s) => s.federationId === federation.id && s.weekIndex === index);
          if (shows.length === 0) {
            skipped += 1;
            if (federation.popularity > 0) quiet.set(federation.id, federation.popularity);
            continue;
          }
          expect(shows).toHaveLength(1);
          const show = shows[0]!;
          held += 1;
          expect(show.hasBeenRun).toBe(true);
          expect(show.segments.length).toBeGreaterThan(0);
          // Run: its main event keeps its result; nobody reads the other segments' (shows/unreadResults.ts).
          expect(mainEventSegment(show)?.result).not.toBeNull();
          expect(show.segments.filter((s) => s !== mainEventSegment(show)).every((s) => s.result === null)).toBe(true);
          expect(federation.ai!.lastShowWeek).toBe(index);
          expect(federation.currentLines.some((l) => l.kind === 'tickets' && l.label.includes(show.name))).toBe(true);
          expect(federation.showsCompletedThisWeek).toBe(1);
          const names = federation.ai!.showNames.filter((n) => n.type === (world.calendar.week === 4 ? 'ppv' : 'weekly')).map((n) => n.name);
          expect(names).toContain(show.name);
          if (world.calendar.week === 4) {
            ppv += 1;
            expect(show.frequency).toBe('special');
          } else {
            expect(show.frequency).toBe('weekly');
          }
        }
      }
      expect(held, `seed ${seed}`).toBeGreaterThan(5);
      expect(skipped, `seed ${seed}`).toBeGreaterThan(0);
      expect(ppv, `seed ${seed}`).toBeGreaterThan(0);
    }
  });

  it("keeps no inbox for AI federations, and leaves the player's messages alone", () => {
    const world = aiWorld(8);
    for (let week = 0; week < 6; week += 1) advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    const ai = new Set(world.federations.filter((f) => f.controller === 'ai').map((f) => f.id));
    expect(world.messages.filter((m) => ai.has(m.federationId))).toEqual([]);
    expect(world.messages.some((m) => m.federationId === seatFederationId(world) && m.type === 'welcome')).toBe(true);
  });

  it("runs its weekly show's clone the next week, like the player's weekly shows", () => {
    const world = aiWorld(5);
    for (let week = 0; week < 8; week += 1) advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    const aiIds = new Set(world.federations.filter((f) => f.controller === 'ai').map((f) => f.id));
    const clones = world.shows.filter((s) => aiIds.has(s.federationId) && s.parentShowId !== null);
    expect(clones.length).toBeGreaterThan(0);
    for (const clone of clones) expect(clone.hasBeenRun).toBe(true);
  });
});
