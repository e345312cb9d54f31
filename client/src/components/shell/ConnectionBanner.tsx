// A strip under the shell header while the room connection is down (the page keeps its last state).
import type { ConnectionStatus } from '#client/state/game.ts';
import { ConnectionProblem } from '../ConnectionProblem.tsx';
import { Notice } from '../Notice.tsx';

export function ConnectionBanner({ status, error }: { status: ConnectionStatus; error: string | null }) {
  if (status === 'reconnecting') {
    return (
      <div className="px-4 pt-4 sm:px-6 lg:px-8">
        <Notice tone="warning" title="Reconnecting..." data-testid="reconnecting">
          The connection to your game dropped. Hold on while we get it back.
        </Notice>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className="mx-4 mt-4 rounded-xl border border-danger/30 bg-danger-soft/40 sm:mx-6 lg:mx-8">
        <ConnectionProblem message={error} compact />
      </div>
    );
  }
  return null;
}
