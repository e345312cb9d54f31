// An inline message box (info, success, warning, danger) for things the user must read on the page.
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../lib/cx.ts';

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

const tones: Record<NoticeTone, { box: string; icon: typeof Info }> = {
  info: { box: 'border-info/30 bg-info-soft text-ink [&_svg]:text-info', icon: Info },
  success: { box: 'border-success/30 bg-success-soft text-ink [&_svg]:text-success', icon: CircleCheck },
  warning: { box: 'border-gold/30 bg-gold-soft text-ink [&_svg]:text-gold', icon: TriangleAlert },
  danger: { box: 'border-danger/30 bg-danger-soft text-ink [&_svg]:text-danger-strong', icon: CircleAlert },
};

export interface NoticeProps {
  tone?: NoticeTone;
  title?: string;
  children?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

export function Notice({ tone = 'info', title, children, actions, className, 'data-testid': testId }: NoticeProps) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} data-testid={testId} className={cx('flex gap-3 rounded-xl border p-4 text-sm animate-slide-up', box, className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex min-w-0 flex-col gap-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="text-ink-muted">{children}</div>}
        {actions && <div className="mt-2 flex flex-wrap gap-2">{actions}</div>}
      </div>
    </div>
  );
}
