// The heavy cycle of `npm run loadtest` (auto-book the weekly show, run it, advance the week) through a
// room's path without the network, part by part: the payload schema, the command table (the sim), the
// command log append (SQLite on disk), the re-sync of the parts the command touches (projectWorld), the
// schema patch, the answer's encoding, and the snapshot when one is due. A lone federation against the
// world with its rivals (the AI world's server CPU per command within 20% of the lone world's).
// Part of `npm run bench`; alone: `npm exec -- node --expose-gc scripts/bench/heavyCycle.ts`.
import { pack } from 'msgpackr';
import { mkdtempSync, rmSync } from 'node:fs';
import { openBenchRoom, type OpenedRoom } from './benchRoom.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GameJournal, SNAPSHOT_EVERY_WEEKS } from '#server/persistence/gameJournal.ts';
import { projectWorld } from '#server/rooms/projectWorld.ts';
import { SqliteStorage } from '#server/storage/sqlite/SqliteStorage.ts';
import type { WorldCommandName } from '#shared/sim/commands/command.ts';
import { commandEntry, executeCommand, parseCommand } from '#shared/sim/commands/table.ts';
import { createFederation } from '#shared/sim/createFederation.ts';
import { eventsFor } from '#shared/sim/events.ts';
import { createShow } from '#shared/sim/shows/scheduling.ts';
import { playAiWeek } from '#shared/sim/testing/aiWorld.ts';
import { TEST_NOW, withRoster } from '#shared/sim/testing/worlds.ts';
import { seatFederationId, type World } from '#shared/sim/world.ts';
import { createWorld } from '#shared/sim/createWorld.ts';
import { patchBytes } from './clientBytes.ts';

/** The parts of a command's server work, in the order the room runs them. */
const PARTS = ['parse', 'sim', 'log', 'resync', 'patch', 'reply', 'snapshot'] as const;
type Part = (typeof PARTS)[number];
const HEAVY = ['autoBook', 'runShow', 'advanceWeek'] as const;
type Heavy = (typeof HEAVY)[number];

/** Weeks played before measuring (after 1 year), cycles measured per world, and the warm-up cycles left out. */
const WEEKS_BEFORE = 52;
const CYCLES = 60;
const WARM_UP_CYCLES = 8;
/** The loadtest's commands per in-game week and player: 5 light ones (one each 2 s) and the 3 heavy ones (each 10 s). */
const LOADTEST_COMMANDS_PER_WEEK = 8;

/**
 * The process's CPU time, ms. Not process.threadCpuUsage(): on our machines it counts in 4 ms ticks once a
 * run is under way, coarser than a command. The GC's helper threads count, as they do on the server.
 */
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A new game as the server makes one (with or without the rivals), its player founded with 8 wrestlers and a weekly show, played `weeks` weeks. */
function loadtestWorld(seed: number, rivals: boolean, weeks: number): World {
  const world = createWorld(seed, { aiFederations: rivals });
  const federationId = seatFederationId(world);
  createFederation(world, federationId, { name: 'Heavy Bench', logo: '' }, world.rng, TEST_NOW);
  withRoster(world, 8);
  createShow(world, federationId, { name: 'Load Night', weeksAhead: 0, venueId: 'civic_hall', ticketPrice: 15, frequency: 'weekly' });
  for (let i = 0; i < weeks; i += 1) playAiWeek(world);
  return world;
}

/** Keeps the player's week playable as playAiWeek does (funds, contracts, roster): not timed, like a player's other commands. */
function keepPlayable(world: World): void {
  const federation = world.federations.find((f) => f.id === seatFederationId(world))!;
  federation.funds = Math.max(federation.funds, 1_000_000);
  for (const w of world.wrestlers) if (w.federationId === federation.id && w.contract) w.contract.weeksRemaining = 52;
  const size = world.wrestlers.filter((w) => w.federationId === federation.id).length;
  if (size < 8) withRoster(world, 8 - size);
}

interface HeavyRoom extends OpenedRoom {
  label: string;
  world: World;
  /** CPU ms per command and part, one sample per measured command. */
  samples: Record<Heavy, Record<Part, number[]>>;
  /** Patch bytes per command (the one client's shared and private changes). */
  bytes: Record<Heavy, number[]>;
  snapshots: number;
}

async function heavyRoom(label: string, world: World, storage: SqliteStorage, journal: GameJournal): Promise<HeavyRoom> {
  const room = await openBenchRoom(`heavy-${label.replaceAll(' ', '-')}`, world, storage, journal);
  const samples = Object.fromEntries(HEAVY.map((name) => [name, Object.fromEntries(PARTS.map((part) => [part, [] as number[]]))])) as HeavyRoom['samples'];
  const bytes = Object.fromEntries(HEAVY.map((name) => [name, [] as number[]])) as HeavyRoom['bytes'];
  return { label, world, ...room, samples, bytes, snapshots: 0 };
}

