// `npm run loadtest`: simulated players against the real server, the server pinned to core 0 and this
// generator to core 1 (package.json runs it under `taskset -c 1`). Each player is its own account
// (the real sign-up, confirmed through the dev outbox) and its own room; a light command every 2 s and
// every 10 s (--week-seconds W) the heavy cycle (auto-book, run the show, advance the week). Steps up the players until
// the p95 of light commands passes 50 ms and prints the last step under it as the capacity.
// A benchmark: it prints figures and asserts nothing. See README "Benchmarks" and docs/protocol.md.
//   npm run loadtest -- [--max N] [--step-seconds S] [--players N] [--flood] [--lone] [--week-seconds W] [--port P]
import { Client, type Room } from '@colyseus/sdk';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DurabilityWatch, sqliteSaveProbe, DURABILITY_POLL_MS } from './loadtest/durability.ts';
import { LIGHT_EVERY_MS, LIGHT_KINDS, Player, skipStateDecoding, type Recorder } from './loadtest/player.ts';
import { ownCpuMs, startServer, type ServerUnderTest } from './loadtest/server.ts';
import { capacity, DEFAULT_WEEK_SECONDS, LIGHT_P95_GOAL_MS, LOADTEST_USAGE, loopbackAddress, parseOptions, percentile, stepPlan, summarize, type LoadtestOptions, type Sample } from './loadtest/stats.ts';
import { TOO_MANY_COMMANDS } from '#server/rooms/messageLimit.ts';

/** Sign-ups per loopback address: under the server's 10 an hour per address (AUTH_LIMITS.signUpPerIp). */
const SIGNUPS_PER_ADDRESS = 8;
/** Players set up at once while a step ramps up. */
const SETUP_CONCURRENCY = 8;
/** Players whose advances are watched for the autosave lag: the first 50, then one in 20. */
const isSampled = (index: number) => index < 50 || index % 20 === 0;
/** The flood: commands a second from one client, and the light command interval of the player measured beside it. */
const FLOOD_PER_S = 1_800;
const FLOOD_BYSTANDER_LIGHT_MS = 200;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);

let server: ServerUnderTest | undefined;
let watch: DurabilityWatch | undefined;
const players: Player[] = [];
let cleaning: Promise<void> | undefined;

/** Stops the players, the server (and removes its temp data dir). Safe to call twice. */
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    watch?.close();
    await Promise.race([Promise.all(players.map((p) => p.stop())), sleep(3000)]);
    await server?.stop();
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.log(`\n${signal}: stopping the server and removing its data...`);
    void cleanup().then(() => process.exit(130));
  });
}

interface StepResult {
  players: number;
  seconds: number;
  commands: number;
  failed: number;
  lightP50: number;
  lightP95: number;
  lightP99: number;
  cpuMsPerCommand: number;
  serverCpuPercent: number;
  rssPerRoomMb: number;
  rssMb: number;
  lagP50: number;
  lagP95: number;
  lagMax: number;
  notDurable: number;
  generatorCpuPercent: number;
}

