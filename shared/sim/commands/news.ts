// The world's news (/rumblefeed): read-only, nothing synced (the feed fetches its pages).
import { newsPage } from '../news/newsPage.ts';
import type { CommandSpecs } from './command.ts';

export const newsCommands: CommandSpecs<'getNews'> = {
  getNews: { readOnly: true, touches: [], run: (world, federationId, { filter, offset, limit }) => ({ events: [], news: newsPage(world, federationId, filter, offset, limit) }) },
};
