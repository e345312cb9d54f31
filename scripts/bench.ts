// `npm run bench`: figures for the hot paths. Prints, asserts nothing (goals are printed next to them).
//   node scripts/bench.ts
import { performance } from 'node:perf_hooks';
import { Accounts } from '#server/auth/accounts.ts';
import { hashPassword, verifyPassword } from '#server/auth/passwords.ts';
import type { Mailer } from '#server/email/mailer.ts';
import { projectWorld } from '#server/rooms/projectWorld.ts';
import { encodeWorld } from '#server/persistence/snapshotCodec.ts';
import { SqliteStorage } from '#server/storage/sqlite/SqliteStorage.ts';
import { clientEncoder, joinBytes, patchBytes } from './bench/clientBytes.ts';
import { measureAiWeek, printAiWeek, printAiWorldSizes } from './bench/aiWorld.ts';
import { benchCommandCost } from './bench/commandCost.ts';
import { benchPersistence } from './bench/persistence.ts';
import { benchSimToWeek } from './bench/simToWeek.ts';
import { GameState } from '#shared/schema/GameState.ts';
import { signWrestler } from '#shared/sim/roster/signing.ts';
import { startTraining } from '#shared/sim/roster/training.ts';
import { NO_TRAINING, type Wrestler } from '#shared/sim/roster/wrestler.ts';
import { hireStaff } from '#shared/sim/staff/hiring.ts';
import { playedCareer } from '#shared/sim/testing/career.ts';
import { startedWorld, TEST_NOW, withRoster } from '#shared/sim/testing/worlds.ts';
import { createChampionship } from '#shared/sim/championships/championship.ts';
import { createRivalry } from '#shared/sim/rivalries/rivalry.ts';
import { autoBook } from '#shared/sim/shows/autoBook.ts';
import { addMatch, addPromo } from '#shared/sim/shows/booking.ts';
import { runShow } from '#shared/sim/shows/runShow.ts';
import { createShow } from '#shared/sim/shows/scheduling.ts';
import { buyCampaign } from '#shared/sim/business/campaigns.ts';
import { investInProduct } from '#shared/sim/business/products.ts';
import { buyVenueUpgrade } from '#shared/sim/business/venueUpgrades.ts';
import { acceptTvOffer, refreshTvNetworks } from '#shared/sim/tv/tvDeals.ts';
import { advanceWeek } from '#shared/sim/week/advanceWeek.ts';
import { seatFederationId, type World } from '#shared/sim/world.ts';
import { executeCommand } from '#shared/sim/commands/table.ts';

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function measureAsync(label: string, runs: number, fn: () => Promise<unknown>): Promise<void> {
  const start = performance.now();
  for (let i = 0; i < runs; i += 1) await fn();
  const ms = performance.now() - start;
  console.log(`${label.padEnd(52)} ${(ms / runs).toFixed(4).padStart(10)} ms/op  ${fmt(Math.round((runs / ms) * 1000)).padStart(12)} op/s`);
}

/** A world of 150 wrestlers (the catalog's 105 and 45 more, as AI federations will bring) with a 20-wrestler roster. */
function benchWorld(seed: number): World {
  const world = startedWorld(seed, 'Bench Wrestling');
  const extra: Wrestler[] = world.wrestlers.slice(0, 45).map((w, i) => ({ ...structuredClone(w), id: `${w.id}_extra_${i}`, name: `${w.name} ${i + 2}` }));
  world.wrestlers.push(...extra);
  const federation = world.federations[0]!;
  federation.funds = 10_000_000;
  federation.popularity = 100;
  for (const type of ['head_coach', 'head_of_talent', 'head_of_finance', 'head_of_social_media']) {
    hireStaff(world, federation.id, federation.staffCandidates.find((c) => c.type === type)!.id);
  }
  for (const wrestler of world.wrestlers.filter((w) => w.federationId === null).slice(0, 20)) {
    signWrestler(world, federation.id, wrestler.id, { source: 'freeAgent', contractType: 'permanent', weeks: 52 });
  }
  return world;
}

/** Keeps the roster at 20 across many advances: renews contracts and restarts training. */
function keepBusy(world: World): void {
  world.federations[0]!.funds = Math.max(world.federations[0]!.funds, 1_000_000);
  for (const w of world.wrestlers) {
    if (w.federationId && w.contract) w.contract.weeksRemaining = 52;
    if (w.federationId && w.status === 'active' && w.skills.stamina < 100) {
      w.training = { ...NO_TRAINING };
      startTraining(world, w.federationId, w.id, 'stamina');
    }
  }
}

