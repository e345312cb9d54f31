// `npm run balance`: plays many seeded careers headless (scripts/balance/career.ts) with each scripted
// strategy, in worker threads, and prints a table per strategy: median and spread (10th-90th percentile)
// of funds and popularity at the end of each year, the share of careers that missed a payroll, the week
// of the first TV deal, the biggest network reached and the median show rating; then the run time.
//   node scripts/balance.ts [careers per strategy = 200] [years = 3]
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { STRATEGIES, type CareerResult, type Strategy } from './balance/career.ts';

const careers = Number(process.argv[2] ?? 200);
const years = Number(process.argv[3] ?? 3);
const threads = Math.max(1, Math.min(availableParallelism(), 4));

interface Job {
  strategy: Strategy;
  seed: number;
}

const jobs: Job[] = STRATEGIES.flatMap((strategy) => Array.from({ length: careers }, (_, i) => ({ strategy, seed: 1_000 + i })));
const start = performance.now();

const chunks = Array.from({ length: threads }, (_, t) => jobs.filter((_, i) => i % threads === t));
const results: CareerResult[] = (
  await Promise.all(
    chunks.map(
      (chunk) =>
        new Promise<CareerResult[]>((resolve, reject) => {
          const worker = new Worker(new URL('./balance/worker.ts', import.meta.url), { workerData: { jobs: chunk, years } });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  )
).flat();
const seconds = (performance.now() - start) / 1000;

const quantile = (values: number[], q: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const money = (n: number) => (Number.isNaN(n) ? '-' : `$${Math.round(n / 1000).toLocaleString('en-US')}k`);
const pop = (n: number) => (Number.isNaN(n) ? '-' : n.toFixed(1));
const viewers = (n: number) => (n >= 1_000_000 ? `${(n / 1_000_000).toFixed(2)}M` : n > 0 ? `${Math.round(n / 1000)}k` : 'none');

console.log(`Balance: ${careers} careers x ${STRATEGIES.length} strategies x ${years} years, ${threads} threads\n`);
for (const strategy of STRATEGIES) {
  const mine = results.filter((r) => r.strategy === strategy);
  console.log(`== ${strategy}`);
  console.log('year   funds median (p10-p90)            popularity median (p10-p90)');
  for (let y = 0; y < years; y += 1) {
    const funds = mine.map((r) => r.years[y]!.funds);
    const pops = mine.map((r) => r.years[y]!.popularity);
    console.log(
      `${String(y + 1).padEnd(6)} ${money(quantile(funds, 0.5)).padStart(8)} (${money(quantile(funds, 0.1))} - ${money(quantile(funds, 0.9))})`.padEnd(40) +
        `${pop(quantile(pops, 0.5)).padStart(6)} (${pop(quantile(pops, 0.1))} - ${pop(quantile(pops, 0.9))})`,
    );
  }
  const zero = mine.filter((r) => r.hitZeroFunds).length / mine.length;
  const firstTv = mine.map((r) => r.firstTvDealWeek).filter((w): w is number => w !== null);
  const best = mine.map((r) => r.bestNetworkViewers);
  const ratings = mine.flatMap((r) => r.showRatings);
  console.log(
    `missed a payroll: ${(zero * 100).toFixed(0)}%   first TV deal: week ${firstTv.length ? quantile(firstTv, 0.5) + 1 : '-'} (median, ${((firstTv.length / mine.length) * 100).toFixed(0)}% of careers)   ` +
      `best network: ${viewers(quantile(best, 0.5))} median, ${viewers(Math.max(...best))} max   median show rating: ${ratings.length ? quantile(ratings, 0.5).toFixed(2) : '-'}\n`,
  );
}
console.log(`run time: ${seconds.toFixed(1)} s for ${jobs.length} careers of ${years} years (${((seconds / jobs.length) * 1000).toFixed(0)} ms per career)`);