function printKinds(samples: Sample[]): void {
  console.log(`  ${'command'.padEnd(22)} ${'count'.padStart(7)} ${'refused'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
  for (const k of summarize(samples)) {
    console.log(`  ${k.kind.padEnd(22)} ${String(k.count).padStart(7)} ${String(k.refused).padStart(8)} ${fmt(k.p50).padStart(8)} ${fmt(k.p95).padStart(8)} ${fmt(k.p99).padStart(8)}`);
  }
}

/** Measures a window of `seconds` with the players running, and prints it. */
async function measure(recorder: Recorder, seconds: number, rooms: number, baselineRss: number): Promise<StepResult> {
  recorder.samples = [];
  recorder.failed = 0;
  watch!.reset();
  const before = server!.usage();
  const generatorBefore = ownCpuMs();
  const start = performance.now();
  recorder.record = true;
  await sleep(seconds * 1000);
  recorder.record = false;
  const wallMs = performance.now() - start;
  const after = server!.usage();
  const generatorCpuPercent = ((ownCpuMs() - generatorBefore) / wallMs) * 100;
  // Let the last changes reach storage before reading the lags.
  await sleep(1500);
  const samples = recorder.samples;
  const light = samples.filter((s) => LIGHT_KINDS.has(s.kind)).map((s) => s.ms);
  const lags = watch!.lags;
  const result: StepResult = {
    players: rooms,
    seconds: wallMs / 1000,
    commands: samples.length,
    failed: recorder.failed,
    lightP50: percentile(light, 50),
    lightP95: percentile(light, 95),
    lightP99: percentile(light, 99),
    cpuMsPerCommand: (after.cpuMs - before.cpuMs) / Math.max(1, samples.length),
    serverCpuPercent: ((after.cpuMs - before.cpuMs) / wallMs) * 100,
    rssPerRoomMb: (after.rssBytes - baselineRss) / Math.max(1, rooms) / 1024 / 1024,
    rssMb: after.rssBytes / 1024 / 1024,
    lagP50: percentile(lags, 50),
    lagP95: percentile(lags, 95),
    lagMax: lags.length ? Math.max(...lags) : Number.NaN,
    notDurable: watch!.notDurable,
    generatorCpuPercent,
  };
  printKinds(samples);
  console.log(
    `  ${fmt(result.commands / result.seconds)} commands/s answered (${result.failed} without answer); light p50/p95/p99 ${fmt(result.lightP50)}/${fmt(result.lightP95)}/${fmt(result.lightP99)} ms`,
  );
  console.log(
    `  server: ${fmt(result.serverCpuPercent)}% of its core, ${fmt(result.cpuMsPerCommand, 2)} ms CPU per command, RSS ${fmt(result.rssMb, 0)} MB (${fmt(result.rssPerRoomMb, 2)} MB per room over the empty server)`,
  );
  console.log(
    `  autosave lag (answer → save in the file, polled every ${DURABILITY_POLL_MS} ms): p50 ${fmt(result.lagP50, 0)} ms, p95 ${fmt(result.lagP95, 0)} ms, max ${fmt(result.lagMax, 0)} ms over ${lags.length} advances; ${result.notDurable} not durable after 10 s`,
  );
  console.log(`  generator: ${fmt(result.generatorCpuPercent, 0)}% of its core${result.generatorCpuPercent > 85 ? ' (saturated: the latencies above include the generator\'s own delay)' : ''}`);
  return result;
}

/** Sets up players up to `count` (sign-up, join, federation, roster, weekly show) and starts them. */
async function addPlayers(count: number, runId: string, recorder: Recorder, play: { lightEveryMs: number; heavyEveryMs: number }): Promise<void> {
  const start = performance.now();
  const next: number[] = [];
  for (let i = players.length; i < count; i += 1) next.push(i);
  let failures = 0;
  const work = async () => {
    for (;;) {
      const index = next.shift();
      if (index === undefined) return;
      const player = new Player(index, runId);
      player.sampled = isSampled(index);
      try {
        await player.signUp(server!.url, loopbackAddress(index, SIGNUPS_PER_ADDRESS));
        await player.join(server!.url);
        players.push(player);
        player.play(recorder, play.lightEveryMs, play.heavyEveryMs);
      } catch (error) {
        failures += 1;
        if (failures <= 3) console.log(`  a player could not be set up: ${error instanceof Error ? error.message : String(error)}`);
        await player.stop();
      }
    }
  };
  await Promise.all(Array.from({ length: SETUP_CONCURRENCY }, work));
  console.log(`  ${players.length} players in (${fmt((performance.now() - start) / 1000)} s to set up${failures ? `, ${failures} failed` : ''})`);
}

async function stepUp(options: LoadtestOptions, runId: string, baselineRss: number): Promise<void> {
  const recorder: Recorder = { record: false, samples: [], failed: 0, changed: (userId, at, sentAt) => watch!.watch(userId, at, sentAt) };
  const results: StepResult[] = [];
  for (const target of stepPlan(options)) {
    console.log(`\n== ${target} players ==`);
    await addPlayers(target, runId, recorder, { lightEveryMs: LIGHT_EVERY_MS, heavyEveryMs: options.weekSeconds * 1000 });
    // Every player has started its schedule (its first heavy cycle comes within one week) before measuring.
    await sleep(options.weekSeconds * 1000);
    const result = await measure(recorder, options.stepSeconds, players.length, baselineRss);
    results.push(result);
    if (!(result.lightP95 < LIGHT_P95_GOAL_MS)) break;
  }
  console.log('\n== Summary ==');
  console.log('players  commands/s  light p50/p95/p99 ms   CPU ms/cmd  server CPU  MB/room  autosave lag p95 ms  generator CPU');
  for (const r of results) {
    console.log(
      `${String(r.players).padStart(7)}  ${fmt(r.commands / r.seconds).padStart(10)}  ${`${fmt(r.lightP50)}/${fmt(r.lightP95)}/${fmt(r.lightP99)}`.padStart(19)}  ${fmt(r.cpuMsPerCommand, 2).padStart(10)}  ${`${fmt(r.serverCpuPercent, 0)}%`.padStart(10)}  ${fmt(r.rssPerRoomMb, 2).padStart(7)}  ${fmt(r.lagP95, 0).padStart(19)}  ${`${fmt(r.generatorCpuPercent, 0)}%`.padStart(13)}`,
    );
  }
  const passed = capacity(results);
  const last = results.at(-1);
  const reachedEnd = last !== undefined && last.lightP95 < LIGHT_P95_GOAL_MS;
  console.log(
    `\nCapacity: ${passed} players on one core at p95 < ${LIGHT_P95_GOAL_MS} ms for light commands${reachedEnd ? ' (the last step still passed: raise --max to find the limit)' : ''} (goal: at least 1,000).`,
  );
}

/** One client floods FLOOD_PER_S commands a second (rejoining whenever it is disconnected) while another plays. */
async function flood(options: LoadtestOptions, runId: string, baselineRss: number): Promise<void> {
  const recorder: Recorder = { record: false, samples: [], failed: 0, changed: (userId, at, sentAt) => watch!.watch(userId, at, sentAt) };
  console.log(`\n== Flood: one client sends ${FLOOD_PER_S.toLocaleString('en-US')} commands a second; another player sends a light command every ${FLOOD_BYSTANDER_LIGHT_MS} ms ==`);
  await addPlayers(1, runId, recorder, { lightEveryMs: FLOOD_BYSTANDER_LIGHT_MS, heavyEveryMs: options.weekSeconds * 1000 });
  const flooder = new Player(1, runId);
  await flooder.signUp(server!.url, loopbackAddress(1, SIGNUPS_PER_ADDRESS));
  await flooder.join(server!.url);
  await flooder.stop(); // its room stays; the flood joins it again below
  await sleep((options.weekSeconds * 1000) / 2);

  console.log('\n-- the player alone --');
  const calm = await measure(recorder, options.stepSeconds, 2, baselineRss);

  const counts = { sent: 0, tooMany: 0, otherRefusals: 0, accepted: 0, disconnects: 0, failedJoins: 0, closeCodes: new Map<number, number>() };
  // The SDK warns of every join the server closed before it completed: counted, not printed.
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (String(args[0]).startsWith('Room connection was closed unexpectedly')) counts.failedJoins += 1;
    else warn(...args);
  };
  let room: Room | undefined;
  const flow = { running: true };
  const connect = async () => {
    while (flow.running) {
      try {
        const joined = await new Client(server!.url, { headers: { cookie: flooder.cookie } }).joinOrCreate('game', {});
        joined.onMessage('commandError', (error: { message: string }) => {
          if (error.message === TOO_MANY_COMMANDS) counts.tooMany += 1;
          else counts.otherRefusals += 1;
        });
        joined.onMessage('weekReport', () => {
          counts.accepted += 1;
        });
        joined.onLeave((code) => {
          counts.disconnects += 1;
          counts.closeCodes.set(code, (counts.closeCodes.get(code) ?? 0) + 1);
          room = undefined;
          if (flow.running) void connect();
        });
        room = joined;
        return;
      } catch {
        await sleep(50);
      }
    }
  };
  await connect();
  const floodStart = performance.now();
  const pump = setInterval(() => {
    const due = Math.floor(((performance.now() - floodStart) / 1000) * FLOOD_PER_S) - counts.sent;
    for (let i = 0; i < due; i += 1) {
      counts.sent += 1;
      if (room) room.send('markAllMessagesRead', {});
    }
  }, 5);

  console.log('\n-- the player while the other floods --');
  const flooded = await measure(recorder, options.stepSeconds, 2, baselineRss);
  flow.running = false;
  clearInterval(pump);
  const floodSeconds = (performance.now() - floodStart) / 1000;
  await room?.leave(true).catch(() => undefined);
  console.warn = warn;

  const codes = [...counts.closeCodes].map(([code, n]) => `${code} ×${n}`).join(', ') || 'none';
  console.log('\n== Flood summary ==');
  console.log(
    `flooder: ${counts.sent.toLocaleString('en-US')} commands in ${fmt(floodSeconds)} s (${fmt(counts.sent / floodSeconds, 0)}/s); ${counts.accepted} run, ${counts.tooMany.toLocaleString('en-US')} refused as too many, ${counts.otherRefusals} other refusals, ${counts.disconnects} disconnects (close codes: ${codes}) and ${counts.failedJoins} joins closed before they completed, the rest dropped unread after each disconnect`,
  );
  console.log(`player: light p95 ${fmt(calm.lightP95)} ms alone, ${fmt(flooded.lightP95)} ms during the flood (goal: under ${LIGHT_P95_GOAL_MS} ms)`);
  console.log(`server: ${fmt(calm.serverCpuPercent)}% of its core alone, ${fmt(flooded.serverCpuPercent)}% during the flood`);
}

async function main(): Promise<void> {
  let options: LoadtestOptions;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${LOADTEST_USAGE}`);
    process.exit(2);
  }
  skipStateDecoding();
  const runId = randomUUID().slice(0, 8);
  console.log(`Load test: server on core 0 (port ${options.port}), generator on core 1; light command every ${LIGHT_EVERY_MS / 1000} s, heavy cycle every ${options.weekSeconds} s per player${options.weekSeconds === DEFAULT_WEEK_SECONDS ? '' : ` (--week-seconds; the default is ${DEFAULT_WEEK_SECONDS})`}; ${options.stepSeconds} s measured per step${options.lone ? '; new games without the rival federations (--lone)' : ''}.`);
  server = await startServer(options.port, { rivals: !options.lone });
  const baselineRss = server.usage().rssBytes;
  console.log(`Server pid ${server.pid}, data in ${server.dataDir}, RSS ${mb(baselineRss)} MB empty.`);
  watch = new DurabilityWatch(sqliteSaveProbe(server.databaseFile));
  if (options.flood) await flood(options, runId, baselineRss);
  else await stepUp(options, runId, baselineRss);
}

try {
  await main();
} catch (error) {
  console.error(`Load test failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
// Open websockets and timers would keep the process alive.
process.exit(process.exitCode ?? 0);
