// Auto-book's care for its roster and crowd (docs/rules/shows.md "Auto-book"): the tired rest, no pairing the
// crowd punishes while another card is possible, new champions do not lose clean, and the main event
// changes from show to show. Fixed seeds.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTO_BOOK_MIN_WRESTLERS, AUTO_BOOK_REST_FATIGUE, NEW_CHAMPION_PROTECTION_WEEKS } from '#shared/rules/autoBook.ts';
import { RIVALRY_PAYOFF_INTENSITY } from '#shared/rules/finishes.ts';
import { FULL_CARD_SEGMENTS } from '#shared/rules/shows.ts';
import { activeAiFederations } from '../ai/profile.ts';
import { applyTitleMatch, createChampionship } from '../championships/championship.ts';
import { createRivalry, moveAdvantage } from '../rivalries/rivalry.ts';
import type { Wrestler } from '../roster/wrestler.ts';
import { figuresAiWorld, playAiWeek } from '../testing/aiWorld.ts';
import { player, startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import type { World } from '../world.ts';
import { autoBook, autoBookCard } from './autoBook.ts';
import { planPairs, varyMainEvent } from './autoBookPlan.ts';
import { rateSegment } from './rateSegment.ts';
import { runShow } from './runShow.ts';
import { createShow } from './scheduling.ts';
import { mainEventSegment, type MatchSegment, type Segment, type Show } from './show.ts';

let named = 0;
function newShow(world: World, frequency: 'weekly' | 'special' = 'weekly'): Show {
  named += 1;
  return createShow(world, 'player', { name: `Forge Night ${named}`, weeksAhead: 0, venueId: 'rust_belt_social', ticketPrice: 20, frequency });
}

function showWorld(seed: number, rosterSize: number) {
  const world = startedWorld(seed);
  player(world).funds = 1_000_000;
  const roster = withRoster(world, rosterSize);
  return { world, roster, show: newShow(world) };
}

const booked = (show: Show) => show.segments.flatMap((s) => s.participants);
const matches = (show: Show) => show.segments.filter((s): s is MatchSegment => s.kind === 'match');
const seenItBefore = (world: World, show: Show) => matches(show).flatMap((m) => rateSegment(world, 'player', m, null).parts.filter((p) => p.label.startsWith('Seen it')));

describe('auto-book rests the tired', () => {
  const restedSentence = (list: string) => `Rested ${list}: fatigue ${AUTO_BOOK_REST_FATIGUE} or more costs a match stars and raises the injury risk.`;

  it(`books a wrestler at ${AUTO_BOOK_REST_FATIGUE - 1} fatigue and rests one at ${AUTO_BOOK_REST_FATIGUE}, saying who and why`, () => {
    // Eight wrestlers: the seven others fill a card of 4 segments, so the tired one is not needed even to talk.
    const { world, roster, show } = showWorld(11, 8);
    const [fresh, tired] = roster;
    fresh!.fatigue = AUTO_BOOK_REST_FATIGUE - 1;
    tired!.fatigue = AUTO_BOOK_REST_FATIGUE;
    const result = autoBookCard(world, 'player', show.id);
    expect(booked(show)).toContain(fresh!.id);
    expect(booked(show)).not.toContain(tired!.id);
    expect(result.note).toBe(restedSentence(`${tired!.name} (fatigue ${AUTO_BOOK_REST_FATIGUE})`));
    expect(result.segments).toBe(show.segments.length);
  });

  it('says nothing when nobody is tired', () => {
    const { world, show } = showWorld(11, 6);
    expect(autoBookCard(world, 'player', show.id).note).toBe('');
  });

  it(`fills a card thinner than ${FULL_CARD_SEGMENTS} segments with promos by the least tired, who never wrestle`, () => {
    // Six wrestlers, three tired: the three fresh make a match and a promo, two tired talk, the most tired rests.
    const { world, roster, show } = showWorld(11, 6);
    const [a, b, c] = roster;
    a!.fatigue = 60;
    b!.fatigue = 40;
    c!.fatigue = 50;
    const result = autoBookCard(world, 'player', show.id);
    expect(show.segments).toHaveLength(FULL_CARD_SEGMENTS);
    const talkers = show.segments.filter((s) => s.kind === 'promo').flatMap((s) => s.participants);
    expect(talkers).toEqual(expect.arrayContaining([b!.id, c!.id]));
    expect(booked(show)).not.toContain(a!.id);
    expect(matches(show).some((m) => m.participants.includes(b!.id) || m.participants.includes(c!.id))).toBe(false);
    expect(result.note).toBe(`${restedSentence(`${a!.name} (fatigue 60)`)} ${b!.name} (fatigue 40), ${c!.name} (fatigue 50) cut promos but do not wrestle: the card would be thin without those promos.`);
  });

  it(`has the least tired wrestle when fewer than ${AUTO_BOOK_MIN_WRESTLERS} are fresh for a match`, () => {
    const { world, roster, show } = showWorld(11, 3);
    const [a, b, c] = roster;
    a!.fatigue = 0;
    b!.fatigue = 80;
    c!.fatigue = 50;
    const result = autoBookCard(world, 'player', show.id);
    expect(matches(show)).toHaveLength(1);
    expect([...matches(show)[0]!.participants].sort()).toEqual([a!.id, c!.id].sort());
    // The card is thin: the most tired talks rather than leave it at one segment.
    expect(show.segments.find((s) => s.kind === 'promo')?.participants).toEqual([b!.id]);
    expect(result.note).toBe(`${b!.name} (fatigue 80) cuts a promo but does not wrestle: the card would be thin without that promo. ${c!.name} (fatigue 50) wrestles though tired: a match needs 2 wrestlers.`);

    const spent = showWorld(11, 2);
    for (const w of spent.roster) w.fatigue = 90;
    expect(autoBookCard(spent.world, 'player', spent.show.id).note).toBe(`${spent.roster.map((w) => `${w.name} (fatigue 90)`).join(', ')} wrestle though tired: a match needs 2 wrestlers.`);
    expect(booked(spent.show)).toHaveLength(2);
  });

  it('puts a tired wrestler in a match only when fewer than 2 are fresh, the least tired first, and in a promo only on a card that would be thin without it', () => {
    const base = showWorld(5, 8);
    const snapshot = JSON.stringify(base.world);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 8, maxLength: 8 }), (fatigues) => {
        const world = JSON.parse(snapshot) as World;
        const roster = world.wrestlers.filter((w) => w.federationId === 'player');
        roster.forEach((w, i) => (w.fatigue = fatigues[i]!));
        const show = world.shows.find((s) => s.id === base.show.id)!;
        autoBook(world, 'player', show.id);
        const isTired = (w: Wrestler) => w.fatigue >= AUTO_BOOK_REST_FATIGUE;
        const fresh = roster.filter((w) => !isTired(w));
        const tired = roster.filter(isTired);
        const wrestling = (w: Wrestler) => matches(show).some((m) => m.participants.includes(w.id));
        const tiredWrestling = tired.filter(wrestling);
        expect(tiredWrestling).toHaveLength(Math.max(0, Math.min(tired.length, AUTO_BOOK_MIN_WRESTLERS - fresh.length)));
        const others = tired.filter((w) => !wrestling(w)).map((w) => w.fatigue);
        if (others.length > 0) for (const w of tiredWrestling) expect(w.fatigue).toBeLessThanOrEqual(Math.min(...others));
        const tiredTalking = show.segments.filter((s) => s.kind === 'promo' && tired.some((w) => w.id === s.participants[0]));
        if (tiredTalking.length > 0) expect(show.segments.length).toBeLessThanOrEqual(FULL_CARD_SEGMENTS);
      }),
      { numRuns: 80 },
    );
  });
});

