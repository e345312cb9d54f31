// How a promise ends (docs/rules/promises.md "Answers and outcomes"): accepted or declined by the promoter,
// kept by what happened, broken at its deadline or by the promoter going back on it, lapsed unanswered, and
// the ultimatum's end: the wrestler quits. Each promise resolves once (`resolution` is set once). Every
// morale change is a reason on the wrestler (moraleChange) and in a moraleChanged event, so the screens say why.
import { REHIRE_BAN_WEEKS } from '#shared/rules/contracts.ts';
import { clampMorale } from '#shared/rules/morale.ts';
import { NEWS_IMPORTANCE } from '#shared/rules/news.ts';
import {
  PROMISE_BROKEN_MORALE,
  PROMISE_KEPT_MORALE,
  QUIT_MESSAGE,
  quitNote,
  REQUEST_ACCEPT_MORALE,
  REQUEST_DECLINE_MORALE,
  type MoraleRange,
} from '#shared/rules/promises.ts';
import type { CalendarDate } from '#shared/rules/calendar.ts';
import { recordsRead } from '../ai/profile.ts';
import { activeLoanOf } from '../diplomacy/loan.ts';
import { endLoan } from '../diplomacy/loans.ts';
import type { SimEvent } from '../events.ts';
import { addMessage } from '../messages.ts';
import { addNews } from '../news/newsItem.ts';
import { nextInt, type RngState } from '../rng.ts';
import { freeWrestler } from '../roster/contracts.ts';
import { barFromRehire } from '../roster/eligibility.ts';
import { findWrestlerIn, type Wrestler } from '../roster/wrestler.ts';
import { findFederation, type World } from '../world.ts';
import { promiseState, PROMISE_TYPE_LABELS, type PromiseOutcome, type WrestlerPromise } from './promise.ts';

/** True while the wrestler works for the promise's federation (on its roster, or lent out by it). */
export function stillWith(world: World, promise: WrestlerPromise, wrestler: Wrestler | undefined): wrestler is Wrestler {
  if (!wrestler) return false;
  if (wrestler.federationId === promise.federationId) return true;
  const loan = wrestler.status === 'on_loan' ? activeLoanOf(world, wrestler.id) : undefined;
  return loan !== undefined && loan.fromId === promise.federationId;
}

/** A draw within the range, both ends inclusive. */
export function drawMorale(rng: RngState, range: MoraleRange): number {
  return nextInt(rng, range.min, range.max);
}

/** Moves the wrestler's morale by `amount` (clamped 0..100) with its reason; the moraleChanged event when it moved. */
function changeMorale(world: World, promise: WrestlerPromise, wrestler: Wrestler, amount: number, label: string): { change: number; events: SimEvent[] } {
  const from = wrestler.morale;
  wrestler.morale = clampMorale(from + amount);
  const federation = findFederation(world, promise.federationId);
  // A computer-run federation's wrestlers keep no reasons (ai/profile.ts recordsRead), as the morale step.
  if (!federation || !recordsRead(federation)) return { change: wrestler.morale - from, events: [] };
  const part = { label, amount };
  wrestler.moraleChange = [...wrestler.moraleChange, part];
  const events: SimEvent[] = wrestler.morale === from ? [] : [{ kind: 'moraleChanged', federationId: promise.federationId, wrestlerId: wrestler.id, name: wrestler.name, from, to: wrestler.morale, parts: [part] }];
  return { change: wrestler.morale - from, events };
}

function settle(world: World, promise: WrestlerPromise, outcome: PromiseOutcome, moraleChange: number, quit = false): void {
  promise.resolution = { week: world.calendar.totalWeeksProgressed, outcome, moraleChange, quit };
  if (outcome === 'kept') promise.isFulfilled = true;
  if (outcome === 'declined') promise.isDeclined = true;
  const message = promise.messageId ? world.messages.find((m) => m.id === promise.messageId) : undefined;
  if (message) message.promiseState = promiseState(promise);
}

function isPlayers(world: World, federationId: string): boolean {
  return findFederation(world, federationId)?.controller === 'player';
}

const what = (promise: WrestlerPromise) => PROMISE_TYPE_LABELS[promise.type].toLowerCase();

/** The promoter says yes: morale +2..6 (spec), and the promise counts toward its deadline. */
export function acceptPromise(world: World, promise: WrestlerPromise, wrestler: Wrestler, rng: RngState): SimEvent[] {
  promise.metadata.accepted = true;
  const message = promise.messageId ? world.messages.find((m) => m.id === promise.messageId) : undefined;
  if (message) message.promiseState = 'accepted';
  return changeMorale(world, promise, wrestler, drawMorale(rng, REQUEST_ACCEPT_MORALE), `Request accepted: ${what(promise)}`).events;
}

/** The promoter says no: morale -2..6 and declined (spec); an ultimatum declined, the wrestler quits. */
export function declinePromise(world: World, promise: WrestlerPromise, wrestler: Wrestler, rng: RngState, now: number, date: CalendarDate = world.calendar): SimEvent[] {
  if (promise.metadata.ultimatum) {
    settle(world, promise, 'declined', 0, stillWith(world, promise, wrestler));
    return quitFederation(world, promise, wrestler, now, date);
  }
  const { change, events } = changeMorale(world, promise, wrestler, -drawMorale(rng, REQUEST_DECLINE_MORALE), `Request declined: ${what(promise)}`);
  settle(world, promise, 'declined', change);
  return events;
}

