// One message in the inbox: unread ones carry a gold dot and a bold title, each its kind's label
// (rules/messages.ts). Clicking opens the full text and marks it read.
import { ChevronDown } from 'lucide-react';
import type { Snapshot } from 'valtio';
import { messageLabel } from '#shared/rules/messages.ts';
import { Badge } from '#client/components/Badge.tsx';
import { cx } from '#client/lib/cx.ts';
import type { GameMessage } from '#client/state/game.ts';

export interface MessageItemProps {
  message: Snapshot<GameMessage>;
  expanded: boolean;
  onOpen: () => void;
}

export function MessageItem({ message, expanded, onOpen }: MessageItemProps) {
  const unread = !message.isRead;
  const bodyId = `message-body-${message.id}`;
  return (
    <li data-testid="message" data-unread={unread ? 'true' : 'false'}>
      <button
        type="button"
        onClick={onOpen}
        aria-expanded={expanded}
        aria-controls={bodyId}
        className={cx(
          'flex w-full items-start gap-3 rounded-xl border px-4 py-3.5 text-left transition-colors',
          unread ? 'border-gold/30 bg-gold-soft/40 hover:bg-gold-soft/60' : 'border-line bg-surface hover:bg-raised/70',
        )}
      >
        <span aria-hidden="true" className={cx('mt-1.5 size-2.5 shrink-0 rounded-full', unread ? 'bg-gold shadow-[0_0_0_3px_#f5b30133]' : 'bg-line-strong')} data-testid={unread ? 'unread-dot' : undefined} />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className={cx('min-w-0 break-words', unread ? 'font-bold text-ink' : 'font-medium text-ink-muted')} data-testid="message-title">
              {message.title || 'Untitled message'}
            </span>
            {unread && <span className="sr-only">(unread)</span>}
            <Badge tone={unread ? 'gold' : 'neutral'}>
              <span data-testid="message-kind">{messageLabel(message.type)}</span>
            </Badge>
          </span>
          <span id={bodyId} className={cx('text-sm whitespace-pre-line text-ink-muted', !expanded && 'line-clamp-2')}>
            {message.content}
          </span>
          <span className="text-xs text-ink-subtle">
            Week {message.week}, {message.month} {message.year}
          </span>
        </span>
        <ChevronDown aria-hidden="true" className={cx('mt-1 size-4 shrink-0 text-ink-subtle transition-transform', expanded && 'rotate-180')} />
      </button>
    </li>
  );
}
