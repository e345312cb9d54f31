// When a wrestler asks (docs/rules/promises.md "Requests"): each request has a condition read from the game
// (a popular wrestler without a title shot, a star kept out of the main events, an idle wrestler, an
// underpaid one near renewal, an exhausted one), and requests stay rare: one federation hears at most
// REQUESTS_PER_WEEK a week, a wrestler asks once per REQUEST_COOLDOWN_WEEKS and has one open request at most.
// A player's request arrives as a message with Accept and Decline; a computer-run federation answers at once
// by its rule (aiAnswer). A wrestler whose promises were broken asks with an ultimatum.
import { SHOW_MAX_WEEKS_AHEAD } from '#shared/rules/shows.ts';
import {
  CHAMPIONSHIP_MATCH_MIN_POPULARITY,
  MAIN_EVENT_MIN_POPULARITY,
  MAIN_EVENT_TOP_CARD,
  MAIN_EVENT_WAIT_WEEKS,
  MORE_APPEARANCES_IDLE_WEEKS,
  MORE_APPEARANCES_NEEDED,
  PROMISE_DEADLINE_WEEKS,
  RAISE_ASK_BELOW_PAY_RATIO,
  REQUEST_COOLDOWN_WEEKS,
  REQUEST_MIN_TENURE_WEEKS,
  REQUEST_WEEKLY_CHANCE,
  TIME_OFF_FATIGUE,
  TIME_OFF_WEEKS,
  ULTIMATUM_FAILED_PROMISES,
  ULTIMATUM_MORALE,
} from '#shared/rules/promises.ts';
import { championshipsOf, type Championship } from '../championships/championship.ts';
import type { SimEvent } from '../events.ts';
import { addMessage } from '../messages.ts';
import { chance, pick, type RngState } from '../rng.ts';
import { payRatio } from '../roster/morale.ts';
import { rosterOf, type Wrestler } from '../roster/wrestler.ts';
import type { Federation, World } from '../world.ts';
import { acceptPromise, declinePromise } from './resolve.ts';
import { PROMISE_TYPE_LABELS, type PromiseType, type WrestlerPromise } from './promise.ts';

/** What a federation's week offers to read once for all its wrestlers' conditions. */
export interface RequestScene {
  federation: Federation;
  roster: Wrestler[];
  titles: Championship[];
  /** Wrestlers who main-evented one of its run shows in the last MAIN_EVENT_WAIT_WEEKS. */
  recentMainEventers: Set<string>;
  week: number;
}

export function requestScene(world: World, federation: Federation): RequestScene {
  const week = world.calendar.totalWeeksProgressed;
  const recentMainEventers = new Set<string>();
  const from = week - MAIN_EVENT_WAIT_WEEKS;
  for (let i = world.shows.length - 1; i >= 0; i -= 1) {
    const show = world.shows[i]!;
    if (show.weekIndex < from - SHOW_MAX_WEEKS_AHEAD) break;
    if (show.federationId !== federation.id || !show.hasBeenRun || show.weekIndex < from) continue;
    const main = show.segments.at(-1);
    if (main) for (const id of main.participants) recentMainEventers.add(id);
  }
  return { federation, roster: rosterOf(world, federation.id), titles: championshipsOf(world, federation.id), recentMainEventers, week };
}

/** The most prestigious title the wrestler does not hold: what a championship match is asked for. */
export function titleToAskFor(scene: Pick<RequestScene, 'titles'>, wrestler: Wrestler): Championship | undefined {
  let best: Championship | undefined;
  for (const title of scene.titles) if (title.holderId !== wrestler.id && (!best || title.prestige > best.prestige)) best = title;
  return best;
}

/**
 * The spec's championship-match guarantee: asked when the wrestler's popularity is at least 40 and the
 * federation holds titles, by a wrestler who holds none.
 */
