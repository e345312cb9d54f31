// The booker's finish: a booked winner and finish are what happens, what is left open is
// drawn, and the finish shapes popularity, morale, titles and a rivalry's advantage. Fixed seeds.
import { describe, expect, it } from 'vitest';
import {
  CHEAP_WIN_POPULARITY,
  CLEAN_WIN_POPULARITY,
  finishesFor,
  RIVALRY_ADVANTAGE_CHEAP,
  RIVALRY_ADVANTAGE_CLEAN,
  RIVALRY_PAYOFF_INTENSITY,
  UPSET_POPULARITY,
  type Finish,
} from '#shared/rules/finishes.ts';
import { createChampionship } from '../championships/championship.ts';
import { migrateWorld } from '../migrations.ts';
import { SimRefusal } from '../refusal.ts';
import { createRivalry, moveAdvantage } from '../rivalries/rivalry.ts';
import type { Wrestler } from '../roster/wrestler.ts';
import { player, startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import type { World } from '../world.ts';
import { autoBook } from './autoBook.ts';
import { addMatch, updateMatch, type MatchInput } from './booking.ts';
import { runShow } from './runShow.ts';
import { createShow } from './scheduling.ts';
import type { MatchResult, MatchSegment } from './show.ts';

function expectRefusal(world: World, call: () => unknown, message: string) {
  const before = JSON.stringify(world);
  expect(call).toThrow(SimRefusal);
  expect(call).toThrow(message);
  expect(JSON.stringify(world)).toBe(before);
}

function showWorld(seed = 11, rosterSize = 6) {
  const world = startedWorld(seed);
  player(world).funds = 200_000;
  const roster = withRoster(world, rosterSize);
  const show = createShow(world, 'player', { name: 'Friday Night Forge', weeksAhead: 0, venueId: 'rust_belt_social', ticketPrice: 20, frequency: 'weekly' });
  return { world, roster, show };
}

const match = (participants: string[], extra: Partial<MatchInput> = {}): MatchInput => ({
  type: 'singles',
  stipulation: 'standard',
  participants,
  championshipId: null,
  isExhibition: false,
  title: '',
  ...extra,
});

/** A far stronger, more popular wrestler and a weak one. */
function favourite(w: Wrestler, strong: boolean) {
  for (const skill of ['strength', 'agility', 'technic', 'charisma', 'stamina'] as const) w.skills[skill] = strong ? 90 : 30;
  w.popularity = strong ? 60 : 20;
}

function run(world: World, showId: string): MatchResult {
  runShow(world, 'player', showId, world.rng, TEST_NOW);
  const show = world.shows.find((s) => s.id === showId)!;
  return (show.segments.find((s) => s.kind === 'match') as MatchSegment).result as MatchResult;
}

describe('booking a finish', () => {
  it('keeps the booked winner and finish on the match, and refuses what the match cannot have, changing nothing', () => {
    const { world, roster, show } = showWorld();
    const [a, b, c] = roster;
    const segment = addMatch(world, 'player', show.id, match([a!.id, b!.id], { winnerId: b!.id, finish: 'disqualification' }));
    expect(segment).toMatchObject({ winnerId: b!.id, finish: 'disqualification', bookingReason: null });
    expectRefusal(world, () => addMatch(world, 'player', show.id, match([c!.id, roster[3]!.id], { winnerId: a!.id })), 'The winner must be one of the wrestlers in the match.');
    expectRefusal(world, () => addMatch(world, 'player', show.id, match([c!.id, roster[3]!.id], { stipulation: 'ladder', finish: 'count_out' })), 'A Singles match (Ladder) cannot end by count-out.');
    expectRefusal(world, () => addMatch(world, 'player', show.id, match([c!.id, roster[3]!.id], { type: 'triple_threat', participants: [c!.id, roster[3]!.id, roster[4]!.id], finish: 'disqualification' })), 'A Triple Threat match (Standard) cannot end by disqualification.');
    expectRefusal(world, () => addMatch(world, 'player', show.id, match([c!.id, roster[3]!.id], { winnerId: c!.id, finish: 'draw' })), 'A draw has no winner: leave the winner to the match.');
    expectRefusal(world, () => addMatch(world, 'player', show.id, match([c!.id, roster[3]!.id], { winnerId: c!.id, finish: 'no_contest' })), 'A no contest has no winner: leave the winner to the match.');
    expectRefusal(world, () => updateMatch(world, 'player', show.id, segment.id, match([a!.id, b!.id], { stipulation: 'ladder', finish: 'disqualification' })), 'A Singles match (Ladder) cannot end by disqualification.');
  });

  it('an edit that leaves the booked winner out of the match (or the finish out of its rules) leaves them to the match', () => {
    const { world, roster, show } = showWorld();
    const [a, b, c] = roster;
    const segment = addMatch(world, 'player', show.id, match([a!.id, b!.id], { winnerId: b!.id, finish: 'count_out' }));
    updateMatch(world, 'player', show.id, segment.id, match([a!.id, b!.id]));
    expect(segment).toMatchObject({ winnerId: b!.id, finish: 'count_out' });
    updateMatch(world, 'player', show.id, segment.id, match([a!.id, c!.id]));
    expect(segment).toMatchObject({ winnerId: null, finish: 'count_out' });
    updateMatch(world, 'player', show.id, segment.id, match([a!.id, c!.id], { stipulation: 'ladder' }));
    expect(segment).toMatchObject({ winnerId: null, finish: null });
    updateMatch(world, 'player', show.id, segment.id, match([a!.id, c!.id], { winnerId: c!.id, finish: null }));
    expect(segment).toMatchObject({ winnerId: c!.id, finish: null });
  });
});

describe('running a booked finish', () => {
  it('the booked winner always wins, by the booked finish, whatever the seed', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const { world, roster, show } = showWorld(seed);
      const [a, b] = roster;
      favourite(a!, true);
      favourite(b!, false);
      addMatch(world, 'player', show.id, match([a!.id, b!.id], { winnerId: b!.id, finish: 'submission' }));
      const result = run(world, show.id);
      expect(result.winners).toEqual([b!.id]);
      expect(result.finishType).toBe('submission');
      expect(result.finish).toBe(`${b!.name} wins by submission`);
    }
  });

  it('a booked tag team winner names the team; a booked finish with the winner left open is used', () => {
    const { world, roster, show } = showWorld(5);
    addMatch(world, 'player', show.id, match(roster.slice(0, 4).map((w) => w.id), { type: 'tag_team', winnerId: roster[3]!.id, finish: 'pinfall' }));
    const result = run(world, show.id);
    expect(result.winners).toEqual([roster[2]!.id, roster[3]!.id]);
    expect(result.finish).toBe(`${roster[2]!.name} & ${roster[3]!.name} win by pinfall`);

    const other = showWorld(6);
    addMatch(other.world, 'player', other.show.id, match([other.roster[0]!.id, other.roster[1]!.id], { finish: 'count_out' }));
    const open = run(other.world, other.show.id);
    expect(open.finishType).toBe('count_out');
    expect(open.winners).toHaveLength(1);
  });

  it('a booked draw or no contest has no winner; a no contest counts as a match but not as a draw', () => {
    for (const finish of ['draw', 'no_contest'] as const) {
      const { world, roster, show } = showWorld(3);
      const [a, b] = roster;
      const draws = a!.matchStats.draws;
      addMatch(world, 'player', show.id, match([a!.id, b!.id], { finish }));
      const result = run(world, show.id);
      expect(result.winners).toEqual([]);
      expect(result.finishType).toBe(finish);
      expect(result.isDraw).toBe(finish === 'draw');
      expect(result.finish).toBe(finish === 'draw' ? 'The match ends in a draw' : 'The match ends in a no contest');
      expect(a!.matchStats.draws).toBe(draws + (finish === 'draw' ? 1 : 0));
    }
  });

  it('a match left open draws a finish its rules allow, mostly pinfalls, the same for the same seed', () => {
    const seen: Finish[] = [];
    for (let seed = 1; seed <= 40; seed++) {
      const { world, roster, show } = showWorld(seed, 2);
      addMatch(world, 'player', show.id, match([roster[0]!.id, roster[1]!.id]));
      const result = run(world, show.id);
      expect(finishesFor('singles', 'standard')).toContain(result.finishType);
      seen.push(result.finishType!);
      const again = showWorld(seed, 2);
      addMatch(again.world, 'player', again.show.id, match([again.roster[0]!.id, again.roster[1]!.id]));
      expect(run(again.world, again.show.id)).toEqual(result);
    }
    const pinfalls = seen.filter((f) => f === 'pinfall').length;
    expect(pinfalls).toBeGreaterThan(seen.length / 2);
    const ladder = showWorld(2, 2);
    addMatch(ladder.world, 'player', ladder.show.id, match([ladder.roster[0]!.id, ladder.roster[1]!.id], { stipulation: 'ladder' }));
    expect(run(ladder.world, ladder.show.id).finishType).toBe('retrieval');
  });
});

