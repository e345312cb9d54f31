// Confirm a release: what the federation gives up (docs/rules/roster.md "Contracts": the wrestler is a
// free agent at once, loses any championships and stops training) and the severance it pays now, from the
// same shared rule as the release itself (rules/contracts.ts releaseSeverance).
import { useState } from 'react';
import type { Snapshot } from 'valtio';
import { useSnapshot } from 'valtio';
import { releaseSeverance } from '#shared/rules/contracts.ts';
import { formatUsd } from '#client/lib/format.ts';
import { runGameAction } from '#client/net/gameActions.ts';
import { game, type WrestlerMirror } from '#client/state/game.ts';
import { Button } from '../Button.tsx';
import { Modal } from '../Modal.tsx';
import { skillLabel } from './talentFormat.ts';

export function ReleaseDialog({ wrestler, open, onOpenChange, onReleased }: { wrestler: Snapshot<WrestlerMirror>; open: boolean; onOpenChange: (open: boolean) => void; onReleased?: () => void }) {
  const [busy, setBusy] = useState(false);
  const funds = useSnapshot(game).state?.federation.funds ?? 0;
  if (!open) return null;
  const weeks = wrestler.contractWeeksRemaining;
  const severance = releaseSeverance({ type: wrestler.contractType === 'perAppearance' ? 'perAppearance' : 'permanent', salary: wrestler.salary, weeksRemaining: weeks });
  const short = severance > funds;

  async function confirm() {
    setBusy(true);
    const result = await runGameAction('releaseWrestler', { wrestlerId: wrestler.id }, { title: `${wrestler.name} released`, description: 'They are a free agent now.' });
    setBusy(false);
    if (result.ok) {
      onOpenChange(false);
      onReleased?.();
    }
  }

  const losses = [
    'They become a free agent at once: anyone may sign them, and you can only get them back by signing them again.',
    wrestler.championships > 0
      ? `They lose the ${wrestler.championships === 1 ? 'championship' : `${wrestler.championships} championships`} they hold.`
      : 'They would lose any championship they held.',
    wrestler.status === 'training' ? `Their ${skillLabel(wrestler.trainingSkill)} course stops; its cost is not refunded.` : null,
  ].filter((line): line is string => !!line);

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={`Release ${wrestler.name}?`}
      description="This cannot be undone."
      data-testid="release-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Keep {wrestler.name}
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={busy || short} busy={busy} data-testid="confirm-release">
            Release
          </Button>
        </>
      }
    >
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-ink-muted" data-testid="release-consequences">
        {losses.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm font-medium text-ink" data-testid="release-severance">
        Severance: {formatUsd(severance)}, paid now (half of the {weeks} {weeks === 1 ? 'week' : 'weeks'} left on the contract).
      </p>
      {short ? (
        <p className="mt-1 text-sm text-danger-strong" data-testid="release-short" role="alert">
          Insufficient funds. This release costs {formatUsd(severance)} and you have {formatUsd(funds)}.
        </p>
      ) : null}
    </Modal>
  );
}
