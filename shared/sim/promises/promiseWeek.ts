// The promises' week (docs/rules/promises.md): promises kept by what happened, deadlines passed, ultimatums
// that expired, and the new requests of the week, for every running federation.
import { RESOLVED_PROMISES_KEPT_WEEKS } from '#shared/rules/promises.ts';
import { isRunning } from '../ai/profile.ts';
import type { SimEvent } from '../events.ts';
import { showsOfWeek } from '../shows/show.ts';
import type { WeekContext } from '../week/weekSteps.ts';
import { findFederation, type World } from '../world.ts';
import { keepPromise, breakPromise, lapsePromise, promiseWrestler, stillWith, voidPromise } from './resolve.ts';
import { keptThisWeek } from './keeping.ts';
import { newRequests } from './requests.ts';
import { sideRng } from './sideRng.ts';
import { findWrestlerIn } from '../roster/wrestler.ts';

export function advancePromises(world: World, week: WeekContext): SimEvent[] {
  const events: SimEvent[] = [];
  const ended = week.ended.totalWeeksProgressed;
  // Its own draws (sideRng.ts): the world's generator does not move for a promise.
  const rng = sideRng(week.rng, ended);
  if (world.promises.length > 0) {
    const appeared = new Set<string>();
    for (const show of showsOfWeek(world, ended)) if (show.hasBeenRun) for (const segment of show.segments) for (const id of segment.participants) appeared.add(id);
    // A quit in the loop voids the wrestler's other promises: the list is walked as it stood.
    for (const promise of world.promises.slice()) {
      if (promise.resolution) continue;
      const wrestler = promiseWrestler(world, promise);
      const federation = findFederation(world, promise.federationId);
      if (!federation || !isRunning(federation) || !stillWith(world, promise, wrestler)) {
        voidPromise(world, promise);
        continue;
      }
      if (promise.metadata.accepted) {
        const how = keptThisWeek(promise, wrestler, appeared);
        if (how) {
          for (const event of keepPromise(world, promise, wrestler, rng, how, week.now)) events.push(event);
          continue;
        }
      }
      // The deadline week is the last in which it can be kept: the advance that ends it settles it.
      if (ended < promise.deadlineWeek) continue;
      const produced = promise.metadata.accepted
        ? breakPromise(world, promise, wrestler, rng, `The deadline passed (week ${promise.deadlineWeek}).`, week.now, week.ended)
        : lapsePromise(world, promise, wrestler, week.now, week.ended);
      for (const event of produced) events.push(event);
    }
    forgetOldPromises(world);
  }
  for (const federation of world.federations) {
    if (!isRunning(federation) || !federation.founded) continue;
    for (const event of newRequests(world, federation, rng, week.now)) events.push(event);
  }
  return events;
}

/** Resolved promises made more than RESOLVED_PROMISES_KEPT_WEEKS ago leave the world and their wrestler's list. */
function forgetOldPromises(world: World): void {
  const from = world.calendar.totalWeeksProgressed - RESOLVED_PROMISES_KEPT_WEEKS;
  if (!world.promises.some((p) => p.resolution && p.createdWeek < from)) return;
  const kept = [];
  for (const promise of world.promises) {
    if (promise.resolution && promise.createdWeek < from) {
      const wrestler = findWrestlerIn(world, promise.wrestlerId);
      if (wrestler) wrestler.promises = wrestler.promises.filter((id) => id !== promise.id);
    } else kept.push(promise);
  }
  world.promises = kept;
}
