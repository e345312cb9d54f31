import { describe, expect, it } from 'vitest';
import { REHIRE_BAN_WEEKS } from '#shared/rules/contracts.ts';
import {
  CHAMPIONSHIP_MATCH_MIN_POPULARITY,
  PROMISE_BROKEN_MORALE,
  PROMISE_DEADLINE_WEEKS,
  PROMISE_KEPT_MORALE,
  QUIT_MESSAGE,
  REQUEST_ACCEPT_MORALE,
  REQUEST_DECLINE_MORALE,
  ULTIMATUM_MORALE,
} from '#shared/rules/promises.ts';
import { awardChampionship, createChampionship } from '../championships/championship.ts';
import { executeCommand } from '../commands/table.ts';
import { rngDrawing } from '../testing/jointWorld.ts';
import { player, startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import { rosterOf } from '../roster/wrestler.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import type { World } from '../world.ts';
import type { PromiseType } from './promise.ts';
import { acceptPromise, breakPromise, declinePromise, keepPromise } from './resolve.ts';
import { asksChampionshipMatch, asksWithUltimatum, makeRequest, newRequests, requestScene } from './requests.ts';
import { promiseBoard } from './board.ts';
import { sideRng } from './sideRng.ts';

const ctx = { now: TEST_NOW };
const low = () => rngDrawing(0, 0.01).rng;
const high = () => rngDrawing(0.99, 1).rng;

function setup(seed = 5) {
  const world = startedWorld(seed);
  const federation = player(world);
  federation.funds = 1_000_000;
  const roster = withRoster(world, 8);
  // Long contracts: no contract runs out while a deadline is waited for.
  for (const w of roster) w.contract = { ...w.contract!, weeksRemaining: 60, lengthWeeks: 52 };
  const holder = roster[1]!;
  const title = createChampionship(world, federation.id, { name: 'World Title', holderId: holder.id });
  const wrestler = roster[0]!;
  wrestler.popularity = 55;
  wrestler.morale = 50;
  return { world, federation, roster, title, holder, wrestler };
}

function request(world: World, type: PromiseType = 'championship_match', ultimatum = false) {
  const federation = player(world);
  const wrestler = rosterOf(world, federation.id)[0]!;
  const title = world.championships[0];
  return makeRequest(world, federation, wrestler, type, ultimatum, TEST_NOW, type === 'championship_match' ? title : undefined);
}

function messagesOf(world: World, type: string) {
  return world.messages.filter((m) => m.type === type);
}

describe('a request', () => {
  it('arrives as an unread promise_request message carrying the open promise, its deadline 12 weeks on', () => {
    const { world, wrestler, title } = setup();
    const promise = request(world);
    expect(promise).toMatchObject({ wrestlerId: wrestler.id, type: 'championship_match', deadlineWeek: promise.createdWeek + PROMISE_DEADLINE_WEEKS, isFulfilled: false, isDeclined: false, metadata: { accepted: false, ultimatum: false, championshipId: title.id } });
    expect(wrestler.promises).toEqual([promise.id]);
    expect(messagesOf(world, 'promise_request')).toMatchObject([{ isRead: false, promiseId: promise.id, promiseState: 'open' }]);
  });

  it(`the championship-match guarantee: asked from popularity ${CHAMPIONSHIP_MATCH_MIN_POPULARITY}, when titles are held, by a wrestler holding none`, () => {
    const { world, federation, wrestler, holder } = setup();
    const scene = requestScene(world, federation);
    wrestler.popularity = CHAMPIONSHIP_MATCH_MIN_POPULARITY - 1;
    expect(asksChampionshipMatch(scene, wrestler)).toBe(false);
    wrestler.popularity = CHAMPIONSHIP_MATCH_MIN_POPULARITY;
    expect(asksChampionshipMatch(scene, wrestler)).toBe(true);
    holder.popularity = 90;
    expect(asksChampionshipMatch(scene, holder)).toBe(false);
    expect(asksChampionshipMatch({ ...scene, titles: [] }, wrestler)).toBe(false);
  });

  it('accepted: morale +2 at the lowest draw and +6 at the highest, with its reason', () => {
    for (const [rng, amount] of [[low(), REQUEST_ACCEPT_MORALE.min], [high(), REQUEST_ACCEPT_MORALE.max]] as const) {
      const { world, wrestler } = setup();
      const promise = request(world);
      const events = acceptPromise(world, promise, wrestler, rng);
      expect(wrestler.morale).toBe(50 + amount);
      expect(wrestler.moraleChange.at(-1)).toEqual({ label: 'Request accepted: championship match', amount });
      expect(events).toMatchObject([{ kind: 'moraleChanged', from: 50, to: 50 + amount }]);
      expect(promise.metadata.accepted).toBe(true);
      expect(world.messages.find((m) => m.id === promise.messageId)!.promiseState).toBe('accepted');
    }
  });

  it('declined: morale -2 at the lowest draw and -6 at the highest, declined, resolved once', () => {
    for (const [rng, amount] of [[low(), REQUEST_DECLINE_MORALE.min], [high(), REQUEST_DECLINE_MORALE.max]] as const) {
      const { world, federation, wrestler } = setup();
      const promise = request(world);
      declinePromise(world, promise, wrestler, rng, TEST_NOW);
      expect(wrestler.morale).toBe(50 - amount);
      expect(promise).toMatchObject({ isDeclined: true, resolution: { outcome: 'declined', moraleChange: -amount, quit: false } });
      expect(() => executeCommand(world, 'answerPromise', federation.id, { promiseId: promise.id, accept: true }, ctx)).toThrow('That request is already settled.');
      expect(wrestler.morale).toBe(50 - amount);
    }
  });
});

describe('an accepted promise', () => {
  it('kept: morale +4..8 at its edges (100 at most), promisesKept +1, a promise_resolution message', () => {
    for (const [rng, amount, from, to] of [[low(), PROMISE_KEPT_MORALE.min, 50, 54], [high(), PROMISE_KEPT_MORALE.max, 50, 58], [high(), PROMISE_KEPT_MORALE.max, 97, 100]] as const) {
      const { world, wrestler } = setup();
      const promise = request(world);
      promise.metadata.accepted = true;
      wrestler.morale = from;
      const events = keepPromise(world, promise, wrestler, rng, 'It happened.', TEST_NOW);
      expect(wrestler.morale).toBe(to);
      expect(wrestler.promisesKept).toBe(1);
      expect(promise).toMatchObject({ isFulfilled: true, resolution: { outcome: 'kept', moraleChange: to - from } });
      expect(events.at(-1)).toMatchObject({ kind: 'promiseResolved', outcome: 'kept', moraleChange: to - from });
      expect(messagesOf(world, 'promise_resolution')).toHaveLength(1);
      expect(amount).toBeGreaterThanOrEqual(to - from);
    }
  });

  it('broken: morale -6..10 at its edges (0 at least), promisesFailed +1, a promise_resolution message', () => {
    for (const [rng, from, to] of [[low(), 50, 50 - PROMISE_BROKEN_MORALE.min], [high(), 50, 50 - PROMISE_BROKEN_MORALE.max], [high(), 4, 0]] as const) {
      const { world, wrestler } = setup();
      const promise = request(world);
      promise.metadata.accepted = true;
      wrestler.morale = from;
      breakPromise(world, promise, wrestler, rng, 'The deadline passed.', TEST_NOW);
      expect(wrestler.morale).toBe(to);
      expect(wrestler.promisesFailed).toBe(1);
      expect(promise.resolution).toMatchObject({ outcome: 'broken', moraleChange: to - from, quit: false });
      expect(messagesOf(world, 'promise_resolution')).toMatchObject([{ title: `Promise broken: ${wrestler.name}` }]);
    }
  });

  it('a title match for that championship, booked and run with the wrestler, keeps it at the show; once', () => {
    const { world, federation, wrestler, holder, title } = setup();
    const promise = request(world);
    executeCommand(world, 'answerPromise', federation.id, { promiseId: promise.id, accept: true }, ctx);
    const book = () => {
      const show = executeCommand(world, 'createShow', federation.id, { name: `Night ${world.nextId}`, weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'special' }, ctx).show!;
      executeCommand(world, 'addMatch', federation.id, { showId: show.id, type: 'singles', stipulation: 'standard', participants: [wrestler.id, title.holderId === wrestler.id || !title.holderId ? holder.id : title.holderId], championshipId: title.id, title: '' } as never, ctx);
      return executeCommand(world, 'runShow', federation.id, { showId: show.id }, ctx).events;
    };
    const morale = wrestler.morale;
    const events = book();
    expect(events.filter((e) => e.kind === 'promiseResolved')).toMatchObject([{ outcome: 'kept', promiseId: promise.id }]);
    expect(promise.resolution?.outcome).toBe('kept');
    expect(wrestler.promisesKept).toBe(1);
    expect(messagesOf(world, 'promise_resolution').at(-1)!.content).toContain(`fought for the World Title`);
    expect(wrestler.morale).toBeGreaterThan(morale - 10);
    // Another title match resolves nothing again.
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(book().filter((e) => e.kind === 'promiseResolved')).toEqual([]);
    expect(wrestler.promisesKept).toBe(1);
  });

  it('is open through its deadline week (12 advances) and broken by the 13th, once', () => {
    const { world, federation, wrestler } = setup();
    const promise = request(world);
    executeCommand(world, 'answerPromise', federation.id, { promiseId: promise.id, accept: true }, ctx);
    for (let i = 0; i < PROMISE_DEADLINE_WEEKS - 1; i += 1) advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(world.calendar.totalWeeksProgressed).toBe(promise.deadlineWeek - 1);
    expect(promise.resolution).toBeNull();
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(world.calendar.totalWeeksProgressed).toBe(promise.deadlineWeek);
    expect(promise.resolution).toBeNull();
    const events = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(promise.resolution).toMatchObject({ outcome: 'broken', week: promise.deadlineWeek + 1 });
    expect(events.filter((e) => e.kind === 'promiseResolved' && e.promiseId === promise.id)).toHaveLength(1);
    expect(wrestler.promisesFailed).toBe(1);
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(wrestler.promisesFailed).toBe(1);
  });

  it('gone back on (breakPromise): broken at once; an unaccepted request cannot be, and a missing one is refused without change', () => {
    const { world, federation, wrestler } = setup();
    const promise = request(world);
    expect(() => executeCommand(world, 'breakPromise', federation.id, { promiseId: promise.id }, ctx)).toThrow(`You have not promised ${wrestler.name} anything yet`);
    expect(() => executeCommand(world, 'breakPromise', federation.id, { promiseId: 'promise-404' }, ctx)).toThrow('That promise does not exist.');
    expect(() => executeCommand(world, 'answerPromise', federation.id, { promiseId: 'promise-404', accept: false }, ctx)).toThrow('That promise does not exist.');
    expect(promise.resolution).toBeNull();
    executeCommand(world, 'answerPromise', federation.id, { promiseId: promise.id, accept: true }, ctx);
    const events = executeCommand(world, 'breakPromise', federation.id, { promiseId: promise.id }, ctx).events;
    expect(events.at(-1)).toMatchObject({ kind: 'promiseResolved', outcome: 'broken' });
    expect(wrestler.promisesFailed).toBe(1);
    expect(() => executeCommand(world, 'breakPromise', federation.id, { promiseId: promise.id }, ctx)).toThrow('That promise is already settled.');
  });
});

describe('an unaccepted request', () => {
  it('lapses quietly at its deadline: no morale part, no message', () => {
    const { world, wrestler } = setup();
    const promise = request(world);
    for (let i = 0; i <= PROMISE_DEADLINE_WEEKS; i += 1) advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(promise.resolution).toMatchObject({ outcome: 'lapsed', moraleChange: 0, quit: false });
    expect(messagesOf(world, 'promise_resolution')).toEqual([]);
    expect(wrestler.moraleChange.some((p) => p.label.startsWith('Promise') || p.label.startsWith('Request'))).toBe(false);
    expect(wrestler.promisesFailed).toBe(0);
    expect(world.messages.find((m) => m.id === promise.messageId)!.promiseState).toBe('lapsed');
  });
});

describe('an ultimatum', () => {
  function quitCheck(world: World, wrestlerId: string, federationId: string, bannedFrom: number) {
    const wrestler = world.wrestlers.find((w) => w.id === wrestlerId)!;
    expect(wrestler.federationId).toBeNull();
    expect(wrestler.contract).toBeNull();
    expect(wrestler.championships).toEqual([]);
    expect(world.championships.some((c) => c.holderId === wrestlerId)).toBe(false);
    expect(wrestler.rehireBanFederationId).toBe(federationId);
    expect(wrestler.rehireBanUntilWeek).toBe(bannedFrom + REHIRE_BAN_WEEKS);
    const departure = messagesOf(world, 'wrestler_departure').at(-1)!;
    expect(departure.content).toBe(`${QUIT_MESSAGE}\n\n${wrestler.name} has left Test Wrestling, returned to the market and cannot be rehired for 12 weeks.`);
    expect(world.news.at(-1)).toMatchObject({ kind: 'release', headline: `${wrestler.name} quits Test Wrestling` });
  }

  it('declined: the wrestler quits at once, vacating their title with a lineage entry, barred for 12 weeks', () => {
    const { world, federation, wrestler, roster } = setup();
    const belt = createChampionship(world, federation.id, { name: 'Tag Belt' });
    awardChampionship(world, federation.id, belt.id, wrestler.id);
    const size = rosterOf(world, federation.id).length;
    const promise = request(world, 'main_event', true);
    expect(promise.description).toContain('I quit');
    const events = executeCommand(world, 'answerPromise', federation.id, { promiseId: promise.id, accept: false }, ctx).events;
    expect(events.at(-1)).toMatchObject({ kind: 'wrestlerQuit', wrestlerId: wrestler.id, titles: ['Tag Belt'] });
    expect(promise.resolution).toMatchObject({ outcome: 'declined', quit: true });
    quitCheck(world, wrestler.id, federation.id, world.calendar.totalWeeksProgressed);
    expect(belt.history.at(-1)).toMatchObject({ event: 'vacated' });
    expect(rosterOf(world, federation.id)).toHaveLength(size - 1);
    expect(roster).toContain(wrestler);
    expect(() => executeCommand(world, 'signWrestler', federation.id, { wrestlerId: wrestler.id, contractType: 'permanent', weeks: 12 } as never, ctx)).toThrow();
  });

  it('left unanswered past its deadline: the wrestler quits', () => {
    const { world, federation, wrestler } = setup();
    const promise = request(world, 'main_event', true);
    for (let i = 0; i < PROMISE_DEADLINE_WEEKS; i += 1) advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(wrestler.federationId).toBe(federation.id);
    const events = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(events.some((e) => e.kind === 'wrestlerQuit' && e.wrestlerId === wrestler.id)).toBe(true);
    expect(promise.resolution).toMatchObject({ outcome: 'lapsed', quit: true });
    quitCheck(world, wrestler.id, federation.id, world.calendar.totalWeeksProgressed);
  });

  it('a wrestler already gone from the federation does not quit it', () => {
    const { world, federation, wrestler } = setup();
    const promise = request(world, 'main_event', true);
    executeCommand(world, 'releaseWrestler', federation.id, { wrestlerId: wrestler.id }, ctx);
    expect(() => executeCommand(world, 'answerPromise', federation.id, { promiseId: promise.id, accept: false }, ctx)).toThrow('That wrestler is no longer with your federation.');
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(promise.resolution).toMatchObject({ outcome: 'void', quit: false });
    expect(wrestler.rehireBanUntilWeek).toBeNull();
  });
});

describe('requests stay rare', () => {
  it('at most one new request per federation per week, one open per wrestler', () => {
    const { world, federation, roster } = setup();
    for (const w of roster) {
      w.popularity = 60;
      w.contract = { ...w.contract!, signedWeek: -20 };
    }
    const forced = rngDrawing(0, 0.05).rng;
    const first = newRequests(world, federation, forced, TEST_NOW);
    expect(first.filter((e) => e.kind === 'promiseRequested')).toHaveLength(1);
    expect(world.promises).toHaveLength(1);
    const asker = world.promises[0]!.wrestlerId;
    for (let i = 0; i < 30; i += 1) newRequests(world, federation, rngDrawing(0, 0.05).rng, TEST_NOW);
    // Drawn with the same forced generator each time, the same candidate never asks twice while open.
    expect(world.promises.filter((p) => p.wrestlerId === asker && !p.resolution)).toHaveLength(1);
    const open = new Map<string, number>();
    for (const p of world.promises) if (!p.resolution) open.set(p.wrestlerId, (open.get(p.wrestlerId) ?? 0) + 1);
    expect(Math.max(...open.values())).toBe(1);
  });

  it('over a played year, a federation hears at most one request a week and no wrestler holds two open', () => {
    const { world, federation } = setup(11);
    for (let i = 0; i < 52; i += 1) {
      const events = advanceWeek(world, world.rng, TEST_NOW, executeCommand);
      expect(events.filter((e) => e.kind === 'promiseRequested' && e.federationId === federation.id).length).toBeLessThanOrEqual(1);
      const open = world.promises.filter((p) => !p.resolution).map((p) => p.wrestlerId);
      expect(new Set(open).size).toBe(open.length);
    }
  });
});

describe('the promises board', () => {
  it('lists open requests, accepted promises with the weeks left after this one, and the resolved', () => {
    const { world, federation, wrestler } = setup();
    const promise = request(world, 'more_appearances');
    expect(promiseBoard(world, federation.id).requests).toMatchObject([{ id: promise.id, wrestlerName: wrestler.name, weeksLeft: PROMISE_DEADLINE_WEEKS, progress: '0 of 2 appearances', state: 'open' }]);
    executeCommand(world, 'answerPromise', federation.id, { promiseId: promise.id, accept: true }, ctx);
    expect(promiseBoard(world, federation.id)).toMatchObject({ requests: [], accepted: [{ id: promise.id, state: 'accepted' }], resolved: [] });
    executeCommand(world, 'breakPromise', federation.id, { promiseId: promise.id }, ctx);
    expect(promiseBoard(world, federation.id)).toMatchObject({ accepted: [], resolved: [{ id: promise.id, state: 'broken', weeksLeft: 0 }] });
    expect(() => promiseBoard(world, 'nobody')).toThrow('That federation does not exist.');
  });
});

describe('the promises\' own draws', () => {
  it('come from a generator derived from the world\'s, which does not move; the same state and salt give the same draws', () => {
    const world = startedWorld(3);
    const state = world.rng.state;
    const a = sideRng(world.rng, 7);
    const b = sideRng(world.rng, 7);
    const c = sideRng(world.rng, 8);
    expect(world.rng.state).toBe(state);
    expect(a.state).toBe(b.state);
    expect(c.state).not.toBe(a.state);
  });

  it('a week\'s requests move neither the world\'s generator nor its ids', () => {
    const { world, federation, roster } = setup();
    for (const w of roster) w.contract = { ...w.contract!, signedWeek: -20 };
    const { state } = world.rng;
    const nextId = world.nextId;
    federation.controller = 'ai';
    newRequests(world, federation, sideRng(world.rng, 1), TEST_NOW);
    expect(world.rng.state).toBe(state);
    expect(world.nextId).toBe(nextId);
  });
});

describe('when a request is an ultimatum', () => {
  it('after 2 promises this federation broke, or 1 with morale under 30; not for promises broken elsewhere', () => {
    const { world, federation, wrestler } = setup();
    const breakOne = () => {
      const promise = request(world, 'main_event');
      promise.metadata.accepted = true;
      breakPromise(world, promise, wrestler, low(), 'The deadline passed.', TEST_NOW);
    };
    expect(asksWithUltimatum(world, federation.id, wrestler)).toBe(false);
    breakOne();
    wrestler.morale = ULTIMATUM_MORALE;
    expect(asksWithUltimatum(world, federation.id, wrestler)).toBe(false);
    wrestler.morale = ULTIMATUM_MORALE - 1;
    expect(asksWithUltimatum(world, federation.id, wrestler)).toBe(true);
    wrestler.morale = 80;
    breakOne();
    expect(asksWithUltimatum(world, federation.id, wrestler)).toBe(true);
    expect(asksWithUltimatum(world, 'another-federation', wrestler)).toBe(false);
    expect(wrestler.promisesFailed).toBe(2);
  });
});

describe('Auto-book keeps a title-match promise', () => {
  it('gives the title shot to the wrestler promised it, who would not have been picked', () => {
    const pick = (promise: boolean) => {
      const { world, federation, roster, title } = setup();
      const promised = roster[5]!;
      if (promise) {
        const p = makeRequest(world, federation, promised, 'championship_match', false, TEST_NOW, title);
        executeCommand(world, 'answerPromise', federation.id, { promiseId: p.id, accept: true }, ctx);
      }
      const show = executeCommand(world, 'createShow', federation.id, { name: 'Title Night', weeksAhead: 0, venueId: 'cellar_door', ticketPrice: 10, frequency: 'special' }, ctx).show!;
      executeCommand(world, 'autoBook', federation.id, { showId: show.id } as never, ctx);
      const match = world.shows.find((s) => s.id === show.id)!.segments.find((s) => s.kind === 'match' && s.championshipId === title.id);
      return { match, promised: promised.id };
    };
    const without = pick(false);
    expect(without.match).toBeDefined();
    expect(without.match!.participants).not.toContain(without.promised);
    const withPromise = pick(true);
    expect(withPromise.match!.participants).toContain(withPromise.promised);
  });
});
