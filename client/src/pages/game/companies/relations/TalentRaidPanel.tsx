// Poaching and talent raids on one federation's roster: each wrestler with the poach price (2.5 x salary,
// from the sim's quote) and what their morale makes of moving, or why they cannot be taken; Poach opens a
// confirm dialog with the price; ticking 2-3 wrestlers offers a raid priced $50,000 plus their salaries
// (the sim's raidCost), confirmed the same way.
import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Link } from 'wouter';
import { POACH_CONTRACT_WEEKS, POACH_POPULARITY_LOSS, POACH_TARGET_POPULARITY_LOSS, RAID_MAX_WRESTLERS, RAID_MIN_WRESTLERS, RAID_POPULARITY_LOSS, RAID_TARGET_POPULARITY_LOSS, RELATIONSHIP_CHANGES, insufficientForRaid } from '#shared/rules/diplomacy.ts';
import { raidCost, type PoachQuote } from '#shared/sim/diplomacy/poaching.ts';
import { Button } from '#client/components/Button.tsx';
import { cx } from '#client/lib/cx.ts';
import { formatUsd } from '#client/lib/format.ts';
import { runGameAction } from '#client/net/gameActions.ts';
import { DealConfirmDialog } from './DealConfirmDialog.tsx';
import { dealingOutcome, signed } from './relationsFormat.ts';

type Dialog = { kind: 'poach'; quote: PoachQuote } | { kind: 'raid' } | null;

/** What the wrestler would make of moving, before it happens (the quote's morale part). */
function moraleNote(quote: PoachQuote): string {
  if (!quote.morale) return 'Would move without complaint';
  return `Would leave ${quote.morale.amount > 0 ? 'gladly' : 'grudgingly'} (morale ${signed(quote.morale.amount)})`;
}

