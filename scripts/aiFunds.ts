// `npm exec -- node scripts/aiFunds.ts [seed] [years]` (npm exec runs the pinned Node 24):
// the AI federations' funds and popularity year by year in a seeded world with AI federations and a player
// federation that runs no shows (an AI federation's funds must stay believable). Prints, asserts
// nothing.
import { activeAiFederations } from '#shared/sim/ai/profile.ts';
import { createFederation } from '#shared/sim/createFederation.ts';
import { TEST_NOW } from '#shared/sim/testing/worlds.ts';
import { advanceWeek } from '#shared/sim/week/advanceWeek.ts';
import { seatFederationId } from '#shared/sim/world.ts';
import { createWorld } from '#shared/sim/createWorld.ts';
import { executeCommand } from '#shared/sim/commands/table.ts';

const seed = Number(process.argv[2] ?? 1);
const years = Number(process.argv[3] ?? 10);
const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

const world = createWorld(seed, { aiFederations: true });
createFederation(world, seatFederationId(world), { name: 'Report Wrestling', logo: '' }, world.rng, TEST_NOW);
console.log(`seed ${seed}: active AI federations at each year's end (funds, popularity)`);
console.log('year  active  median funds     max funds        mean pop  max pop');
for (let year = 1; year <= years; year += 1) {
  for (let week = 0; week < 52; week += 1) advanceWeek(world, world.rng, TEST_NOW, executeCommand);
  const active = activeAiFederations(world);
  const funds = active.map((f) => f.funds).sort((a, b) => a - b);
  const pops = active.map((f) => f.popularity);
  const median = funds.length ? funds[Math.floor(funds.length / 2)]! : 0;
  const meanPop = pops.length ? pops.reduce((s, p) => s + p, 0) / pops.length : 0;
  console.log(`${String(year).padStart(4)}  ${String(active.length).padStart(6)}  ${usd(median).padStart(15)}  ${usd(funds.at(-1) ?? 0).padStart(15)}  ${meanPop.toFixed(1).padStart(8)}  ${Math.max(0, ...pops).toFixed(1).padStart(7)}`);
}
