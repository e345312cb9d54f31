// A small pill label: status, "Coming Soon", counts.
import type { ReactNode } from 'react';
import { cx } from '../lib/cx.ts';

export type BadgeTone = 'neutral' | 'gold' | 'danger' | 'success' | 'info';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-raised text-ink-muted border-line',
  gold: 'bg-gold-soft text-gold border-gold/30',
  danger: 'bg-danger-soft text-danger-strong border-danger/30',
  success: 'bg-success-soft text-success border-success/30',
  info: 'bg-info-soft text-info border-info/30',
};

export function Badge({ tone = 'neutral', className, children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return (
    <span className={cx('inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold tracking-wide whitespace-nowrap', tones[tone], className)}>
      {children}
    </span>
  );
}
