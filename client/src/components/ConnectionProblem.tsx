// Shown when the game room could not be joined or the connection dropped for good: the reason and Retry.
import { RefreshCw, WifiOff } from 'lucide-react';
import { connectGame } from '../net/gameConnection.ts';
import { Button } from './Button.tsx';

export function ConnectionProblem({ message, compact = false }: { message: string | null; compact?: boolean }) {
  return (
    <div role="alert" data-testid="connection-error" className={`flex flex-col items-center gap-3 text-center ${compact ? 'py-4' : 'py-10'}`}>
      <span className="grid size-12 place-items-center rounded-full border border-danger/30 bg-danger-soft text-danger-strong">
        <WifiOff aria-hidden="true" className="size-6" />
      </span>
      <div>
        <p className="font-semibold">Can’t reach your game</p>
        <p className="text-sm text-ink-muted">{message ?? 'Could not connect to your game.'}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={() => void connectGame()} data-testid="retry-connection">
        <RefreshCw aria-hidden="true" className="size-4" />
        Retry
      </Button>
    </div>
  );
}
