// Background music: the songs, the player's preferences (profile), the current song and whether the
// page wants music now. audio/musicPlayer.ts plays what this store says.
import { proxy } from 'valtio';
import type { Song } from '../net/gameApi.ts';

export interface MusicStore {
  /** 'idle' until the songs and the profile were asked for once this session. */
  status: 'idle' | 'loading' | 'ready';
  songs: Song[];
  musicMuted: boolean;
  mutedSongs: string[];
  /** The song in the player (playing or paused); null when none is left to play. */
  currentId: string | null;
  /** True while the page shown plays music (only /dashboard). */
  active: boolean;
  /** True while the audio element is actually playing. */
  playing: boolean;
  /** The browser refused to start playing before a user gesture; the next click or key starts it. */
  blocked: boolean;
}

export const music = proxy<MusicStore>({
  status: 'idle',
  songs: [],
  musicMuted: false,
  mutedSongs: [],
  currentId: null,
  active: false,
  playing: false,
  blocked: false,
});

export function resetMusic(): void {
  music.status = 'idle';
  music.songs = [];
  music.musicMuted = false;
  music.mutedSongs = [];
  music.currentId = null;
  music.active = false;
  music.playing = false;
  music.blocked = false;
}
