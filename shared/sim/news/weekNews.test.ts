import { describe, expect, it } from 'vitest';
import { AI_SHUTDOWN_REASONS, aiAmbition } from '#shared/rules/ai.ts';
import { NEWS_GREAT_SHOW_STARS, NEWS_MAJOR_FEDERATION_POPULARITY, NEWS_STAR_RATING } from '#shared/rules/news.ts';
import { activeAiFederations, aiProfileOf } from '../ai/profile.ts';
import { RICH_STAR_REASON } from '../ai/starSigning.ts';
import { publicReason } from '../world/companyPage.ts';
import { createFederation } from '../createFederation.ts';
import type { SimEvent } from '../events.ts';
import { autoBook } from '../shows/autoBook.ts';
import { runShow } from '../shows/runShow.ts';
import { createShow } from '../shows/scheduling.ts';
import { startedWorld, TEST_NOW, withRoster } from '../testing/worlds.ts';
import { advanceWeek } from '../week/advanceWeek.ts';
import { seatFederationId, type World } from '../world.ts';
import { executeCommand } from '../commands/table.ts';
import { createWorld } from '../createWorld.ts';
import * as fc from 'fast-check';
import type { Wrestler } from '../roster/wrestler.ts';
import type { Show } from '../shows/show.ts';
import { lookBeforeTheWeek, mainEventLine, wrestlersGone } from './weekNews.ts';
import { isBigNews, retirementImportance, showImportance, signingImportance, titleChangeImportance } from './importance.ts';

/** A new game as the server makes it: the AI federations and the player's founded federation. */
function aiWorld(seed: number): World {
  const world = createWorld(seed, { aiFederations: true });
  createFederation(world, seatFederationId(world), { name: 'Home Wrestling', logo: '' }, world.rng, TEST_NOW);
  return world;
}

function advance(world: World, weeks: number): SimEvent[] {
  const events: SimEvent[] = [];
  for (let i = 0; i < weeks; i += 1) events.push(...advanceWeek(world, world.rng, TEST_NOW, executeCommand));
  return events;
}

describe('importance rules', () => {
  it('a show is notable from NEWS_GREAT_SHOW_STARS stars', () => {
    expect(showImportance(NEWS_GREAT_SHOW_STARS - 0.1)).toBe(1);
    expect(showImportance(NEWS_GREAT_SHOW_STARS)).toBe(2);
  });
  it('a title change is big at a federation of popularity NEWS_MAJOR_FEDERATION_POPULARITY or more', () => {
    expect(titleChangeImportance(NEWS_MAJOR_FEDERATION_POPULARITY - 1)).toBe(2);
    expect(titleChangeImportance(NEWS_MAJOR_FEDERATION_POPULARITY)).toBe(3);
    expect(isBigNews(titleChangeImportance(NEWS_MAJOR_FEDERATION_POPULARITY))).toBe(true);
  });
  it('a star signing is big, a star retirement notable', () => {
    expect(signingImportance(NEWS_STAR_RATING - 1)).toBe(1);
    expect(signingImportance(NEWS_STAR_RATING)).toBe(3);
    expect(retirementImportance(NEWS_STAR_RATING - 1)).toBe(1);
    expect(retirementImportance(NEWS_STAR_RATING)).toBe(2);
  });
});

