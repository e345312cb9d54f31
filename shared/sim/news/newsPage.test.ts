import { describe, expect, it } from 'vitest';
import { NEWS_BIG_IMPORTANCE } from '#shared/rules/news.ts';
import { createWorld } from '../createWorld.ts';
import { retireWrestlers } from '../roster/aging.ts';
import { addNews } from './newsItem.ts';
import { newsPage } from './newsPage.ts';

describe('a page of the news', () => {
  const world = createWorld(9);
  addNews(world, { kind: 'show', importance: 1, federationIds: ['rival'], wrestlerIds: [], headline: 'Rival show', text: '' });
  addNews(world, { kind: 'tvDeal', importance: 2, federationIds: ['player', 'rival'], wrestlerIds: [], headline: 'Shared deal', text: '' });
  addNews(world, { kind: 'closed', importance: NEWS_BIG_IMPORTANCE, federationIds: ['rival'], wrestlerIds: [], headline: 'Rival closes', text: '' });

  it('mine: the items whose federations include the caller’s, marked mine', () => {
    expect(newsPage(world, 'player', 'mine')).toMatchObject({ total: 1, items: [{ headline: 'Shared deal', mine: true }] });
    expect(newsPage(world, 'rival', 'mine').total).toBe(3);
  });
  it('big: importance NEWS_BIG_IMPORTANCE only; all: newest first', () => {
    expect(newsPage(world, 'player', 'big').items.map((n) => n.headline)).toEqual(['Rival closes']);
    expect(newsPage(world, 'player', 'all').items.map((n) => [n.headline, n.mine])).toEqual([
      ['Rival closes', false],
      ['Shared deal', true],
      ['Rival show', false],
    ]);
    expect(newsPage(world, 'player', 'all', 1, 1).items.map((n) => n.headline)).toEqual(['Shared deal']);
  });
  it('links a retired wrestler the world keeps a record of, and leaves out one it does not know', () => {
    const w = createWorld(10);
    const [retiree, active] = w.wrestlers;
    retireWrestlers(w, [retiree!], 0);
    addNews(w, { kind: 'retirement', importance: 2, federationIds: [], wrestlerIds: [retiree!.id, active!.id, 'long-gone'], headline: 'Retires', text: '' });
    expect(newsPage(w, 'player', 'all').items[0]!.wrestlers).toEqual([
      { id: retiree!.id, name: retiree!.name },
      { id: active!.id, name: active!.name },
    ]);
  });
});
