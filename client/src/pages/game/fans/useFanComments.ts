// What the fans say (the read-only getFanComments command, shared/sim/fans/fanFeed.ts) for the dashboard
// card and the show summary. Never part of the synced state: the join and each command's patch stay small.
import type { SocialComment } from '#shared/sim/fans/socialComment.ts';
import { useWorldQuery, type WorldQuery } from '#client/net/useWorldQuery.ts';

/**
 * The federation's comments, newest first (with `showId`, those about that show), asked again whenever
 * `refresh` changes: the dashboard passes the week and the shows run, so a show's comments appear at once.
 */
export function useFanComments(refresh: unknown, showId?: string): WorldQuery<SocialComment[]> {
  return useWorldQuery('getFanComments', showId === undefined ? {} : { showId }, { select: (answer) => answer.fanComments, refresh, keepOnError: true });
}
