import { describe, expect, it } from 'vitest';
import {
  FATIGUE_RECOVERY_RESTED,
  FATIGUE_RECOVERY_WORKED,
  fatigueInjuryMultiplier,
  fatigueStars,
  fatigueWord,
  matchFatigueCost,
  repeatStars,
} from '#shared/rules/fatigue.ts';
import { migrateWorld } from '../migrations.ts';
import { createRivalry } from '../rivalries/rivalry.ts';
import { player, startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import { addMatch, addPromo } from '../shows/booking.ts';
import { rateSegment } from '../shows/rateSegment.ts';
import { autoBook } from '../shows/autoBook.ts';
import { runShow } from '../shows/runShow.ts';
import { createShow } from '../shows/scheduling.ts';
import type { MatchSegment, Show } from '../shows/show.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { type World } from '../world.ts';
import { createWorld } from '../createWorld.ts';
import { fatigueParts, pairingCount, recoverFatigue } from './fatigue.ts';
import { executeCommand } from '../commands/table.ts';

const singles = (participants: string[], extra: Partial<Parameters<typeof addMatch>[3]> = {}) => ({
  type: 'singles' as const,
  stipulation: 'standard' as const,
  participants,
  championshipId: null,
  isExhibition: false,
  title: '',
  ...extra,
});

function rosterWorld(seed = 11) {
  const world = startedWorld(seed);
  player(world).funds = 500_000;
  const roster = withRoster(world, 8);
  return { world, roster };
}

let showNumber = 0;
function bookedShow(world: World, pairs: string[][]): Show {
  showNumber += 1;
  const show = createShow(world, 'player', { name: `Night ${showNumber}`, weeksAhead: 0, venueId: 'rust_belt_social', ticketPrice: 20, frequency: 'special' });
  for (const pair of pairs) addMatch(world, 'player', show.id, singles(pair));
  return show;
}

describe('the cost of an appearance', () => {
  it('depends on the match, the stipulation and stamina; a promo costs little', () => {
    expect(matchFatigueCost('singles', 'standard', 50)).toBe(16);
    expect(matchFatigueCost('singles', 'standard', 90)).toBe(10); // 16 x 0.6
    expect(matchFatigueCost('singles', 'standard', 20)).toBe(21); // 16 x 1.3
    expect(matchFatigueCost('tag_team', 'standard', 50)).toBe(11);
    expect(matchFatigueCost('singles', 'ladder', 50)).toBe(24);
    expect(matchFatigueCost('singles', 'steel_cage', 100)).toBe(11); // 22 x 0.5
  });

  it('is added on the show night to everyone who appeared, capped at 100', () => {
    const { world, roster } = rosterWorld();
    const [a, b, c, d] = roster as [typeof roster[0], typeof roster[0], typeof roster[0], typeof roster[0]];
    a.skills.stamina = 90;
    b.skills.stamina = 20;
    d.fatigue = 95;
    const show = bookedShow(world, [[a.id, b.id]]);
    addPromo(world, 'player', show.id, { promoType: 'confrontation', participants: [c.id, d.id], title: '' });
    runShow(world, 'player', show.id, world.rng, TEST_NOW);
    expect([a.fatigue, b.fatigue, c.fatigue, d.fatigue]).toEqual([10, 21, 2, 97]);
    d.fatigue = 99;
    const again = bookedShow(world, [[d.id, c.id]]);
    runShow(world, 'player', again.id, world.rng, TEST_NOW);
    expect(d.fatigue).toBe(100);
  });
});

describe('weekly recovery', () => {
  it('gives back 20 points after a working week and 35 after a week off, never below 0', () => {
    const { world, roster } = rosterWorld();
    const [a, b, c, d] = roster as [typeof roster[0], typeof roster[0], typeof roster[0], typeof roster[0]];
    a.skills.stamina = 50;
    b.skills.stamina = 50;
    a.fatigue = 50;
    b.fatigue = 50;
    c.fatigue = 50;
    d.fatigue = 10;
    const show = bookedShow(world, [[a.id, b.id]]);
    runShow(world, 'player', show.id, world.rng, TEST_NOW);
    expect(a.fatigue).toBe(66);
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(a.fatigue).toBe(66 - FATIGUE_RECOVERY_WORKED);
    expect(c.fatigue).toBe(50 - FATIGUE_RECOVERY_RESTED);
    expect(d.fatigue).toBe(0);
    recoverFatigue(world, world.calendar.totalWeeksProgressed);
    expect(a.fatigue).toBe(46 - FATIGUE_RECOVERY_RESTED);
  });
});

describe('a tired wrestler', () => {
  it('costs nothing up to 30 average fatigue, then up to 2.5 stars at 100, shown before the show', () => {
    expect(fatigueStars(30)).toBe(0);
    expect(fatigueStars(31)).toBeLessThan(0);
    expect(fatigueStars(65)).toBeCloseTo(-1.25);
    expect(fatigueStars(100)).toBe(-2.5);
    expect([fatigueWord(0), fatigueWord(29), fatigueWord(30), fatigueWord(69), fatigueWord(70), fatigueWord(100)]).toEqual(['Fresh', 'Fresh', 'Tired', 'Tired', 'Exhausted', 'Exhausted']);

    const { world, roster } = rosterWorld();
    const [a, b] = roster;
    const show = bookedShow(world, [[a!.id, b!.id]]);
    const segment = show.segments[0] as MatchSegment;
    const fresh = rateSegment(world, 'player', segment, null);
    expect(fresh.parts.some((p) => p.label.startsWith('Fatigue'))).toBe(false);
    a!.fatigue = 100;
    b!.fatigue = 30;
    const tired = rateSegment(world, 'player', segment, null);
    expect(tired.parts).toContainEqual({ label: 'Fatigue (average 65)', stars: -1.25 });
    expect(tired.value).toBeCloseTo(fresh.value - 1.25, 5);
  });

  it('is hurt more often: injury chance x1 up to 30 fatigue, x3 at 100', () => {
    expect(fatigueInjuryMultiplier(0)).toBe(1);
    expect(fatigueInjuryMultiplier(30)).toBe(1);
    expect(fatigueInjuryMultiplier(65)).toBe(2);
    expect(fatigueInjuryMultiplier(100)).toBe(3);
  });

  it('gets hurt more over many seeded nights when exhausted than when fresh', () => {
    const injuriesAt = (fatigue: number) => {
      let hurt = 0;
      for (let seed = 1; seed <= 40; seed += 1) {
        const { world, roster } = rosterWorld(seed);
        const pairs = [0, 2, 4, 6].map((i) => [roster[i]!.id, roster[i + 1]!.id]);
        for (const w of roster) w.fatigue = fatigue;
        const show = bookedShow(world, pairs);
        for (const s of show.segments) if (s.kind === 'match') s.stipulation = 'ladder';
        runShow(world, 'player', show.id, world.rng, TEST_NOW);
        hurt += roster.filter((w) => w.status === 'injured').length;
      }
      return hurt;
    };
    expect(injuriesAt(100)).toBeGreaterThan(injuriesAt(0) * 2);
  });
});

describe('seen it before', () => {
  it('counts the same wrestlers in the last 4 weeks of completed shows: free twice, then -0.5 stars a time, at most -2', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(repeatStars)).toEqual([0, 0, -0.5, -1, -1.5, -2, -2]);
    const { world, roster } = rosterWorld();
    const [a, b, c] = roster;
    const next = () => {
      const show = bookedShow(world, [[b!.id, a!.id]]);
      return { show, parts: rateSegment(world, 'player', show.segments[0]!, null).parts };
    };
    for (const w of roster) w.skills.stamina = 100;
    let { show, parts } = next();
    expect(parts.some((p) => p.label.startsWith('Seen it'))).toBe(false);
    runShow(world, 'player', show.id, world.rng, TEST_NOW);
    ({ show, parts } = next());
    expect(parts.some((p) => p.label.startsWith('Seen it'))).toBe(false);
    runShow(world, 'player', show.id, world.rng, TEST_NOW);
    ({ show, parts } = next());
    expect(parts).toContainEqual({ label: 'Seen it before: 3rd time in 4 weeks', stars: -0.5 });
    // A different pairing is not a repeat.
    const other = bookedShow(world, [[a!.id, c!.id]]);
    expect(rateSegment(world, 'player', other.segments[0]!, null).parts.some((p) => p.label.startsWith('Seen it'))).toBe(false);
    runShow(world, 'player', show.id, world.rng, TEST_NOW);
    expect(pairingCount(world, 'player', [a!.id, b!.id])).toBe(3);
    // Three weeks later the first nights are still in the window; four weeks later they are out.
    for (let week = 0; week < 3; week += 1) advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(pairingCount(world, 'player', [a!.id, b!.id])).toBe(3);
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(pairingCount(world, 'player', [a!.id, b!.id])).toBe(0);
  });

  it('counts matches of the same rivalry whoever is in them', () => {
    const { world, roster } = rosterWorld();
    const [a, b, c] = roster;
    for (const w of roster) w.skills.stamina = 100;
    const rivalry = createRivalry(world, 'player', { title: 'Bad Blood', description: '', type: 'personal', wrestlers: [a!.id, b!.id, c!.id] });
    for (const pair of [[a!.id, b!.id], [a!.id, c!.id]]) {
      const show = bookedShow(world, [pair]);
      runShow(world, 'player', show.id, world.rng, TEST_NOW);
    }
    expect(rivalry.matches.filter((m) => m.kind === 'match')).toHaveLength(2);
    const show = bookedShow(world, [[b!.id, c!.id]]);
    const parts = fatigueParts(world, 'player', show.segments[0] as MatchSegment, [b!, c!]);
    expect(parts).toContainEqual({ label: 'Seen it before: Bad Blood again, 3rd time in 4 weeks', stars: -0.5 });
  });
});

