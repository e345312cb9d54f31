// One message in the inbox: unread ones carry a gold dot and a bold title, each its kind's label
// (rules/messages.ts). Clicking opens the full text and marks it read. A message that carries an open offer
// (another federation's loan request, joint show or alliance) has Accept and Decline under it.
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { Snapshot } from 'valtio';
import { messageLabel } from '#shared/rules/messages.ts';
import type { GameMessage as SimMessage } from '#shared/sim/world.ts';
import { Badge } from '#client/components/Badge.tsx';
import { buttonClass } from '#client/components/buttonClass.ts';
import { cx } from '#client/lib/cx.ts';
import { runGameAction } from '#client/net/gameActions.ts';
import type { GameMessage } from '#client/state/game.ts';
import { AnswerButtons } from '../promises/PromiseActions.tsx';

export interface MessageItemProps {
  /** A synced message or one fetched from the older pages (the sim's shape). */
  message: Snapshot<GameMessage> | SimMessage;
  expanded: boolean;
  onOpen: () => void;
}

const OFFER_STATE_TEXT: Record<string, string> = { accepted: 'You accepted this offer.', declined: 'You declined this offer.', expired: 'This offer lapsed before you answered.' };

/** Accept and Decline for an open offer; where it stands once answered or lapsed. */
function OfferActions({ offerId, offerState }: { offerId: string; offerState: string }) {
  const [busy, setBusy] = useState(false);
  if (offerState !== 'open') {
    const text = OFFER_STATE_TEXT[offerState];
    return text ? <p className="-mt-1.5 pr-4 pb-3.5 pl-[2.375rem] text-xs text-ink-subtle" data-testid="offer-state">{text}</p> : null;
  }
  const answer = async (accept: boolean) => {
    setBusy(true);
    // A refusal (the offer lapsed, or can no longer be honoured) is shown as a toast by runGameAction.
    await runGameAction('answerOffer', { offerId, accept }, { title: accept ? 'Offer accepted' : 'Offer declined' });
    setBusy(false);
  };
  return (
    <div className="-mt-1 flex flex-wrap gap-2 pr-4 pb-3.5 pl-[2.375rem]" data-testid="offer-actions">
      <button type="button" className={buttonClass('primary', 'sm')} disabled={busy} onClick={() => void answer(true)}>
        Accept
      </button>
      <button type="button" className={buttonClass('secondary', 'sm')} disabled={busy} onClick={() => void answer(false)}>
        Decline
      </button>
    </div>
  );
}

const PROMISE_STATE_TEXT: Record<string, string> = {
  accepted: 'You promised it: see it through on the Promises page.',
  kept: 'You kept this promise.',
  broken: 'You broke this promise.',
  declined: 'You declined this request.',
  lapsed: 'This request lapsed unanswered.',
  void: 'This request no longer stands.',
};

/**
 * Accept and Decline for a wrestler's open request (with what each does); where it stands once answered.
 * The title names the wrestler and says an ultimatum ("Ultimatum from {name}: ...", promises/requests.ts).
 */
function PromiseMessageActions({ promiseId, promiseState, title }: { promiseId: string; promiseState: string; title: string }) {
  if (promiseState !== 'open') {
    const text = PROMISE_STATE_TEXT[promiseState];
    return text ? <p className="-mt-1.5 pr-4 pb-3.5 pl-[2.375rem] text-xs text-ink-subtle" data-testid="promise-state">{text}</p> : null;
  }
  const ultimatum = title.startsWith('Ultimatum from ');
  const name = title.replace(/^(Request|Ultimatum) from /, '').replace(/: [^:]*$/, '');
  return <AnswerButtons promiseId={promiseId} wrestlerName={name} ultimatum={ultimatum} className="-mt-1 pr-4 pb-3.5 pl-[2.375rem]" />;
}

export function MessageItem({ message, expanded, onOpen }: MessageItemProps) {
  const unread = !message.isRead;
  const bodyId = `message-body-${message.id}`;
  return (
    <li data-testid="message" data-unread={unread ? 'true' : 'false'} className={cx('rounded-xl border', unread ? 'border-gold/30 bg-gold-soft/40' : 'border-line bg-surface')}>
      <button
        type="button"
        onClick={onOpen}
        aria-expanded={expanded}
        aria-controls={bodyId}
        className={cx('flex w-full items-start gap-3 rounded-xl px-4 py-3.5 text-left transition-colors', unread ? 'hover:bg-gold-soft/60' : 'hover:bg-raised/70')}
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
      {message.offerId ? <OfferActions offerId={message.offerId} offerState={message.offerState ?? ''} /> : null}
      {message.promiseId ? <PromiseMessageActions promiseId={message.promiseId} promiseState={message.promiseState ?? ''} title={message.title} /> : null}
    </li>
  );
}
