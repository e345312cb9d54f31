// Background music controls: mute all, previous / next, and per-song mute. The song controls are
// disabled while music is muted.
import { Switch } from 'radix-ui';
import { Music, SkipBack, SkipForward } from 'lucide-react';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { playNext, playPrevious, playSong, setMusicMuted, setSongMuted } from '#client/audio/musicActions.ts';
import { unmutedSongs } from '#client/audio/playlist.ts';
import { music } from '#client/state/music.ts';
import { Button } from '../Button.tsx';
import { ConnectingState } from '../ConnectingState.tsx';
import { SongRow } from './SongRow.tsx';

export function MusicSettings() {
  const snap = useSnapshot(music);
  const switchId = useId();
  const current = snap.songs.find((song) => song.id === snap.currentId) ?? null;
  const controlsOff = snap.musicMuted;
  const canStep = !controlsOff && unmutedSongs(snap.songs, snap.mutedSongs).length > 0;

  if (snap.status !== 'ready') return <ConnectingState compact label="Loading music..." />;

  return (
    <section aria-labelledby="music-settings-title" className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <Music aria-hidden="true" className="size-5 text-gold" />
        <h3 id="music-settings-title" className="font-bold tracking-tight">
          Background Music
        </h3>
      </div>
      <div className="flex items-center justify-between gap-4 rounded-xl border border-line bg-raised/50 px-4 py-3">
        <label htmlFor={switchId} className="flex flex-col">
          <span className="text-sm font-semibold">Mute music</span>
          <span className="text-xs text-ink-muted">Music plays on your dashboard.</span>
        </label>
        <Switch.Root
          id={switchId}
          checked={snap.musicMuted}
          onCheckedChange={(checked) => void setMusicMuted(checked)}
          className="relative h-6 w-11 shrink-0 rounded-full border border-line-strong bg-overlay transition-colors data-[state=checked]:border-gold data-[state=checked]:bg-gold"
          data-testid="music-mute-toggle"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-ink shadow transition-transform data-[state=checked]:translate-x-[22px] data-[state=checked]:bg-gold-ink" />
        </Switch.Root>
      </div>

      <div className="flex items-center gap-3 rounded-xl border border-line px-4 py-3">
        <div className="min-w-0 flex-1" aria-live="polite">
          <p className="text-[10px] font-semibold tracking-[0.2em] text-ink-subtle uppercase">{controlsOff ? 'Music muted' : 'Now playing'}</p>
          <p className="truncate text-sm font-semibold" data-testid="current-song">
            {current ? current.title : 'No song selected'}
          </p>
          {snap.blocked && !controlsOff && <p className="text-xs text-ink-muted">Music starts with your next click.</p>}
        </div>
        <Button variant="secondary" size="sm" onClick={playPrevious} disabled={!canStep} aria-label="Previous song" data-testid="previous-song">
          <SkipBack aria-hidden="true" className="size-4" />
        </Button>
        <Button variant="secondary" size="sm" onClick={playNext} disabled={!canStep} aria-label="Next song" data-testid="next-song">
          <SkipForward aria-hidden="true" className="size-4" />
        </Button>
      </div>

      {snap.songs.length === 0 ? (
        <p className="text-sm text-ink-muted">No songs available.</p>
      ) : (
        <ul className={controlsOff ? 'flex flex-col gap-2 opacity-60' : 'flex flex-col gap-2'} aria-label="Songs">
          {snap.songs.map((song) => (
            <SongRow
              key={song.id}
              song={song}
              current={song.id === snap.currentId}
              muted={snap.mutedSongs.includes(song.id)}
              disabled={controlsOff}
              onPlay={() => playSong(song.id)}
              onToggleMute={() => void setSongMuted(song.id, !snap.mutedSongs.includes(song.id))}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
