// How the sim sees a promise kept (docs/rules/promises.md "Kept when"): from what happened, never from the
// promoter's word. A show night keeps the promises its card fulfils (the title match for that championship
// run with the wrestler in it, the main event, the appearances asked); the week keeps those only time
// can tell (weeks of rest in a row, a contract renewed at the asking salary).
import { MORE_APPEARANCES_NEEDED, RAISE_KEPT_PAY_RATIO, TIME_OFF_WEEKS } from '#shared/rules/promises.ts';
import type { SimEvent } from '../events.ts';
import type { RngState } from '../rng.ts';
import { payRatio } from '../roster/morale.ts';
import type { Wrestler } from '../roster/wrestler.ts';
import type { Show } from '../shows/show.ts';
import type { World } from '../world.ts';
import type { WrestlerPromise } from './promise.ts';
import { keepPromise, promiseWrestler, stillWith } from './resolve.ts';
import { sideRng } from './sideRng.ts';

/** What the show night did for the promise, in a sentence when it was kept; null when it did not keep it. */
function keptAtShow(world: World, promise: WrestlerPromise, wrestler: Wrestler, show: Show): string | null {
  const own = show.federationId === promise.federationId;
  switch (promise.type) {
    case 'championship_match': {
      if (!own) return null;
      const match = show.segments.find((s) => s.kind === 'match' && s.championshipId === promise.metadata.championshipId && s.result !== null && s.participants.includes(wrestler.id));
      if (!match) return null;
      const title = world.championships.find((c) => c.id === promise.metadata.championshipId);
      return `${wrestler.name} fought for the ${title?.name ?? 'title'} at ${show.name}.`;
    }
    case 'main_event': {
      const main = show.segments.at(-1);
      return own && main?.result && main.participants.includes(wrestler.id) ? `${wrestler.name} main-evented ${show.name}.` : null;
    }
    case 'more_appearances': {
      if (!show.segments.some((s) => s.participants.includes(wrestler.id))) return null;
      promise.metadata.progress = (promise.metadata.progress ?? 0) + 1;
      return promise.metadata.progress >= MORE_APPEARANCES_NEEDED ? `${wrestler.name} appeared on ${promise.metadata.progress} shows, the last ${show.name}.` : null;
    }
    case 'time_off':
    case 'raise':
      return null;
  }
}

/** The show night's promises kept: called by runShow once the card is rated and the result recorded. */
export function keepPromisesAtShow(world: World, show: Show, rng: RngState, now: number): SimEvent[] {
  if (world.promises.length === 0) return [];
  const events: SimEvent[] = [];
  for (const promise of world.promises) {
    if (promise.resolution || !promise.metadata.accepted) continue;
    if (promise.federationId !== show.federationId && promise.federationId !== show.joint?.partnerId) continue;
    const wrestler = promiseWrestler(world, promise);
    if (!stillWith(world, promise, wrestler)) continue;
    const how = keptAtShow(world, promise, wrestler, show);
    // Its own draw (sideRng.ts): the night's generator does not move for a promise kept.
    if (how) for (const event of keepPromise(world, promise, wrestler, sideRng(rng, show.weekIndex), how, now)) events.push(event);
  }
  return events;
}

/** The week's promises kept that only time tells: rest weeks in a row (time off), a renewal at the asking salary (a raise). */
export function keptThisWeek(promise: WrestlerPromise, wrestler: Wrestler, appeared: ReadonlySet<string>): string | null {
  if (promise.type === 'time_off') {
    promise.metadata.progress = appeared.has(wrestler.id) ? 0 : (promise.metadata.progress ?? 0) + 1;
    return promise.metadata.progress >= TIME_OFF_WEEKS ? `${wrestler.name} rested ${promise.metadata.progress} weeks in a row.` : null;
  }
  if (promise.type === 'raise') {
    const contract = wrestler.contract;
    return contract && contract.signedWeek >= promise.createdWeek && payRatio(wrestler) >= RAISE_KEPT_PAY_RATIO ? `${wrestler.name} signed a new contract at their asking salary.` : null;
  }
  return null;
}