export function TalentRaidPanel({ targetId, targetName, funds, quotes, onDone }: { targetId: string; targetName: string; funds: number; quotes: readonly PoachQuote[]; onDone: () => void }) {
  const [picked, setPicked] = useState<string[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const pickedQuotes = quotes.filter((q) => picked.includes(q.wrestlerId));
  const raidPrice = raidCost(pickedQuotes.map((q) => q.salary));
  const raidRefusal = picked.length < RAID_MIN_WRESTLERS || picked.length > RAID_MAX_WRESTLERS ? `A talent raid takes ${RAID_MIN_WRESTLERS} or ${RAID_MAX_WRESTLERS} wrestlers.` : funds < raidPrice ? insufficientForRaid(raidPrice) : null;

  function toggle(id: string) {
    setPicked((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
  }

  async function confirm() {
    if (!dialog) return;
    setBusy(true);
    const result = dialog.kind === 'poach' ? await runGameAction('poachWrestler', { wrestlerId: dialog.quote.wrestlerId }) : await runGameAction('talentRaid', { targetId, wrestlerIds: picked });
    setBusy(false);
    if (!result.ok) return;
    const outcome = dealingOutcome(result.answer.events);
    toast.success(dialog.kind === 'poach' ? `${dialog.quote.name} joins your roster` : 'Talent raid done', outcome ? { description: outcome } : undefined);
    setDialog(null);
    setPicked([]);
    onDone();
  }

  if (quotes.length === 0) {
    return (
      <p className="text-sm text-ink-muted" data-testid="poach-empty">
        {targetName} has no wrestler you could take.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3" data-testid="poach-panel">
      <ul className="-mx-2 flex flex-col divide-y divide-line">
        {quotes.map((q) => {
          const takeable = q.refusal === null || q.refusal.startsWith('Insufficient funds');
          const checkboxId = `raid-${q.wrestlerId}`;
          return (
            <li key={q.wrestlerId} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-2 py-2.5 text-sm" data-testid="poach-row" data-wrestler-id={q.wrestlerId}>
              <input
                id={checkboxId}
                type="checkbox"
                className="size-4 shrink-0 accent-gold"
                checked={picked.includes(q.wrestlerId)}
                disabled={!takeable}
                onChange={() => toggle(q.wrestlerId)}
                aria-label={`Pick ${q.name} for a talent raid`}
                data-testid="raid-pick"
              />
              <div className="flex min-w-0 flex-1 basis-44 flex-col">
                <Link href={`/wrestler/${q.wrestlerId}`} className="truncate font-semibold hover:text-gold hover:underline">
                  {q.name}
                </Link>
                <span className={cx('text-xs', q.refusal && !takeable ? 'text-ink-subtle' : 'text-ink-muted')}>{q.refusal && !takeable ? q.refusal : moraleNote(q)}</span>
              </div>
              <div className="ml-auto flex items-center gap-3">
                <span className="text-xs text-ink-muted tabular-nums">
                  <span className="font-semibold text-ink">{formatUsd(q.cost)}</span>
                </span>
                <Button size="sm" variant="secondary" disabled={!takeable} onClick={() => setDialog({ kind: 'poach', quote: q })} aria-label={`Poach ${q.name} for ${formatUsd(q.cost)}`} data-testid="poach-button">
                  <UserPlus aria-hidden="true" className="size-4" />
                  Poach
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-col gap-2 rounded-xl border border-line bg-raised/40 p-3 sm:flex-row sm:items-center">
        <p className="min-w-0 flex-1 text-sm text-ink-muted" data-testid="raid-summary">
          {picked.length === 0 ? `Tick ${RAID_MIN_WRESTLERS}-${RAID_MAX_WRESTLERS} wrestlers to raid them at once: ${formatUsd(raidCost([]))} plus their salaries.` : `${picked.length} picked: ${formatUsd(raidPrice)} for the raid.`}
        </p>
        <Button size="sm" disabled={picked.length < RAID_MIN_WRESTLERS || picked.length > RAID_MAX_WRESTLERS} onClick={() => setDialog({ kind: 'raid' })} data-testid="raid-button">
          <Users aria-hidden="true" className="size-4" />
          Talent raid
        </Button>
      </div>
      {dialog?.kind === 'poach' && (
        <DealConfirmDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          title={`Poach ${dialog.quote.name}`}
          description={`From ${targetName}, on a ${POACH_CONTRACT_WEEKS}-week contract at their current salary.`}
          rows={[
            { label: 'Price, paid now (2.5 x salary)', value: formatUsd(dialog.quote.cost), tone: 'danger', testId: 'deal-cost' },
            { label: 'Salary carried over', value: formatUsd(dialog.quote.salary) },
            { label: 'Your popularity', value: signed(-POACH_POPULARITY_LOSS), tone: 'danger' },
            { label: `${targetName}'s popularity`, value: signed(-POACH_TARGET_POPULARITY_LOSS) },
            { label: 'Relationship', value: signed(RELATIONSHIP_CHANGES.poach), tone: 'danger', testId: 'deal-relationship' },
          ]}
          effect={`${moraleNote(dialog.quote)}. A champion leaves the title vacant.`}
          refusal={dialog.quote.refusal}
          confirmLabel={`Poach for ${formatUsd(dialog.quote.cost)}`}
          busy={busy}
          onConfirm={() => void confirm()}
          testId="poach-dialog"
        />
      )}
      {dialog?.kind === 'raid' && (
        <DealConfirmDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          title={`Talent raid on ${targetName}`}
          description={`${pickedQuotes.map((q) => q.name).join(', ')} join you on ${POACH_CONTRACT_WEEKS}-week contracts at their current salaries.`}
          rows={[
            { label: 'Talent raid', value: formatUsd(raidCost([])) },
            ...pickedQuotes.map((q) => ({ label: `${q.name}'s salary`, value: formatUsd(q.salary) })),
            { label: 'Total, paid now', value: formatUsd(raidPrice), tone: 'danger' as const, testId: 'deal-cost' },
            { label: 'Your popularity', value: signed(-RAID_POPULARITY_LOSS), tone: 'danger' as const },
            { label: `${targetName}'s popularity`, value: signed(-RAID_TARGET_POPULARITY_LOSS) },
            { label: 'Relationship', value: signed(RELATIONSHIP_CHANGES.raid), tone: 'danger' as const, testId: 'deal-relationship' },
          ]}
          effect="A champion among them leaves the title vacant."
          refusal={raidRefusal}
          confirmLabel={`Raid for ${formatUsd(raidPrice)}`}
          busy={busy}
          onConfirm={() => void confirm()}
          testId="raid-dialog"
        />
      )}
    </div>
  );
}
