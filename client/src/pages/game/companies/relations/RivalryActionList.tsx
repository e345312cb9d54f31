// The rivalry actions the player can take against (or with) one federation, each with its cost, weeks,
// effect and relationship change from the sim's quote; choosing one opens a confirm dialog that says it
// all again before anything is paid. An action the rules refuse now says why on its button's row.
import { Handshake, Megaphone, Swords } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { COOPERATIVE_ACTIONS, type RivalryActionKind } from '#shared/rules/diplomacy.ts';
import type { RivalryActionQuote } from '#shared/sim/diplomacy/rivalryActions.ts';
import { Button } from '#client/components/Button.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatUsd } from '#client/lib/format.ts';
import { runGameAction } from '#client/net/gameActions.ts';
import { DealConfirmDialog } from './DealConfirmDialog.tsx';
import { dealingOutcome, signed } from './relationsFormat.ts';

function durationLabel(weeks: number): string {
  return weeks === 0 ? 'At once' : `${weeks} weeks`;
}

export function RivalryActionList({ targetId, targetName, quotes, onDone }: { targetId: string; targetName: string; quotes: readonly RivalryActionQuote[]; onDone: () => void }) {
  const [chosen, setChosen] = useState<RivalryActionKind | null>(null);
  const [busy, setBusy] = useState(false);
  const quote = quotes.find((q) => q.kind === chosen) ?? null;

  async function confirm() {
    if (!quote) return;
    setBusy(true);
    const result = await runGameAction('takeRivalryAction', { targetId, kind: quote.kind });
    setBusy(false);
    if (result.ok) {
      const outcome = dealingOutcome(result.answer.events);
      toast.success(`${quote.label}: ${targetName}`, outcome ? { description: outcome } : undefined);
      setChosen(null);
      onDone();
    }
  }

  return (
    <div className="flex flex-col gap-2" data-testid="rivalry-actions">
      <ul className="flex flex-col gap-2">
        {quotes.map((q) => {
          const cooperative = COOPERATIVE_ACTIONS.includes(q.kind);
          const Icon = cooperative ? Handshake : q.kind === 'spreadRumours' ? Megaphone : Swords;
          return (
            <li key={q.kind} className="flex flex-col gap-2 rounded-xl border border-line bg-raised/40 p-3 sm:flex-row sm:items-center" data-testid="rivalry-action" data-kind={q.kind}>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="flex items-center gap-2">
                  <Icon aria-hidden="true" className={cx('size-4 shrink-0', cooperative ? 'text-success' : 'text-danger-strong')} />
                  <span className="font-semibold">{q.label}</span>
                </span>
                <span className="text-xs text-ink-subtle tabular-nums" data-testid="rivalry-action-figures">
                  {formatUsd(q.cost)} · {durationLabel(q.weeks)} · relationship {signed(q.relationshipChange)}
                </span>
                <span className="text-xs text-ink-muted">{q.effect}</span>
                {q.refusal && (
                  <span className="text-xs text-danger-strong" data-testid="rivalry-action-refusal">
                    {q.refusal}
                  </span>
                )}
              </div>
              <Button size="sm" variant="secondary" className="shrink-0 self-start sm:self-auto" onClick={() => setChosen(q.kind)} aria-label={`${q.label}: ${targetName}`} data-testid={`action-${q.kind}`}>
                {q.kind === 'spreadRumours' ? 'Spread' : 'Start'}
              </Button>
            </li>
          );
        })}
      </ul>
      {quote && (
        <DealConfirmDialog
          open
          onOpenChange={(open) => !open && setChosen(null)}
          title={`${quote.label}: ${targetName}`}
          description="Read what it costs and does before you confirm."
          rows={[
            { label: 'Cost, paid now', value: formatUsd(quote.cost), tone: 'danger', testId: 'deal-cost' },
            { label: 'Duration', value: durationLabel(quote.weeks) },
            { label: `Relationship with ${targetName}`, value: signed(quote.relationshipChange), tone: quote.relationshipChange < 0 ? 'danger' : 'success', testId: 'deal-relationship' },
          ]}
          effect={quote.effect}
          refusal={quote.refusal}
          confirmLabel={`${quote.label} for ${formatUsd(quote.cost)}`}
          busy={busy}
          onConfirm={() => void confirm()}
          testId="action-dialog"
        />
      )}
    </div>
  );
}
