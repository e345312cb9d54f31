// A balance strategy's answers to its wrestlers' requests (docs/rules/promises.md): the promise-breaker says
// yes to every request for the morale it buys at once and never sets out to keep one (a promise is kept only
// when its week happens to do what was asked), so the broken promises, their morale and the ultimatums'
// quits are what it pays.
import type { Federation, World } from '#shared/sim/world.ts';
import type { Plan, StrategyCandidate } from './strategies.ts';

/** Every open request to the federation, accepted (its weights say whether it does). */
export function promiseCandidates(world: World, federation: Federation, plan: Plan): StrategyCandidate[] {
  if (!plan.weights.acceptPromise) return [];
  const out: StrategyCandidate[] = [];
  for (const promise of world.promises) {
    if (promise.federationId !== federation.id || promise.resolution || promise.metadata.accepted) continue;
    out.push({ kind: 'acceptPromise', need: 1, command: 'answerPromise', payload: { promiseId: promise.id, accept: true }, cost: 0, reason: `Promised ${promise.type.replace('_', ' ')} to ${promise.wrestlerId}` });
  }
  return out;
}
