import { describe, expect, it } from 'vitest';
import { autoBook } from '../shows/autoBook.ts';
import { mainEventSegment } from '../shows/show.ts';
import { runShow } from '../shows/runShow.ts';
import { createShow } from '../shows/scheduling.ts';
import { player, startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { figuresAiWorld, playAiWeek } from '../testing/aiWorld.ts';
import { companyPage, COMPANY_RECENT_SHOWS } from '../world/companyPage.ts';
import { recentShowsByFederation } from '../world/recentShows.ts';
import { POWER_QUALITY_SHOWS } from '#shared/rules/power.ts';
import { SHOW_MAX_WEEKS_AHEAD } from '#shared/rules/shows.ts';
import { seatFederationId as seatOf, type World } from '../world.ts';

const rosterCount = (world: World, federationId: string) => world.wrestlers.filter((w) => w.federationId === federationId).length;
import { AI_BREAKDOWN_WEEKS_KEPT, AI_DETAIL_WEEKS_KEPT, AI_LEDGER_WEEKS_KEPT, DETAIL_WEEKS_KEPT } from './compact.ts';
import { REPEAT_WINDOW_WEEKS } from '#shared/rules/fatigue.ts';
import { executeCommand } from '../commands/table.ts';

describe('history without bloat', () => {
  it('folds the details of shows and ledger weeks older than 12 weeks, keeping what a player reads', () => {
    const world = startedWorld(12);
    player(world).funds = 1_000_000;
    withRoster(world, 8);
    const first = createShow(world, 'player', { name: 'Old Show', weeksAhead: 0, venueId: 'neon_lantern', ticketPrice: 20, frequency: 'special' });
    autoBook(world, 'player', first.id);
    runShow(world, 'player', first.id, world.rng, TEST_NOW);
    const before = structuredClone(first);
    for (let i = 0; i < DETAIL_WEEKS_KEPT; i += 1) advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(first.segments[0]!.result!.rating.parts.length).toBeGreaterThan(0);
    const firstWeek = structuredClone(player(world).ledger[0]!);
    advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    // The card, winners and stars stay; segment breakdowns, changes and crowd lines go.
    expect(first.result).toEqual(before.result);
    for (const [index, segment] of first.segments.entries()) {
      const old = before.segments[index]!;
      expect(segment.title).toBe(old.title);
      expect(segment.participants).toEqual(old.participants);
      expect(segment.result!.rating).toEqual({ value: old.result!.rating.value, parts: [] });
      expect(segment.result!.changes).toEqual([]);
      if (segment.kind === 'match' && old.kind === 'match') expect((segment.result as typeof old.result)!.winners).toEqual(old.result!.winners);
    }
    // The week keeps its totals, one line per kind and payment time, adding up to the same.
    const week = player(world).ledger[0]!;
    expect({ ...week, lines: [] }).toEqual({ ...firstWeek, lines: [] });
    const sum = (lines: { amount: number }[]) => Math.round(lines.reduce((a, l) => a + l.amount, 0) * 100) / 100;
    expect(sum(week.lines)).toBe(sum(firstWeek.lines));
    expect(week.lines.length).toBeLessThan(firstWeek.lines.length);
    expect(week.lines.find((l) => l.kind === 'wrestler_salary')?.label).toBe('Wrestler salaries (8 lines)');
  });
});

describe("an AI federation's old shows are folded to a summary, so a long-running world's save stays small", () => {
  it('keeps the figures and the main event of an AI show older than 4 weeks, and every detail of a newer one', async () => {
    const { createWorld } = await import('../createWorld.ts');
    const { seatFederationId } = await import('../world.ts');
    const { createFederation } = await import('../createFederation.ts');
    const world = createWorld(5, { aiFederations: true });
    createFederation(world, seatFederationId(world), { name: 'Test Wrestling', logo: '' }, world.rng, TEST_NOW);
    const aiShows = () => world.shows.filter((s) => s.federationId !== 'player' && s.hasBeenRun);
    for (let i = 0; i < 3; i += 1) advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    const early = aiShows().map((show) => structuredClone(show));
    expect(early.length).toBeGreaterThan(0);
    expect(early.some((show) => show.segments.length > 1)).toBe(true);
    for (let i = 0; i < AI_DETAIL_WEEKS_KEPT + 1; i += 1) advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    for (const before of early) {
      const show = world.shows.find((s) => s.id === before.id);
      // Past its federation's newest COMPANY_RECENT_SHOWS, an old AI show is not kept at all (the next describe).
      if (!show) {
        expect(aiShows().filter((s) => s.federationId === before.federationId).length).toBeGreaterThanOrEqual(COMPANY_RECENT_SHOWS);
        continue;
      }
      const main = mainEventSegment(before)!;
      // The figures stay (rating, attendance, money); the breakdowns go.
      const { attendanceBreakdown: _fans, rating, ...figures } = before.result!;
      expect(show.result).toEqual({ ...figures, rating: { value: rating.value, parts: [] } });
      // Only the main event stays, with its winner and title outcome (what the news and history pages read).
      expect(show.segments).toHaveLength(1);
      expect(show.segments[0]).toMatchObject({ id: main.id, kind: main.kind, title: main.title, participants: main.participants });
      if (main.kind === 'match' && show.segments[0]!.kind === 'match') {
        expect(show.segments[0]!.result).toMatchObject({ winners: main.result!.winners, isDraw: main.result!.isDraw, title: main.result!.title, rating: { value: main.result!.rating.value, parts: [] } });
        expect(show.segments[0]!.bookingReason).toBeNull();
      }
    }
    // A recent AI show keeps its whole card.
    const recent = aiShows().filter((s) => s.weekIndex >= world.calendar.totalWeeksProgressed - 2);
    expect(recent.some((show) => show.segments.length > 1)).toBe(true);
  });

  it("runs an AI show without breakdowns (runShow.ts breakdownsRead) or its wrestlers' changes (runMatch.ts keptChanges), keeping its card's wrestlers, its main event's result and its figures", () => {
    const world = figuresAiWorld(3);
    for (let i = 0; i < 6; i += 1) playAiWeek(world);
    const now = world.calendar.totalWeeksProgressed;
    const ai = world.shows.filter((s) => s.federationId !== seatOf(world) && s.hasBeenRun);
    const fresh = ai.filter((s) => s.weekIndex > now - AI_BREAKDOWN_WEEKS_KEPT);
    const past = ai.filter((s) => s.weekIndex <= now - AI_BREAKDOWN_WEEKS_KEPT && s.weekIndex >= now - AI_DETAIL_WEEKS_KEPT);
    expect(fresh.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    for (const show of [...fresh, ...past]) {
      // The figures; no rating parts, attendance breakdown or wrestlers' changes were written (nobody reads a rival's).
      expect(show.result!.attendanceBreakdown).toBeUndefined();
      expect(show.result!.rating.parts).toEqual([]);
      expect(show.result!.rating.value).toBeGreaterThan(0);
      // The whole card's wrestlers (the repeat window and the fatigue read them), no booking reason.
      expect(show.segments.length).toBeGreaterThan(1);
      for (const seg of show.segments) {
        expect(seg.participants.length).toBeGreaterThan(0);
        if (seg.kind === 'match') expect(seg.bookingReason).toBeNull();
      }
      // The main event keeps its result with its winners and stars (the news, the company page, around the
      // world); the other segments' results are not kept (shows/unreadResults.ts).
      const main = mainEventSegment(show)!;
      expect(main.result!.rating.value).toBeGreaterThan(0);
      expect(main.result!.rating.parts).toEqual([]);
      expect(main.result!.changes).toEqual([]);
      if (main.kind === 'match') expect(main.result!.winners.length + (main.result!.isDraw ? 1 : 0)).toBeGreaterThan(0);
      for (const seg of show.segments) if (seg !== main) expect(seg.result).toBeNull();
    }
    // The player's shows keep everything.
    const mine = world.shows.filter((s) => s.federationId === seatOf(world) && s.hasBeenRun);
    expect(mine.length).toBeGreaterThan(0);
    for (const show of mine) {
      expect(show.result!.attendanceBreakdown).toBeDefined();
      for (const seg of show.segments) expect(seg.result).not.toBeNull();
    }
  });

  it("keeps no morale reasons for a rival's wrestlers and folds a rival's settled week at once; the player keeps both whole", () => {
    const world = figuresAiWorld(3);
    for (let i = 0; i < 3; i += 1) playAiWeek(world);
    const rivals = world.federations.filter((f) => f.controller === 'ai' && f.ai?.isActive);
    const rivalIds = new Set(rivals.map((f) => f.id));
    const theirs = world.wrestlers.filter((w) => w.federationId && rivalIds.has(w.federationId));
    expect(theirs.length).toBeGreaterThan(10);
    for (const wrestler of theirs) expect(wrestler.moraleChange).toEqual([]);
    // Their morale still moves with the week (pay, nights, idleness).
    expect(new Set(theirs.map((w) => w.morale)).size).toBeGreaterThan(1);
    for (const federation of rivals) {
      const week = federation.ledger.at(-1)!;
      expect(week).toBeDefined();
      // One line per kind and payment time, the totals as settled.
      const keys = week.lines.map((line) => `${line.kind}|${line.paidAt}`);
      expect(new Set(keys).size).toBe(keys.length);
      const salaries = week.lines.find((line) => line.kind === 'wrestler_salary');
      if (salaries && rosterCount(world, federation.id) > 1) expect(salaries.label).toMatch(/^Wrestler salaries \(\d+ lines\)$/);
      const sum = week.lines.reduce((total, line) => total + line.amount, 0);
      expect(Math.round(sum * 100) / 100).toBe(Math.round((week.revenue - week.expenses) * 100) / 100);
    }
    const mine = player(world);
    expect(mine.ledger.at(-1)!.lines.filter((line) => line.kind === 'wrestler_salary').every((line) => line.label.startsWith('Salary: '))).toBe(true);
  });

  it("leaves a lone player's old shows with their whole card", () => {
    const world = startedWorld(12);
    player(world).funds = 1_000_000;
    withRoster(world, 8);
    const show = createShow(world, 'player', { name: 'Old Show', weeksAhead: 0, venueId: 'neon_lantern', ticketPrice: 20, frequency: 'special' });
    autoBook(world, 'player', show.id);
    runShow(world, 'player', show.id, world.rng, TEST_NOW);
    const segments = show.segments.length;
    for (let i = 0; i < DETAIL_WEEKS_KEPT + 2; i += 1) advanceWeek(world, world.rng, TEST_NOW, executeCommand);
    expect(show.segments).toHaveLength(segments);
    expect(show.result!.attendanceBreakdown).toBeDefined();
  });
});

describe("what nobody reads of an AI federation is not kept, so a room's memory stays bounded", () => {
  it("keeps an AI federation's newest 10 shows, its newest ledger week and its deals on air, and every bit of the player's history", () => {
    // The fatigue's repeat window (the auto-booker reads its own recent cards) is the longest look back a rule takes.
    expect(AI_DETAIL_WEEKS_KEPT).toBeGreaterThanOrEqual(REPEAT_WINDOW_WEEKS);
    const world = figuresAiWorld(3);
    const me = seatOf(world);
    const ran = new Map<string, number>();
    const playerShows = () => world.shows.filter((s) => s.federationId === me && s.hasBeenRun).length;
    for (let week = 0; week < 60; week += 1) playAiWeek(world);
    const now = world.calendar.totalWeeksProgressed;
    const cutoff = now - AI_DETAIL_WEEKS_KEPT;
    // The player's shows and ledger stay: every show it ran, every week it settled.
    expect(playerShows()).toBe(world.federations.find((f) => f.id === me)!.totalShows);
    expect(playerShows()).toBeGreaterThan(50);
    expect(world.federations.find((f) => f.id === me)!.ledger.length).toBe(60);
    for (const federation of world.federations.filter((f) => f.ai)) {
      const done = world.shows.filter((s) => s.federationId === federation.id && s.hasBeenRun);
      ran.set(federation.id, done.length);
      // Older than 4 weeks, only the newest 10 completed shows stay (those crossing the line now wait for the
      // week's walk, which reaches SHOW_MAX_WEEKS_AHEAD + 1 weeks further back).
      const older = done.slice(0, -COMPANY_RECENT_SHOWS).filter((s) => s.weekIndex < cutoff - SHOW_MAX_WEEKS_AHEAD - 1);
      expect(older).toEqual([]);
      // The ledger holds its newest settled week only (a running one: the week just ended); deals off the air 4 weeks ago are gone.
      expect(federation.ledger.length).toBeLessThanOrEqual(AI_LEDGER_WEEKS_KEPT);
      if (federation.ai?.isActive) expect(federation.ledger.map((w) => w.weekNumber)).toEqual([world.calendar.totalWeeksProgressed]);
      for (const deal of federation.broadcastDeals) if (!deal.isActive) expect(deal.performanceHistory.at(-1)?.weekIndex ?? deal.startWeek).toBeGreaterThanOrEqual(cutoff);
      // The company page still lists its newest 10 shows, and counts every show it ran.
      const page = companyPage(world, federation.id, me);
      expect(page.shows.length).toBe(Math.min(COMPANY_RECENT_SHOWS, done.length));
      expect(page.showsTotal).toBe(federation.totalShows);
      expect(page.showsTotal).toBeGreaterThanOrEqual(done.length);
    }
    // Its titles keep every change of holder, and of their defenses only the newer ones and the newest match.
    for (const title of world.championships.filter((c) => world.federations.find((f) => f.id === c.federationId)?.ai)) {
      const oldDefenses = title.history.filter((h) => h.event === 'defended' && h.weekIndex < cutoff);
      const lastMatch = title.history.findLast((h) => h.event === 'won' || h.event === 'defended');
      expect(oldDefenses.length === 0 || (oldDefenses.length === 1 && oldDefenses[0] === lastMatch)).toBe(true);
      expect(title.history.filter((h) => h.event === 'awarded' || h.event === 'created').length).toBeGreaterThan(0);
    }
    expect(world.championships.some((c) => c.history.some((h) => h.event === 'won' && h.weekIndex < cutoff))).toBe(true);
    // An AI federation running a show every week lost its old ones.
    expect([...ran.values()].some((n) => n >= COMPANY_RECENT_SHOWS)).toBe(true);
    expect(world.federations.filter((f) => f.ai).some((f) => f.totalShows > (ran.get(f.id) ?? 0))).toBe(true);
    // The ranking's quality still finds each running federation's last POWER_QUALITY_SHOWS shows.
    const running = world.federations.filter((f) => f.ai?.isActive);
    const recent = recentShowsByFederation(world, running.map((f) => f.id));
    for (const federation of running) expect(recent.get(federation.id)!.length).toBe(Math.min(POWER_QUALITY_SHOWS, ran.get(federation.id)!));
  });
});

describe('the history step folds a show once, in the week it crosses the cutoff', () => {
  it('leaves every show older than the cutoff folded, as folding the whole list again each week would', () => {
    // compact.ts folds only the shows that crossed the cutoff in this advance (crossedThisWeek): an older one
    // was folded in its own week. Here the plain way's outcome is checked on the whole list every week.
    const world = figuresAiWorld(4);
    const me = seatOf(world);
    for (let week = 0; week < 40; week += 1) {
      playAiWeek(world);
      const now = world.calendar.totalWeeksProgressed;
      for (const show of world.shows) {
        if (!show.hasBeenRun) continue;
        const ai = show.federationId !== me;
        if (show.weekIndex >= now - (ai ? AI_DETAIL_WEEKS_KEPT : DETAIL_WEEKS_KEPT)) continue;
        for (const segment of show.segments) expect(segment.result && { parts: segment.result.rating.parts, changes: segment.result.changes, crowd: segment.result.crowd }).toEqual({ parts: [], changes: [], crowd: '' });
        if (!ai) continue;
        expect(show.segments.length).toBeLessThanOrEqual(1);
        expect(show.result!.rating.parts).toEqual([]);
        expect(show.result!.attendanceBreakdown).toBeUndefined();
        const main = show.segments[0];
        if (main?.kind === 'match') expect(main.bookingReason).toBeNull();
        expect(main?.result?.injuries ?? []).toEqual([]);
      }
    }
  });
});
