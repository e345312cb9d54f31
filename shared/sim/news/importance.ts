// How much a news item matters (docs/rules/news.md "The world's news"; constants in rules/news.ts): one
// named rule per kind of item, so the feed's "Big" filter reads the same rules as the tests.
import {
  NEWS_BIG_IMPORTANCE,
  NEWS_GREAT_SHOW_STARS,
  NEWS_IMPORTANCE,
  NEWS_MAJOR_FEDERATION_POPULARITY,
  NEWS_STAR_RATING,
  type NewsImportance,
} from '#shared/rules/news.ts';

/** A show: 2 from NEWS_GREAT_SHOW_STARS stars, else 1 (the player's own great show is a milestone instead). */
export function showImportance(ratingStars: number): NewsImportance {
  return ratingStars >= NEWS_GREAT_SHOW_STARS ? 2 : NEWS_IMPORTANCE.show;
}

/** A title change: 3 at a federation of popularity NEWS_MAJOR_FEDERATION_POPULARITY or more, else 2. */
export function titleChangeImportance(federationPopularity: number): NewsImportance {
  return federationPopularity >= NEWS_MAJOR_FEDERATION_POPULARITY ? 3 : 2;
}

/** A signing: 3 for a star (rating NEWS_STAR_RATING or more), else 1. */
export function signingImportance(wrestlerRating: number): NewsImportance {
  return wrestlerRating >= NEWS_STAR_RATING ? 3 : NEWS_IMPORTANCE.signing;
}

/** A retirement: 2 for a star, else 1. */
export function retirementImportance(wrestlerRating: number): NewsImportance {
  return wrestlerRating >= NEWS_STAR_RATING ? 2 : NEWS_IMPORTANCE.retirement;
}

/** True when an item counts as big (the feed's "Big" filter). */
export function isBigNews(importance: NewsImportance): boolean {
  return importance >= NEWS_BIG_IMPORTANCE;
}
