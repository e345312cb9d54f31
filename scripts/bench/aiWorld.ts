// `npm run bench` section "AI world" and `npm run bench:ai`: the whole-world week of
// the player and 5 AI federations in a pool of about 250 wrestlers (shared/sim/testing/aiWorld.ts, the
// world shared/sim/ai/aiWorldDeterminism.test.ts hashes), 52 weeks from a new world, and the AI world's
// join payload and saves after 3 and 10 years, with the news list full (NEWS_KEPT items). Prints figures,
// asserts nothing (the goals are printed next to them).
import { roomSizedEncoder } from '#server/rooms/sharedEncodeBuffers.ts';
import { performance } from 'node:perf_hooks';
import { encodeWorld } from '#server/persistence/snapshotCodec.ts';
import { projectWorld } from '#server/rooms/projectWorld.ts';
import { NEWS_KEPT } from '#shared/rules/news.ts';
import { GameState } from '#shared/schema/GameState.ts';
import { activeAiFederations } from '#shared/sim/ai/profile.ts';
import { addNews, type NewsKind } from '#shared/sim/news/newsItem.ts';
import { figuresAiWorld, playAiWeek } from '#shared/sim/testing/aiWorld.ts';
import { seatFederationId, type World } from '#shared/sim/world.ts';
import { clientEncoder, joinBytes } from './clientBytes.ts';

const fmt = (n: number, digits = 2) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const kb = (bytes: number) => `${fmt(bytes / 1024, 0)} KB`;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** CPU time of this thread, ms: what the sim itself costs, whatever else the machine runs. */
function threadCpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

/** Weeks timed together for the CPU figure (the thread's CPU clock is too coarse for one week alone). */
const CPU_BLOCK_WEEKS = 10;

/**
 * Worlds of other seeds played, WARM_UP_WEEKS weeks each, before the warm figure: a running server plays
 * every room's weeks in one process, so the week's code is compiled by the JIT long before a given week;
 * the first world of a fresh process also pays that compiling (printed apart, as the cold figure).
 */
const WARM_UP_WORLDS = 2;
const WARM_UP_WEEKS = 220;

/** One timing of the 200 weeks after week 20 of a world. */
export interface AiWeekTiming {
  /** Wall time of one week, ms: median and p90. */
  medianMs: number;
  p90Ms: number;
  /** This thread's CPU per week, ms: the median of blocks of CPU_BLOCK_WEEKS weeks. */
  cpuMs: number;
}

export interface AiWeekFigures {
  federationsFounded: number;
  activeAi: number;
  wrestlers: number;
  aiShowsPerWeek: number;
  /** The figure against the goal: the code compiled, as on a running server. */
  warm: AiWeekTiming;
  /** The same weeks as the first world a fresh process plays (the JIT compiling as it goes). */
  cold: AiWeekTiming;
  /** 52 weeks from a new world (its set-up not counted), warm, ms: median of 5 runs, wall and this thread's CPU. */
  yearMs: number;
  yearCpuMs: number;
}

/** 20 weeks of warm-up, then 200 timed; the AI shows of the timed weeks are counted. `dealings` false: the promoters make no dealings (world.aiDealings). */
function timeWeeks(seed: number, dealings = true): { timing: AiWeekTiming; world: World; aiShows: number; dealingsMade: number } {
  const world = figuresAiWorld(seed);
  if (!dealings) world.aiDealings = false;
  for (let i = 0; i < 20; i += 1) playAiWeek(world);
  const weeks: number[] = [];
  const blocks: number[] = [];
  let aiShows = 0;
  let dealingsMade = 0;
  let blockStart = threadCpuMs();
  for (let i = 0; i < 200; i += 1) {
    const start = performance.now();
    playAiWeek(world);
    weeks.push(performance.now() - start);
    // The week just ended is the one before the current: its AI shows were run during the advance.
    const ended = world.calendar.totalWeeksProgressed - 1;
    aiShows += world.shows.filter((s) => s.weekIndex === ended && s.hasBeenRun && s.federationId !== seatFederationId(world)).length;
    for (const f of world.federations) for (const d of f.ai?.decisions ?? []) if (d.action === 'dealing' && d.weekIndex === ended) dealingsMade += 1;
    if ((i + 1) % CPU_BLOCK_WEEKS === 0) {
      const now = threadCpuMs();
      blocks.push((now - blockStart) / CPU_BLOCK_WEEKS);
      blockStart = now;
    }
  }
  const timing = { medianMs: median(weeks), p90Ms: weeks.toSorted((a, b) => a - b)[Math.floor(weeks.length * 0.9)]!, cpuMs: median(blocks) };
  return { timing, world, aiShows, dealingsMade };
}

