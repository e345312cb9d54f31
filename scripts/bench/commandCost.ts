// Server work per command, and how it grows with the world: a room's path for one command
// without the network: the payload schema, the command table, the command log append (SQLite on disk),
// the re-sync of the parts it touches and the schema patch. Measured in CPU time for a world after 1 year
// and after 10 years of weekly shows; the two should be within 20%. Also: replay of a 3-year log onto
// its snapshot, snapshot size and time, and the memory a room's world and synced state hold. The heavy
// cycle (auto-book, run the show, advance the week) part by part: heavyCycle.ts.
import { roomSizedEncoder } from '#server/rooms/sharedEncodeBuffers.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { GameJournal, replayGame } from '#server/persistence/gameJournal.ts';
import { encodeWorld } from '#server/persistence/snapshotCodec.ts';
import { patchBytes } from './clientBytes.ts';
import { benchHeavyCycle } from './heavyCycle.ts';
import { projectWorld } from '#server/rooms/projectWorld.ts';
import { openBenchRoom, type OpenedRoom } from './benchRoom.ts';
import { SqliteStorage } from '#server/storage/sqlite/SqliteStorage.ts';
import { GameState } from '#shared/schema/GameState.ts';
import type { WorldCommandName } from '#shared/sim/commands/command.ts';
import { commandEntry, executeCommand, parseCommand } from '#shared/sim/commands/table.ts';
import { figuresAiWorld, playAiWeek } from '#shared/sim/testing/aiWorld.ts';
import { TEST_NOW } from '#shared/sim/testing/worlds.ts';
import { recordCareer } from '../balance/career.ts';
import { seatFederationId, WORLD_VERSION, type World } from '#shared/sim/world.ts';
import type { LoggedCommand } from '#server/storage/port.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!;

/** A career of the balance harness's frugal strategy, played through the command table, with its log. */
function playCareer(weeks: number, seed: number): { start: World; world: World; log: LoggedCommand[] } {
  const { start, world, commands } = recordCareer('frugal', seed, weeks);
  return { start, world, log: commands.map((command, index) => ({ seq: index + 1, ...command })) };
}

/** The figures' AI world (the player and 5 AI federations, ~250 wrestlers) after `weeks` played weeks. */
function playAiCareer(weeks: number, seed: number): World {
  const world = figuresAiWorld(seed);
  for (let i = 0; i < weeks; i += 1) playAiWeek(world);
  return world;
}

/** The light commands players send most, rotating: read the inbox, edit a card, read a report. */
function lightCommands(world: World): Array<{ name: WorldCommandName; payload: unknown }> {
  const federation = world.federations[0]!;
  const roster = world.wrestlers.filter((w) => w.federationId === federation.id && w.status === 'active');
  const show =
    world.shows.find((s) => !s.hasBeenRun && s.federationId === federation.id) ??
    executeCommand(world, 'createShow', federation.id, { name: 'Cost Bench Night', weeksAhead: 1, venueId: 'union_hall_1500', ticketPrice: 20, frequency: 'special' }, { now: TEST_NOW }).show!;
  return [
    { name: 'markAllMessagesRead', payload: {} },
    { name: 'addMatch', payload: { showId: show.id, type: 'singles', stipulation: 'standard', participants: [roster[0]!.id, roster[1]!.id], championshipId: null, isExhibition: false, title: '' } },
    { name: 'clearCard', payload: { showId: show.id } },
    { name: 'markAllReportsRead', payload: {} },
  ];
}

/** A room's pieces for one world: its synced state, the patch encoder, and its game's place in the log. */
interface BenchRoom extends OpenedRoom {
  label: string;
  world: World;
  cpuMs: number[];
  wallMs: number[];
}

async function benchRoom(label: string, world: World, storage: SqliteStorage, journal: GameJournal): Promise<BenchRoom> {
  const room = await openBenchRoom(`cost-${label.replace(' ', '-')}`, world, storage, journal);
  return { label, world, ...room, cpuMs: [], wallMs: [] };
}

/** One round of light commands on a room: the room's whole path for each, timed; CPU per command recorded for the round. */
async function lightRound(room: BenchRoom, journal: GameJournal, runs: number): Promise<void> {
  const { world, state, client } = room;
  const federationId = seatFederationId(world);
  const commands = lightCommands(world);
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < runs; i += 1) {
    const { name, payload } = commands[i % commands.length]!;
    const startedAt = performance.now();
    const parsed = parseCommand(name, payload);
    const week = world.calendar.totalWeeksProgressed;
    executeCommand(world, name, federationId, parsed, { now: TEST_NOW });
    await journal.append(room.userId, 1, room.position, { name, payload: parsed, federationId, at: TEST_NOW, week }, world);
    projectWorld(world, federationId, state, commandEntry(name).touches);
    patchBytes(client);
    room.wallMs.push(performance.now() - startedAt);
  }
  const cpu = process.cpuUsage(cpuStart);
  room.cpuMs.push((cpu.user + cpu.system) / 1000 / runs);
}

