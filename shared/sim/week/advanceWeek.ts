// The week advance (spec: simulation §4 "Week advance"): the steps of weekSteps.ts run in order, each for
// every federation, on the context of the week that ended; their events make the week report, kept for
// /next-week. The steps, their order and how to add one: weekSteps.ts and docs/rules/week.md "The week
// advance, step by step".
import type { CommandRunner } from '../commands/command.ts';
import type { SimEvent } from '../events.ts';
import { skippedShowsOnAir } from '../shows/scheduling.ts';
import { NO_SHOW_REASON } from '../shows/unrunShows.ts';
import { SimRefusal } from '../refusal.ts';
import type { RngState } from '../rng.ts';
import { lookBeforeTheWeek, writeWeekNews } from '../news/weekNews.ts';
import { storeWeekReports } from './weekReport.ts';
import { takeWrestlerWeekChanges } from '../roster/wrestlerWeekChanges.ts';
import type { World } from '../world.ts';
import { WEEK_STEPS, type WeekContext, type WeekStep } from './weekSteps.ts';

export { NO_SHOW_REASON };

/** Runs `steps` in order on the week that ends now; the events in report order (new date, headlines, the week). */
export function runWeekSteps(world: World, steps: readonly WeekStep[], rng: RngState, now: number, commands: CommandRunner): SimEvent[] {
  const earlier: SimEvent[] = [];
  const week: WeekContext = { rng, now, commands, ended: { ...world.calendar }, skippedOnAir: skippedShowsOnAir(world), earlier };
  const date: SimEvent[] = [];
  const headline: SimEvent[] = [];
  const happenings: SimEvent[] = [];
  for (const step of steps) {
    const events = step.run(world, week);
    const part = step.report === 'date' ? date : step.report === 'headline' ? headline : happenings;
    for (const event of events) {
      part.push(event);
      earlier.push(event);
    }
  }
  return date.concat(headline, happenings);
}

/**
 * Advances the world one week. `now` (epoch ms) dates the messages and reports; `rng` is the world's
 * generator; `commands` runs the commands the computer-run federations choose (the table's executeCommand:
 * the nextWeek command passes the one it was given; a script or a test passes executeCommand).
 */
export function advanceWeek(world: World, rng: RngState, now: number, commands: CommandRunner): SimEvent[] {
  if (!world.federations.some((f) => f.founded)) throw new SimRefusal('Create your federation before advancing the week.');
  const ended = { ...world.calendar };
  const before = lookBeforeTheWeek(world);
  const events = runWeekSteps(world, WEEK_STEPS, rng, now, commands);
  // The wrestlers' changes of the whole week, the show nights before the advance and every step's included.
  events.push(...takeWrestlerWeekChanges(world));
  // The world's news of the week that ended (news/weekNews.ts): read from what the steps did, draws nothing.
  writeWeekNews(world, before, events, ended);
  const { week, month, year } = world.calendar;
  storeWeekReports(world, { week, month, year }, events);
  return events;
}