/** What was promised happened: morale +4..8, promisesKept +1, a promise_resolution message (spec). */
export function keepPromise(world: World, promise: WrestlerPromise, wrestler: Wrestler, rng: RngState, how: string, now: number): SimEvent[] {
  const { change, events } = changeMorale(world, promise, wrestler, drawMorale(rng, PROMISE_KEPT_MORALE), `Promise kept: ${what(promise)}`);
  wrestler.promisesKept += 1;
  settle(world, promise, 'kept', change);
  if (isPlayers(world, promise.federationId)) {
    addMessage(world, promise.federationId, 'promise_resolution', `Promise kept: ${wrestler.name}`, `${how} You kept your promise to ${wrestler.name} (${what(promise)}): morale ${signed(change)}.`, now);
  }
  events.push({ kind: 'promiseResolved', federationId: promise.federationId, wrestlerId: wrestler.id, name: wrestler.name, promiseId: promise.id, promiseType: promise.type, outcome: 'kept', moraleChange: change });
  return events;
}

/**
 * An accepted promise not kept (its deadline passed, or the promoter went back on it): morale -6..10,
 * promisesFailed +1, a promise_resolution message (spec); an ultimatum broken, the wrestler quits.
 */
export function breakPromise(world: World, promise: WrestlerPromise, wrestler: Wrestler, rng: RngState, why: string, now: number, date: CalendarDate = world.calendar): SimEvent[] {
  wrestler.promisesFailed += 1;
  if (promise.metadata.ultimatum) {
    settle(world, promise, 'broken', 0, stillWith(world, promise, wrestler));
    return quitFederation(world, promise, wrestler, now, date);
  }
  const { change, events } = changeMorale(world, promise, wrestler, -drawMorale(rng, PROMISE_BROKEN_MORALE), `Promise broken: ${what(promise)}`);
  settle(world, promise, 'broken', change);
  if (isPlayers(world, promise.federationId)) {
    addMessage(world, promise.federationId, 'promise_resolution', `Promise broken: ${wrestler.name}`, `${why} You broke your promise to ${wrestler.name} (${what(promise)}): morale ${signed(change)}.`, now);
  }
  events.push({ kind: 'promiseResolved', federationId: promise.federationId, wrestlerId: wrestler.id, name: wrestler.name, promiseId: promise.id, promiseType: promise.type, outcome: 'broken', moraleChange: change });
  return events;
}

/** An unanswered request reaches its deadline: no morale effect and no message (spec); an ultimatum left unanswered, the wrestler quits. */
export function lapsePromise(world: World, promise: WrestlerPromise, wrestler: Wrestler | undefined, now: number, date: CalendarDate = world.calendar): SimEvent[] {
  if (promise.metadata.ultimatum && stillWith(world, promise, wrestler)) {
    settle(world, promise, 'lapsed', 0, true);
    return quitFederation(world, promise, wrestler, now, date);
  }
  settle(world, promise, 'lapsed', 0);
  return [];
}

/** The wrestler left the federation another way (released, contract ended, poached, retired): the promise is void, quietly. */
export function voidPromise(world: World, promise: WrestlerPromise): void {
  settle(world, promise, 'void', 0);
}

/**
 * The ultimatum's end (spec): the wrestler quits. A wrestler already gone from the federation does not
 * (spec: "not already available"). Otherwise: off a loan first, then a free agent as a release makes one
 * (titles vacated with a lineage entry, off the unrun cards and storylines, the contract gone), barred
 * from this federation for REHIRE_BAN_WEEKS, the spec's message word for word, and the news.
 */
function quitFederation(world: World, promise: WrestlerPromise, wrestler: Wrestler, now: number, date: CalendarDate): SimEvent[] {
  if (!stillWith(world, promise, wrestler)) return [];
  const federation = findFederation(world, promise.federationId);
  const federationName = federation?.name ?? 'the federation';
  const events: SimEvent[] = [];
  const loan = activeLoanOf(world, wrestler.id);
  if (loan) for (const event of endLoan(world, loan, 'left', now)) events.push(event);
  const titles = wrestler.championships.map((id) => world.championships.find((c) => c.id === id)?.name ?? id);
  freeWrestler(world, wrestler, 'Quit the federation after an ultimatum');
  barFromRehire(world, promise.federationId, wrestler);
  // Any other promise to the federation goes with them.
  for (const other of world.promises) if (other !== promise && other.wrestlerId === wrestler.id && other.federationId === promise.federationId && !other.resolution) voidPromise(world, other);
  if (isPlayers(world, promise.federationId)) {
    addMessage(world, promise.federationId, 'wrestler_departure', `${wrestler.name} quit`, `${QUIT_MESSAGE}\n\n${quitNote(wrestler.name, federationName, REHIRE_BAN_WEEKS)}`, now);
  }
  addNews(
    world,
    {
      kind: 'release',
      importance: NEWS_IMPORTANCE.release,
      federationIds: [promise.federationId],
      wrestlerIds: [wrestler.id],
      headline: `${wrestler.name} quits ${federationName}`,
      text: `A broken promise too many: ${wrestler.name} walked out on ${federationName}${titles.length ? `, leaving ${titles.join(', ')} vacant` : ''}, and is a free agent now.`,
    },
    date,
  );
  events.push({ kind: 'wrestlerQuit', federationId: promise.federationId, wrestlerId: wrestler.id, name: wrestler.name, titles });
  return events;
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

/** The wrestler of a promise, when they still exist. */
export function promiseWrestler(world: World, promise: WrestlerPromise): Wrestler | undefined {
  return findWrestlerIn(world, promise.wrestlerId);
}
