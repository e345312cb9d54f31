// The seeded 50-year soak: a world with AI federations, wrestlers ageing, retiring and
// replaced by rookies, run for 2600 weeks. Cheap checks every week, the whole world every 13 weeks.
import { describe, expect, it } from 'vitest';
import { AI_ROSTER_SIZE } from '#shared/rules/ai.ts';
import { RETIREMENT_FORCED_AGE, WEEKS_PER_YEAR_OF_AGE } from '#shared/rules/aging.ts';
import { createFederation } from '../createFederation.ts';
import { ROOKIE_HEAD_COUNT_TARGET } from '../roster/rookies.ts';
import { TEST_NOW } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { seatFederationId, type World } from '../world.ts';
import { createWorld } from '../createWorld.ts';
import { activeAiFederations } from './profile.ts';
import { executeCommand } from '../commands/table.ts';

const YEARS = 50;
const WEEKS = YEARS * WEEKS_PER_YEAR_OF_AGE;
/** The founding shake-out: a small federation may close before a newcomer emerges (15% a week). */
const SHAKE_OUT_WEEKS = 52;
/** Free agents at the end of every week, at least: rookies keep 30 before the AI week signs (one newcomer's roster of 11 and refills may take some). */
const FREE_AGENTS_MIN = 15;
/** The world's head count stays near the catalog's size (105): rookies refill it, the free-agent floor may lift it while many federations sign. */
const HEAD_COUNT = { min: ROOKIE_HEAD_COUNT_TARGET - 12, max: ROOKIE_HEAD_COUNT_TARGET + 60 };

function freeAgents(world: World): number {
  return world.wrestlers.reduce((n, w) => n + (w.federationId === null ? 1 : 0), 0);
}

/** Every broken invariant of the world, as sentences (collected, then asserted once: 200 checks stay cheap). */
function problemsOf(world: World): string[] {
  const problems: string[] = [];
  const federations = new Map(world.federations.map((f) => [f.id, f]));
  const rosterSizes = new Map<string, number>();
  const ids = new Set<string>();
  for (const wrestler of world.wrestlers) {
    if (ids.has(wrestler.id)) problems.push(`${wrestler.id} is twice in the world`);
    ids.add(wrestler.id);
    if (wrestler.age >= RETIREMENT_FORCED_AGE) problems.push(`${wrestler.id} is ${wrestler.age} and has not retired`);
    for (const [skill, value] of Object.entries(wrestler.skills)) if (!(value >= 1 && value <= 100)) problems.push(`${wrestler.id} has ${skill} ${value}`);
    if (wrestler.federationId === null) {
      if (wrestler.contract !== null) problems.push(`free agent ${wrestler.id} has a contract`);
      continue;
    }
    const federation = federations.get(wrestler.federationId);
    if (!federation) problems.push(`${wrestler.id} is signed to an unknown federation`);
    else if (federation.ai && !federation.ai.isActive) problems.push(`${wrestler.id} is signed to closed ${federation.id}`);
    rosterSizes.set(wrestler.federationId, (rosterSizes.get(wrestler.federationId) ?? 0) + 1);
  }
  for (const federation of activeAiFederations(world)) {
    if ((rosterSizes.get(federation.id) ?? 0) > AI_ROSTER_SIZE.max) problems.push(`${federation.id} holds ${rosterSizes.get(federation.id)} wrestlers`);
  }
  const byId = new Map(world.wrestlers.map((w) => [w.id, w]));
  const titleHeldBy = new Map<string, string>();
  for (const title of world.championships) {
    if (!title.holderId) continue;
    if (!title.isActive) problems.push(`retired ${title.id} has a holder`);
    titleHeldBy.set(title.id, title.holderId);
    const holder = byId.get(title.holderId);
    if (!holder) problems.push(`${title.id} is held by ${title.holderId}, who left the world`);
    else if (holder.federationId !== title.federationId) problems.push(`${title.id} is held by ${holder.id} of another federation`);
    else if (!holder.championships.includes(title.id)) problems.push(`${title.id}'s holder ${holder.id} does not list it`);
  }
  for (const wrestler of world.wrestlers) {
    for (const id of wrestler.championships) if (titleHeldBy.get(id) !== wrestler.id) problems.push(`${wrestler.id} lists ${id}, held by ${titleHeldBy.get(id) ?? 'nobody'}`);
  }
  for (const federation of world.federations) {
    if (!Number.isFinite(federation.funds) || federation.funds < 0) problems.push(`${federation.id} has funds ${federation.funds}`);
    if (!Number.isFinite(federation.popularity)) problems.push(`${federation.id} has popularity ${federation.popularity}`);
    for (const id of federation.market) if (!ids.has(id)) problems.push(`${federation.id}'s market offers ${id}, who left the world`);
  }
  return problems;
}

describe('fifty seeded years with AI federations', () => {
  it('keeps 3-8 active federations, a free-agent pool that never runs dry, rosters in their limits, finite funds and one holder a title', () => {
    const world = createWorld(50, { aiFederations: true });
    createFederation(world, seatFederationId(world), { name: 'Test Wrestling', logo: '' }, world.rng, TEST_NOW);
    // The first generation by identity: a retiree's id is free again once their record is dropped
    // (roster/rookies.ts usedWrestlerIds), and a rookie of the same name may take it decades later.
    const firstGeneration = new Set(world.wrestlers);
    let fewestFreeAgents = Number.POSITIVE_INFINITY;
    for (let week = 1; week <= WEEKS; week += 1) {
      advanceWeek(world, world.rng, TEST_NOW, executeCommand);
      const active = activeAiFederations(world).length;
      if (active > 8 || active < (week > SHAKE_OUT_WEEKS ? 3 : 2)) expect.fail(`week ${week}: ${active} active AI federations`);
      const pool = freeAgents(world);
      fewestFreeAgents = Math.min(fewestFreeAgents, pool);
      if (pool < FREE_AGENTS_MIN) expect.fail(`week ${week}: ${pool} free agents`);
      if (world.wrestlers.length < HEAD_COUNT.min || world.wrestlers.length > HEAD_COUNT.max) expect.fail(`week ${week}: ${world.wrestlers.length} wrestlers`);
      if (week % 13 === 0) expect(problemsOf(world), `week ${week}`).toEqual([]);
    }
    expect(problemsOf(world)).toEqual([]);
    // Fifty years on, the catalog's generation has retired (the youngest was 19): the world is rookies grown up.
    expect(world.wrestlers.filter((w) => firstGeneration.has(w))).toEqual([]);
    // Rookies grew into every category of the catalog's upper half.
    for (const category of ['A', 'B', 'C'] as const) expect(world.wrestlers.some((w) => w.category === category), category).toBe(true);
    expect(fewestFreeAgents).toBeGreaterThanOrEqual(FREE_AGENTS_MIN);
  }, 120_000);
});
