// The confirm dialog of a dealing (a rivalry action, a poach, a raid): what it costs and what it does, line
// by line from the sim's quote, and why it cannot be done when the quote refuses; nothing is sent until the
// player confirms.
import type { ReactNode } from 'react';
import { Button } from '#client/components/Button.tsx';
import { Modal } from '#client/components/Modal.tsx';
import { Notice } from '#client/components/Notice.tsx';

export interface DealRow {
  label: string;
  value: ReactNode;
  tone?: 'gold' | 'danger' | 'success';
  testId?: string;
}

export interface DealConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  rows: DealRow[];
  /** A sentence of what happens, under the rows. */
  effect?: ReactNode;
  /** Why it cannot be done now (the quote's refusal): the confirm button is off. */
  refusal: string | null;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  testId: string;
}

const TONES = { gold: 'font-bold text-gold', danger: 'font-bold text-danger-strong', success: 'font-bold text-success' } as const;

export function DealConfirmDialog({ open, onOpenChange, title, description, rows, effect, refusal, confirmLabel, busy, onConfirm, testId }: DealConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      {...(description ? { description } : {})}
      data-testid={testId}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={onConfirm} busy={busy} disabled={busy || refusal !== null} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <dl className="divide-y divide-line rounded-xl border border-line bg-raised/50 px-4 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="flex items-baseline justify-between gap-3 py-2.5">
              <dt className="text-ink-muted">{row.label}</dt>
              <dd className={`text-right tabular-nums ${row.tone ? TONES[row.tone] : 'font-semibold'}`} data-testid={row.testId}>
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
        {effect && <p className="text-sm text-ink-muted">{effect}</p>}
        {refusal && (
          <Notice tone="warning" title="Not possible now" data-testid={`${testId}-refusal`}>
            {refusal}
          </Notice>
        )}
      </div>
    </Modal>
  );
}