describe('the week news', () => {
  it('writes every rival federation show of the week that ended, with its main event and rating, dated that week', () => {
    const world = aiWorld(41);
    advance(world, 3);
    const shows = (world.news ?? []).filter((n) => n.kind === 'show');
    expect(shows.length).toBeGreaterThan(0);
    for (const item of shows) {
      const federation = world.federations.find((f) => f.id === item.federationIds[0])!;
      expect(item.headline).toContain(federation.name);
      expect(item.text).toMatch(/Rated \d+\.\d stars before/);
      const show = world.shows.find((s) => s.federationId === federation.id && s.weekIndex === item.weekIndex && item.headline.includes(s.name));
      expect(show?.hasBeenRun).toBe(true);
      expect(item.text).toContain(`Main event: ${show!.segments.at(-1)!.title}`);
    }
    // Each run show once: the week it ran.
    const ids = shows.map((n) => `${n.weekIndex}:${n.headline}`);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("every promoter's signing makes an item naming the federation, with its reason when it gave one", () => {
    const world = aiWorld(7);
    let checked = 0;
    for (let week = 0; week < 16; week += 1) {
      const existing = new Set(world.federations.map((f) => f.id));
      const events = advance(world, 1);
      for (const event of events) {
        if (event.kind !== 'wrestlerSigned' || !existing.has(event.federationId)) continue;
        const federation = world.federations.find((f) => f.id === event.federationId)!;
        if (!aiProfileOf(federation)) continue;
        const item = world.news!.find((n) => n.kind === 'signing' && n.wrestlerIds.includes(event.wrestlerId) && n.federationIds[0] === federation.id);
        expect(item?.headline).toBe(`${federation.name} signs ${event.name}`);
        const reason = aiProfileOf(federation)!.decisions.findLast((d) => d.action === 'sign' && d.reason.startsWith(`Signed ${event.name} `));
        if (reason) expect(item!.text).toBe(`${reason.reason}.`);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("a rich promoter's star signing reads as its company page shows it: why, without the money", () => {
    const world = aiWorld(3);
    const rich = activeAiFederations(world).find((f) => f.ai!.tier === 'large')!;
    rich.ai!.personality = 'aggressive';
    rich.popularity = aiAmbition('large', 'aggressive') - 5;
    rich.funds = 100_000_000;
    advance(world, 1);
    const decision = aiProfileOf(rich)!.decisions.find((d) => d.reason.startsWith(RICH_STAR_REASON))!;
    expect(decision).toBeDefined();
    const item = world.news!.find((n) => n.kind === 'signing' && n.federationIds[0] === rich.id && n.text.startsWith(RICH_STAR_REASON))!;
    expect(item.text).toBe(`${publicReason('sign', decision.reason)}.`);
    expect(item.text).not.toMatch(/\$/);
  });

  it('a federation closing is big news with its reason, and its titles are retired in the news', () => {
    const world = aiWorld(11);
    const doomed = activeAiFederations(world)[0]!;
    doomed.popularity = 1;
    doomed.funds = 0;
    advance(world, 1);
    expect(aiProfileOf(doomed)!.isActive).toBe(false);
    const closed = world.news!.find((n) => n.kind === 'closed' && n.federationIds[0] === doomed.id)!;
    expect(closed.headline).toBe(`${doomed.name} closes its doors`);
    expect(closed.importance).toBe(3);
    expect(closed.text).toContain(AI_SHUTDOWN_REASONS.broke);
    const titles = world.championships.filter((c) => c.federationId === doomed.id);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(world.news!.some((n) => n.kind === 'titleRetired' && n.headline === `The ${title.name} is retired`)).toBe(true);
    // Its wrestlers are in the closing item, not one release item each.
    expect(world.news!.some((n) => n.kind === 'release' && n.federationIds[0] === doomed.id)).toBe(false);
  });

  it("the player's first show is a big milestone; their later ordinary shows are ordinary items", () => {
    const world = startedWorld(5, 'Home Wrestling');
    const home = world.federations[0]!;
    home.funds = 1_000_000;
    withRoster(world, 8);
    const show = createShow(world, home.id, { name: 'Home Opener', weeksAhead: 0, venueId: 'union_hall_1500', ticketPrice: 25, frequency: 'special' });
    autoBook(world, home.id, show.id);
    runShow(world, home.id, show.id, world.rng, TEST_NOW);
    advance(world, 1);
    const first = world.news!.find((n) => n.federationIds.includes(home.id) && n.headline.includes('Home Opener'))!;
    expect(first).toMatchObject({ kind: 'milestone', importance: 3, headline: 'Home Wrestling holds its first show: Home Opener', weekIndex: 0 });
    const second = createShow(world, home.id, { name: 'Home Again', weeksAhead: 0, venueId: 'union_hall_1500', ticketPrice: 25, frequency: 'special' });
    autoBook(world, home.id, second.id);
    runShow(world, home.id, second.id, world.rng, TEST_NOW);
    const rating = second.result!.rating.value;
    advance(world, 1);
    const again = world.news!.find((n) => n.headline.includes('Home Again'))!;
    expect(again.kind).toBe(rating >= NEWS_GREAT_SHOW_STARS ? 'milestone' : 'show');
    expect(again.weekIndex).toBe(1);
  });

  it('reaching a popularity mark is a milestone once, not again while it stays in the kept openings', () => {
    const world = startedWorld(5, 'Home Wrestling');
    const home = world.federations[0]!;
    home.popularity = 49;
    advance(world, 1);
    home.popularity = 51;
    advance(world, 1);
    home.popularity = 49;
    advance(world, 1);
    home.popularity = 52;
    advance(world, 1);
    const marks = world.news!.filter((n) => n.headline === 'Home Wrestling reaches popularity 50');
    expect(marks).toHaveLength(1);
    expect(marks[0]!.importance).toBe(3);
  });

  it('a lone world without shows writes nothing', () => {
    const world = startedWorld(5);
    advance(world, 2);
    expect(world.news ?? []).toEqual([]);
  });
});

describe('the wrestlers gone in a week', () => {
  it('are those of the list before whose id is not in the list after, in order, however the list changed', () => {
    const plain = (before: Wrestler[], after: Wrestler[]) => before.filter((w) => !after.some((a) => a.id === w.id));
    const arbitraryChange = fc.record({
      size: fc.integer({ min: 0, max: 30 }),
      kept: fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
      added: fc.integer({ min: 0, max: 4 }),
      shuffle: fc.boolean(),
      copied: fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
    });
    fc.assert(
      fc.property(arbitraryChange, ({ size, kept, added, shuffle, copied }) => {
        const before = Array.from({ length: size }, (_, i) => ({ id: `w${i}` }) as Wrestler);
        // Kept wrestlers stay (some as a copy with the same id), newcomers join at the end; the list may be reordered.
        const after = before.filter((_, i) => kept[i]).map((w, i) => (copied[i] ? { ...w } : w));
        for (let i = 0; i < added; i += 1) after.push({ id: `new${i}` } as Wrestler);
        if (shuffle) after.reverse();
        expect(wrestlersGone(before, after)).toEqual(plain(before, after));
      }),
    );
  });
});

describe('the main event line agrees with what happened to the title', () => {
  const world = startedWorld(5);
  const [champ, challenger] = withRoster(world, 2);
  const before = lookBeforeTheWeek(world);
  const showWith = (winners: string[], finishType: 'pinfall' | 'disqualification', outcome: 'retained' | 'new_champion' | null): Show =>
    ({
      segments: [
        {
          kind: 'match',
          title: 'Harbor Title Match',
          result: { winners, isDraw: false, finish: '', finishType, title: outcome ? { championshipId: 'c', outcome, holderId: outcome === 'new_champion' ? winners[0] : champ!.id, previousHolderId: champ!.id, prestigeChange: 0 } : null },
        },
      ],
    }) as unknown as Show;

  it('a challenger who wins by disqualification beat the champion, who keeps the title', () => {
    expect(mainEventLine(world, showWith([challenger!.id], 'disqualification', 'retained'), before)).toBe(
      `Main event: Harbor Title Match: ${challenger!.name} beat the champion ${champ!.name} by disqualification; ${champ!.name} keeps the title.`,
    );
  });

  it('a clean win takes the title; a defence keeps it; a match without a title is won by its winner', () => {
    expect(mainEventLine(world, showWith([challenger!.id], 'pinfall', 'new_champion'), before)).toBe(`Main event: Harbor Title Match, won by ${challenger!.name}, the new champion.`);
    expect(mainEventLine(world, showWith([champ!.id], 'disqualification', 'retained'), before)).toBe(`Main event: Harbor Title Match, won by ${champ!.name}, who keeps the title.`);
    expect(mainEventLine(world, showWith([challenger!.id], 'pinfall', null), before)).toBe(`Main event: Harbor Title Match, won by ${challenger!.name}.`);
  });
});
