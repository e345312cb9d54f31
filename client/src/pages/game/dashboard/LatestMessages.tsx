// The three newest messages that need attention (routine show results are in the week report and the
// inbox's Results filter), with a link to the inbox.
import { Inbox, MailOpen } from 'lucide-react';
import type { Snapshot } from 'valtio';
import { needsAttention } from '#shared/rules/messages.ts';
import { Link } from 'wouter';
import { cx } from '#client/lib/cx.ts';
import type { GameMessage } from '#client/state/game.ts';
import { newestFirst } from '../messages/sortMessages.ts';
import { EmptyState, SectionCard } from './SectionCard.tsx';

export function LatestMessages({ messages }: { messages: Snapshot<GameMessage[]> }) {
  const latest = newestFirst(messages.filter((message) => needsAttention(message.type))).slice(0, 3);
  return (
    <SectionCard title="Latest Messages" icon={Inbox} viewAllHref="/messages" testId="latest-messages">
      {latest.length === 0 ? (
        <EmptyState icon={MailOpen} title="No messages yet" />
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {latest.map((message) => (
            <li key={message.id} data-testid="latest-message">
              <Link href="/messages" className="flex items-start gap-3 rounded-lg px-1 py-2.5 hover:bg-raised/50">
                <span aria-hidden="true" className={cx('mt-2 size-2 shrink-0 rounded-full', message.isRead ? 'bg-transparent' : 'bg-gold')} />
                <span className="min-w-0 flex-1">
                  <span className={cx('block truncate text-sm', message.isRead ? 'text-ink-muted' : 'font-bold text-ink')}>
                    {message.title}
                    {!message.isRead && <span className="sr-only"> (unread)</span>}
                  </span>
                  <span className="block truncate text-xs text-ink-subtle">{message.content}</span>
                </span>
                <span className="shrink-0 text-xs text-ink-subtle">
                  Week {message.week}, {message.month}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
