// The full-size view of a gallery screenshot: a Radix Dialog (focus trapped, Escape closes) over a dark
// backdrop. A click anywhere, on the image too, closes it, and so does the close button.
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { GalleryItem } from './Gallery.tsx';

export function GalleryOverlay({ item, onClose }: { item: GalleryItem; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/85 backdrop-blur-sm animate-fade-in" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex cursor-zoom-out flex-col items-center justify-center gap-3 p-4 outline-none animate-fade-in sm:p-8"
          onClick={onClose}
          data-testid="gallery-overlay"
        >
          <img
            src={item.url}
            alt={`Screenshot: ${item.name}`}
            width={item.width}
            height={item.height}
            className="h-auto max-h-[82dvh] w-auto max-w-full rounded-xl border border-line-strong object-contain shadow-2xl"
          />
          <div className="max-w-3xl text-center">
            <Dialog.Title className="font-bold">{item.name}</Dialog.Title>
            <Dialog.Description className="text-sm text-ink-muted">{item.description}</Dialog.Description>
          </div>
          <Dialog.Close
            className="absolute top-3 right-3 grid size-11 place-items-center rounded-full border border-line-strong bg-raised/90 text-ink hover:text-gold"
            aria-label="Close"
            data-testid="gallery-close"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
