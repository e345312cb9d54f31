// An in-game screen that a later update builds: a "Coming soon" panel inside the shell.
import { ComingSoon } from '#client/components/ComingSoon.tsx';

export function GamePlaceholderPage({ title, description }: { title: string; description: string }) {
  return (
    <div className="flex flex-1 items-center px-4 py-12 sm:px-6 lg:py-16">
      <ComingSoon title={title} description={description} backHref="/dashboard" backLabel="Back to Dashboard" />
    </div>
  );
}
