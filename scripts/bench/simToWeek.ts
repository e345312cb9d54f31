// "Sim to week N": one command advancing up to SIM_TO_WEEK_MAX_WEEKS weeks must not block
// the room for long. Measures the command on a mid-size world (150 wrestlers, a roster of 20, 4 staff, a
// weekly show run every week, empty card auto-booked) with nothing stopping it early, and the room's
// re-sync and patch after it. Wall time of the whole command: it runs on the room's one thread.
import { roomSizedEncoder } from '#server/rooms/sharedEncodeBuffers.ts';
import { performance } from 'node:perf_hooks';
import { projectWorld } from '#server/rooms/projectWorld.ts';
import { SIM_TO_WEEK_MAX_WEEKS } from '#shared/rules/nextWeek.ts';
import { GameState } from '#shared/schema/GameState.ts';
import { executeCommand } from '#shared/sim/commands/table.ts';
import type { Wrestler } from '#shared/sim/roster/wrestler.ts';
import { hireStaff } from '#shared/sim/staff/hiring.ts';
import { startedWorld, TEST_NOW, withRoster } from '#shared/sim/testing/worlds.ts';
import { seatFederationId, type World } from '#shared/sim/world.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function simWorld(seed: number): World {
  const world = startedWorld(seed, 'Sim Bench');
  const extra: Wrestler[] = world.wrestlers.slice(0, 45).map((w, i) => ({ ...structuredClone(w), id: `${w.id}_sim_${i}`, name: `${w.name} ${i + 2}` }));
  world.wrestlers.push(...extra);
  const federation = world.federations[0]!;
  federation.funds = 500_000_000;
  federation.popularity = 40;
  for (const type of ['head_coach', 'head_of_talent', 'head_of_finance', 'head_of_social_media']) hireStaff(world, federation.id, federation.staffCandidates.find((c) => c.type === type)!.id);
  for (const w of withRoster(world, 20)) w.contract!.weeksRemaining = 500;
  // Nothing that needs the player: no TV offer comes in these weeks.
  for (const n of federation.tvNetworks) {
    n.currentOffer = null;
    n.cooldownUntilWeek = 10_000;
  }
  executeCommand(world, 'createShow', federation.id, { name: 'Sim Bench Weekly', weeksAhead: 0, venueId: 'union_hall_1500', ticketPrice: 30, frequency: 'weekly' }, { now: TEST_NOW });
  return world;
}

export function benchSimToWeek(): void {
  console.log('\n== Sim to week N');
  const simMs: number[] = [];
  const syncMs: number[] = [];
  let weeks = 0;
  let stops = 0;
  for (let seed = 1; seed <= 5; seed += 1) {
    const world = simWorld(seed);
    const state = new GameState();
    projectWorld(world, seatFederationId(world), state);
    const encoder = roomSizedEncoder(state);
    encoder.encodeAll();
    encoder.discardChanges();
    const start = performance.now();
    const { sim } = executeCommand(world, 'simToWeek', seatFederationId(world), { targetWeek: SIM_TO_WEEK_MAX_WEEKS, unrunShows: 'run' }, { now: TEST_NOW });
    simMs.push(performance.now() - start);
    weeks = sim!.weeks;
    if (sim!.stoppedEarly) stops += 1;
    if (process.env.SIM_BENCH_DEBUG) console.log(sim!.message);
    const syncStart = performance.now();
    projectWorld(world, seatFederationId(world), state);
    encoder.encode();
    encoder.discardChanges();
    syncMs.push(performance.now() - syncStart);
  }
  console.log(`simToWeek ${SIM_TO_WEEK_MAX_WEEKS} weeks (150 wrestlers, roster 20, weekly show run)  median ${median(simMs).toFixed(1)} ms   (${weeks} weeks in the last run, ${stops} of 5 stopped early; goal: under 250 ms, the process's other rooms wait meanwhile)`);
  console.log(`  then the room's re-sync and patch                    median ${median(syncMs).toFixed(1)} ms`);
}
