// The fans' feed (docs/rules/fans.md "The fans' voice"): posting the generators' drafts under the per-show
// and per-week caps, keeping the world's list bounded, and the followers the recent talk moves.
import { FAN_BUZZ_WEEKS, FAN_COMMENTS_KEPT, FAN_COMMENTS_PER_WEEK, FAN_FOLLOWERS, FAN_HANDLES, fanHandle } from '#shared/rules/fans.ts';
import { recordsRead } from '../ai/profile.ts';
import type { Federation, World } from '../world.ts';
import type { CommentDraft, SocialComment } from './socialComment.ts';

/**
 * Posts the first drafts that fit: at most `limit` of them and what is left of the federation's
 * FAN_COMMENTS_PER_WEEK in week `weekIndex`. The drafts come in priority order. Returns the posted comments.
 */
export function postComments(world: World, federation: Federation, drafts: readonly CommentDraft[], where: { weekIndex: number; showId: string | null; limit: number }): SocialComment[] {
  if (drafts.length === 0) return [];
  // A week's comments come from different fans: a handle already heard this week passes to the next one.
  const heard = new Set<string>();
  let thisWeek = 0;
  for (const c of world.socialComments) {
    if (c.federationId !== federation.id || c.weekIndex !== where.weekIndex) continue;
    thisWeek += 1;
    heard.add(c.handle);
  }
  const room = Math.min(where.limit, FAN_COMMENTS_PER_WEEK - thisWeek);
  const posted: SocialComment[] = [];
  for (const draft of drafts.slice(0, Math.max(0, room))) {
    const index = thisWeek + posted.length;
    let handle = fanHandle(`${federation.id}|${where.weekIndex}|${draft.topic}|${draft.text}`);
    for (let i = FAN_HANDLES.indexOf(handle); heard.has(handle); i += 1) handle = FAN_HANDLES[(i + 1) % FAN_HANDLES.length]!;
    heard.add(handle);
    const comment: SocialComment = {
      id: `fan-${where.weekIndex}-${federation.id}-${index}`,
      federationId: federation.id,
      weekIndex: where.weekIndex,
      showId: where.showId,
      text: draft.text,
      handle,
      topic: draft.topic,
      followers: { change: FAN_FOLLOWERS[draft.topic], reason: draft.reason },
      href: draft.href,
    };
    world.socialComments.push(comment);
    posted.push(comment);
  }
  if (posted.length > 0) trimComments(world, where.weekIndex);
  return posted;
}

/**
 * Keeps the list bounded: a player's federation its newest FAN_COMMENTS_KEPT, a computer-run one only the
 * comments whose talk still moves its followers at week `weekIndex` (nobody reads the rest).
 */
export function trimComments(world: World, weekIndex: number): void {
  const kept = new Map<string, number>();
  const read = new Map<string, boolean>();
  const list = world.socialComments;
  let dropped = 0;
  // Newest last: walk from the end, keeping what each federation may keep, then close the gap.
  const keep: boolean[] = new Array(list.length);
  for (let i = list.length - 1; i >= 0; i -= 1) {
    const c = list[i]!;
    let isRead = read.get(c.federationId);
    if (isRead === undefined) {
      const federation = world.federations.find((f) => f.id === c.federationId);
      isRead = federation ? recordsRead(federation) : false;
      read.set(c.federationId, isRead);
    }
    const count = kept.get(c.federationId) ?? 0;
    const ok = isRead ? count < FAN_COMMENTS_KEPT : talking(c, weekIndex);
    keep[i] = ok;
    if (ok) kept.set(c.federationId, count + 1);
    else dropped += 1;
  }
  if (dropped === 0) return;
  world.socialComments = list.filter((_, i) => keep[i]);
}

/** Whether the comment's talk still moves followers at week `weekIndex` (FAN_BUZZ_WEEKS, its own week included). */
function talking(comment: SocialComment, weekIndex: number): boolean {
  return comment.weekIndex <= weekIndex && comment.weekIndex > weekIndex - FAN_BUZZ_WEEKS;
}

/** The followers the federation's recent comments move at week `weekIndex`, with the comments, oldest first. */
export function fanBuzz(world: World, federationId: string, weekIndex: number): { change: number; comments: SocialComment[] } {
  const comments = world.socialComments.filter((c) => c.federationId === federationId && talking(c, weekIndex));
  return { change: comments.reduce((sum, c) => sum + c.followers.change, 0), comments };
}

/** The federation's comments, newest first; with `showId`, only those about that show. */
export function commentsOf(world: World, federationId: string, showId?: string): SocialComment[] {
  const out: SocialComment[] = [];
  for (let i = world.socialComments.length - 1; i >= 0; i -= 1) {
    const c = world.socialComments[i]!;
    if (c.federationId === federationId && (showId === undefined || c.showId === showId)) out.push(c);
  }
  return out;
}