console.log('== simulation');
const world = benchWorld(1);
console.log(`world: ${world.wrestlers.length} wrestlers, roster ${world.wrestlers.filter((w) => w.federationId).length}, staff ${world.federations[0]!.staff.length}`);
const advanceTimes: number[] = [];
for (let i = 0; i < 400; i += 1) {
  keepBusy(world);
  const start = performance.now();
  advanceWeek(world, world.rng, TEST_NOW, executeCommand);
  advanceTimes.push(performance.now() - start);
}
console.log(`sim: advanceWeek (150 wrestlers, roster of 20)        median ${median(advanceTimes.slice(50)).toFixed(4)} ms   (goal: under 1 ms)`);

console.log('\n== the AI world: the player and 5 AI federations, ~250 wrestlers, each running its show');
printAiWeek(measureAiWeek(1));

console.log('\n== what the room sends (schema patches, bytes)');
const fresh = benchWorld(2);
const worldJson = JSON.stringify(fresh).length;
const state = new GameState();
projectWorld(fresh, seatFederationId(fresh), state);
const client = clientEncoder(state, seatFederationId(fresh));
const join = joinBytes(client);
client.encoder.discardChanges();
const federation = fresh.federations[0]!;
const marketId = federation.market[0]!;
signWrestler(fresh, federation.id, marketId, { source: 'market', contractType: 'permanent', weeks: 5 });
projectWorld(fresh, seatFederationId(fresh), state);
const signPatch = patchBytes(client);
advanceWeek(fresh, fresh.rng, TEST_NOW, executeCommand);
projectWorld(fresh, seatFederationId(fresh), state);
const weekPatch = patchBytes(client);
console.log(`whole world JSON                                      ${fmt(worldJson).padStart(10)} B`);
console.log(`join (full synced state)                              ${fmt(join).padStart(10)} B`);
console.log(`signWrestler patch                                    ${fmt(signPatch).padStart(10)} B   ${((signPatch / worldJson) * 100).toFixed(2)}% of the world JSON (goal: under 1%)`);
console.log(`advanceWeek patch                                     ${fmt(weekPatch).padStart(10)} B   ${((weekPatch / worldJson) * 100).toFixed(2)}% of the world JSON`);

await benchPersistence();

benchSimToWeek();

console.log('\n== shows');
/** A show of 8 segments (6 singles, a triple threat, a promo) at a 1,500-seat club, ready to run. */
function bookedShow(w: World, name: string) {
  const fed = w.federations[0]!;
  const show = createShow(w, fed.id, { name, weeksAhead: 0, venueId: 'union_hall_1500', ticketPrice: 40, frequency: 'special' });
  const free = w.wrestlers.filter((x) => x.federationId === fed.id && x.status === 'active').map((x) => x.id);
  for (let i = 0; i < 6; i += 1) addMatch(w, fed.id, show.id, { type: 'singles', stipulation: 'standard', participants: free.slice(i * 2, i * 2 + 2), championshipId: null, isExhibition: false, title: '' });
  addMatch(w, fed.id, show.id, { type: 'triple_threat', stipulation: 'ladder', participants: free.slice(12, 15), championshipId: null, isExhibition: false, title: '' });
  addPromo(w, fed.id, show.id, { promoType: 'promo', participants: [free[15]!], title: '' });
  return show;
}
const showTimes: number[] = [];
for (let i = 0; i < 300; i += 1) {
  const w = startedWorld(100 + i, 'Show Bench');
  w.federations[0]!.funds = 1_000_000;
  withRoster(w, 20);
  const show = bookedShow(w, 'Bench Night');
  const start = performance.now();
  runShow(w, w.federations[0]!.id, show.id, w.rng, TEST_NOW);
  showTimes.push(performance.now() - start);
}
console.log(`sim: runShow (8 segments)                             median ${median(showTimes.slice(50)).toFixed(4)} ms   (goal: under 0.5 ms)`);

/** A career with a weekly show (auto-booked and run), a title and a rivalry, for `weeks` weeks, timed (its set-up included). */
function career(weeks: number, seed: number): { world: World; ms: number } {
  const start = performance.now();
  const w = playedCareer(seed, weeks);
  return { world: w, ms: performance.now() - start };
}
const careerYear = career(52, 7);
console.log(`sim: 52-week career with a weekly show (total)        ${careerYear.ms.toFixed(1).padStart(10)} ms   (goal: under 100 ms)`);
for (const years of [1, 3]) {
  const { world: w } = years === 1 ? careerYear : career(52 * years, 7);
  const synced = new GameState();
  projectWorld(w, seatFederationId(w), synced);
  const joinSize = joinBytes(clientEncoder(synced, seatFederationId(w)));
  const saveBytes = encodeWorld(w).length;
  console.log(
    `after ${years} year${years === 1 ? ' ' : 's'} (${w.shows.length} shows): join ${fmt(joinSize).padStart(9)} B (goal under 100 KB), snapshot ${fmt(saveBytes).padStart(10)} B gzip (goal under 1 MB)`,
  );
}

