// The fans' week (docs/rules/fans.md): comments on the big events of the week that ended, and the
// followers they move, before the head of social media reports them.
import { FAN_COMMENTS_PER_WEEK } from '#shared/rules/fans.ts';
import { isRunning } from '../ai/profile.ts';
import type { SimEvent } from '../events.ts';
import type { WeekContext } from '../week/weekSteps.ts';
import type { World } from '../world.ts';
import { postComments, trimComments } from './fanFeed.ts';
import type { CommentDraft } from './socialComment.ts';
import { WEEK_COMMENT_GENERATORS, type FanWeekFacts } from './weekComments.ts';

/**
 * Every running federation's comments about the week that ended (posted in that week, after its shows'
 * and under the same weekly cap), then the world's list trimmed to what is kept. The comments are read on
 * the dashboard, never sent to the inbox: no events.
 */
export function advanceFans(world: World, week: WeekContext): SimEvent[] {
  const facts: FanWeekFacts = { weekIndex: week.ended.totalWeeksProgressed, events: week.earlier };
  for (const federation of world.federations) {
    if (!isRunning(federation)) continue;
    const drafts: CommentDraft[] = [];
    for (const generate of WEEK_COMMENT_GENERATORS) {
      if (drafts.length >= FAN_COMMENTS_PER_WEEK) break;
      for (const draft of generate(world, federation, facts)) drafts.push(draft);
    }
    postComments(world, federation, drafts, { weekIndex: facts.weekIndex, showId: null, limit: FAN_COMMENTS_PER_WEEK });
  }
  trimComments(world, world.calendar.totalWeeksProgressed);
  return [];
}
