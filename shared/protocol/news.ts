// The world's news (/rumblefeed): one read-only query. docs/protocol.md.
import { z } from 'zod';
import { NEWS_PAGE_MAX } from '../rules/news.ts';

/** The feed's filters: every item, the big ones (rules/news.ts NEWS_BIG_IMPORTANCE), or the caller's federation's. */
export const NEWS_FILTERS = ['all', 'big', 'mine'] as const;
export type NewsFilter = (typeof NEWS_FILTERS)[number];

export const NewsPayloads = {
  /** One page of the world's news, newest first (changes nothing). */
  getNews: z
    .object({
      filter: z.enum(NEWS_FILTERS, { error: 'Filter must be all, big or mine' }),
      offset: z.int({ error: 'Offset must be a whole number from 0' }).min(0, 'Offset must be a whole number from 0').max(100_000, 'Offset must be a whole number from 0').optional(),
      limit: z.int({ error: `Limit must be a whole number from 1 to ${NEWS_PAGE_MAX}` }).min(1, `Limit must be a whole number from 1 to ${NEWS_PAGE_MAX}`).max(NEWS_PAGE_MAX, `Limit must be a whole number from 1 to ${NEWS_PAGE_MAX}`).optional(),
    })
    .strict(),
} as const;
