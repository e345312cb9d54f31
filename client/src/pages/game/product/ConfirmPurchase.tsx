// A purchase confirmation: what is bought, what it costs now and weekly, the funds after; the action
// runs the command and closes on success (a refusal keeps it open, its sentence in a toast).
import { useState, type ReactNode } from 'react';
import { Button } from '#client/components/Button.tsx';
import { Modal } from '#client/components/Modal.tsx';
import { formatUsd } from '#client/lib/format.ts';

export interface ConfirmPurchaseProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** USD paid now. */
  cost: number;
  funds: number;
  rows?: Array<{ label: string; value: string }>;
  confirmLabel: string;
  onConfirm: () => Promise<boolean>;
  testId: string;
  confirmTestId: string;
}

export function ConfirmPurchase({ open, onClose, title, description, cost, funds, rows = [], confirmLabel, onConfirm, testId, confirmTestId }: ConfirmPurchaseProps) {
  const [busy, setBusy] = useState(false);
  const short = cost > funds;
  async function confirm() {
    setBusy(true);
    const ok = await onConfirm();
    setBusy(false);
    if (ok) onClose();
  }
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      description={description}
      data-testid={testId}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} disabled={busy || short} busy={busy} data-testid={confirmTestId}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <dl className="flex flex-col divide-y divide-line/70 text-sm">
        <div className="flex justify-between gap-3 py-2">
          <dt className="text-ink-muted">Paid now</dt>
          <dd className="font-bold text-gold tabular-nums">{formatUsd(cost)}</dd>
        </div>
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-3 py-2">
            <dt className="text-ink-muted">{row.label}</dt>
            <dd className="text-right font-semibold tabular-nums">{row.value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 py-2">
          <dt className="text-ink-muted">Funds after</dt>
          <dd className={`font-bold tabular-nums ${short ? 'text-danger-strong' : ''}`}>{formatUsd(funds - cost)}</dd>
        </div>
      </dl>
      {short && <p className="mt-3 text-sm text-danger-strong">Insufficient funds: this costs {formatUsd(cost)} and you have {formatUsd(funds)}.</p>}
    </Modal>
  );
}
