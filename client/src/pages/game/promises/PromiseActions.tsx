// Accept and Decline for a wrestler's open request, with what each does (the morale ranges of
// shared/rules/promises.ts, the same figures the sim draws from), and Break promise for an accepted one.
// Shared by the promises page and the inbox message that carries the request.
import { useState } from 'react';
import { REHIRE_BAN_WEEKS } from '#shared/rules/contracts.ts';
import { moraleRangeText, PROMISE_BROKEN_MORALE, PROMISE_DEADLINE_WEEKS, PROMISE_KEPT_MORALE, REQUEST_ACCEPT_MORALE, REQUEST_DECLINE_MORALE } from '#shared/rules/promises.ts';
import { buttonClass } from '#client/components/buttonClass.ts';
import { runGameAction } from '#client/net/gameActions.ts';

/** What answering does, in one sentence each (an ultimatum declined makes the wrestler quit). */
export function answerPreview(ultimatum: boolean): { accept: string; decline: string } {
  return {
    accept: `Accept: morale ${moraleRangeText(REQUEST_ACCEPT_MORALE, 1)} now; keep it within ${PROMISE_DEADLINE_WEEKS} weeks for ${moraleRangeText(PROMISE_KEPT_MORALE, 1)}, break it for ${moraleRangeText(PROMISE_BROKEN_MORALE, -1)}${ultimatum ? ' and they quit' : ''}.`,
    decline: ultimatum ? `Decline: they quit at once and will not sign with you for ${REHIRE_BAN_WEEKS} weeks.` : `Decline: morale ${moraleRangeText(REQUEST_DECLINE_MORALE, -1)}.`,
  };
}

export function AnswerButtons({ promiseId, wrestlerName, ultimatum, className }: { promiseId: string; wrestlerName: string; ultimatum: boolean; className?: string }) {
  const [busy, setBusy] = useState(false);
  const preview = answerPreview(ultimatum);
  const answer = async (accept: boolean) => {
    setBusy(true);
    // A refusal (the request lapsed, the wrestler left) is shown as a toast by runGameAction.
    await runGameAction('answerPromise', { promiseId, accept }, { title: accept ? `You promised ${wrestlerName}` : `You turned ${wrestlerName} down` });
    setBusy(false);
  };
  return (
    <div className={className} data-testid="promise-actions">
      <ul className="mb-2 flex flex-col gap-0.5 text-xs text-ink-muted" data-testid="promise-preview">
        <li>{preview.accept}</li>
        <li className={ultimatum ? 'text-danger-strong' : undefined}>{preview.decline}</li>
      </ul>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass('primary', 'sm')} disabled={busy} onClick={() => void answer(true)} aria-label={`Accept ${wrestlerName}'s request`}>
          Accept
        </button>
        <button type="button" className={buttonClass('secondary', 'sm')} disabled={busy} onClick={() => void answer(false)} aria-label={`Decline ${wrestlerName}'s request`}>
          Decline
        </button>
      </div>
    </div>
  );
}

export function BreakButton({ promiseId, wrestlerName, ultimatum }: { promiseId: string; wrestlerName: string; ultimatum: boolean }) {
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    await runGameAction('breakPromise', { promiseId }, { title: `You broke your promise to ${wrestlerName}` });
    setBusy(false);
  };
  return (
    <button
      type="button"
      className={buttonClass('ghost', 'sm')}
      disabled={busy}
      onClick={() => void go()}
      title={ultimatum ? `${wrestlerName} quits` : `Morale ${moraleRangeText(PROMISE_BROKEN_MORALE, -1)}`}
      aria-label={`Break your promise to ${wrestlerName}${ultimatum ? ' (they quit)' : ''}`}
      data-testid="promise-break"
    >
      Break promise
    </button>
  );
}
