// The pure parts of `npm run loadtest` (scripts/loadtest.ts): percentiles, per-kind summaries, reading
// /proc/<pid>/stat, loopback addresses for sign-ups, the step plan and the capacity verdict, options.

/** The p-th percentile (0-100) of `values` by nearest rank; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface KindSummary {
  kind: string;
  count: number;
  refused: number;
  p50: number;
  p95: number;
  p99: number;
}

/** One command's answer: its kind, its latency in ms, and whether it was refused (a refusal is an answer too). */
export interface Sample {
  kind: string;
  ms: number;
  refused: boolean;
}

/** Latency percentiles per command kind, sorted by kind. */
export function summarize(samples: readonly Sample[]): KindSummary[] {
  const byKind = new Map<string, Sample[]>();
  for (const sample of samples) {
    const list = byKind.get(sample.kind) ?? [];
    list.push(sample);
    byKind.set(sample.kind, list);
  }
  return [...byKind.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, list]) => {
      const ms = list.map((s) => s.ms);
      return { kind, count: list.length, refused: list.filter((s) => s.refused).length, p50: percentile(ms, 50), p95: percentile(ms, 95), p99: percentile(ms, 99) };
    });
}

/** CPU time (user + system) and resident memory of a process, from the text of /proc/<pid>/stat. */
export function parseProcStat(text: string, ticksPerSecond = 100, pageBytes = 4096): { cpuMs: number; rssBytes: number } {
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its ')'.
  const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // rest[0] is field 3 (state): utime is field 14, stime 15, rss 24.
  const utime = Number(rest[14 - 3]);
  const stime = Number(rest[15 - 3]);
  const rssPages = Number(rest[24 - 3]);
  return { cpuMs: ((utime + stime) * 1000) / ticksPerSecond, rssBytes: rssPages * pageBytes };
}

/**
 * The loopback address player `index` signs up from: the server allows AUTH_LIMITS.signUpPerIp
 * sign-ups an hour per address (server/auth/rateLimits.ts), so every `perAddress` players share one
 * address of 127.1.0.0/16 (all of 127.0.0.0/8 reaches this machine on Linux).
 */
export function loopbackAddress(index: number, perAddress: number): string {
  const n = Math.floor(index / perAddress);
  if (n >= 250 * 250) throw new Error('too many players for the loopback range');
  return `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

/** The default player counts, stepped up until p95 of light commands passes the goal. */
export const DEFAULT_STEPS = [50, 100, 200, 400, 800, 1000, 1500, 2000, 3000, 4000] as const;

/** The player counts of a run: one step for --players, else the default steps up to --max. */
export function stepPlan(options: { players?: number; max: number }): number[] {
  if (options.players !== undefined) return [options.players];
  const steps: number[] = DEFAULT_STEPS.filter((n) => n <= options.max);
  if (steps.at(-1) !== options.max) steps.push(options.max);
  return steps;
}

/** Passes when the p95 of light commands is under the goal, in ms (50 ms). */
export const LIGHT_P95_GOAL_MS = 50;

/** The capacity: the largest player count of the steps run in order before the first that failed (0 when the first failed). */
export function capacity(results: ReadonlyArray<{ players: number; lightP95: number }>, goalMs = LIGHT_P95_GOAL_MS): number {
  let last = 0;
  for (const result of results) {
    if (!(result.lightP95 < goalMs)) break;
    last = result.players;
  }
  return last;
}

export interface LoadtestOptions {
  max: number;
  stepSeconds: number;
  players?: number;
  flood: boolean;
  /** New games without the computer-run federations: the lone world, to compare with. */
  lone: boolean;
  port: number;
  /** Seconds between a player's heavy cycles (auto-book, run the show, advance the week): the pace of play. */
  weekSeconds: number;
}

/** The load test's pace by default: each player's heavy cycle (a week of play) every 10 s. */
export const DEFAULT_WEEK_SECONDS = 10;

export const LOADTEST_USAGE = `npm run loadtest -- [--max N] [--step-seconds S] [--players N] [--flood] [--lone] [--week-seconds W] [--port P]
  --max N           step up to N players (default 2000)
  --step-seconds S  measure each step for S seconds after its players are in (default 30)
  --players N       run one step of N players
  --flood           the flood scenario: one client sends 1,800 commands a second while another plays
  --lone            new games without the computer-run federations (the lone world, to compare with)
  --week-seconds W  each player's heavy cycle (auto-book, run the show, advance the week) every W seconds
                    (default 10): a slower pace of play, to see how the figures move with it
  --port P          the server's port (default 2631)`;

/** An option's whole-number value (at least `min`); throws an Error with a short sentence otherwise. */
export function wholeNumberOption(name: string, value: string | undefined, min: number): number {
  const n = Number(value);
  if (value === undefined || !Number.isInteger(n) || n < min) throw new Error(`${name} needs a whole number of at least ${min}`);
  return n;
}

/** Reads the command line; throws an Error with a short sentence for bad options. */
export function parseOptions(argv: readonly string[]): LoadtestOptions {
  const options: LoadtestOptions = { max: 2000, stepSeconds: 30, flood: false, lone: false, port: 2631, weekSeconds: DEFAULT_WEEK_SECONDS };
  const number = wholeNumberOption;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--flood') options.flood = true;
    else if (arg === '--lone') options.lone = true;
    else if (arg === '--max') options.max = number(arg, argv[++i], 1);
    else if (arg === '--step-seconds') options.stepSeconds = number(arg, argv[++i], 5);
    else if (arg === '--players') options.players = number(arg, argv[++i], 1);
    else if (arg === '--port') options.port = number(arg, argv[++i], 1);
    else if (arg === '--week-seconds') options.weekSeconds = number(arg, argv[++i], 2);
    else throw new Error(`Unknown option ${arg}`);
  }
  return options;
}