describe('what a finish does', () => {
  function winBy(finish: Finish, seed = 9) {
    const { world, roster, show } = showWorld(seed);
    const [a, b] = roster;
    a!.popularity = 40;
    b!.popularity = 40;
    addMatch(world, 'player', show.id, match([a!.id, b!.id], { winnerId: a!.id, finish }));
    const result = run(world, show.id);
    return { result, winner: result.changes.find((c) => c.wrestlerId === a!.id)!, loser: result.changes.find((c) => c.wrestlerId === b!.id)! };
  }

  it('a clean win moves the winner more than a cheap one, with the reasons that add up to the change', () => {
    const clean = winBy('pinfall');
    const cheap = winBy('disqualification');
    expect(clean.result.rating.value).toBe(cheap.result.rating.value);
    expect(clean.winner.popularity - cheap.winner.popularity).toBeCloseTo(CLEAN_WIN_POPULARITY - CHEAP_WIN_POPULARITY, 5);
    expect(clean.winner.morale).toBeGreaterThan(cheap.winner.morale);
    expect(clean.winner.reasons!.map((r) => r.label)).toEqual(['Match rating', 'Clean win by pinfall']);
    expect(cheap.winner.reasons!.map((r) => r.label)).toEqual(['Match rating', 'Cheap win by disqualification']);
    expect(cheap.loser.reasons!.map((r) => r.label)).toEqual(['Match rating', 'Loss by disqualification (protected)']);
    // A cheap loss protects the loser.
    expect(cheap.loser.popularity).toBeGreaterThan(clean.loser.popularity);
    for (const change of [clean.winner, clean.loser, cheap.winner, cheap.loser]) {
      expect(change.reasons!.reduce((sum, r) => sum + r.amount, 0)).toBeCloseTo(change.popularity, 5);
    }
  });

  it('a beaten favourite loses extra popularity (an upset), unless the loss was cheap', () => {
    const clean = showWorld(4);
    favourite(clean.roster[0]!, true);
    favourite(clean.roster[1]!, false);
    addMatch(clean.world, 'player', clean.show.id, match([clean.roster[0]!.id, clean.roster[1]!.id], { winnerId: clean.roster[1]!.id, finish: 'pinfall' }));
    const upset = run(clean.world, clean.show.id).changes[0]!;
    expect(upset.reasons).toContainEqual({ label: 'Upset: beaten as the favourite', amount: UPSET_POPULARITY });

    const cheap = showWorld(4);
    favourite(cheap.roster[0]!, true);
    favourite(cheap.roster[1]!, false);
    addMatch(cheap.world, 'player', cheap.show.id, match([cheap.roster[0]!.id, cheap.roster[1]!.id], { winnerId: cheap.roster[1]!.id, finish: 'count_out' }));
    expect(run(cheap.world, cheap.show.id).changes[0]!.reasons!.map((r) => r.label)).not.toContain('Upset: beaten as the favourite');

    // The favourite winning is no upset for the underdog.
    const expected = showWorld(4);
    favourite(expected.roster[0]!, true);
    favourite(expected.roster[1]!, false);
    addMatch(expected.world, 'player', expected.show.id, match([expected.roster[0]!.id, expected.roster[1]!.id], { winnerId: expected.roster[0]!.id, finish: 'pinfall' }));
    expect(run(expected.world, expected.show.id).changes[1]!.reasons!.map((r) => r.label)).not.toContain('Upset: beaten as the favourite');
  });

  it('a title changes hands only on a clean finish: a champion beaten by count-out or disqualification keeps it', () => {
    for (const finish of ['disqualification', 'count_out'] as const) {
      const { world, roster, show } = showWorld(8);
      const [a, b] = roster;
      const title = createChampionship(world, 'player', { name: 'Forge Heavyweight Championship', holderId: a!.id });
      addMatch(world, 'player', show.id, match([a!.id, b!.id], { championshipId: title.id, winnerId: b!.id, finish }));
      const result = run(world, show.id);
      expect(result.winners).toEqual([b!.id]);
      expect(result.title).toMatchObject({ outcome: 'no_change', holderId: a!.id, previousHolderId: a!.id });
      expect(title.holderId).toBe(a!.id);
      expect(a!.championships).toEqual([title.id]);
      expect(b!.championships).toEqual([]);
      const by = finish === 'count_out' ? 'by count-out' : 'by disqualification';
      expect(title.history.at(-1)!.eventDescription).toMatch(new RegExp(`^${b!.name} won ${by} \\(.+\\): a title does not change hands ${by}, ${a!.name} keeps the title$`));
    }
    const { world, roster, show } = showWorld(8);
    const [a, b] = roster;
    const title = createChampionship(world, 'player', { name: 'Forge Heavyweight Championship', holderId: a!.id });
    addMatch(world, 'player', show.id, match([a!.id, b!.id], { championshipId: title.id, winnerId: b!.id, finish: 'pinfall' }));
    expect(run(world, show.id).title).toMatchObject({ outcome: 'new_champion', holderId: b!.id });
    expect(title.holderId).toBe(b!.id);
  });

  it("a rivalry's advantage moves toward each winner by the finish: clean more than cheap, a draw not at all", () => {
    const { world, roster, show } = showWorld(2);
    const [a, b] = roster;
    const rivalry = createRivalry(world, 'player', { title: 'Bad Blood', description: '', type: 'personal', wrestlers: [a!.id, b!.id] });
    addMatch(world, 'player', show.id, match([a!.id, b!.id], { winnerId: a!.id, finish: 'disqualification' }));
    run(world, show.id);
    expect(rivalry).toMatchObject({ advantage: a!.id, advantagePoints: RIVALRY_ADVANTAGE_CHEAP });
    expect(rivalry.matches.at(-1)!.finish).toBe('disqualification');
    moveAdvantage(rivalry, a!.id, 'pinfall');
    expect(rivalry).toMatchObject({ advantage: a!.id, advantagePoints: RIVALRY_ADVANTAGE_CHEAP + RIVALRY_ADVANTAGE_CLEAN });
    moveAdvantage(rivalry, b!.id, 'draw');
    expect(rivalry).toMatchObject({ advantage: a!.id, advantagePoints: 3 });
    moveAdvantage(rivalry, b!.id, 'pinfall');
    expect(rivalry).toMatchObject({ advantage: a!.id, advantagePoints: 1 });
    moveAdvantage(rivalry, b!.id, 'count_out');
    expect(rivalry).toMatchObject({ advantage: null, advantagePoints: 0 });
    moveAdvantage(rivalry, b!.id, 'pinfall');
    expect(rivalry).toMatchObject({ advantage: b!.id, advantagePoints: 2 });
  });
});

