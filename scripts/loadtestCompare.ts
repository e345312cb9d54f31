// `npm run loadtest:compare`: the AI world and the lone world under the same load, one step of each in
// turn for a few rounds, so the machine's drift falls on both (the goal: players per core with the
// AI world within 20% of the lone world's). Each step is its own `npm run loadtest -- --players N [--lone]`
// run (its own server and temp data); this prints each step and the two worlds side by side.
// A benchmark: it prints figures and asserts nothing. See README "Benchmarks" and docs/benchmarks.md.
import { spawn } from 'node:child_process';
import { COMPARE_USAGE, compareSummary, parseCompareOptions, parseSummaryRow, type CompareOptions, type StepFigures } from './loadtest/compare.ts';
import { LIGHT_P95_GOAL_MS } from './loadtest/stats.ts';

/** One load-test step in its own process (this one's core, as package.json pins it): its summary row. */
function runStep(players: number, lone: boolean, options: CompareOptions): Promise<StepFigures | null> {
  return new Promise((resolve) => {
    const args = ['scripts/loadtest.ts', '--players', String(players), '--step-seconds', String(options.stepSeconds), '--week-seconds', String(options.weekSeconds), ...(lone ? ['--lone'] : [])];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', () => {});
    child.on('close', () => resolve(parseSummaryRow(output)));
  });
}

function describe(label: string, step: StepFigures | null): string {
  if (!step) return `${label}: no figures (the run failed; run it alone to see why)`;
  const verdict = step.lightP95 < LIGHT_P95_GOAL_MS ? 'passed' : 'failed';
  return `${label}: light p95 ${step.lightP95} ms (${verdict}), ${step.cpuMsPerCommand.toFixed(2)} ms of CPU per command, ${step.serverCpuPercent}% of the core, ${step.mbPerRoom.toFixed(2)} MB per room`;
}

async function main(): Promise<void> {
  let options: CompareOptions;
  try {
    options = parseCompareOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${COMPARE_USAGE}`);
    process.exit(2);
  }
  console.log(`Load test compare: ${options.rounds} ${options.rounds === 1 ? 'round' : 'rounds'} of one AI world step (${options.players} players) then one lone world step (${options.lonePlayers} players), ${options.stepSeconds} s measured each, a week every ${options.weekSeconds} s per player.`);
  const ai: (StepFigures | null)[] = [];
  const lone: (StepFigures | null)[] = [];
  for (let round = 1; round <= options.rounds; round += 1) {
    ai.push(await runStep(options.players, false, options));
    console.log(describe(`round ${round}, AI world, ${options.players} players`, ai.at(-1)!));
    lone.push(await runStep(options.lonePlayers, true, options));
    console.log(describe(`round ${round}, lone world, ${options.lonePlayers} players`, lone.at(-1)!));
  }
  console.log('\n== Side by side ==');
  for (const line of compareSummary(ai, lone)) console.log(line);
}

await main();
