// The promoter's side of a promise (commands answerPromise, breakPromise): answering an open request, and
// going back on an accepted promise. A missing promise or wrestler is a clear refusal that changes
// nothing (spec §5: promise actions do nothing if the promise or its wrestler is missing).
import type { SimEvent } from '../events.ts';
import { SimRefusal } from '../refusal.ts';
import type { Wrestler } from '../roster/wrestler.ts';
import { requireFederation, type World } from '../world.ts';
import type { WrestlerPromise } from './promise.ts';
import { acceptPromise, breakPromise, declinePromise, promiseWrestler, stillWith } from './resolve.ts';

function ownPromise(world: World, federationId: string, promiseId: string): { promise: WrestlerPromise; wrestler: Wrestler } {
  requireFederation(world, federationId);
  const promise = world.promises.find((p) => p.id === promiseId && p.federationId === federationId);
  if (!promise) throw new SimRefusal('That promise does not exist.');
  const wrestler = promiseWrestler(world, promise);
  if (!stillWith(world, promise, wrestler)) throw new SimRefusal('That wrestler is no longer with your federation.');
  return { promise, wrestler };
}

export function answerPromise(world: World, federationId: string, promiseId: string, accept: boolean, now: number): SimEvent[] {
  const { promise, wrestler } = ownPromise(world, federationId, promiseId);
  if (promise.resolution) throw new SimRefusal('That request is already settled.');
  if (promise.metadata.accepted) throw new SimRefusal(`You already accepted ${wrestler.name}'s request.`);
  return accept ? acceptPromise(world, promise, wrestler, world.rng) : declinePromise(world, promise, wrestler, world.rng, now);
}

export function goBackOnPromise(world: World, federationId: string, promiseId: string, now: number): SimEvent[] {
  const { promise, wrestler } = ownPromise(world, federationId, promiseId);
  if (promise.resolution) throw new SimRefusal('That promise is already settled.');
  if (!promise.metadata.accepted) throw new SimRefusal(`You have not promised ${wrestler.name} anything yet: decline the request instead.`);
  return breakPromise(world, promise, wrestler, world.rng, 'You went back on your word.', now);
}
