// Prestige with its reasons (docs/rules/championships.md "Championships"): each rule at its edges, with fixed seeds.
import { describe, expect, it } from 'vitest';
import { PRESTIGE_LOG_MAX } from '#shared/rules/championships.ts';
import { migrateWorld } from '../migrations.ts';
import { autoBook } from '../shows/autoBook.ts';
import { createShow } from '../shows/scheduling.ts';
import type { MatchSegment, Show } from '../shows/show.ts';
import { figuresAiWorld, playAiWeek } from '../testing/aiWorld.ts';
import { player, startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import type { World } from '../world.ts';
import { applyTitleMatch, awardChampionship, createChampionship, vacateChampionship, type Championship } from './championship.ts';
import { changePrestige, isTitleDue, prestigeLogRead, prestigeSummary } from './prestige.ts';
import { executeCommand } from '../commands/table.ts';

function titleWorld(seed = 17) {
  const world = startedWorld(seed);
  player(world).funds = 1_000_000;
  const [a, b, c] = withRoster(world, 6);
  const title = createChampionship(world, 'player', { name: 'Forge Heavyweight Championship', holderId: a!.id });
  return { world, a: a!, b: b!, c: c!, title };
}

function weeks(world: World, count: number): void {
  for (let i = 0; i < count; i += 1) advanceWeek(world, world.rng, TEST_NOW, executeCommand);
}

/** The title's changes by reason over the last 52 weeks, as /championships shows them. */
function parts(world: World, title: Championship): Record<string, number> {
  return Object.fromEntries(prestigeSummary(title, world.calendar.totalWeeksProgressed).parts.map((p) => [p.reason, p.amount]));
}

describe('title match prestige', () => {
  it('a champion who retains in a good match gains its quality and a defense', () => {
    const { world, a, title } = titleWorld();
    const outcome = applyTitleMatch(world, title, a.id, 5);
    expect(outcome).toMatchObject({ outcome: 'retained', prestigeChange: 3 });
    expect(title.prestige).toBe(43);
    expect(parts(world, title)).toEqual({ match: 2, defense: 1, long_reign: 0, hot_potato: 0, idle: 0 });
    expect(title.history.at(-1)).toMatchObject({ event: 'defended', prestige: 43 });
  });

  it('an ordinary 4-star defense raises the title; a draw is a defense too', () => {
    const { world, title } = titleWorld();
    applyTitleMatch(world, title, title.holderId, 4);
    expect(title.prestige).toBe(42);
    applyTitleMatch(world, title, null, 3);
    expect(title.prestige).toBe(43);
    expect(title.defenseCount).toBe(2);
  });

  it('a poor title match loses prestige, even when defended', () => {
    const { world, a, title } = titleWorld();
    expect(applyTitleMatch(world, title, a.id, 0.5).prestigeChange).toBe(-1.5);
    expect(title.prestige).toBe(38.5);
    expect(parts(world, title)).toMatchObject({ match: -2.5, defense: 1 });
  });

  it('a change soon after the last one is hot potato; a change after a settled reign is not', () => {
    const { world, b, c, title } = titleWorld();
    weeks(world, 3);
    const quick = applyTitleMatch(world, title, b.id, 3);
    expect(quick).toMatchObject({ outcome: 'new_champion', prestigeChange: -5 });
    expect(title.prestige).toBe(35);
    weeks(world, 4);
    const settled = applyTitleMatch(world, title, c.id, 3);
    expect(settled).toMatchObject({ outcome: 'new_champion', prestigeChange: 0 });
    expect(title.prestige).toBe(35);
    expect(parts(world, title)).toMatchObject({ hot_potato: -5, defense: 0 });
  });

  it('awarding the title away from a reign of under 4 weeks is hot potato too', () => {
    const { world, b, title } = titleWorld();
    awardChampionship(world, 'player', title.id, b.id);
    expect(title.prestige).toBe(35);
    expect(title.history.at(-1)).toMatchObject({ event: 'awarded', prestige: 35 });
  });

  it('vacating a reign of under 4 weeks is hot potato too, so vacate-then-award is no way round it', () => {
    const { world, b, title } = titleWorld();
    vacateChampionship(world, 'player', title.id);
    expect(title.prestige).toBe(35);
    awardChampionship(world, 'player', title.id, b.id);
    expect(title.prestige).toBe(35);
    weeks(world, 4);
    vacateChampionship(world, 'player', title.id);
    expect(title.prestige).toBe(35);
    expect(parts(world, title)).toMatchObject({ hot_potato: -5 });
  });

  it('stays within 0-100, and the log keeps the change actually made', () => {
    const { world, a, b, title } = titleWorld();
    title.prestige = 99.5;
    expect(applyTitleMatch(world, title, a.id, 10).prestigeChange).toBe(0.5);
    expect(title.prestige).toBe(100);
    expect(prestigeSummary(title, world.calendar.totalWeeksProgressed).value).toBe(0.5);
    title.prestige = 2;
    expect(applyTitleMatch(world, title, b.id, 0).prestigeChange).toBe(-2);
    expect(title.prestige).toBe(0);
  });
});

describe('prestige week by week', () => {
  it('a title left undefended more than 4 weeks loses 1 a week', () => {
    const { world, title } = titleWorld();
    weeks(world, 6);
    expect(title.prestige).toBe(38);
    expect(parts(world, title)).toMatchObject({ idle: -2, long_reign: 0 });
  });

  it('a defended reign of 8 weeks or more gains 0.2 a week', () => {
    const { world, a, title } = titleWorld();
    for (let week = 1; week <= 10; week += 1) {
      weeks(world, 1);
      if (week % 2 === 0) applyTitleMatch(world, title, a.id, 3);
    }
    // Five defenses at 3 stars (+1 each), and weeks 8, 9 and 10 of the reign.
    expect(parts(world, title)).toEqual({ match: 0, defense: 5, long_reign: 0.6, hot_potato: 0, idle: 0 });
    expect(title.prestige).toBe(45.6);
  });

  it('sums the last 52 weeks by reason, and keeps a bounded log', () => {
    const { world, a, title } = titleWorld();
    for (let i = 0; i < PRESTIGE_LOG_MAX + 20; i += 1) {
      world.calendar.totalWeeksProgressed += 1;
      // +2 then -2 (quality 4 then 0, a defense each): prestige stays clear of its limits.
      applyTitleMatch(world, title, a.id, i % 2 === 0 ? 4 : 0);
    }
    expect(title.prestigeLog.length).toBeLessThanOrEqual(PRESTIGE_LOG_MAX);
    const summary = prestigeSummary(title, world.calendar.totalWeeksProgressed);
    expect(summary.parts.map((p) => p.label)).toEqual(['Title match quality', 'Defenses', 'Long reign', 'Hot potato changes', 'Idle weeks']);
    expect(summary.parts.find((p) => p.reason === 'defense')!.amount).toBe(52);
    expect(summary.value).toBe(Math.round(summary.parts.reduce((s, p) => s + p.amount, 0) * 10) / 10);
  });
});

describe('auto-book defends titles at a sensible rate', () => {
  const titleMatches = (show: Show) => show.segments.filter((s): s is MatchSegment => s.kind === 'match' && s.championshipId !== null);
  let named = 0;
  const weekly = (world: World, weeksAhead: number, frequency: 'weekly' | 'special' = 'weekly') =>
    createShow(world, 'player', { name: `Forge Night ${(named += 1)}`, weeksAhead, venueId: 'rust_belt_social', ticketPrice: 20, frequency });

  it('puts a new title on the line, then waits 2 weeks after a title match, except on a special event', () => {
    const { world, a, title } = titleWorld();
    const first = weekly(world, 0);
    expect(isTitleDue(world, title, first)).toBe(true);
    autoBook(world, 'player', first.id);
    expect(titleMatches(first).map((m) => m.participants[0])).toEqual([a.id]);
    // Already on this week's card: another show this week or next does not defend it again.
    const sameWeek = weekly(world, 1);
    autoBook(world, 'player', sameWeek.id);
    expect(titleMatches(sameWeek)).toEqual([]);
    applyTitleMatch(world, title, a.id, 4);
    world.shows = world.shows.filter((s) => s.id !== first.id);
    const nextWeek = weekly(world, 1);
    expect(isTitleDue(world, title, nextWeek)).toBe(false);
    const special = weekly(world, 1, 'special');
    expect(isTitleDue(world, title, special)).toBe(true);
    const later = weekly(world, 2);
    expect(isTitleDue(world, title, later)).toBe(true);
  });

  it('keeps an auto-booked title from ever going idle over a season of weekly shows', () => {
    const { world, title } = titleWorld(5);
    for (let week = 0; week < 10; week += 1) {
      const show = weekly(world, 0);
      autoBook(world, 'player', show.id);
      world.shows = world.shows.filter((s) => s.id !== show.id);
      // The card is played in full elsewhere; here only its title match counts.
      for (const match of titleMatches(show)) applyTitleMatch(world, title, title.holderId ?? match.participants[0]!, 4);
      weeks(world, 1);
    }
    // A title match in weeks 0, 2, 4, 6 and 8: never more than 4 weeks without one.
    expect(title.history.filter((h) => h.event === 'defended' || h.event === 'won').map((h) => h.weekIndex)).toEqual([0, 2, 4, 6, 8]);
    expect(parts(world, title).idle).toBe(0);
  });
});

describe("a rival's titles", () => {
  it('move their prestige the same but keep no log (nobody reads it), while the player logs every change', () => {
    const world = figuresAiWorld(3);
    const rivalTitle = world.championships.find((c) => world.federations.find((f) => f.id === c.federationId)?.controller === 'ai')!;
    expect(prestigeLogRead(world, rivalTitle)).toBe(false);
    const before = rivalTitle.prestige;
    expect(changePrestige(world, rivalTitle, 'match', 2.5)).toBe(Math.min(2.5, 100 - before));
    expect(rivalTitle.prestige).toBe(Math.min(100, before + 2.5));
    expect(rivalTitle.prestigeLog).toEqual([]);
    const [a] = withRoster(world, 2);
    const own = createChampionship(world, world.federations.find((f) => f.controller === 'player')!.id, { name: 'Forge Heavyweight Championship', holderId: a!.id });
    expect(prestigeLogRead(world, own)).toBe(true);
    changePrestige(world, own, 'match', 2);
    expect(own.prestigeLog).toEqual([{ weekIndex: world.calendar.totalWeeksProgressed, reason: 'match', change: 2 }]);
    // A save from before holds a rival's log: the week's history step sheds it.
    rivalTitle.prestigeLog.push({ weekIndex: 0, reason: 'idle', change: -1 });
    // A year of the AI world: the rivals' titles hold no log, each week's and each title match's changes included.
    for (let week = 0; week < 52; week += 1) playAiWeek(world);
    const rivals = world.championships.filter((c) => world.federations.find((f) => f.id === c.federationId)?.controller === 'ai');
    expect(rivals.length).toBeGreaterThan(3);
    expect(rivals.every((c) => c.prestigeLog.length === 0)).toBe(true);
    expect(new Set(rivals.map((c) => c.prestige)).size).toBeGreaterThan(1);
  });
});

describe('old saves', () => {
  it('gives titles of a version-9 world an empty prestige log', () => {
    const { world } = titleWorld();
    const old = JSON.parse(JSON.stringify({ ...world, version: 9 }));
    for (const c of old.championships) delete c.prestigeLog;
    expect(migrateWorld(old).championships[0]!.prestigeLog).toEqual([]);
  });
});