printAiWorldSizes(1);

console.log('\n== every system');
{
  const w = startedWorld(77, 'Full Bench');
  const fed = w.federations[0]!;
  fed.funds = 5_000_000;
  fed.popularity = 60;
  withRoster(w, 20);
  for (const type of ['head_coach', 'head_of_talent', 'head_of_finance', 'head_of_social_media']) hireStaff(w, fed.id, fed.staffCandidates.find((c) => c.type === type)!.id);
  for (const kind of ['merchandising', 'advertising', 'production'] as const) for (let i = 0; i < 3; i += 1) investInProduct(w, fed.id, kind);
  for (const id of ['arena_capacity_1', 'arena_lighting', 'arena_sound', 'broadcast_equipment', 'pyrotechnics']) buyVenueUpgrade(w, fed.id, id);
  const roster = w.wrestlers.filter((x) => x.federationId === fed.id);
  createChampionship(w, fed.id, { name: 'Full Bench Championship', holderId: roster[0]!.id });
  createRivalry(w, fed.id, { title: 'Full Bench Feud', description: '', type: 'personal', wrestlers: [roster[1]!.id, roster[2]!.id] });
  const weekly = createShow(w, fed.id, { name: 'Full Bench Weekly', weeksAhead: 0, venueId: 'metro_garden', ticketPrice: 60, frequency: 'weekly' });
  refreshTvNetworks(w, fed, TEST_NOW);
  acceptTvOffer(w, fed.id, 'sports_central', weekly.id);
  const times: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    fed.funds = Math.max(fed.funds, 5_000_000);
    for (const x of w.wrestlers) if (x.federationId && x.contract) x.contract.weeksRemaining = 52;
    if (i % 8 === 0) buyCampaign(w, fed.id, 'radio_spots');
    const show = w.shows.find((x) => !x.hasBeenRun && x.weekIndex === w.calendar.totalWeeksProgressed);
    if (show) {
      if (show.segments.length === 0) autoBook(w, fed.id, show.id);
      runShow(w, fed.id, show.id, w.rng, TEST_NOW);
    }
    const start = performance.now();
    advanceWeek(w, w.rng, TEST_NOW, executeCommand);
    times.push(performance.now() - start);
  }
  console.log(`sim: advanceWeek with every system (products, upgrades, TV, titles, rivalries, shows)  median ${median(times.slice(20)).toFixed(4)} ms   (goal: under 1 ms)`);
}

console.log('\n== accounts');
const hash = await hashPassword('bench-password');
await measureAsync('argon2id: hash (sign-up)', 20, () => hashPassword('bench-password'));
await measureAsync('argon2id: verify (sign-in)', 20, () => verifyPassword(hash, 'bench-password'));

// Sign-up must not tell a registered email from a new one by its time: the medians
// of the three paths should be within a few ms of each other (argon2id dominates each).
{
  const signUpStorage = new SqliteStorage(':memory:');
  await signUpStorage.init();
  const quietMailer: Mailer = { kind: 'outbox', send: async () => {} };
  const accounts = new Accounts(signUpStorage, quietMailer, 'http://localhost:2567');
  await signUpStorage.createUser({ id: 'known-c', email: 'member@example.com', passwordHash: hash, emailConfirmedAt: new Date(), googleId: null });
  await signUpStorage.createUser({ id: 'known-u', email: 'waiting@example.com', passwordHash: hash, emailConfirmedAt: null, googleId: null });
  const paths: Array<[string, (i: number) => string]> = [
    ['new email', (i) => `new-${i}@example.com`],
    ['known, unconfirmed', () => 'waiting@example.com'],
    ['known, confirmed', () => 'member@example.com'],
  ];
  const samples = new Map<string, number[]>(paths.map(([label]) => [label, []]));
  for (let round = 0; round < 15; round += 1) {
    for (const [label, email] of paths) {
      const start = performance.now();
      await accounts.signUp(email(round), 'bench-password');
      samples.get(label)!.push(performance.now() - start);
    }
  }
  const medians = paths.map(([label]) => median(samples.get(label)!.slice(3)));
  for (const [index, [label]] of paths.entries()) console.log(`sign-up: ${label.padEnd(44)} median ${medians[index]!.toFixed(2).padStart(8)} ms`);
  console.log(`sign-up: largest gap between paths                   ${(Math.max(...medians) - Math.min(...medians)).toFixed(2).padStart(8)} ms   (goal: a few ms, under argon2id's own spread)`);
  await signUpStorage.close();
}

await benchCommandCost();
