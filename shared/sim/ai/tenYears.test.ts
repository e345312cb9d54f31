import { describe, expect, it } from 'vitest';
import { AI_ROSTER_SIZE } from '#shared/rules/ai.ts';
import { createFederation } from '../createFederation.ts';
import { TEST_NOW } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { migrateWorld } from '../migrations.ts';
import { seatFederationId, type World } from '../world.ts';
import { createWorld } from '../createWorld.ts';
import { checkWorld as checkLoadable } from '../worldCheck.ts';
import { activeAiFederations } from './profile.ts';
import { executeCommand } from '../commands/table.ts';

const WEEKS = 520;
/** The founding shake-out: a small federation may close before a newcomer emerges (15% a week). */
const SHAKE_OUT_WEEKS = 52;

function checkWorld(world: World): void {
  const federations = new Map(world.federations.map((f) => [f.id, f]));
  const rosterSizes = new Map<string, number>();
  for (const wrestler of world.wrestlers) {
    if (wrestler.federationId === null) {
      expect(wrestler.contract).toBeNull();
      continue;
    }
    const federation = federations.get(wrestler.federationId);
    expect(federation).toBeDefined();
    expect(federation!.ai?.isActive ?? true).toBe(true);
    rosterSizes.set(federation!.id, (rosterSizes.get(federation!.id) ?? 0) + 1);
  }
  for (const federation of activeAiFederations(world)) expect(rosterSizes.get(federation.id) ?? 0).toBeLessThanOrEqual(AI_ROSTER_SIZE.max);
  const heldBy = new Map<string, string>();
  for (const title of world.championships) {
    if (!title.isActive) {
      expect(title.holderId).toBeNull();
      continue;
    }
    if (!title.holderId) continue;
    const holder = world.wrestlers.find((w) => w.id === title.holderId)!;
    expect(holder.federationId).toBe(title.federationId);
    const other = heldBy.get(holder.id);
    if (other) expect(other).toBe(title.federationId);
    heldBy.set(holder.id, title.federationId);
  }
  for (const federation of world.federations) {
    expect(Number.isFinite(federation.funds)).toBe(true);
    expect(federation.funds).toBeGreaterThanOrEqual(0);
    expect(Number.isFinite(federation.popularity)).toBe(true);
  }
}

describe('ten seeded years with AI federations', () => {
  it('keeps 3-8 active federations after the first year, every wrestler on one roster at most and every title with one holder', () => {
    const world = createWorld(1, { aiFederations: true });
    createFederation(world, seatFederationId(world), { name: 'Test Wrestling', logo: '' }, world.rng, TEST_NOW);
    let closed = 0;
    for (let week = 1; week <= WEEKS; week += 1) {
      advanceWeek(world, world.rng, TEST_NOW, executeCommand);
      const active = activeAiFederations(world).length;
      expect(active).toBeLessThanOrEqual(8);
      expect(active).toBeGreaterThanOrEqual(week > SHAKE_OUT_WEEKS ? 3 : 2);
      if (week % 13 === 0) checkWorld(world);
    }
    checkWorld(world);
    // It saves and loads like any world: the AI profiles survive the round trip and the load check.
    expect(checkLoadable(migrateWorld(JSON.parse(JSON.stringify(world))))).toEqual(world);
    closed = world.federations.filter((f) => f.ai && !f.ai.isActive).length;
    // Federations closed and new ones emerged along the way (seed 1: 11 founded in ten years).
    expect(closed).toBeGreaterThan(0);
    expect(world.federations.filter((f) => f.ai && f.ai.foundedWeek > 0).length).toBeGreaterThan(0);
    for (const federation of world.federations.filter((f) => f.ai && !f.ai.isActive)) {
      expect(world.wrestlers.some((w) => w.federationId === federation.id)).toBe(false);
      expect(world.championships.filter((c) => c.federationId === federation.id).every((c) => !c.isActive && c.history.length > 0)).toBe(true);
    }
  }, 120_000);
});
