// The world's news (/rumblefeed; issue 18 item 6): our design (docs/game-rules.md "The world's news").
// The spec gives no news; every figure here is ours.

/** How much a news item matters: 1 a small item, 2 a notable one, 3 a big one ("big" filter: 3). */
export type NewsImportance = 1 | 2 | 3;

/** Importance at or above which an item counts as big (the feed's "Big" filter, the dashboard's headlines). */
export const NEWS_BIG_IMPORTANCE: NewsImportance = 3;

/** News items a world keeps, newest last (older ones are dropped): about a year of a busy six-federation world. */
export const NEWS_KEPT = 400;

/** Items one page of getNews returns at most. */
export const NEWS_PAGE_MAX = 100;
