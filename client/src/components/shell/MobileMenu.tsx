// The mobile slide-over menu (below lg): a Radix Dialog, so focus is trapped, Escape closes it and the
// page behind cannot scroll while it is open.
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { Logo } from '../Logo.tsx';
import { NavMenu } from './NavMenu.tsx';
import type { UnreadCounts } from './unread.ts';

export interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  unread: UnreadCounts;
  onSaveGame: () => void;
  /** Opens the feedback panel: phones have no Feedback tab on the edge. */
  onFeedback: () => void;
}

export function MobileMenu({ open, onOpenChange, unread, onSaveGame, onFeedback }: MobileMenuProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-40 bg-black/70 backdrop-blur-sm lg:hidden" />
        <Dialog.Content
          className="shell-slide-in-left fixed inset-y-0 left-0 z-50 flex w-[min(20rem,86vw)] flex-col border-r border-line bg-surface shadow-card outline-none lg:hidden"
          data-testid="mobile-menu"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-4">
            <Logo />
            <Dialog.Close className="grid size-10 place-items-center rounded-lg text-ink-muted hover:bg-raised hover:text-ink" aria-label="Close menu">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Game menu</Dialog.Title>
          <Dialog.Description className="sr-only">Go to another part of your federation.</Dialog.Description>
          <nav aria-label="Game" className="flex-1 overflow-y-auto overscroll-contain px-3 py-5">
            <NavMenu unread={unread} onNavigate={() => onOpenChange(false)} onSaveGame={onSaveGame} onFeedback={onFeedback} testIdPrefix="mobile-nav" />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