describe("auto-book's finishes", () => {
  it('books a winner in the match, a finish it allows and a reason on every match, the same every time', () => {
    const { world, show } = showWorld(7, 8);
    autoBook(world, 'player', show.id);
    const matches = show.segments.filter((s): s is MatchSegment => s.kind === 'match');
    expect(matches.length).toBeGreaterThan(0);
    for (const m of matches) {
      expect(m.participants).toContain(m.winnerId);
      expect(finishesFor(m.type, m.stipulation)).toContain(m.finish);
      expect(m.bookingReason).toMatch(/\.$/);
    }
    const again = showWorld(7, 8);
    autoBook(again.world, 'player', again.show.id);
    expect(again.show.segments).toEqual(show.segments);
  });

  it('a champion retains clean; a rivalry builds with a cheap finish that keeps the title; it pays off with a clean change after a few weeks', () => {
    const { world, roster, show } = showWorld(7, 2);
    const [a, b] = roster;
    const title = createChampionship(world, 'player', { name: 'Forge Heavyweight Championship', holderId: a!.id });
    autoBook(world, 'player', show.id);
    const defense = show.segments[0] as MatchSegment;
    expect(defense.participants).toEqual([a!.id, b!.id]);
    expect(defense).toMatchObject({ championshipId: title.id, winnerId: a!.id, finish: 'pinfall', bookingReason: `${a!.name} retains clean: a protected champion builds the title.` });

    const feud = showWorld(7, 2);
    const [c, d] = feud.roster;
    const belt = createChampionship(feud.world, 'player', { name: 'Forge Heavyweight Championship', holderId: c!.id });
    const rivalry = createRivalry(feud.world, 'player', { title: 'Gold Rush', description: '', type: 'championship', wrestlers: [c!.id, d!.id] });
    autoBook(feud.world, 'player', feud.show.id);
    expect(feud.show.segments[0]).toMatchObject({ winnerId: d!.id, finish: 'disqualification' });
    runShow(feud.world, 'player', feud.show.id, feud.world.rng, TEST_NOW);
    expect(belt.holderId).toBe(c!.id);

    // At payoff intensity but a reign of a week: still no change (no hot potato).
    rivalry.intensity = RIVALRY_PAYOFF_INTENSITY;
    const next = createShow(feud.world, 'player', { name: 'Forge Special', weeksAhead: 0, venueId: 'rust_belt_social', ticketPrice: 20, frequency: 'special' });
    autoBook(feud.world, 'player', next.id);
    expect(next.segments[0]).toMatchObject({ winnerId: d!.id, finish: 'disqualification' });

    belt.reignStartWeek = feud.world.calendar.totalWeeksProgressed - 4;
    const payoff = createShow(feud.world, 'player', { name: 'Forge Payoff', weeksAhead: 1, venueId: 'rust_belt_social', ticketPrice: 20, frequency: 'special' });
    autoBook(feud.world, 'player', payoff.id);
    expect(payoff.segments[0]).toMatchObject({ winnerId: d!.id, finish: 'pinfall' });
    expect((payoff.segments[0] as MatchSegment).bookingReason).toMatch(/^Payoff: /);
  });
});

describe('old saves', () => {
  it('a version-9 save leaves its booked matches to the match, and gives the feud ahead a lead of 1', () => {
    const { world, roster, show } = showWorld(3);
    addMatch(world, 'player', show.id, match([roster[0]!.id, roster[1]!.id]));
    createRivalry(world, 'player', { title: 'Bad Blood', description: '', type: 'personal', wrestlers: [roster[0]!.id, roster[1]!.id] });
    const json = JSON.parse(JSON.stringify(world)) as Record<string, unknown> & { shows: Array<{ segments: Array<Record<string, unknown>> }>; rivalries: Array<Record<string, unknown>> };
    json.version = 9;
    for (const segment of json.shows[0]!.segments) {
      delete segment.winnerId;
      delete segment.finish;
      delete segment.bookingReason;
    }
    json.rivalries[0]!.advantage = roster[0]!.id;
    delete json.rivalries[0]!.advantagePoints;
    const migrated = migrateWorld(json);
    expect(migrated.shows[0]!.segments[0]).toMatchObject({ winnerId: null, finish: null, bookingReason: null });
    expect(migrated.rivalries[0]).toMatchObject({ advantage: roster[0]!.id, advantagePoints: 1 });
  });
});
