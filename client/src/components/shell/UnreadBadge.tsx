// The red unread count on Messages ("9+" above 9). Hidden at 0; screen readers get the sentence.
import { cx } from '#client/lib/cx.ts';
import { unreadLabel } from './unread.ts';

export interface UnreadBadgeProps {
  count: number;
  className?: string;
  testId?: string;
  /** What is unread, for screen readers: "3 unread messages" or "3 unread reports". */
  noun?: 'message' | 'report';
}

export function UnreadBadge({ count, className, testId = 'unread-badge', noun = 'message' }: UnreadBadgeProps) {
  const label = unreadLabel(count);
  if (!label) return null;
  return (
    <span
      data-testid={testId}
      className={cx('inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-[11px] leading-none font-bold text-white tabular-nums', className)}
    >
      <span aria-hidden="true">{label}</span>
      <span className="sr-only">{count === 1 ? `1 unread ${noun}` : `${label} unread ${noun}s`}</span>
    </span>
  );
}
