// A news item of the world (/rumblefeed, a federation's history, the dashboard): what happened, when, to
// whom, and how much it matters (rules/news.ts). The world keeps the newest NEWS_KEPT, newest last. News
// is written from what the sim did (its events and decisions) and never changes the game: no rule reads it
// and it draws nothing from the generator, so a world with or without it plays the same.
import type { MonthName } from '#shared/rules/calendar.ts';
import { NEWS_KEPT, type NewsImportance } from '#shared/rules/news.ts';
import { flatText } from '#shared/rules/flatText.ts';
import type { World } from '../world.ts';

/** What a news item is about (the feed's icon and wording). */
export type NewsKind =
  | 'show' // a show ran (its main event, its rating)
  | 'titleChange' // a title changed hands
  | 'titleRetired' // a closing federation's title retired, its lineage kept
  | 'signing' // a wrestler signed (a big one: a star)
  | 'release' // a wrestler released, or a contract ended
  | 'retirement' // a wrestler retired from the ring
  | 'founded' // a federation was founded (or emerged)
  | 'closed' // a federation closed
  | 'tvDeal' // a federation signed a TV deal
  | 'milestone' // the player's own big moments (first show, popularity marks, ...)
  | 'dealing'; // a dealing between federations (a rivalry action, a poach, a raid, an alliance, ...)

export interface NewsItem {
  /** Unique within the world: "news-N" from the world's own news counter (never world.nextId). */
  id: string;
  kind: NewsKind;
  importance: NewsImportance;
  /** totalWeeksProgressed of the week it happened in, and that week's date. */
  weekIndex: number;
  week: number;
  month: MonthName;
  year: number;
  /** The federations it concerns (the first is the one it is mostly about); "mine" filters on these. */
  federationIds: string[];
  /** The wrestlers it names. */
  wrestlerIds: string[];
  /** One line, e.g. "Apex Wrestling signs Rex Steel". */
  headline: string;
  /** A sentence or two of detail, e.g. why (the promoter's reason) or the main event and its rating. */
  text: string;
}

export type NewNewsItem = Omit<NewsItem, 'id' | 'weekIndex' | 'week' | 'month' | 'year'>;

/** Adds an item dated the world's current week (or `weekIndex`'s date given) and drops the oldest beyond NEWS_KEPT. */
export function addNews(world: World, item: NewNewsItem, date = world.calendar): NewsItem {
  return addNewsItems(world, [item], date)[0]!;
}

/** Adds the items in order, as addNews one by one would, and drops the oldest beyond NEWS_KEPT once. */
export function addNewsItems(world: World, items: readonly NewNewsItem[], date = world.calendar): NewsItem[] {
  world.news ??= [];
  world.nextNewsId ??= 1;
  const added: NewsItem[] = [];
  for (const item of items) {
    // Kept for up to NEWS_KEPT items: flat (rules/flatText.ts).
    const news: NewsItem = { id: `news-${world.nextNewsId}`, weekIndex: date.totalWeeksProgressed, week: date.week, month: date.month, year: date.year, ...item, headline: flatText(item.headline), text: flatText(item.text) };
    world.nextNewsId += 1;
    world.news.push(news);
    added.push(news);
  }
  // One trim for the week's items: the feed is NEWS_KEPT long, and a trim per item moved it once per item.
  if (world.news.length > NEWS_KEPT) world.news.splice(0, world.news.length - NEWS_KEPT);
  return added;
}
