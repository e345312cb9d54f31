// Next Week asks first when this week has shows not run yet (docs/rules/week.md "Next Week and unrun
// shows"): it lists them with what skipping costs (the figures of the shared rule, shows/unrunShows.ts,
// through the read-only previewWeekAdvance command) and offers to run them now, to skip them, or to
// stay in this week.
import { AlertDialog } from 'radix-ui';
import { FastForward, Play } from 'lucide-react';
import type { WeekAdvancePreview } from '#shared/sim/shows/unrunShows.ts';
import { Badge } from '#client/components/Badge.tsx';
import { Button } from '#client/components/Button.tsx';
import { buttonClass } from '#client/components/buttonClass.ts';
import { formatPopularity, formatUsd } from '#client/lib/format.ts';

export interface UnrunShowsDialogProps {
  preview: WeekAdvancePreview | null;
  /** While the shows run: what is happening now ("Running Harbor TV (1 of 2)..."). */
  progress: string | null;
  /** The server's sentence when the advance was refused (nothing was advanced; a show that could not run is in the week report instead). */
  error: string | null;
  onRun: () => void;
  onSkip: () => void;
  onCancel: () => void;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function UnrunShowsDialog({ preview, progress, error, onRun, onSkip, onCancel }: UnrunShowsDialogProps) {
  const busy = progress !== null;
  const shows = preview?.shows ?? [];
  const refunds = shows.reduce((sum, s) => sum + s.refund, 0);
  return (
    <AlertDialog.Root open={preview !== null && shows.length > 0} onOpenChange={(open) => !open && !busy && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="animate-fade-in fixed inset-0 z-[60] bg-black/70" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-[70] flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col rounded-card border border-line bg-surface p-5 shadow-card animate-slide-up sm:p-6"
          onEscapeKeyDown={(event) => busy && event.preventDefault()}
          data-testid="unrun-shows-dialog"
        >
          <AlertDialog.Title className="text-lg font-bold tracking-tight">
            {shows.length === 1 ? 'A show of this week has not run' : `${shows.length} shows of this week have not run`}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-1 text-sm text-ink-muted">
            Next Week cancels every show of this week that has not run. Run {shows.length === 1 ? 'it' : 'them'} now, or skip at this cost:
          </AlertDialog.Description>

          <ul className="mt-4 flex min-h-0 flex-col gap-2 overflow-y-auto" aria-label="Unrun shows">
            {shows.map((show) => (
              <li key={show.showId} className="rounded-lg border border-line bg-raised/60 p-3" data-testid="unrun-show">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold" data-testid="unrun-show-name">
                    {show.name}
                  </span>
                  {show.segmentCount > 0 ? <Badge tone="success">Card booked: {plural(show.segmentCount, 'segment')}</Badge> : <Badge tone="gold">Empty card: auto-booked if run</Badge>}
                </div>
                <p className="mt-0.5 text-xs text-ink-muted">{show.venue}</p>
                <ul className="mt-2 flex flex-col gap-0.5 text-sm" aria-label={`Skipping ${show.name} costs`} data-testid="unrun-show-costs">
                  <li>
                    Refund <span className="font-semibold text-success">+{formatUsd(show.refund)}</span> (half the rental)
                  </li>
                  {show.tvMiss && <li className="text-danger-strong">Misses an episode on {show.tvMiss.network}</li>}
                  {show.weekly &&
                    (show.rebooked ? (
                      <li className="text-ink-muted">Weekly show on TV: booked again next week, empty, with its deal</li>
                    ) : (
                      <li className="text-ink-muted">Weekly show: not booked again next week</li>
                    ))}
                </ul>
              </li>
            ))}
          </ul>

          <p className="mt-3 text-sm" data-testid="unrun-shows-popularity">
            {preview?.popularity ? (
              <>
                If skipped: popularity <span className="font-semibold text-danger-strong">−{formatPopularity(Math.round((preview.popularity.from - preview.popularity.to) * 10) / 10)}</span> ({preview.popularity.reason.toLowerCase()}); refunds {formatUsd(refunds)} in all.
              </>
            ) : (
              <>If skipped: no popularity lost (a show was completed this week); refunds {formatUsd(refunds)} in all.</>
            )}
          </p>

          <div aria-live="polite" className="text-sm">
            {progress && (
              <p className="mt-3 text-gold" data-testid="unrun-shows-progress">
                {progress}
              </p>
            )}
            {error && (
              <p role="alert" className="mt-3 rounded-lg border border-danger/30 bg-danger-soft p-3 text-danger-strong" data-testid="unrun-shows-error">
                {error} The week was not advanced.
              </p>
            )}
          </div>

          {/* Stacked at every size: the three labels side by side do not fit the dialog. The safe choice, Cancel, takes the focus first. */}
          <div className="mt-5 flex flex-col gap-2">
            <Button onClick={onRun} disabled={busy} busy={busy} fullWidth data-testid="unrun-shows-run">
              {!busy && <Play aria-hidden="true" className="size-4" />}
              Run them now, then advance
            </Button>
            <Button variant="secondary" onClick={onSkip} disabled={busy} fullWidth data-testid="unrun-shows-skip">
              <FastForward aria-hidden="true" className="size-4" />
              Skip them and advance
            </Button>
            <AlertDialog.Cancel className={buttonClass('ghost', 'md', 'w-full')} disabled={busy} data-testid="unrun-shows-cancel">
              Cancel
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