export function asksChampionshipMatch(scene: Pick<RequestScene, 'titles'>, wrestler: Wrestler): boolean {
  return wrestler.popularity >= CHAMPIONSHIP_MATCH_MIN_POPULARITY && scene.titles.length > 0 && wrestler.championships.length === 0;
}

function topCard(scene: RequestScene): Wrestler[] {
  return [...scene.roster].sort((a, b) => b.popularity - a.popularity || a.id.localeCompare(b.id)).slice(0, MAIN_EVENT_TOP_CARD);
}

/** What the wrestler would ask for now, the strongest reason first; null when they have none. */
export function requestFor(scene: RequestScene, wrestler: Wrestler, top: readonly Wrestler[]): PromiseType | null {
  if (asksChampionshipMatch(scene, wrestler) && titleToAskFor(scene, wrestler)) return 'championship_match';
  if (wrestler.popularity >= MAIN_EVENT_MIN_POPULARITY && top.includes(wrestler) && !scene.recentMainEventers.has(wrestler.id)) return 'main_event';
  if (wrestler.contract && wrestler.contract.weeksRemaining <= PROMISE_DEADLINE_WEEKS && payRatio(wrestler) < RAISE_ASK_BELOW_PAY_RATIO) return 'raise';
  if (wrestler.fatigue >= TIME_OFF_FATIGUE) return 'time_off';
  if (wrestler.idleWeeks >= MORE_APPEARANCES_IDLE_WEEKS && wrestler.status === 'active') return 'more_appearances';
  return null;
}

/** A wrestler may ask: on the roster (not lent out, not injured), past their first weeks, no open request, their last request long enough ago. */
export function mayAsk(world: World, scene: RequestScene, wrestler: Wrestler): boolean {
  if (wrestler.status === 'on_loan' || wrestler.status === 'injured' || !wrestler.contract) return false;
  if (scene.week - wrestler.contract.signedWeek < REQUEST_MIN_TENURE_WEEKS) return false;
  for (const id of wrestler.promises) {
    const promise = world.promises.find((p) => p.id === id);
    if (!promise) continue;
    if (!promise.resolution || scene.week - promise.createdWeek < REQUEST_COOLDOWN_WEEKS) return false;
  }
  return true;
}

/**
 * After promises this federation broke a wrestler asks it with an ultimatum (rules/promises.ts ULTIMATUM_*).
 * The grudge is against the promoter who broke them, and fades: the broken promises counted are those the
 * world still keeps (made in the last RESOLVED_PROMISES_KEPT_WEEKS), so a wrestler let down elsewhere, or
 * long ago, asks as anyone does. Their career's promisesFailed stays on their record.
 */
export function asksWithUltimatum(world: World, federationId: string, wrestler: Wrestler): boolean {
  let broken = 0;
  for (const promise of world.promises) {
    if (promise.wrestlerId === wrestler.id && promise.federationId === federationId && promise.resolution?.outcome === 'broken') broken += 1;
  }
  return broken >= ULTIMATUM_FAILED_PROMISES || (broken >= 1 && wrestler.morale < ULTIMATUM_MORALE);
}

/** The request in the wrestler's words. */
export function requestText(type: PromiseType, wrestler: Wrestler, title: Championship | undefined, ultimatum: boolean): string {
  const ask: Record<PromiseType, string> = {
    championship_match: `I want a shot at the ${title?.name ?? 'title'}. Book me in a title match for it within ${PROMISE_DEADLINE_WEEKS} weeks.`,
    main_event: `I have earned the top of the card. Put me in the main event of one of our shows within ${PROMISE_DEADLINE_WEEKS} weeks.`,
    raise: `I am paid less than I am worth. Renew my contract at my asking salary or more before ${PROMISE_DEADLINE_WEEKS} weeks are up.`,
    time_off: `I am exhausted. Keep me off the cards for ${TIME_OFF_WEEKS} weeks in a row within the next ${PROMISE_DEADLINE_WEEKS}.`,
    more_appearances: `I have been sitting at home for weeks. Book me on ${MORE_APPEARANCES_NEEDED} shows within ${PROMISE_DEADLINE_WEEKS} weeks.`,
  };
  return ultimatum ? `This is your last chance. ${ask[type]} If you refuse, or the deadline passes, I quit.` : ask[type];
}