describe('old saves', () => {
  it('start every wrestler fresh', () => {
    const world = createWorld(5) as unknown as Record<string, unknown>;
    const wrestlers = (world.wrestlers as Array<Record<string, unknown>>).map(({ fatigue: _f, ...w }) => w);
    const migrated = migrateWorld({ ...world, version: 9, wrestlers });
    expect(migrated.wrestlers.every((w) => w.fatigue === 0)).toBe(true);
  });
});

describe('auto-book and the crowd that has seen it before', () => {
  it('books, over four straight weekly shows with one roster, no match the crowd has seen more than twice in 4 weeks', () => {
    const { world } = rosterWorld(17);
    for (let week = 0; week < 4; week += 1) {
      for (let n = 0; n < 2; n += 1) {
        const show = createShow(world, 'player', { name: `Week ${week} show ${n}`, weeksAhead: 0, venueId: 'rust_belt_social', ticketPrice: 20, frequency: 'special' });
        autoBook(world, 'player', show.id);
        for (const segment of show.segments) {
          if (segment.kind !== 'match') continue;
          expect(rateSegment(world, 'player', segment, null).parts.filter((p) => p.label.startsWith('Seen it'))).toEqual([]);
        }
        for (const w of world.wrestlers) w.fatigue = 0;
        runShow(world, 'player', show.id, world.rng, TEST_NOW);
        for (const w of world.wrestlers) if (w.status === 'injured') Object.assign(w, { status: 'active', injury: null });
      }
      advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    }
  });
});