/** One command through the room's path, each part timed in CPU ms. */
async function timedCommand(room: HeavyRoom, journal: GameJournal, name: WorldCommandName, payload: unknown, record: boolean): Promise<void> {
  const { world, state, client } = room;
  const federationId = seatFederationId(world);
  const times: Partial<Record<Part, number>> = {};
  let mark = cpuMs();
  const lap = (part: Part) => {
    const now = cpuMs();
    times[part] = now - mark;
    mark = now;
  };
  const parsed = parseCommand(name, payload);
  lap('parse');
  const week = world.calendar.totalWeeksProgressed;
  const result = executeCommand(world, name, federationId, parsed, { now: TEST_NOW });
  lap('sim');
  await journal.append(room.userId, 1, room.position, { name, payload: parsed, federationId, at: TEST_NOW, week }, world);
  lap('log');
  projectWorld(world, federationId, state, commandEntry(name).touches);
  lap('resync');
  const bytes = patchBytes(client);
  lap('patch');
  pack({ ...result, events: eventsFor(result.events, federationId) });
  lap('reply');
  if (journal.snapshotDue(room.position, world)) {
    await journal.snapshot(room.userId, 1, room.position, world);
    room.snapshots += record ? 1 : 0;
  }
  lap('snapshot');
  if (!record) return;
  for (const part of PARTS) room.samples[name as Heavy][part].push(times[part] ?? 0);
  room.bytes[name as Heavy].push(bytes);
}

/** One heavy cycle as a loadtest player sends it: auto-book this week's weekly show, run it, advance the week. */
async function heavyCycle(room: HeavyRoom, journal: GameJournal, record: boolean): Promise<void> {
  const { world } = room;
  keepPlayable(world);
  const federationId = seatFederationId(world);
  const show = world.shows.find((s) => s.federationId === federationId && !s.hasBeenRun && s.weekIndex === world.calendar.totalWeeksProgressed);
  if (show && show.segments.length === 0) await timedCommand(room, journal, 'autoBook', { showId: show.id }, record);
  if (show) await timedCommand(room, journal, 'runShow', { showId: show.id }, record);
  await timedCommand(room, journal, 'advanceWeek', {}, record);
}

const mean = (values: number[]): number => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/** Each measured command's total over `parts`. */
function sumPerSample(samples: Record<Part, number[]>, parts: readonly Part[] = PARTS): number[] {
  return samples.sim.map((_, i) => parts.reduce((sum, part) => sum + samples[part][i]!, 0));
}

/** The server's own parts: all but the sim. */
const SERVER_PARTS = PARTS.filter((part) => part !== 'sim');

/**
 * Per command: its CPU (mean and median over the measured cycles), the server's part of it (all but the
 * sim, median), the patch's bytes and each part's share of the mean (a snapshot's cost falls on the command
 * it follows). Returns the cycle's medians: the whole commands and the server's part.
 */
function printRoom(room: HeavyRoom): { cycle: number; server: number } {
  let cycle = 0;
  let server = 0;
  for (const name of HEAVY) {
    const samples = room.samples[name];
    const total = PARTS.reduce((sum, part) => sum + mean(samples[part]), 0);
    const whole = median(sumPerSample(samples));
    const own = median(sumPerSample(samples, SERVER_PARTS));
    cycle += whole;
    server += own;
    const shares = PARTS.map((part) => `${part} ${((mean(samples[part]) / total) * 100).toFixed(0)}%`).join(', ');
    console.log(
      `  ${name.padEnd(11)} ${total.toFixed(3).padStart(6)} ms CPU mean, ${whole.toFixed(3)} median, server part ${own.toFixed(3)} median; patch ${Math.round(mean(room.bytes[name]))} B   ${shares}`,
    );
  }
  return { cycle, server };
}

export async function benchHeavyCycle(cycles = CYCLES): Promise<void> {
  console.log('\n== the heavy cycle (autoBook, runShow, advanceWeek) through the room path, lone federation vs the world with its rivals');
  const dir = mkdtempSync(join(tmpdir(), 'mem-bench-heavy-'));
  const storage = new SqliteStorage(join(dir, 'bench.sqlite'));
  await storage.init();
  const journal = new GameJournal(storage);
  try {
    const rooms = [
      await heavyRoom('lone 1 year', loadtestWorld(21, false, WEEKS_BEFORE), storage, journal),
      await heavyRoom('AI 1 year', loadtestWorld(21, true, WEEKS_BEFORE), storage, journal),
    ];
    // Cycles alternate between the worlds so the machine's noise and the JIT's warm-up fall on both alike.
    for (let cycle = 0; cycle < cycles; cycle += 1) for (const room of rooms) await heavyCycle(room, journal, cycle >= WARM_UP_CYCLES);
    const cycleMs: Array<{ cycle: number; server: number }> = [];
    for (const room of rooms) {
      console.log(`${room.label} (${room.world.federations.length} federations, ${room.world.wrestlers.length} wrestlers; ${room.snapshots} snapshot(s) in ${cycles - WARM_UP_CYCLES} weeks):`);
      cycleMs.push(printRoom(room));
    }
    const [lone, ai] = cycleMs;
    console.log(
      `heavy cycle (sum of the medians): lone ${lone!.cycle.toFixed(2)} ms CPU (server part ${lone!.server.toFixed(2)}), AI world ${ai!.cycle.toFixed(2)} ms (server part ${ai!.server.toFixed(2)}): ${((ai!.cycle / lone!.cycle) * 100).toFixed(0)}%`,
    );

    // The snapshot, timed on its own (the world is older now): due every SNAPSHOT_EVERY_WEEKS weeks of the loadtest's commands.
    for (const room of rooms) {
      const times: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const started = cpuMs();
        await journal.snapshot(room.userId, 1, room.position, room.world);
        times.push(cpuMs() - started);
      }
      const commands = SNAPSHOT_EVERY_WEEKS * LOADTEST_COMMANDS_PER_WEEK;
      console.log(
        `snapshot (${room.label}): ${median(times).toFixed(2)} ms CPU each (median of 5); due every ${SNAPSHOT_EVERY_WEEKS} weeks = ${commands} loadtest commands, ${(median(times) / commands).toFixed(4)} ms per command`,
      );
    }
  } finally {
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) await benchHeavyCycle();
