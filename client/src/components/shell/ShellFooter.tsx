// Footer of the game shell: version and last-update date.
import { APP_VERSION, LAST_UPDATE } from './release.ts';

export function ShellFooter() {
  return (
    <footer className="border-t border-line/70 px-4 py-5 text-xs text-ink-subtle sm:px-6 lg:pr-[calc(2rem+var(--feedback-tab-width))] lg:pl-8" data-testid="shell-footer">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1">
        <p>
          Main Event Mogul <span className="font-semibold text-ink-muted" data-testid="app-version">Alpha v{APP_VERSION}</span>
        </p>
        <p>Last update: {LAST_UPDATE}</p>
      </div>
    </footer>
  );
}
