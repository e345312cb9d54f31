// The outstanding-promises page's answer (getPromises): the federation's open requests, its accepted
// promises with the weeks left and what counts so far, and the recently resolved, newest first.
import { MORE_APPEARANCES_NEEDED, TIME_OFF_WEEKS } from '#shared/rules/promises.ts';
import { requireFederation, type World } from '../world.ts';
import { promiseState, PROMISE_TYPE_LABELS, type PromiseState, type PromiseType, type WrestlerPromise } from './promise.ts';

export interface PromiseView {
  id: string;
  wrestlerId: string;
  wrestlerName: string;
  type: PromiseType;
  label: string;
  description: string;
  ultimatum: boolean;
  state: PromiseState;
  createdWeek: number;
  deadlineWeek: number;
  /** Weeks left after this one to keep it (0: this is the last week; 0 once resolved). */
  weeksLeft: number;
  /** The title a championship-match request names. */
  championshipName: string | null;
  /** What counts so far, in words ("1 of 2 appearances"); null where nothing is counted. */
  progress: string | null;
  /** Resolved: the week, the morale it moved and whether the wrestler quit. */
  resolvedWeek: number | null;
  moraleChange: number;
  quit: boolean;
}

export interface PromiseBoard {
  /** Requests waiting for Accept or Decline, oldest first. */
  requests: PromiseView[];
  /** Accepted promises still to keep, the nearest deadline first. */
  accepted: PromiseView[];
  /** Resolved ones still kept in the world, newest first. */
  resolved: PromiseView[];
}

export function promiseView(world: World, promise: WrestlerPromise): PromiseView {
  const wrestler = world.wrestlers.find((w) => w.id === promise.wrestlerId);
  const title = promise.metadata.championshipId ? world.championships.find((c) => c.id === promise.metadata.championshipId) : undefined;
  const progress = promise.type === 'more_appearances' ? `${promise.metadata.progress ?? 0} of ${MORE_APPEARANCES_NEEDED} appearances` : promise.type === 'time_off' ? `${promise.metadata.progress ?? 0} of ${TIME_OFF_WEEKS} weeks rested in a row` : null;
  return {
    id: promise.id,
    wrestlerId: promise.wrestlerId,
    wrestlerName: wrestler?.name ?? 'A former wrestler',
    type: promise.type,
    label: PROMISE_TYPE_LABELS[promise.type],
    description: promise.description,
    ultimatum: promise.metadata.ultimatum,
    state: promiseState(promise),
    createdWeek: promise.createdWeek,
    deadlineWeek: promise.deadlineWeek,
    weeksLeft: promise.resolution ? 0 : Math.max(0, promise.deadlineWeek - world.calendar.totalWeeksProgressed),
    championshipName: title?.name ?? null,
    progress,
    resolvedWeek: promise.resolution?.week ?? null,
    moraleChange: promise.resolution?.moraleChange ?? 0,
    quit: promise.resolution?.quit ?? false,
  };
}

export function promiseBoard(world: World, federationId: string): PromiseBoard {
  requireFederation(world, federationId);
  const board: PromiseBoard = { requests: [], accepted: [], resolved: [] };
  for (const promise of world.promises) {
    if (promise.federationId !== federationId) continue;
    // A promise that lapsed unanswered or went void with a departure is not worth a line.
    if (promise.resolution?.outcome === 'void') continue;
    const view = promiseView(world, promise);
    if (promise.resolution) board.resolved.push(view);
    else if (promise.metadata.accepted) board.accepted.push(view);
    else board.requests.push(view);
  }
  board.accepted.sort((a, b) => a.deadlineWeek - b.deadlineWeek);
  board.resolved.sort((a, b) => (b.resolvedWeek ?? 0) - (a.resolvedWeek ?? 0));
  return board;
}

/** A wrestler's promises to their federation (the wrestler's page): open first, then resolved, newest first. */
export function wrestlerPromises(world: World, federationId: string, wrestlerId: string): PromiseView[] {
  return world.promises.filter((p) => p.federationId === federationId && p.wrestlerId === wrestlerId && p.resolution?.outcome !== 'void').map((p) => promiseView(world, p)).reverse();
}