describe('auto-book avoids the pairings the crowd has seen too often', () => {
  it('trades a promo for a fresh match on a four-wrestler roster, where the best talkers kept their promos and left the same two to a third match in a week', () => {
    const { world } = showWorld(17, 4);
    for (let n = 0; n < 4; n += 1) {
      const show = newShow(world, 'special');
      autoBook(world, 'player', show.id);
      expect(matches(show).length).toBeGreaterThan(0);
      expect(seenItBefore(world, show)).toEqual([]);
      for (const w of world.wrestlers) w.fatigue = 0;
      runShow(world, 'player', show.id, world.rng, TEST_NOW);
      for (const w of world.wrestlers) if (w.status === 'injured') Object.assign(w, { status: 'active', injury: null });
    }
  });

  it('pairs with the nearest fresh opponent, makes a fresh triple threat, and leaves spare who has no fresh match', () => {
    const w = (id: string) => ({ id }) as Wrestler;
    const stale = (pairs: string[][]) => (ids: readonly string[]) => !pairs.some((p) => p.length === ids.length && p.every((id) => ids.includes(id)));
    expect(planPairs([w('a'), w('b'), w('c'), w('d')], stale([['a', 'b']]))).toEqual({ matches: [['a', 'c'], ['b', 'd']], spare: [] });
    expect(planPairs([w('a'), w('b'), w('c')], stale([['a', 'b'], ['a', 'c']]))).toEqual({ matches: [['a', 'b', 'c']], spare: [] });
    expect(planPairs([w('a'), w('b'), w('c')], stale([['a', 'b', 'c'], ['a', 'b'], ['a', 'c']]))).toEqual({ matches: [['b', 'c']], spare: [w('a')] });
    expect(planPairs([w('a'), w('b')], stale([['a', 'b']]))).toEqual({ matches: [], spare: [w('a'), w('b')] });
  });

  it('still books the one match a two-wrestler roster can have', () => {
    const { world } = showWorld(17, 2);
    for (let n = 0; n < 3; n += 1) {
      const show = newShow(world, 'special');
      autoBook(world, 'player', show.id);
      expect(matches(show)).toHaveLength(1);
      runShow(world, 'player', show.id, world.rng, TEST_NOW);
    }
  });
});

