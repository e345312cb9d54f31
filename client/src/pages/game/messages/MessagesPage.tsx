// /messages: the federation's inbox, newest first, filtered by type (Radix Tabs: Needs attention, the
// default, then All and one tab per category of rules/messages.ts, each with its count). The filter can be
// opened from the address (?filter=results) and choosing one keeps the address in step. Routine results
// arrive read (the week report groups them); unread ones are marked; opening one marks it read, and
// "Mark all read" clears the inbox badge. The synced state carries the newest messages and every unread
// one (shared/sim/messages.ts syncedInbox); "Load older messages" fetches the rest with getMessages (through
// useWorldQuery), from the newest down to the depth shown (OLDER_PAGE more each time), so nothing falls
// between two pages when new messages arrive meanwhile. The synced copy of a message wins over a fetched one (it is live).
import { Tabs } from 'radix-ui';
import { CheckCheck, History, Inbox, Mail } from 'lucide-react';
import { useState } from 'react';
import type { GameMessage as SimMessage } from '#shared/sim/world.ts';
import { toast } from 'sonner';
import type { Snapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { isMessageFilter, matchesMessageFilter, MESSAGE_FILTER_LABELS, MESSAGE_FILTERS, type MessageFilter } from '#shared/rules/messages.ts';
import { Button } from '#client/components/Button.tsx';
import { Card } from '#client/components/Card.tsx';
import { countUnread } from '#client/components/shell/unread.ts';
import { cx } from '#client/lib/cx.ts';
import type { CommandResult } from '#client/net/commands.ts';
import { requestCommand } from '#client/net/gameConnection.ts';
import { useWorldQuery } from '#client/net/useWorldQuery.ts';
import type { GameMirror } from '#client/state/game.ts';
import { GamePage } from '../GamePage.tsx';
import { GameStateGate } from '../GameStateGate.tsx';
import { MessageItem } from './MessageItem.tsx';
import { newestFirst } from './sortMessages.ts';

export const DEFAULT_MESSAGE_FILTER: MessageFilter = 'attention';
/** Older messages fetched per "Load older messages". */
export const OLDER_PAGE = 20;

type Listed = Snapshot<GameMirror>['messages'][number] | SimMessage;

/** The synced messages and the fetched ones, each once (the synced copy wins), newest first. */
function mergeInbox(synced: Snapshot<GameMirror>['messages'], fetched: readonly SimMessage[]): Listed[] {
  const live = new Set(synced.map((m) => m.id));
  return newestFirst<Listed>([...fetched.filter((m) => !live.has(m.id)).toReversed(), ...synced]);
}

export function filterFromSearch(search: string): MessageFilter {
  const filter = new URLSearchParams(search).get('filter');
  return isMessageFilter(filter) ? filter : DEFAULT_MESSAGE_FILTER;
}

/** What an empty filter says. */
const EMPTY: Readonly<Record<MessageFilter, { title: string; text: string }>> = {
  attention: { title: 'Nothing needs your attention', text: 'Contract warnings, injuries, TV offers and money trouble land here. Show results are in the Results tab and the week report.' },
  all: { title: 'No messages yet', text: 'News, offers and notes from around the business land here as the weeks go by.' },
  results: { title: 'No show results yet', text: 'Each show you run is reported here and in the week report.' },
  roster: { title: 'No roster messages', text: 'Expiring contracts, injuries and departures are reported here.' },
  shows: { title: 'No show messages', text: 'A show that was cancelled or could not be booked is reported here.' },
  tv: { title: 'No TV messages', text: 'TV offers, warnings and renewals land here once networks take an interest.' },
  finance: { title: 'No finance messages', text: 'Missed payroll and other money trouble is reported here.' },
  other: { title: 'No other messages', text: 'Welcome notes and general news land here.' },
};

async function reportRefusal(pending: Promise<CommandResult>): Promise<void> {
  const result = await pending;
  if (!result.ok) toast.error('Error', { description: result.message });
}

const triggerClass =
  'flex h-9 items-center gap-1.5 rounded-lg px-3 text-[13px] font-semibold whitespace-nowrap text-ink-muted transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-gold sm:text-sm ' +
  'data-[state=active]:bg-raised data-[state=active]:text-ink data-[state=active]:shadow-[inset_0_0_0_1px_var(--color-line-strong)]';

function InboxView({ state }: { state: Snapshot<GameMirror> }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const filter = filterFromSearch(search);
  const [openId, setOpenId] = useState<string | null>(null);
  const [markingAll, setMarkingAll] = useState(false);
  // How deep the older messages are asked (0: not yet); each ask keeps the last list on screen until it answers.
  const [depth, setDepth] = useState(0);
  const older = useWorldQuery('getMessages', { offset: 0, limit: depth }, { select: (answer) => answer.messages?.items, enabled: depth > 0, keepAcrossArgs: true });
  // Messages opened or marked read here since they were fetched (the room agrees; the list is not asked again).
  const [readHere, setReadHere] = useState<ReadonlySet<string> | 'all'>(() => new Set());
  const fetched = (older.data ?? []).map((m) => (!m.isRead && (readHere === 'all' || readHere.has(m.id)) ? { ...m, isRead: true } : m));
  const loadingOlder = depth > 0 && older.status === 'loading';
  const olderError = older.status === 'error' ? older.error.message : null;
  const messages = mergeInbox(state.messages, fetched);
  const unread = countUnread(state.messages);
  const olderLeft = state.messageTotal - messages.length;
  const byFilter = Object.fromEntries(MESSAGE_FILTERS.map((name) => [name, messages.filter((m) => matchesMessageFilter(m.type, name))])) as Record<MessageFilter, typeof messages>;

  function choose(next: string) {
    if (!isMessageFilter(next)) return;
    setOpenId(null);
    navigate(next === DEFAULT_MESSAGE_FILTER ? '/messages' : `/messages?filter=${next}`, { replace: true });
  }

  function open(id: string, isRead: boolean) {
    setOpenId((current) => (current === id ? null : id));
    if (!isRead) {
      setReadHere((read) => (read === 'all' ? read : new Set([...read, id])));
      void reportRefusal(requestCommand('markMessageRead', { id }));
    }
  }

  function loadOlder() {
    const next = Math.min(messages.length + OLDER_PAGE, 200);
    if (next === depth) older.retry();
    else setDepth(next);
  }

  async function markAll() {
    setMarkingAll(true);
    await reportRefusal(requestCommand('markAllMessagesRead'));
    setReadHere('all');
    setMarkingAll(false);
  }

  const shown = byFilter[filter];
  return (
    <GamePage testId="messages-page">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="flex items-center gap-3 text-2xl font-black tracking-tight uppercase italic sm:text-3xl">
            <Mail aria-hidden="true" className="size-7 text-gold" />
            Messages
          </h1>
          <p className="text-sm text-ink-muted" data-testid="unread-count" aria-live="polite">
            {unread === 0 ? 'You are all caught up.' : `${unread} unread ${unread === 1 ? 'message' : 'messages'}`}
          </p>
        </div>
        <Button variant="secondary" onClick={() => void markAll()} disabled={unread === 0 || markingAll} busy={markingAll} data-testid="mark-all-read">
          {!markingAll && <CheckCheck aria-hidden="true" className="size-4" />}
          Mark all read
        </Button>
      </div>

      <Tabs.Root value={filter} onValueChange={choose} className="flex flex-col gap-4">
        <Tabs.List aria-label="Filter messages by type" className="flex flex-wrap gap-1 rounded-xl border border-line bg-canvas/70 p-1 sm:self-start" data-testid="message-filters">
          {MESSAGE_FILTERS.map((name) => {
            const count = byFilter[name].length;
            const unreadHere = countUnread(byFilter[name]);
            return (
              <Tabs.Trigger key={name} value={name} className={triggerClass} data-testid={`message-filter-${name}`}>
                {MESSAGE_FILTER_LABELS[name]}
                <span
                  className={cx('rounded-full px-1.5 text-xs tabular-nums', unreadHere > 0 ? 'bg-gold-soft text-gold' : 'bg-overlay text-ink-muted')}
                  data-testid="message-filter-count"
                >
                  {count}
                </span>
                <span className="sr-only">{unreadHere > 0 ? `messages, ${unreadHere} unread` : count === 1 ? 'message' : 'messages'}</span>
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        <Tabs.Content value={filter} className="outline-none focus-visible:outline-2 focus-visible:outline-gold">
          {shown.length === 0 ? (
            <Card className="flex flex-col items-center gap-3 py-14 text-center" data-testid="messages-empty">
              <Inbox aria-hidden="true" className="size-10 text-ink-subtle" />
              <p className="text-lg font-bold">{EMPTY[filter].title}</p>
              <p className="max-w-sm text-sm text-ink-muted">{olderLeft > 0 ? 'None among your recent messages. Older ones may hold some: load them below.' : EMPTY[filter].text}</p>
            </Card>
          ) : (
            <ul className="flex flex-col gap-2" aria-label={`${MESSAGE_FILTER_LABELS[filter]} messages, newest first`}>
              {shown.map((message) => (
                <MessageItem key={message.id} message={message} expanded={openId === message.id} onOpen={() => open(message.id, message.isRead)} />
              ))}
            </ul>
          )}
          {(olderLeft > 0 || olderError) && (
            <div className="mt-3 flex flex-col items-center gap-2">
              {olderError && (
                <p className="text-sm text-danger-strong" role="alert">
                  {olderError}
                </p>
              )}
              {olderLeft > 0 && (
                <Button variant="ghost" size="sm" onClick={loadOlder} disabled={loadingOlder} busy={loadingOlder} data-testid="messages-load-older">
                  {!loadingOlder && <History aria-hidden="true" className="size-4" />}
                  Load older messages ({olderLeft} older)
                </Button>
              )}
            </div>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </GamePage>
  );
}

export function MessagesPage() {
  return <GameStateGate>{(state) => <InboxView state={state} />}</GameStateGate>;
}
