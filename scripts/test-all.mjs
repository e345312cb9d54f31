// `npm test`: typecheck and lint, build the client (the e2e tests serve it), then every vitest
// project (unit, server, client, e2e in Chromium). Ends with one line: "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './support/ensureChromium.ts';
import { ensureRedis } from './support/ensureRedis.ts';

function run(command, args) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
}

// The browser tests need Debian's Chromium: install it now when we can, or stop at once saying how.
const vitestArgs = process.argv.slice(2);
if (vitestArgs.length === 0 || vitestArgs.some((arg) => arg.includes('e2e'))) {
  const chromium = ensureChromium();
  console.log(chromium.message);
  if (!chromium.ok) process.exit(1);
}
// The scale-out test runs two server processes on Debian's redis-server: the same, for it.
if (vitestArgs.length === 0 || vitestArgs.some((arg) => arg.includes('server') || arg.includes('scaleOut'))) {
  const redis = ensureRedis();
  console.log(redis.message);
  if (!redis.ok) process.exit(1);
}

/** One vitest run, its output streamed line by line (prefixed with its label when two run at once). */
function vitest(label, args, report) {
  const all = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args];
  console.log(`\n$ vitest ${all.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn('vitest', all, { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      let pending = '';
      stream.on('data', (chunk) => {
        const lines = (pending + chunk.toString()).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) out.write(label ? `[${label}] ${line}\n` : `${line}\n`);
      });
      stream.on('end', () => pending && out.write(label ? `[${label}] ${pending}\n` : `${pending}\n`));
    }
    child.on('close', (status) => resolve({ status: status ?? 1, report }));
  });
}

let failedSteps = 0;
for (const [command, args] of [
  ['tsc', ['-p', 'tsconfig.json', '--noEmit']],
  ['npm', ['run', '--silent', 'lint']],
  ['vite', ['build', '--logLevel', 'warn']],
]) {
  if (run(command, args) !== 0) failedSteps += 1;
}

// With no arguments, two vitest runs at once: the browser tests (one file at a time, mostly waiting on
// Chromium and the game server) beside the unit, client and server projects (one worker). Vitest runs its
// projects one after the other when one of them is sequential, which left a core idle for most of the run.
// The second run leaves the browser tests a core: Vitest's own default (cores - 1), one on 2 cores.
const otherWorkers = Math.max(1, availableParallelism() - 1);
const runs = vitestArgs.length === 0 ? [['e2e', ['--project', 'e2e']], ['unit, client, server', ['--project', 'unit', '--project', 'client', '--project', 'server', `--maxWorkers=${otherWorkers}`]]] : [['', vitestArgs]];
const dir = mkdtempSync(join(tmpdir(), 'mem-vitest-'));
const outcomes = await Promise.all(runs.map(([label, args], index) => vitest(label, args, join(dir, `report-${index}.json`))));

let passed = 0;
let failed = 0;
for (const { status, report } of outcomes) {
  let runFailed = 1; // a run that wrote no report failed
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    passed += result.numPassedTests ?? 0;
    runFailed = (result.numFailedTests ?? 0) + (result.numFailedTestSuites ?? 0);
  }
  // A run that exited with an error (an unhandled error between tests) failed even with every test passed.
  failed += status !== 0 && runFailed === 0 ? 1 : runFailed;
}
// A failed typecheck, lint or build counts as a failure too.
failed += failedSteps;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
