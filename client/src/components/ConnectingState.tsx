// Shown while the game room is being joined.
import { Spinner } from './Spinner.tsx';

export function ConnectingState({ label = 'Connecting to your game...', compact = false }: { label?: string; compact?: boolean }) {
  return (
    <div role="status" aria-live="polite" data-testid="game-connecting" className={`flex items-center justify-center gap-3 text-ink-muted ${compact ? 'py-6' : 'py-16'}`}>
      <Spinner className="text-gold" />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
