// A federation's past for /history (shared/sim/history/): read-only queries, payload shapes only.
import { z } from 'zod';
import { SHOW_ARCHIVE_PAGE_SIZE_MAX, SHOW_ARCHIVE_SORTS, SORT_DIRECTIONS } from '../rules/history.ts';

const PAGE_SIZE_ERROR = `Page size must be a whole number from 1 to ${SHOW_ARCHIVE_PAGE_SIZE_MAX}`;
const PAGE_ERROR = 'Page must be a whole number from 1';

export const HistoryPayloads = {
  /** One sorted page of the federation's completed shows (changes nothing). */
  getShowArchive: z
    .object({
      page: z.int({ error: PAGE_ERROR }).min(1, PAGE_ERROR).max(100_000, PAGE_ERROR).optional(),
      pageSize: z.int({ error: PAGE_SIZE_ERROR }).min(1, PAGE_SIZE_ERROR).max(SHOW_ARCHIVE_PAGE_SIZE_MAX, PAGE_SIZE_ERROR).optional(),
      sort: z.enum(SHOW_ARCHIVE_SORTS, { error: 'Sort must be date, rating or attendance' }).optional(),
      dir: z.enum(SORT_DIRECTIONS, { error: 'Direction must be asc or desc' }).optional(),
    })
    .strict(),
  /** Every championship the federation has had, with its reigns (changes nothing). */
  getTitleLineages: z.object({}).strict(),
  /** The federation's records: best match and show, longest reign, most defenses, biggest crowd, most wins. */
  getHistoryRecords: z.object({}).strict(),
  /** Each year's funds, popularity and rank, the year in progress, and the shows' rating by month. */
  getYearByYear: z.object({}).strict(),
  /** The Hall of Fame's inductees and this year's retirees with their scores. */
  getHallOfFame: z.object({}).strict(),
} satisfies Record<string, z.ZodType>;
