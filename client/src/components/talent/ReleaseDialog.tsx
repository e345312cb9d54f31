// Confirm a release: what the federation gives up (docs/game-rules.md "Contracts": the wrestler is a
// free agent at once, loses any championships and stops training; releasing costs nothing).
import { useState } from 'react';
import type { Snapshot } from 'valtio';
import { runGameAction } from '../../net/gameActions.ts';
import type { WrestlerMirror } from '../../state/game.ts';
import { Button } from '../Button.tsx';
import { Modal } from '../Modal.tsx';
import { skillLabel } from './talentFormat.ts';

export function ReleaseDialog({ wrestler, open, onOpenChange, onReleased }: { wrestler: Snapshot<WrestlerMirror>; open: boolean; onOpenChange: (open: boolean) => void; onReleased?: () => void }) {
  const [busy, setBusy] = useState(false);
  if (!open) return null;

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
    `The remaining ${wrestler.contractWeeksRemaining} ${wrestler.contractWeeksRemaining === 1 ? 'week' : 'weeks'} of the contract are cancelled: releasing costs nothing.`,
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
          <Button variant="danger" onClick={() => void confirm()} disabled={busy} busy={busy} data-testid="confirm-release">
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
    </Modal>
  );
}
