// `npm run balance:world`: the AI world over the long run. Plays seeded 10-year careers
// of the help-follower (a sensible newcomer) in worlds with AI federations, in worker threads, and prints
// year by year the rivals' count, funds and popularity (median, min, max), the federations closed and
// emerged, and the player's rank; then the closures and emergences per ten years, checked against the band
// of docs/balance.md "Against the AI world" (a MISS exits 1).
//   node scripts/balanceWorld.ts [worlds = 50] [years = 10]
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { CareerResult } from './balance/career.ts';
import { quantile, rivalYearLine, turnoverGoals } from './balance/rivals.ts';

const worlds = Number(process.argv[2] ?? 50);
const years = Number(process.argv[3] ?? 10);
const threads = Math.max(1, Math.min(availableParallelism(), 4));
const jobs = Array.from({ length: worlds }, (_, i) => ({ strategy: 'help-follower' as const, seed: 1_000 + i }));
const start = performance.now();
const chunks = Array.from({ length: threads }, (_unused, t) => jobs.filter((_job, i) => i % threads === t));
const results: CareerResult[] = (
  await Promise.all(
    chunks.map(
      (chunk) =>
        new Promise<CareerResult[]>((resolve, reject) => {
          const worker = new Worker(new URL('./balance/worker.ts', import.meta.url), { workerData: { jobs: chunk, years, mode: 'ai' } });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  )
).flat();
const seconds = (performance.now() - start) / 1000;

console.log(`The AI world: ${worlds} worlds x ${years} years (a help-follower newcomer), ${threads} threads\n`);
for (let y = 0; y < years; y += 1) console.log(rivalYearLine(results, y));
const per = (key: 'closed' | 'emerged') => results.map((r) => r.years.reduce((sum, p) => sum + p[key], 0) * (10 / years));
const closed = per('closed');
const emerged = per('emerged');
console.log(`\nper ten years and world: closed ${quantile(closed, 0.5)} (median; ${quantile(closed, 0.1)} - ${quantile(closed, 0.9)}), emerged ${quantile(emerged, 0.5)} (${quantile(emerged, 0.1)} - ${quantile(emerged, 0.9)})`);
const unsigned = results.map((r) => r.starsUnsignedYear1 ?? 0);
console.log(`stars left unsigned: of the six most popular free agents at the start, ${quantile(unsigned, 0.5)} still unsigned after year 1 (median; ${quantile(unsigned, 0.1)} - ${quantile(unsigned, 0.9)}; mean ${(unsigned.reduce((s, n) => s + n, 0) / Math.max(1, unsigned.length)).toFixed(1)})`);
const goals = turnoverGoals(results, years);
console.log('Goals');
for (const [goal, met, detail] of goals) console.log(`  ${met ? 'met ' : 'MISS'}  ${goal}: ${detail}`);
if (goals.some(([, met]) => !met)) process.exitCode = 1;
console.log(`\nrun time: ${seconds.toFixed(1)} s for ${worlds} worlds of ${years} years`);
