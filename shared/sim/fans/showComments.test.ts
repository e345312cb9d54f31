import { describe, expect, it } from 'vitest';
import {
  FAN_BOTCHED_TITLE_STARS,
  FAN_COMMENTS_PER_SHOW,
  FAN_COMMENTS_PER_WEEK,
  FAN_FOLLOWERS,
  FAN_GREAT_LOOKBACK_SHOWS,
  FAN_GREAT_MAIN_EVENT_STARS,
  FAN_LETDOWN_STARS,
  FAN_COMPARE_MIN_SHOWS,
  FAN_STAR_MIN_POPULARITY,
  FAN_STAR_MISSED_SHOWS,
} from '#shared/rules/fans.ts';
import { player, startedWorld, withRoster } from '../testing/worlds.ts';
import type { World } from '../world.ts';
import { botchedTitleChange, commentOnShow, greatMainEvent, letdown, missingStar, recordCrowd } from './showComments.ts';
import { completedShow } from './testing.ts';

function setUp(seed = 11): { world: World; ids: string[] } {
  const world = startedWorld(seed);
  const roster = withRoster(world, 6);
  // Nobody stands out: the missing-star rule stays quiet unless a test makes a star.
  for (const w of roster) w.popularity = 40;
  return { world, ids: roster.map((w) => w.id) };
}

describe('a great main event', () => {
  it(`fires at ${FAN_GREAT_MAIN_EVENT_STARS} stars and names the match; silent a tenth below`, () => {
    const { world, ids } = setUp();
    const fed = player(world);
    for (let i = 0; i < FAN_COMPARE_MIN_SHOWS; i += 1) completedShow(world, fed.id, { matches: [{ participants: [ids[0]!, ids[1]!], stars: 3 }] });
    const great = completedShow(world, fed.id, { name: 'Friday Fury', matches: [{ participants: [ids[0]!, ids[1]!], stars: 2 }, { participants: [ids[2]!, ids[3]!], stars: FAN_GREAT_MAIN_EVENT_STARS }] });
    const draft = greatMainEvent(world, fed, great);
    expect(draft?.topic).toBe('great_main_event');
    expect(draft?.text).toContain('Friday Fury');
    expect(draft?.text).toContain(world.wrestlers.find((w) => w.id === ids[2])!.name);
    const fine = completedShow(world, fed.id, { matches: [{ participants: [ids[2]!, ids[3]!], stars: FAN_GREAT_MAIN_EVENT_STARS - 0.1 }] });
    expect(greatMainEvent(world, fed, fine)).toBeNull();
  });

  it(`is silent before the federation has run ${FAN_COMPARE_MIN_SHOWS} shows to compare it with`, () => {
    const { world, ids } = setUp();
    const fed = player(world);
    for (let i = 0; i < FAN_COMPARE_MIN_SHOWS - 1; i += 1) completedShow(world, fed.id, { matches: [{ participants: [ids[0]!, ids[1]!], stars: 3 }] });
    expect(greatMainEvent(world, fed, completedShow(world, fed.id, { matches: [{ participants: [ids[2]!, ids[3]!], stars: 9 }] }))).toBeNull();
    expect(greatMainEvent(world, fed, completedShow(world, fed.id, { matches: [{ participants: [ids[2]!, ids[3]!], stars: 9.5 }] }))?.text).toContain('best main event of the last 5 shows');
  });

  it(`is silent when one of the last ${FAN_GREAT_LOOKBACK_SHOWS} shows had a main event as good; fires once it is older`, () => {
    const { world, ids } = setUp();
    const fed = player(world);
    const match = (stars: number) => ({ matches: [{ participants: [ids[0]!, ids[1]!], stars }] });
    completedShow(world, fed.id, match(8));
    for (let i = 0; i < FAN_GREAT_LOOKBACK_SHOWS - 1; i += 1) completedShow(world, fed.id, match(6));
    expect(greatMainEvent(world, fed, completedShow(world, fed.id, match(8)))).toBeNull();
    world.shows.pop();
    completedShow(world, fed.id, match(6));
    expect(greatMainEvent(world, fed, completedShow(world, fed.id, match(7.5)))?.text).toContain('7.5 stars');
  });
});

describe('a botched title change', () => {
  const title = (outcome: 'new_champion' | 'retained', holderId: string) => ({ championshipId: 'ch-x', outcome, holderId, previousHolderId: null, prestigeChange: 0 });

  it(`fires when a title changed hands below ${FAN_BOTCHED_TITLE_STARS} stars; silent at it and when the champion retained`, () => {
    const { world, ids } = setUp();
    const fed = player(world);
    world.championships.push({ id: 'ch-x', federationId: fed.id, name: 'Iron Crown', isActive: true } as never);
    const botched = completedShow(world, fed.id, { matches: [{ participants: [ids[0]!, ids[1]!], stars: FAN_BOTCHED_TITLE_STARS - 0.1, title: title('new_champion', ids[0]!) }] });
    const draft = botchedTitleChange(world, fed, botched);
    expect(draft?.topic).toBe('botched_title_change');
    expect(draft?.text).toContain('Iron Crown');
    expect(draft?.href).toBe('/championships');
    const atEdge = completedShow(world, fed.id, { matches: [{ participants: [ids[0]!, ids[1]!], stars: FAN_BOTCHED_TITLE_STARS, title: title('new_champion', ids[0]!) }] });
    expect(botchedTitleChange(world, fed, atEdge)).toBeNull();
    const retained = completedShow(world, fed.id, { matches: [{ participants: [ids[0]!, ids[1]!], stars: 0.5, title: title('retained', ids[0]!) }] });
    expect(botchedTitleChange(world, fed, retained)).toBeNull();
  });
});