/** The whole-world week, cold (first) then warm (after WARM_UP_WORLDS other worlds); and 52 weeks from a new world, 5 times. */
export function measureAiWeek(seed = 1): AiWeekFigures {
  const cold = timeWeeks(seed).timing;
  for (let w = 1; w <= WARM_UP_WORLDS; w += 1) {
    const other = figuresAiWorld(seed + 1000 * w);
    for (let i = 0; i < WARM_UP_WEEKS; i += 1) playAiWeek(other);
  }
  const { timing: warm, world, aiShows } = timeWeeks(seed);
  const years: number[] = [];
  const yearsCpu: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const fresh = figuresAiWorld(seed);
    const start = performance.now();
    const cpuStart = threadCpuMs();
    for (let i = 0; i < 52; i += 1) playAiWeek(fresh);
    years.push(performance.now() - start);
    yearsCpu.push(threadCpuMs() - cpuStart);
  }
  return {
    federationsFounded: world.federations.length - 1,
    activeAi: activeAiFederations(world).length,
    wrestlers: world.wrestlers.length,
    aiShowsPerWeek: aiShows / 200,
    warm,
    cold,
    yearMs: median(years),
    yearCpuMs: median(yearsCpu),
  };
}

/** The same whole-world weeks with the promoters' dealings and without (world.aiDealings false), warm. */
export interface DealingsCost {
  withDealings: AiWeekTiming;
  withoutDealings: AiWeekTiming;
  /** Dealings the promoters made in the 200 timed weeks. */
  dealings: number;
}

/** Rounds of the pair timed, alternating without and with, each figure the median of its rounds: the machine's drift falls on both. */
const DEALINGS_ROUNDS = 3;

/**
 * The whole-world week with the promoters' dealings beside the same week without them (the same seed, the
 * dealings switched off by world.aiDealings), warm (call after measureAiWeek, which warms the code up).
 */
export function measureDealingsCost(seed = 1): DealingsCost {
  const withRuns: AiWeekTiming[] = [];
  const withoutRuns: AiWeekTiming[] = [];
  let dealings = 0;
  for (let round = 0; round < DEALINGS_ROUNDS; round += 1) {
    withoutRuns.push(timeWeeks(seed, false).timing);
    const on = timeWeeks(seed, true);
    withRuns.push(on.timing);
    dealings = on.dealingsMade;
  }
  const mid = (runs: AiWeekTiming[]): AiWeekTiming => ({ medianMs: median(runs.map((r) => r.medianMs)), p90Ms: median(runs.map((r) => r.p90Ms)), cpuMs: median(runs.map((r) => r.cpuMs)) });
  return { withDealings: mid(withRuns), withoutDealings: mid(withoutRuns), dealings };
}

export function printDealingsCost(cost: DealingsCost): void {
  const { withDealings: on, withoutDealings: off } = cost;
  const added = (a: number, b: number) => `${a >= b ? '+' : ''}${fmt(((a - b) / b) * 100, 1)}%`;
  console.log(`sim: whole-world week with the promoters' dealings      median ${fmt(on.medianMs, 3)} ms wall (p90 ${fmt(on.p90Ms, 3)}), ${fmt(on.cpuMs, 3)} ms CPU`);
  console.log(`sim: the same week without them (world.aiDealings off)  median ${fmt(off.medianMs, 3)} ms wall (p90 ${fmt(off.p90Ms, 3)}), ${fmt(off.cpuMs, 3)} ms CPU`);
  console.log(`sim: dealings add ${added(on.medianMs, off.medianMs)} wall, ${added(on.cpuMs, off.cpuMs)} CPU to the week (median of ${DEALINGS_ROUNDS} rounds; ${cost.dealings} dealings in the 200 weeks)   (goal: under 20%)`);
}

export function printAiWeek(figures: AiWeekFigures, seed = 1): void {
  const { warm, cold } = figures;
  console.log(
    `AI world (seed ${seed}): the player and ${figures.activeAi} active AI federations (${figures.federationsFounded} founded so far), ${figures.wrestlers} wrestlers after 220 weeks (250 at the start), ${fmt(figures.aiShowsPerWeek)} AI shows a week and the player's`,
  );
  console.log(`sim: whole-world week (warm, as on a running server)  median ${fmt(warm.medianMs, 3)} ms wall (p90 ${fmt(warm.p90Ms, 3)}), ${fmt(warm.cpuMs, 3)} ms CPU   (goal: under 1 ms)`);
  console.log(`sim: whole-world week (cold, a fresh process's first)  median ${fmt(cold.medianMs, 3)} ms wall (p90 ${fmt(cold.p90Ms, 3)}), ${fmt(cold.cpuMs, 3)} ms CPU   (the JIT compiling as it goes)`);
  console.log(`sim: 52 whole-world weeks from a new world (warm)     ${fmt(figures.yearMs, 1).padStart(8)} ms wall, ${fmt(figures.yearCpuMs, 1)} ms CPU (median of 5)   (goal: under 100 ms)`);
}

