// The fans' comments as a feed: the fan's handle, their line, the followers the talk moves and a link to
// the screen where the player can act on it. Shared by the dashboard card and the show summary.
import { ArrowRight, MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import type { SocialComment } from '#shared/sim/fans/socialComment.ts';
import { cx } from '#client/lib/cx.ts';

const followers = new Intl.NumberFormat('en-US');

/** "+1,500 followers" / "−1,000 followers", with a true minus sign. */
export function followersText(change: number): string {
  return `${change >= 0 ? '+' : '\u2212'}${followers.format(Math.abs(change))} followers`;
}

/** The words of a comment's link: where it leads. */
const ACTION_WORDS: Record<string, string> = {
  '/shows': 'Shows',
  '/championships': 'Championships',
  '/roster': 'Roster',
  '/dealings': 'Dealings',
  '/promises': 'Promises',
};

export function FanCommentList({ comments, testId = 'fan-comment' }: { comments: readonly SocialComment[]; testId?: string }) {
  return (
    <ul className="flex flex-col divide-y divide-line">
      {comments.map((comment) => (
        <li key={comment.id} className="flex gap-3 py-3 first:pt-0 last:pb-0" data-testid={testId} data-topic={comment.topic}>
          <span aria-hidden="true" className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full border border-line bg-raised text-gold">
            <MessageCircle className="size-4" />
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
              <span className="font-bold text-ink">{comment.handle}</span>
              <span
                className={cx('font-semibold tabular-nums', comment.followers.change >= 0 ? 'text-success' : 'text-danger-strong')}
                title={comment.followers.reason}
                data-testid={`${testId}-followers`}
              >
                {followersText(comment.followers.change)}
              </span>
            </p>
            <p className="text-sm leading-snug break-words text-ink" data-testid={`${testId}-text`}>
              {comment.text}
            </p>
            <Link href={comment.href} className="inline-flex w-fit items-center gap-1 rounded-sm text-xs font-semibold text-gold hover:underline">
              {ACTION_WORDS[comment.href] ?? 'Open'}
              <span className="sr-only">: act on {comment.followers.reason.toLowerCase()}</span>
              <ArrowRight aria-hidden="true" className="size-3.5" />
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