describe('a show far below its card', () => {
  it(`fires ${FAN_LETDOWN_STARS} stars below the expected rating; silent a tenth closer`, () => {
    const { world } = setUp();
    const fed = player(world);
    const flop = completedShow(world, fed.id, { expected: 4, stars: 4 - FAN_LETDOWN_STARS });
    expect(letdown(world, fed, flop)?.text).toContain('4.0-star card');
    expect(letdown(world, fed, completedShow(world, fed.id, { expected: 4, stars: 4 - FAN_LETDOWN_STARS + 0.1 }))).toBeNull();
    expect(letdown(world, fed, completedShow(world, fed.id, { expected: 3, stars: 5 }))).toBeNull();
  });
});

describe('a record crowd', () => {
  it(`fires above every earlier crowd once ${FAN_COMPARE_MIN_SHOWS} shows were run; silent at the record and before`, () => {
    const { world } = setUp();
    const fed = player(world);
    for (let i = 0; i < FAN_COMPARE_MIN_SHOWS - 1; i += 1) completedShow(world, fed.id, { attendance: 1_000 - i });
    const early = completedShow(world, fed.id, { attendance: 5_000 });
    expect(recordCrowd(world, fed, early)).toBeNull();
    const tie = completedShow(world, fed.id, { attendance: 5_000 });
    expect(recordCrowd(world, fed, tie)).toBeNull();
    const record = completedShow(world, fed.id, { attendance: 5_001 });
    expect(recordCrowd(world, fed, record)?.text).toContain('5,001');
  });
});

describe('a card without the biggest star', () => {
  it(`fires when the most popular wrestler (at least ${FAN_STAR_MIN_POPULARITY}) missed ${FAN_STAR_MISSED_SHOWS} shows in a row`, () => {
    const { world, ids } = setUp();
    const fed = player(world);
    const star = world.wrestlers.find((w) => w.id === ids[5])!;
    star.popularity = FAN_STAR_MIN_POPULARITY;
    completedShow(world, fed.id, { matches: [{ participants: [ids[0]!, ids[1]!], stars: 3 }] });
    const second = completedShow(world, fed.id, { matches: [{ participants: [ids[2]!, ids[3]!], stars: 3 }] });
    expect(missingStar(world, fed, second)?.text).toContain(star.name);

    star.popularity = FAN_STAR_MIN_POPULARITY - 1;
    expect(missingStar(world, fed, second)).toBeNull();
    star.popularity = 80;
    star.status = 'injured';
    expect(missingStar(world, fed, second)).toBeNull();
    star.status = 'active';
    const withStar = completedShow(world, fed.id, { matches: [{ participants: [star.id, ids[1]!], stars: 3 }] });
    const after = completedShow(world, fed.id, { matches: [{ participants: [ids[0]!, ids[1]!], stars: 3 }] });
    expect(missingStar(world, fed, withStar)).toBeNull();
    expect(missingStar(world, fed, after)).toBeNull();
  });
});

describe('posting after a show', () => {
  /** A show that meets every show topic at once: a great main event that was also a botched change can't, so four. */
  function loudShow(world: World, ids: string[], weekIndex: number) {
    const fed = player(world);
    world.wrestlers.find((w) => w.id === ids[5])!.popularity = 90;
    for (let i = 0; i < FAN_COMPARE_MIN_SHOWS; i += 1) completedShow(world, fed.id, { weekIndex, attendance: 100, matches: [{ participants: [ids[0]!, ids[1]!], stars: 3 }] });
    return completedShow(world, fed.id, { weekIndex, expected: 8, stars: 6, attendance: 9_000, matches: [{ participants: [ids[2]!, ids[3]!], stars: 7 }] });
  }

  it(`keeps at most ${FAN_COMMENTS_PER_SHOW} per show, in priority order, each with its followers change and the show`, () => {
    const { world, ids } = setUp();
    const show = loudShow(world, ids, 0);
    const posted = commentOnShow(world, show);
    expect(posted.map((c) => c.topic)).toEqual(['great_main_event', 'record_crowd']);
    for (const c of posted) {
      expect(c.showId).toBe(show.id);
      expect(c.followers.change).toBe(FAN_FOLLOWERS[c.topic]);
      expect(c.followers.reason.length).toBeGreaterThan(0);
      expect(c.handle).toMatch(/^@/);
    }
    expect(world.socialComments).toEqual(posted);
  });

  it(`keeps at most ${FAN_COMMENTS_PER_WEEK} in a week, shows together`, () => {
    const { world, ids } = setUp();
    commentOnShow(world, loudShow(world, ids, 0));
    const second = commentOnShow(world, completedShow(world, player(world).id, { weekIndex: 0, expected: 8, stars: 6, matches: [{ participants: [ids[2]!, ids[3]!], stars: 7 }] }));
    expect(second).toHaveLength(FAN_COMMENTS_PER_WEEK - FAN_COMMENTS_PER_SHOW);
    expect(commentOnShow(world, completedShow(world, player(world).id, { weekIndex: 0, expected: 8, stars: 6, matches: [{ participants: [ids[2]!, ids[3]!], stars: 7 }] }))).toEqual([]);
    // A new week has room again.
    expect(commentOnShow(world, completedShow(world, player(world).id, { weekIndex: 1, expected: 8, stars: 6, matches: [{ participants: [ids[2]!, ids[3]!], stars: 7 }] }))).toHaveLength(FAN_COMMENTS_PER_SHOW);
  });

  it('says nothing about an ordinary show', () => {
    const { world, ids } = setUp();
    for (let i = 0; i < 3; i += 1) commentOnShow(world, completedShow(world, player(world).id, { expected: 3.5, stars: 3.4, matches: [{ participants: [ids[0]!, ids[1]!], stars: 3.5 }] }));
    expect(world.socialComments).toEqual([]);
  });
});
