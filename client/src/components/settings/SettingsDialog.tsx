// The settings dialog of the game shell: the Next Week setting (run my unrun shows automatically) and
// background music controls.
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { AutoRunShowsSetting } from './AutoRunShowsSetting.tsx';
import { MusicSettings } from './MusicSettings.tsx';

export function SettingsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col rounded-card border border-line bg-surface shadow-card outline-none animate-slide-up"
          data-testid="settings-dialog"
        >
          <div className="flex items-start justify-between gap-3 border-b border-line px-5 py-4 sm:px-6">
            <div className="flex flex-col gap-1">
              <Dialog.Title className="text-lg font-bold tracking-tight">Settings</Dialog.Title>
              <Dialog.Description className="text-sm text-ink-muted">Next Week, sound and music for your game.</Dialog.Description>
            </div>
            <Dialog.Close className="grid size-9 shrink-0 place-items-center rounded-lg text-ink-muted hover:bg-raised hover:text-ink" aria-label="Close settings">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex flex-col gap-6 overflow-y-auto px-5 py-5 sm:px-6">
            <section aria-labelledby="next-week-settings-title" className="flex flex-col gap-4">
              <h3 id="next-week-settings-title" className="font-bold tracking-tight">
                Next Week
              </h3>
              <AutoRunShowsSetting />
            </section>
            <MusicSettings />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