describe('auto-book protects a new champion', () => {
  /** Two wrestlers, the champion far less popular, the title defended this week (not due again for 2 weeks). */
  function championWorld(reignWeeks: number) {
    const { world, roster, show } = showWorld(7, 2);
    const [champion, other] = roster;
    champion!.popularity = 20;
    other!.popularity = 60;
    const title = createChampionship(world, 'player', { name: 'Forge Heavyweight Championship', holderId: champion!.id });
    applyTitleMatch(world, title, champion!.id, 4);
    title.reignStartWeek = world.calendar.totalWeeksProgressed - reignWeeks;
    return { world, champion: champion!, other: other!, title, show };
  }

  it(`gives a champion of ${NEW_CHAMPION_PROTECTION_WEEKS - 1} weeks the clean win in a non-title match; one of ${NEW_CHAMPION_PROTECTION_WEEKS} weeks loses it to the more popular`, () => {
    const young = championWorld(NEW_CHAMPION_PROTECTION_WEEKS - 1);
    autoBook(young.world, 'player', young.show.id);
    expect(young.show.segments).toHaveLength(1);
    expect(young.show.segments[0]).toMatchObject({ championshipId: null, winnerId: young.champion.id, finish: 'pinfall' });
    expect((young.show.segments[0] as MatchSegment).bookingReason).toBe(
      `Protects ${young.champion.name}, champion for only ${NEW_CHAMPION_PROTECTION_WEEKS - 1} weeks: a new champion wins clean rather than lose outside a title match.`,
    );

    const settled = championWorld(NEW_CHAMPION_PROTECTION_WEEKS);
    autoBook(settled.world, 'player', settled.show.id);
    expect(settled.show.segments[0]).toMatchObject({ championshipId: null, winnerId: settled.other.id, finish: 'pinfall' });
  });

  it("turns a feud's clean payoff against a new champion into the champion's win, and lets a cheap loss stand", () => {
    const { world, champion, other, show } = championWorld(1);
    const rivalry = createRivalry(world, 'player', { title: 'Gold Rush', description: '', type: 'championship', wrestlers: [champion.id, other.id] });
    moveAdvantage(rivalry, other.id, 'pinfall');
    rivalry.intensity = RIVALRY_PAYOFF_INTENSITY;
    autoBook(world, 'player', show.id);
    expect(show.segments[0]).toMatchObject({ winnerId: champion.id, finish: 'pinfall' });

    const building = championWorld(1);
    const feud = createRivalry(building.world, 'player', { title: 'Gold Rush', description: '', type: 'championship', wrestlers: [building.champion.id, building.other.id] });
    moveAdvantage(feud, building.champion.id, 'pinfall');
    autoBook(building.world, 'player', building.show.id);
    // The feud builds with a cheap win for the one behind (the champion is ahead): a count-out proves nobody beaten.
    expect(building.show.segments[0]).toMatchObject({ winnerId: building.other.id, finish: 'count_out' });
  });

  it('books two new champions facing each other to a draw', () => {
    const { world, champion, other, show } = championWorld(0);
    const second = createChampionship(world, 'player', { name: 'Forge Television Championship', holderId: other.id });
    applyTitleMatch(world, second, other.id, 4);
    autoBook(world, 'player', show.id);
    expect(show.segments[0]).toMatchObject({ winnerId: null, finish: 'draw' });
    expect((show.segments[0] as MatchSegment).bookingReason).toBe(`Protects new champions ${champion.name} and ${other.name}: neither loses clean, and the match ends in a draw.`);
  });

  it(`keeps the title on a champion at payoff in the reign's week ${NEW_CHAMPION_PROTECTION_WEEKS - 1} of a title match, and lets it change in week ${NEW_CHAMPION_PROTECTION_WEEKS}`, () => {
    for (const [weeks, finish, winner] of [
      [NEW_CHAMPION_PROTECTION_WEEKS - 1, 'disqualification', 'other'],
      [NEW_CHAMPION_PROTECTION_WEEKS, 'pinfall', 'other'],
    ] as const) {
      const { world, champion, other, title } = championWorld(weeks);
      const rivalry = createRivalry(world, 'player', { title: 'Gold Rush', description: '', type: 'championship', wrestlers: [champion.id, other.id] });
      rivalry.intensity = RIVALRY_PAYOFF_INTENSITY;
      const special = newShow(world, 'special');
      autoBook(world, 'player', special.id);
      const titleMatch = matches(special).find((m) => m.championshipId === title.id)!;
      expect(titleMatch).toMatchObject({ winnerId: winner === 'other' ? other.id : champion.id, finish });
    }
  });
});

