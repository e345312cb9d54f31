// /messages: the world's messages, newest first. Unread ones are marked; opening one marks it read,
// and "Mark all read" clears the inbox badge.
import { CheckCheck, Inbox, Mail } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Snapshot } from 'valtio';
import { Button } from '../../../components/Button.tsx';
import { Card } from '../../../components/Card.tsx';
import { countUnread } from '../../../components/shell/unread.ts';
import type { CommandResult } from '../../../net/commands.ts';
import { requestCommand } from '../../../net/gameConnection.ts';
import type { GameMirror } from '../../../state/game.ts';
import { GamePage } from '../GamePage.tsx';
import { GameStateGate } from '../GameStateGate.tsx';
import { MessageItem } from './MessageItem.tsx';
import { newestFirst } from './sortMessages.ts';

async function reportRefusal(pending: Promise<CommandResult>): Promise<void> {
  const result = await pending;
  if (!result.ok) toast.error('Error', { description: result.message });
}

function InboxView({ state }: { state: Snapshot<GameMirror> }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [markingAll, setMarkingAll] = useState(false);
  const messages = newestFirst(state.messages);
  const unread = countUnread(state.messages);

  function open(id: string, isRead: boolean) {
    setOpenId((current) => (current === id ? null : id));
    if (!isRead) void reportRefusal(requestCommand('markMessageRead', { id }));
  }

  async function markAll() {
    setMarkingAll(true);
    await reportRefusal(requestCommand('markAllMessagesRead'));
    setMarkingAll(false);
  }

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
      {messages.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 py-14 text-center" data-testid="messages-empty">
          <Inbox aria-hidden="true" className="size-10 text-ink-subtle" />
          <p className="text-lg font-bold">No messages yet</p>
          <p className="max-w-sm text-sm text-ink-muted">News, offers and notes from around the business land here as the weeks go by.</p>
        </Card>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Messages, newest first">
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} expanded={openId === message.id} onOpen={() => open(message.id, message.isRead)} />
          ))}
        </ul>
      )}
    </GamePage>
  );
}

export function MessagesPage() {
  return <GameStateGate>{(state) => <InboxView state={state} />}</GameStateGate>;
}
