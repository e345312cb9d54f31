// Train / Renew / Release for a signed wrestler, with their dialogs: the roster rows, the phone cards
// and the profile use the same buttons and rules. Renew appears in the contract's last weeks only.
import { Dumbbell, FileSignature, UserMinus } from 'lucide-react';
import { useState } from 'react';
import type { Snapshot } from 'valtio';
import { RENEWAL_WINDOW_WEEKS } from '#shared/rules/contracts.ts';
import { cx } from '#client/lib/cx.ts';
import type { WrestlerMirror } from '#client/state/game.ts';
import { Button } from '../Button.tsx';
import { ReleaseDialog } from './ReleaseDialog.tsx';
import { RenewDialog } from './RenewDialog.tsx';
import { TrainDialog } from './TrainDialog.tsx';

export function canRenew(wrestler: Pick<WrestlerMirror, 'contractWeeksRemaining'>): boolean {
  return wrestler.contractWeeksRemaining <= RENEWAL_WINDOW_WEEKS;
}

function trainTitle(wrestler: Snapshot<WrestlerMirror>): string {
  if (wrestler.status === 'training') return 'Already training';
  if (wrestler.status === 'injured') return 'Injured wrestlers cannot train';
  if (wrestler.status === 'on_loan') return 'On loan: cannot train';
  return `Train ${wrestler.name}`;
}

export function WrestlerActions({ wrestler, size = 'sm', className, onReleased, labels = 'full' }: { wrestler: Snapshot<WrestlerMirror>; size?: 'sm' | 'md'; className?: string; onReleased?: () => void; labels?: 'full' | 'compact' }) {
  const [dialog, setDialog] = useState<'train' | 'renew' | 'release' | null>(null);
  const close = (open: boolean) => !open && setDialog(null);
  const compact = labels === 'compact';
  const square = compact ? 'size-8 px-0!' : undefined;
  return (
    <div className={cx('flex items-center', compact ? 'flex-nowrap gap-1' : 'flex-wrap gap-2', className)}>
      <Button
        variant="secondary"
        size={size}
        disabled={wrestler.status !== 'active'}
        title={trainTitle(wrestler)}
        aria-label={compact ? `Train ${wrestler.name}` : undefined}
        className={square}
        onClick={() => setDialog('train')}
        data-testid={`train-${wrestler.id}`}
      >
        <Dumbbell aria-hidden="true" className="size-4" />
        {!compact && 'Train'}
      </Button>
      {canRenew(wrestler) && wrestler.status !== 'on_loan' && (
        <Button variant="primary" size={size} className={square} aria-label={compact ? `Renew ${wrestler.name}` : undefined} title={`Renew ${wrestler.name}'s contract`} onClick={() => setDialog('renew')} data-testid={`renew-${wrestler.id}`}>
          <FileSignature aria-hidden="true" className="size-4" />
          {!compact && 'Renew'}
        </Button>
      )}
      {/* A loanee is released (or renewed) by their own federation, once back from the loan. */}
      <Button
        variant="ghost"
        size={size}
        disabled={wrestler.status === 'on_loan'}
        aria-label={compact ? `Release ${wrestler.name}` : undefined}
        title={wrestler.status === 'on_loan' ? 'On loan: only their own federation can release them' : `Release ${wrestler.name}`}
        onClick={() => setDialog('release')}
        data-testid={`release-${wrestler.id}`}
        className={cx('hover:text-danger-strong', square)}
      >
        <UserMinus aria-hidden="true" className="size-4" />
        {!compact && 'Release'}
      </Button>
      <TrainDialog wrestler={wrestler} open={dialog === 'train'} onOpenChange={close} />
      <RenewDialog wrestler={wrestler} open={dialog === 'renew'} onOpenChange={close} />
      <ReleaseDialog wrestler={wrestler} open={dialog === 'release'} onOpenChange={close} onReleased={onReleased} />
    </div>
  );
}