export async function benchCommandCost(): Promise<void> {
  console.log('\n== server work per command (table + log append + re-sync + patch), by the age of the world');
  const dir = mkdtempSync(join(tmpdir(), 'mem-bench-cost-'));
  const storage = new SqliteStorage(join(dir, 'bench.sqlite'));
  await storage.init();
  const journal = new GameJournal(storage);
  try {
    const built = performance.now();
    const oneYear = playCareer(52, 11).world;
    const tenYears = playCareer(520, 11).world;
    // The AI world: new games hold the AI federations, so a room's world is this one.
    const aiOneYear = playAiCareer(52, 11);
    const aiTenYears = playAiCareer(520, 11);
    console.log(
      `worlds built in ${((performance.now() - built) / 1000).toFixed(1)} s: lone 1 year ${(JSON.stringify(oneYear).length / 1024).toFixed(0)} KB, 10 years ${(JSON.stringify(tenYears).length / 1024).toFixed(0)} KB; AI world 1 year ${(JSON.stringify(aiOneYear).length / 1024).toFixed(0)} KB, 10 years ${(JSON.stringify(aiTenYears).length / 1024).toFixed(0)} KB of JSON`,
    );
    // Rounds alternate between the worlds so the machine's noise and the JIT's warm-up fall on all alike.
    const rooms = [
      await benchRoom('1 year', oneYear, storage, journal),
      await benchRoom('10 years', tenYears, storage, journal),
      await benchRoom('AI 1 year', aiOneYear, storage, journal),
      await benchRoom('AI 10 years', aiTenYears, storage, journal),
    ];
    for (let round = 0; round < 12; round += 1) for (const room of rooms) await lightRound(room, journal, 400);
    for (const room of rooms) {
      const cpu = median(room.cpuMs.slice(2));
      console.log(`command (light, ${room.label.padEnd(11)}): CPU ${cpu.toFixed(4)} ms/command (median of rounds)   wall median ${median(room.wallMs).toFixed(4)} ms, p95 ${p95(room.wallMs).toFixed(4)} ms   (goal: under 0.3 ms)`);
    }
    const [a, b, aiA, aiB] = rooms.map((room) => median(room.cpuMs.slice(2)));
    console.log(`10 years / 1 year: ${((b! / a!) * 100).toFixed(0)}% lone, ${((aiB! / aiA!) * 100).toFixed(0)}% AI world   (goal: within 20%, 80-120%)`);
    console.log(`AI world / lone federation: ${((aiA! / a!) * 100).toFixed(0)}% after 1 year, ${((aiB! / b!) * 100).toFixed(0)}% after 10 years   (goal: within 20%, 80-120%)`);
    await benchHeavyCycle();

    console.log('\n== persistence: snapshot + command log');
    const three = playCareer(156, 12);
    const weeksPlayed = three.world.calendar.totalWeeksProgressed;
    const snapshot = { userId: 'replay', slotNumber: 1, federationName: 'x', federationLogo: '', currentWeek: 1, currentMonth: 'January', currentYear: 2025, funds: 0, savedAt: new Date(), gameId: 'g', seq: 0, data: encodeWorld(three.start), version: WORLD_VERSION };
    const replays: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const t = performance.now();
      replayGame(snapshot, three.log);
      replays.push(performance.now() - t);
    }
    console.log(`replay of a 3-year log (${three.log.length} commands, ${weeksPlayed} weeks) onto its snapshot: median ${median(replays).toFixed(1)} ms   (goal: under 100 ms)`);
    for (const [label, w] of [['1 year', oneYear], ['10 years', tenYears]] as const) {
      const times: number[] = [];
      let size = 0;
      for (let i = 0; i < 10; i += 1) {
        const t = performance.now();
        size = encodeWorld(w).length;
        times.push(performance.now() - t);
      }
      console.log(`snapshot (${label.padEnd(8)}): ${(size / 1024).toFixed(0)} KB compressed, encode median ${median(times).toFixed(1)} ms`);
    }

    // The log's writes never stall the event loop: WAL checkpoints run in a worker (checkpointer.ts).
    const userIds = ['stall-a', 'stall-b', 'stall-c', 'stall-d'];
    const positions = await Promise.all(
      userIds.map(async (id) => {
        await storage.createUser({ id, email: `${id}@example.com`, passwordHash: null, emailConfirmedAt: null, googleId: null });
        return journal.start(id, 1, oneYear);
      }),
    );
    const appends: number[] = [];
    for (let i = 0; i < 20_000; i += 1) {
      const started = performance.now();
      await journal.append(userIds[i % 4]!, 1, positions[i % 4]!, { name: 'markAllMessagesRead', payload: {}, federationId: 'player', at: TEST_NOW, week: 0 }, oneYear);
      appends.push(performance.now() - started);
    }
    const sorted = [...appends].sort((x, y) => x - y);
    console.log(
      `command log append x 20,000 (SQLite file): median ${median(appends).toFixed(3)} ms, p99.9 ${sorted[Math.floor(sorted.length * 0.999)]!.toFixed(2)} ms, max ${sorted.at(-1)!.toFixed(2)} ms   (goal: no stall over 5 ms: ${appends.filter((t) => t > 5).length} seen)`,
    );

    console.log('\n== memory per room (world + synced state), MB');
    /** Heap held per room (world, synced state, encoder) over 20 copies of `world`, MB. */
    const heapPerRoom = (world: World): number => {
      const held: unknown[] = [];
      global.gc?.();
      const heapBefore = process.memoryUsage().heapUsed;
      for (let i = 0; i < 20; i += 1) {
        const w = structuredClone(world);
        const s = new GameState();
        projectWorld(w, seatFederationId(w), s);
        const e = roomSizedEncoder(s);
        e.encodeAll();
        e.discardChanges();
        held.push([w, s, e]);
      }
      global.gc?.();
      const perRoom = (process.memoryUsage().heapUsed - heapBefore) / 20 / 1024 / 1024;
      void held.length;
      return perRoom;
    };
    console.log(`an active room after 1 year of play: ${heapPerRoom(oneYear).toFixed(2)} MB heap, after 10 years ${heapPerRoom(tenYears).toFixed(2)} MB   (goal: under 1 MB; an idle game holds none: its room is disposed)`);
    console.log(`an active room of the AI world after 1 year: ${heapPerRoom(aiOneYear).toFixed(2)} MB heap, after 10 years ${heapPerRoom(aiTenYears).toFixed(2)} MB   (goal: under 1 MB)`);
  } finally {
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
