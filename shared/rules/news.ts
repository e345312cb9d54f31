// The world's news (/rumblefeed): our design (docs/rules/news.md "The world's news").
// The spec gives no news; every figure here is ours.

/** How much a news item matters: 1 a small item, 2 a notable one, 3 a big one ("big" filter: 3). */
export type NewsImportance = 1 | 2 | 3;

/** Importance at or above which an item counts as big (the feed's "Big" filter, the dashboard's headlines). */
export const NEWS_BIG_IMPORTANCE: NewsImportance = 3;

/** News items a world keeps, newest last (older ones are dropped): about a year of a busy six-federation world. */
export const NEWS_KEPT = 400;

/** Items one page of getNews returns at most. */
export const NEWS_PAGE_MAX = 100;

/** A show rated at least this (stars) is a great show: importance 2, and a milestone of the player's own. */
export const NEWS_GREAT_SHOW_STARS = 4;

/**
 * A federation at or above this popularity (0-100) is a major one: a title change there is big news (3), a
 * title change elsewhere notable (2). Half the scale: the top of a usual world (founding tiers 15-74).
 */
export const NEWS_MAJOR_FEDERATION_POPULARITY = 50;

/**
 * A wrestler rated at least this (rating points) is a star: their signing is big news (3), their retirement
 * notable (2). The spec's category A line (CATEGORY_A_MIN, rules/rating.ts): A and S wrestlers are the stars.
 */
export const NEWS_STAR_RATING = 396;

/** The player's popularity marks (0-100): reaching one, not reached in the kept popularity history, is a milestone. */
export const NEWS_POPULARITY_MARKS: readonly number[] = [25, 50, 75];

/** Importance of each kind of item that has no rule of its own (our design; docs "The world's news"). */
export const NEWS_IMPORTANCE = {
  /** An ordinary show (below NEWS_GREAT_SHOW_STARS). */
  show: 1,
  /** A signing of a wrestler under NEWS_STAR_RATING. */
  signing: 1,
  /** A release or a contract that ran out. */
  release: 1,
  /** A retirement of a wrestler under NEWS_STAR_RATING. */
  retirement: 1,
  /** A closing federation's title retired (its lineage kept). */
  titleRetired: 1,
  /** A TV deal signed. */
  tvDeal: 2,
  /** A federation founded or emerged. */
  founded: 2,
  /** A federation closed. */
  closed: 3,
  /** The player's own big moments (first show, a great show, a popularity mark, a new champion of theirs). */
  milestone: 3,
  /** A rivalry action, an alliance or an agreement between two federations (docs/rules/diplomacy.md). */
  dealing: 1,
  /** A media war, a poach or a talent raid: a feud the whole business talks about. */
  feud: 2,
} as const satisfies Record<string, NewsImportance>;
