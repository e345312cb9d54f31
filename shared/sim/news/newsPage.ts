// One page of the world's news for a federation (getNews, /rumblefeed): newest first, filtered, each item
// marked `mine` when it concerns the caller's federation.
import { NEWS_BIG_IMPORTANCE, NEWS_PAGE_MAX } from '#shared/rules/news.ts';
import { findRetired } from '../roster/retired.ts';
import { findWrestlerIn } from '../roster/wrestler.ts';
import type { World } from '../world.ts';
import type { NewsItem } from './newsItem.ts';

export type NewsFilter = 'all' | 'big' | 'mine';

/** A news item as the feed reads it: `mine` when the caller's federation is among its federations. */
export interface FeedItem extends NewsItem {
  mine: boolean;
  /** The named wrestlers with a page, id -> name (the feed links them to /wrestler/:id): those in the world and the retirees it keeps a record of. */
  wrestlers: Array<{ id: string; name: string }>;
}

export interface NewsPage {
  items: FeedItem[];
  /** Items the filter matches in all. */
  total: number;
}

/** Items a page holds when the caller gives no limit. */
export const NEWS_PAGE_DEFAULT = 30;

export function newsPage(world: World, federationId: string, filter: NewsFilter, offset = 0, limit = NEWS_PAGE_DEFAULT): NewsPage {
  const keep = (item: NewsItem) => (filter === 'big' ? item.importance >= NEWS_BIG_IMPORTANCE : filter === 'mine' ? item.federationIds.includes(federationId) : true);
  const matched: NewsItem[] = [];
  const news = world.news ?? [];
  for (let i = news.length - 1; i >= 0; i -= 1) if (keep(news[i]!)) matched.push(news[i]!);
  const items = matched.slice(offset, offset + Math.min(limit, NEWS_PAGE_MAX)).map((item) => ({
    ...item,
    mine: item.federationIds.includes(federationId),
    wrestlers: item.wrestlerIds.flatMap((id) => {
      const wrestler = findWrestlerIn(world, id) ?? findRetired(world, id);
      return wrestler ? [{ id, name: wrestler.name }] : [];
    }),
  }));
  return { items, total: matched.length };
}
