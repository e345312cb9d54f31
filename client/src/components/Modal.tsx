// A centred dialog on Radix Dialog (focus trapped, Escape and the close button close it): the base of
// the game's forms in a dialog (sign a wrestler, start training, renew, confirm).
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../lib/cx.ts';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** The action buttons, right-aligned on wide screens, stacked on phones. */
  footer?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

export function Modal({ open, onOpenChange, title, description, children, footer, className, 'data-testid': testId }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-[60] bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          className={cx(
            'fixed top-1/2 left-1/2 z-[70] flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-card border border-line bg-surface shadow-card outline-none animate-slide-up',
            className,
          )}
          data-testid={testId}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-3 border-b border-line px-5 py-4 sm:px-6">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-bold tracking-tight">{title}</Dialog.Title>
              {description && <Dialog.Description className="mt-1 text-sm text-ink-muted">{description}</Dialog.Description>}
            </div>
            <Dialog.Close className="grid size-9 shrink-0 place-items-center rounded-lg text-ink-muted hover:bg-raised hover:text-ink" aria-label="Close">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {children && <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>}
          {footer && <div className="flex flex-col-reverse gap-2 border-t border-line px-5 py-4 sm:flex-row sm:justify-end sm:px-6">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
