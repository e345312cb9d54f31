// "Download my data": the account's profile and every save as one JSON file, with how far the download
// got (the server first replays each save, which takes a moment on a long career).
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#client/components/Button.tsx';
import { downloadAccountData, formatBytes, saveFile, type DownloadProgress } from './profileApi.ts';

type State = { status: 'idle' } | { status: 'preparing' } | { status: 'downloading'; progress: DownloadProgress };

function label(state: State): string {
  if (state.status === 'preparing') return 'Gathering your data...';
  if (state.status === 'downloading') {
    const { received, total } = state.progress;
    return total ? `Downloading... ${Math.min(100, Math.round((received / total) * 100))}%` : `Downloading... ${formatBytes(received)}`;
  }
  return 'Download My Data';
}

export function DownloadMyData() {
  const [state, setState] = useState<State>({ status: 'idle' });
  const busy = state.status !== 'idle';
  const percent = state.status === 'downloading' && state.progress.total ? Math.min(100, Math.round((state.progress.received / state.progress.total) * 100)) : null;

  async function download() {
    if (busy) return;
    setState({ status: 'preparing' });
    const result = await downloadAccountData((progress) => setState({ status: 'downloading', progress }));
    setState({ status: 'idle' });
    if (!result.ok) {
      toast.error('Download failed', { description: result.error });
      return;
    }
    saveFile(result.blob, result.fileName);
    toast.success('Your data is downloaded', { description: `${result.fileName} (${formatBytes(result.blob.size)})` });
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold">Download my data</p>
        <p className="text-sm text-ink-muted">
          One JSON file with your account (email, created date, sign-in methods), your music settings and every saved game in full. No password or sign-in secret is in it.
        </p>
        {busy && (
          <div className="mt-2 flex flex-col gap-1" data-testid="export-progress">
            <div
              role="progressbar"
              aria-label="Data download"
              aria-valuemin={0}
              aria-valuemax={100}
              {...(percent === null ? { 'aria-valuetext': label(state) } : { 'aria-valuenow': percent })}
              className="h-1.5 w-full overflow-hidden rounded-full bg-overlay"
            >
              <div
                className={percent === null ? 'h-full w-1/3 animate-pulse rounded-full bg-gold' : 'h-full rounded-full bg-gold transition-[width] duration-200'}
                style={percent === null ? undefined : { width: `${percent}%` }}
              />
            </div>
            <p className="text-xs text-ink-subtle" aria-live="polite">
              {label(state)}
            </p>
          </div>
        )}
      </div>
      <Button variant="secondary" onClick={() => void download()} busy={busy} disabled={busy} data-testid="download-my-data" className="shrink-0">
        {!busy && <Download aria-hidden="true" className="size-4" />}
        {busy ? (state.status === 'preparing' ? 'Preparing...' : 'Downloading...') : 'Download My Data'}
      </Button>
    </div>
  );
}
