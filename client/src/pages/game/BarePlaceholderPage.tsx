// A bare in-game screen (no shell) that a later update builds: slim game bar and a "Coming soon" panel.
import { ComingSoon } from '#client/components/ComingSoon.tsx';
import { GameTopBar } from '#client/components/GameTopBar.tsx';

export function BarePlaceholderPage({ title, description }: { title: string; description: string }) {
  return (
    <div className="arena-backdrop flex min-h-dvh flex-1 flex-col">
      <GameTopBar />
      <main id="main" className="flex flex-1 items-center px-4 py-16 sm:px-6">
        <ComingSoon title={title} description={description} backHref="/dashboard" backLabel="Back to Dashboard" />
      </main>
    </div>
  );
}