describe('auto-book varies the main event', () => {
  const seg = (id: string, kind: 'match' | 'promo', participants: string[]) => ({ id, kind, participants }) as unknown as Segment;

  it("trades the main event for the next strongest match when it repeats the previous show's, and keeps it otherwise", () => {
    const card = [seg('1', 'match', ['a', 'b']), seg('2', 'promo', ['e']), seg('3', 'match', ['c', 'd']), seg('4', 'promo', ['f'])];
    expect(varyMainEvent(card, ['d', 'c']).map((s) => s.id)).toEqual(['3', '2', '1', '4']);
    expect(varyMainEvent(card, ['a', 'b'])).toBe(card);
    expect(varyMainEvent(card, null)).toBe(card);
    expect(varyMainEvent([seg('1', 'promo', ['a']), seg('2', 'match', ['c', 'd'])], ['c', 'd']).map((s) => s.id)).toEqual(['1', '2']);
  });

  it("closes a show with other wrestlers than the federation's show before, week after week", () => {
    const { world } = showWorld(23, 6);
    let previous: readonly string[] | null = null;
    for (let n = 0; n < 6; n += 1) {
      const show = newShow(world, 'special');
      autoBook(world, 'player', show.id);
      const main = mainEventSegment(show)!.participants;
      if (previous) expect([...main].sort()).not.toEqual([...previous].sort());
      previous = main;
      for (const w of world.wrestlers) w.fatigue = 0;
      runShow(world, 'player', show.id, world.rng, TEST_NOW);
      for (const w of world.wrestlers) if (w.status === 'injured') Object.assign(w, { status: 'active', injury: null });
    }
  });

  it('gives no computer-run federation the same main event two shows running over 8 weeks', () => {
    const world = figuresAiWorld(3);
    const start = world.calendar.totalWeeksProgressed;
    for (let week = 0; week < 8; week += 1) playAiWeek(world);
    let compared = 0;
    for (const federation of activeAiFederations(world)) {
      const shows = world.shows.filter((s) => s.federationId === federation.id && s.hasBeenRun && s.weekIndex >= start).sort((a, b) => a.weekIndex - b.weekIndex);
      for (let i = 1; i < shows.length; i += 1) {
        const [before, after] = [mainEventSegment(shows[i - 1]!)!.participants, mainEventSegment(shows[i]!)!.participants];
        expect([...after].sort()).not.toEqual([...before].sort());
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(10);
  });
});
