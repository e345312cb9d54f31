// The feedback panel (a right-hand sheet with the shared ContactForm, kind "feedback"), opened from
// the Feedback tab on the right edge on desktop, where the shell keeps a gutter for it so it covers
// nothing, and from the menu on phones, where an edge tab would lie over the page. It closes when the
// form reports success.
import { Dialog } from 'radix-ui';
import { MessageSquareText, X } from 'lucide-react';
import { ContactForm } from '../forms/ContactForm.tsx';

export interface FeedbackPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function FeedbackPanel({ open, onOpenChange }: FeedbackPanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger
        className="fixed top-1/2 right-0 z-20 hidden w-(--feedback-tab-width) -translate-y-1/2 rotate-180 items-center justify-center gap-1.5 rounded-r-lg border border-l-0 border-gold/40 bg-gold py-3 text-xs font-bold tracking-wide text-gold-ink shadow-glow transition-colors [writing-mode:vertical-rl] hover:bg-gold-strong lg:flex"
        data-testid="feedback-tab"
      >
        <MessageSquareText aria-hidden="true" className="size-3.5 rotate-90" />
        Feedback
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-40 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          className="shell-slide-in-right fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col border-l border-line bg-surface shadow-card outline-none"
          data-testid="feedback-panel"
        >
          <div className="flex items-start justify-between gap-3 border-b border-line px-5 py-4">
            <div>
              <Dialog.Title className="text-lg font-bold tracking-tight">Send Feedback</Dialog.Title>
              <Dialog.Description className="text-sm text-ink-muted">Found a bug or have an idea? Tell us what you think.</Dialog.Description>
            </div>
            <Dialog.Close className="grid size-9 shrink-0 place-items-center rounded-lg text-ink-muted hover:bg-raised hover:text-ink" aria-label="Close feedback">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-5">
            <ContactForm kind="feedback" onSuccess={() => onOpenChange(false)} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
