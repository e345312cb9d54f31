import { describe, expect, it } from 'vitest';
import { NEWS_KEPT } from '#shared/rules/news.ts';
import { migrateWorld } from '../migrations.ts';
import { WORLD_VERSION } from '../world.ts';
import { createWorld } from '../createWorld.ts';
import { addNews } from './newsItem.ts';

const item = { kind: 'show' as const, importance: 2 as const, federationIds: ['player'], wrestlerIds: [], headline: 'A show', text: 'It ran.' };

describe('the world news', () => {
  it('dates an item with the current week and numbers it with its own counter, never the world’s ids', () => {
    const world = createWorld(3);
    const nextId = world.nextId;
    const added = addNews(world, item);
    expect(added).toMatchObject({ id: 'news-1', weekIndex: 0, week: world.calendar.week, month: world.calendar.month, year: world.calendar.year, headline: 'A show' });
    expect(addNews(world, item).id).toBe('news-2');
    expect(world.nextId).toBe(nextId);
  });

  it(`keeps the newest ${NEWS_KEPT} items`, () => {
    const world = createWorld(3);
    for (let i = 0; i < NEWS_KEPT + 5; i += 1) addNews(world, { ...item, headline: `Item ${i}` });
    expect(world.news).toHaveLength(NEWS_KEPT);
    expect(world.news[0]!.headline).toBe('Item 5');
    expect(world.news.at(-1)!.headline).toBe(`Item ${NEWS_KEPT + 4}`);
  });

  it('a version-13 save migrates with empty news and empty popularity histories', () => {
    const world = createWorld(4, { aiFederations: true });
    const v13 = JSON.parse(JSON.stringify(world)) as Record<string, unknown>;
    delete v13.news;
    delete v13.nextNewsId;
    v13.version = 13;
    for (const f of v13.federations as Record<string, unknown>[]) delete f.popularityHistory;
    const migrated = migrateWorld(v13);
    expect(migrated.version).toBe(WORLD_VERSION);
    expect(migrated.news).toEqual([]);
    expect(migrated.nextNewsId).toBe(1);
    expect(migrated.federations.every((f) => Array.isArray(f.popularityHistory) && f.popularityHistory.length === 0)).toBe(true);
  });
});