const NEWS_KINDS: readonly NewsKind[] = ['show', 'titleChange', 'signing', 'release', 'retirement', 'tvDeal'];

/**
 * Fills the news list to NEWS_KEPT items of a realistic length (two federations, two wrestlers, a headline
 * and a sentence), for the save's size with the list as full as it gets.
 */
export function fillNews(world: World): void {
  const federations = world.federations.map((f) => f.id);
  const wrestlers = world.wrestlers.map((w) => w.id);
  for (let i = 0; (world.news?.length ?? 0) < NEWS_KEPT; i += 1) {
    addNews(world, {
      kind: NEWS_KINDS[i % NEWS_KINDS.length]!,
      importance: ((i % 3) + 1) as 1 | 2 | 3,
      federationIds: [federations[i % federations.length]!, federations[(i + 1) % federations.length]!],
      wrestlerIds: [wrestlers[i % wrestlers.length]!, wrestlers[(i + 7) % wrestlers.length]!],
      headline: `Apex Championship Wrestling signs Rex "The Hammer" Steel ${i}`,
      text: 'Signed Rex Steel (rating 74, roster average 61) for $4,250 a week; the main event drew 3.8 stars at the Metro Garden.',
    });
  }
}

/** The join payload (what the player's client receives on joining), bytes. */
function joinOf(world: World): number {
  const state = new GameState();
  projectWorld(world, seatFederationId(world), state);
  return joinBytes(clientEncoder(state, seatFederationId(world)));
}

/**
 * Heap held by one active room of `world` (the world, its synced state and the patch encoder), over 20
 * copies, MB; NaN without --expose-gc (npm run bench and bench:ai pass it).
 */
export function heapPerRoom(world: World): number {
  if (!global.gc) return Number.NaN;
  const held: unknown[] = [];
  global.gc();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < 20; i += 1) {
    const copy = structuredClone(world);
    const state = new GameState();
    projectWorld(copy, seatFederationId(copy), state);
    const encoder = roomSizedEncoder(state);
    encoder.encodeAll();
    encoder.discardChanges();
    held.push([copy, state, encoder]);
  }
  global.gc();
  const perRoom = (process.memoryUsage().heapUsed - before) / 20 / 1024 / 1024;
  void held.length;
  return perRoom;
}

/** The AI world after 3 and 10 years: join payload and save (JSON, and stored: gzip), with its own news and with the news list full. */
export function printAiWorldSizes(seed = 1): void {
  const aged = figuresAiWorld(seed);
  for (let week = 1; week <= 520; week += 1) {
    playAiWeek(aged);
    if (week === 52 || week === 156 || week === 520) {
      console.log(`AI world after ${week / 52} year${week === 52 ? '' : 's'}: JSON ${kb(JSON.stringify(aged).length)}, an active room holds ${fmt(heapPerRoom(aged))} MB of heap   (goal: as close to 1 MB as it gets; a lone world after 1 year: see "memory per room")`);
    }
    if (week !== 156 && week !== 520) continue;
    const years = week / 52;
    const ownNews = aged.news?.length ?? 0;
    const stored = encodeWorld(aged).length;
    const full = structuredClone(aged);
    fillNews(full);
    const fullJson = JSON.stringify(full).length;
    const fullStored = encodeWorld(full).length;
    const aiShows = aged.shows.filter((s) => s.federationId !== seatFederationId(aged) && s.hasBeenRun).length;
    const goal = years === 3 ? '1 MB' : '2 MB';
    console.log(
      `AI world after ${years} years (${aged.federations.length - 1} AI federations founded, ${aiShows} AI shows): save ${kb(stored)} stored with its ${ownNews} news items; with ${NEWS_KEPT} news items JSON ${kb(fullJson)}, stored (gzip) ${kb(fullStored)}   (goal: under ${goal})`,
    );
    if (years === 3) console.log(`AI world after 3 years: join ${kb(joinOf(aged))} (${fmt(joinOf(aged), 0)} B; with ${NEWS_KEPT} news items ${kb(joinOf(full))})   (goal: under 100 KB)`);
  }
}
