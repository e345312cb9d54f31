// What fatigue does to show-spam: the same roster of ROSTER_SIZE wrestlers, every card
// auto-booked (as it is, resting the tired, or blind to fatigue), run for WEEKS weeks at 1 to 4 shows a
// week, seeded. Prints per setting the average show rating in the first and the last weeks, the average
// fatigue at the end, the injuries, and the summed show-night profit. `node scripts/fatigue/showSpam.ts [careers = 20]`
import { autoBook } from '#shared/sim/shows/autoBook.ts';
import { runShow } from '#shared/sim/shows/runShow.ts';
import { createShow } from '#shared/sim/shows/scheduling.ts';
import { player, startedWorld, TEST_NOW, withRoster } from '#shared/sim/testing/worlds.ts';
import { advanceWeek } from '#shared/sim/week/advanceWeek.ts';
import { executeCommand } from '#shared/sim/commands/table.ts';

export const ROSTER_SIZE = 10;
export const WEEKS = 8;

export interface SpamResult {
  showsPerWeek: number;
  /** Average show rating, stars, of each week. */
  weeklyRating: number[];
  /** Average fatigue of the roster after the last week's shows, before its recovery. */
  endFatigue: number;
  injuries: number;
  /** Summed profit of the show nights (tickets, merchandise, TV less the night's costs and rent), USD. */
  profit: number;
  shows: number;
}

/**
 * Who books the cards: auto-book as it is (it rests the tired), or auto-book shown a fresh roster, which books
 * the tired and the exhausted like anyone else: what a booker who ignores fatigue gets.
 */
export type SpamBooker = 'auto' | 'ignoresFatigue';

export function playShowSpam(seed: number, showsPerWeek: number, weeks = WEEKS, booker: SpamBooker = 'auto'): SpamResult {
  const world = startedWorld(seed);
  player(world).funds = 5_000_000;
  const roster = withRoster(world, ROSTER_SIZE);
  for (const w of roster) if (w.contract) w.contract.weeksRemaining = 52;
  const weeklyRating: number[] = [];
  let injuries = 0;
  let profit = 0;
  let shows = 0;
  let endFatigue = 0;
  for (let week = 0; week < weeks; week += 1) {
    const ratings: number[] = [];
    for (let n = 0; n < showsPerWeek; n += 1) {
      const show = createShow(world, 'player', { name: `Night ${week + 1} ${String.fromCharCode(65 + n)}`, weeksAhead: 0, venueId: 'rust_belt_social', ticketPrice: 20, frequency: 'special' });
      const fatigues = roster.map((w) => w.fatigue);
      if (booker === 'ignoresFatigue') for (const w of roster) w.fatigue = 0;
      const segments = autoBook(world, 'player', show.id);
      roster.forEach((w, i) => (w.fatigue = fatigues[i]!));
      if (segments === 0 || !show.segments.some((s) => s.kind === 'match')) continue;
      const events = runShow(world, 'player', show.id, world.rng, TEST_NOW);
      injuries += events.filter((e) => e.kind === 'wrestlerInjured').length;
      ratings.push(show.result!.rating.value);
      profit += show.result!.profit;
      shows += 1;
    }
    weeklyRating.push(ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0);
    if (week === weeks - 1) endFatigue = roster.reduce((sum, w) => sum + w.fatigue, 0) / roster.length;
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
  }
  return { showsPerWeek, weeklyRating, endFatigue, injuries, profit: Math.round(profit), shows };
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

if (import.meta.url === `file://${process.argv[1]}`) {
  const careers = Number(process.argv[2] ?? 20);
  console.log(`Same ${ROSTER_SIZE}-wrestler roster, auto-booked, ${WEEKS} weeks, ${careers} seeds (means)`);
  console.log('booker          | shows/wk | rating wk1 | rating wk2 | rating wk8 | avg rating | end fatigue | injuries | show profit');
  for (const [booker, perWeek] of (['auto', 'ignoresFatigue'] as const).flatMap((b) => [1, 2, 3, 4].map((n) => [b, n] as const))) {
    const runs = Array.from({ length: careers }, (_, i) => playShowSpam(2_000 + i, perWeek, WEEKS, booker));
    const week = (i: number) => mean(runs.map((r) => r.weeklyRating[i]!)).toFixed(2);
    const avg = mean(runs.map((r) => mean(r.weeklyRating))).toFixed(2);
    console.log(
      `${booker.padEnd(15)} | ${perWeek}        | ${week(0)}       | ${week(1)}       | ${week(WEEKS - 1)}       | ${avg}       | ${mean(runs.map((r) => r.endFatigue)).toFixed(0).padStart(3)}         | ${mean(runs.map((r) => r.injuries)).toFixed(1).padStart(5)}    | $${Math.round(mean(runs.map((r) => r.profit))).toLocaleString('en-US')}`,
    );
  }
}