/** Makes a request: the record, the wrestler's list, and for a player the message with Accept and Decline. */
export function makeRequest(world: World, federation: Federation, wrestler: Wrestler, type: PromiseType, ultimatum: boolean, now: number, title?: Championship): WrestlerPromise {
  const week = world.calendar.totalWeeksProgressed;
  const promise: WrestlerPromise = {
    // Its own id, not one of the world's counter (takeId): a request moves no other id the world hands out.
    // Unique: a wrestler's promises list only grows within a week (trimmed ones are weeks old).
    id: `promise-${week}-${wrestler.promises.length}-${wrestler.id}`,
    federationId: federation.id,
    wrestlerId: wrestler.id,
    type,
    description: requestText(type, wrestler, title, ultimatum),
    createdWeek: week,
    deadlineWeek: week + PROMISE_DEADLINE_WEEKS,
    isFulfilled: false,
    isDeclined: false,
    metadata: { accepted: false, ultimatum, ...(title ? { championshipId: title.id } : {}), ...(type === 'more_appearances' || type === 'time_off' ? { progress: 0 } : {}) },
    resolution: null,
  };
  world.promises.push(promise);
  wrestler.promises.push(promise.id);
  if (federation.controller === 'player') {
    const heading = ultimatum ? `Ultimatum from ${wrestler.name}` : `Request from ${wrestler.name}`;
    const message = addMessage(world, federation.id, 'promise_request', `${heading}: ${PROMISE_TYPE_LABELS[type].toLowerCase()}`, promise.description, now);
    message.promiseId = promise.id;
    message.promiseState = 'open';
    promise.messageId = message.id;
  }
  return promise;
}

/**
 * A computer-run federation's answer, by rule: it promises what its booker can give (a title match or a
 * main event to one of its top-card wrestlers, time off, more appearances) and refuses a raise it did not
 * budget; an ultimatum it always accepts, rather than lose the wrestler on the spot.
 */
export function aiAccepts(promise: WrestlerPromise, wrestler: Wrestler, top: readonly Wrestler[]): boolean {
  if (promise.metadata.ultimatum) return true;
  switch (promise.type) {
    case 'championship_match':
    case 'main_event':
      return top.includes(wrestler);
    case 'time_off':
    case 'more_appearances':
      return true;
    case 'raise':
      return false;
  }
}

/** The week's new request of one federation, if any (at most REQUESTS_PER_WEEK): one draw for whether, one for who. */
export function newRequests(world: World, federation: Federation, rng: RngState, now: number): SimEvent[] {
  const scene = requestScene(world, federation);
  const top = topCard(scene);
  const candidates: Array<{ wrestler: Wrestler; type: PromiseType }> = [];
  for (const wrestler of scene.roster) {
    if (!mayAsk(world, scene, wrestler)) continue;
    const type = requestFor(scene, wrestler, top);
    if (type) candidates.push({ wrestler, type });
  }
  if (candidates.length === 0 || !chance(rng, REQUEST_WEEKLY_CHANCE)) return [];
  const { wrestler, type } = pick(rng, candidates);
  const ultimatum = asksWithUltimatum(world, federation.id, wrestler);
  const promise = makeRequest(world, federation, wrestler, type, ultimatum, now, type === 'championship_match' ? titleToAskFor(scene, wrestler) : undefined);
  if (federation.controller !== 'player') {
    return aiAccepts(promise, wrestler, top) ? acceptPromise(world, promise, wrestler, rng) : declinePromise(world, promise, wrestler, rng, now);
  }
  return [{ kind: 'promiseRequested', federationId: federation.id, wrestlerId: wrestler.id, name: wrestler.name, promiseId: promise.id, promiseType: type, ultimatum }];
}
