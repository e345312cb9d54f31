// The pure parts of `npm run loadtest:compare` (scripts/loadtestCompare.ts): its options, the reading of
// one load-test run's summary row, and the side-by-side summary. Why the runs alternate: on a shared
// machine the server's CPU per command moves by a fifth within an hour on the same code
// (docs/benchmarks.md), so only runs taken one after the other compare the two worlds.
import { DEFAULT_WEEK_SECONDS, LIGHT_P95_GOAL_MS, wholeNumberOption } from './stats.ts';

export interface CompareOptions {
  /** Players of the AI world's step. */
  players: number;
  /** Players of the lone world's step (the same as the AI world's unless given). */
  lonePlayers: number;
  rounds: number;
  stepSeconds: number;
  /** Seconds between a player's heavy cycles in both worlds (the load test's --week-seconds). */
  weekSeconds: number;
}

export const COMPARE_USAGE = `npm run loadtest:compare -- [--players N] [--lone-players M] [--rounds R] [--step-seconds S] [--week-seconds W]
  --players N       players of each AI world step (default 1000)
  --lone-players M  players of each lone world step (default: N)
  --rounds R        rounds of one AI world step then one lone world step (default 3)
  --step-seconds S  seconds measured per step (default 30)
  --week-seconds W  each player's heavy cycle every W seconds in both worlds (default 10)`;

/** Reads the command line; throws an Error with a short sentence for bad options. */
export function parseCompareOptions(argv: readonly string[]): CompareOptions {
  let players = 1000;
  let lonePlayers: number | undefined;
  let rounds = 3;
  let stepSeconds = 30;
  let weekSeconds = DEFAULT_WEEK_SECONDS;
  const number = wholeNumberOption;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--players') players = number(arg, argv[++i], 1);
    else if (arg === '--lone-players') lonePlayers = number(arg, argv[++i], 1);
    else if (arg === '--rounds') rounds = number(arg, argv[++i], 1);
    else if (arg === '--step-seconds') stepSeconds = number(arg, argv[++i], 5);
    else if (arg === '--week-seconds') weekSeconds = number(arg, argv[++i], 2);
    else throw new Error(`Unknown option ${arg}`);
  }
  return { players, lonePlayers: lonePlayers ?? players, rounds, stepSeconds, weekSeconds };
}

/** One step as the load test's summary prints it. */
export interface StepFigures {
  players: number;
  lightP95: number;
  cpuMsPerCommand: number;
  serverCpuPercent: number;
  mbPerRoom: number;
}

/**
 * The step of the load test's "== Summary ==" table (scripts/loadtest.ts stepUp), or null when the run
 * printed none (it failed before measuring).
 */
export function parseSummaryRow(output: string): StepFigures | null {
  const at = output.lastIndexOf('== Summary ==');
  if (at < 0) return null;
  for (const line of output.slice(at).split('\n')) {
    const m = /^\s*(\d+)\s+[\d.]+\s+[\d.-]+\/([\d.-]+)\/[\d.-]+\s+([\d.-]+)\s+([\d.-]+)%\s+([\d.-]+)/.exec(line);
    if (m) return { players: Number(m[1]), lightP95: Number(m[2]), cpuMsPerCommand: Number(m[3]), serverCpuPercent: Number(m[4]), mbPerRoom: Number(m[5]) };
  }
  return null;
}

function median(values: readonly number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The side-by-side lines: steps passed and the medians of each world, and their CPU per command's ratio. */
export function compareSummary(ai: readonly (StepFigures | null)[], lone: readonly (StepFigures | null)[]): string[] {
  const line = (label: string, runs: readonly (StepFigures | null)[]) => {
    const done = runs.filter((r): r is StepFigures => r !== null);
    const passed = done.filter((r) => r.lightP95 < LIGHT_P95_GOAL_MS).length;
    const figures = done.length ? `; median ${median(done.map((r) => r.cpuMsPerCommand)).toFixed(2)} ms of CPU per command, ${median(done.map((r) => r.serverCpuPercent)).toFixed(0)}% of the core, ${median(done.map((r) => r.mbPerRoom)).toFixed(2)} MB per room` : '';
    return `${label}: passed ${passed} of ${runs.length} steps (light p95 under ${LIGHT_P95_GOAL_MS} ms)${figures}`;
  };
  const lines = [line('AI world', ai), line('Lone world', lone)];
  const aiCpu = ai.filter((r): r is StepFigures => r !== null).map((r) => r.cpuMsPerCommand);
  const loneCpu = lone.filter((r): r is StepFigures => r !== null).map((r) => r.cpuMsPerCommand);
  if (aiCpu.length && loneCpu.length) lines.push(`CPU per command, AI world / lone world: ${(median(aiCpu) / median(loneCpu)).toFixed(2)} (medians)`);
  return lines;
}
