// What the settings dialog's music controls do: change the store at once (the player follows), then
// save the preference in the profile, with the spec's toasts. A failed save keeps the change locally.
import { toast } from 'sonner';
import { gameApi, type MusicProfile } from '../net/gameApi.ts';
import { music } from '../state/music.ts';
import { muteSong, nextSong, previousSong, settleCurrent, unmuteSong } from './playlist.ts';

const SAVE_FAILED = 'Failed to save music preference. Changes will be lost when you reload.';

async function persist(change: Partial<MusicProfile>): Promise<boolean> {
  const result = await gameApi.saveMusic(change);
  if (!result.ok) toast.error('Error', { description: SAVE_FAILED });
  return result.ok;
}

function rotation() {
  return { songs: music.songs, mutedSongs: music.mutedSongs, currentId: music.currentId };
}

export async function setMusicMuted(muted: boolean): Promise<void> {
  music.musicMuted = muted;
  if (!muted) music.currentId = settleCurrent(rotation());
  if (await persist({ musicMuted: muted })) {
    toast.success('Settings saved', { description: muted ? 'Music muted successfully.' : 'Music unmuted successfully.' });
  }
}

export async function setSongMuted(id: string, muted: boolean): Promise<void> {
  const next = muted ? muteSong(rotation(), id) : unmuteSong(rotation(), id);
  music.mutedSongs = next.mutedSongs;
  music.currentId = next.currentId;
  if (!(await persist({ mutedSongs: next.mutedSongs }))) return;
  if (muted) toast.success('Song muted', { description: 'This song will not play again.' });
  else toast.success('Song unmuted', { description: 'This song is back in the rotation.' });
}

export function playNext(): void {
  music.currentId = nextSong(rotation());
}

export function playPrevious(): void {
  music.currentId = previousSong(rotation());
}

/** Picks a song directly (clicking its title). Muted songs cannot be picked. */
export function playSong(id: string): void {
  if (!music.mutedSongs.includes(id)) music.currentId = id;
}
