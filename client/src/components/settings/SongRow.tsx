// One song in the settings list: title, artist, "Now playing", and its own mute toggle.
import { AudioLines, Volume2, VolumeX } from 'lucide-react';
import type { Song } from '#client/net/gameApi.ts';
import { cx } from '#client/lib/cx.ts';

export interface SongRowProps {
  song: Song;
  current: boolean;
  muted: boolean;
  disabled: boolean;
  onPlay: () => void;
  onToggleMute: () => void;
}

export function SongRow({ song, current, muted, disabled, onPlay, onToggleMute }: SongRowProps) {
  return (
    <li
      className={cx('flex items-center gap-2 rounded-lg border px-2 py-1.5', current && !disabled ? 'border-gold/40 bg-gold-soft' : 'border-line bg-raised/50')}
      data-testid={`song-${song.id}`}
      data-current={current ? 'true' : undefined}
    >
      <button
        type="button"
        onClick={onPlay}
        disabled={disabled || muted}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-md px-1 py-1 text-left disabled:cursor-not-allowed"
        aria-label={`Play ${song.title}`}
      >
        <AudioLines aria-hidden="true" className={cx('size-4 shrink-0', current && !disabled ? 'text-gold' : 'text-ink-subtle')} />
        <span className="min-w-0">
          <span className={cx('block truncate text-sm font-semibold', muted ? 'text-ink-subtle line-through' : 'text-ink')}>{song.title}</span>
          <span className="block truncate text-xs text-ink-subtle">
            {song.artist || 'Unknown artist'}
            {current && !disabled && <span className="text-gold"> · Now playing</span>}
          </span>
        </span>
      </button>
      <button
        type="button"
        onClick={onToggleMute}
        disabled={disabled}
        aria-pressed={muted}
        aria-label={muted ? `Unmute ${song.title}` : `Mute ${song.title}`}
        title={muted ? 'Unmute song' : 'Mute song'}
        className="grid size-9 shrink-0 place-items-center rounded-lg text-ink-muted transition-colors hover:bg-overlay hover:text-ink disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:text-danger-strong"
        data-testid={`song-${song.id}-mute`}
      >
        {muted ? <VolumeX aria-hidden="true" className="size-4" /> : <Volume2 aria-hidden="true" className="size-4" />}
      </button>
    </li>
  );
}
