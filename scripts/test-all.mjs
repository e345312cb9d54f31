// `npm test`: typecheck and lint, build the client (the e2e tests serve it), then every vitest
// project (unit, server, client, e2e in Chromium). Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

let failedSteps = 0;
for (const [command, args] of [
  ['tsc', ['-p', 'tsconfig.json', '--noEmit']],
  ['npm', ['run', '--silent', 'lint']],
  ['vite', ['build', '--logLevel', 'warn']],
]) {
  if (run(command, args) !== 0) failedSteps += 1;
}

const report = join(mkdtempSync(join(tmpdir(), 'mem-vitest-')), 'report.json');
const status = run('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...vitestArgs]);

let passed = 0;
let failed = 0;
if (existsSync(report)) {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed = result.numPassedTests ?? 0;
  // Each failed test counts once; a file that failed outside its tests (an import error, a failed
  // beforeAll: its tests are skipped) counts once too. numFailedTestSuites would count every describe
  // around a failed test again (one failed test read "4 failed").
  const filesFailedOutsideTests = (result.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  failed = (result.numFailedTests ?? 0) + filesFailedOutsideTests;
} else {
  failed = 1;
}
// A failed typecheck, lint or build counts as a failure too.
failed += failedSteps;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(status !== 0 || failed > 0 ? 1 : 0);
