// The background-music rotation as pure functions (spec app-shell §4 "Music"): songs play in list
// order; next and previous cycle through the unmuted songs with wraparound; muting a song takes it
// out of the rotation and, when it was playing, moves on to the next unmuted song or stops (no
// current song) when none is left.

export interface PlaylistSong {
  id: string;
}

export interface Rotation {
  /** Every song, in play order. */
  songs: readonly PlaylistSong[];
  mutedSongs: readonly string[];
  /** The song playing (or paused), null when none. */
  currentId: string | null;
}

export function unmutedSongs(songs: readonly PlaylistSong[], mutedSongs: readonly string[]): PlaylistSong[] {
  return songs.filter((song) => !mutedSongs.includes(song.id));
}

/** The first unmuted song, or null. */
export function firstSong({ songs, mutedSongs }: Omit<Rotation, 'currentId'>): string | null {
  return unmutedSongs(songs, mutedSongs)[0]?.id ?? null;
}

/** The unmuted song `step` places from the current one in list order, wrapping around. */
function step(rotation: Rotation, direction: 1 | -1): string | null {
  const { songs, mutedSongs, currentId } = rotation;
  if (songs.length === 0) return null;
  const start = currentId === null ? -1 : songs.findIndex((song) => song.id === currentId);
  if (start === -1) return direction === 1 ? firstSong(rotation) : (unmutedSongs(songs, mutedSongs).at(-1)?.id ?? null);
  for (let offset = 1; offset <= songs.length; offset += 1) {
    const index = (((start + direction * offset) % songs.length) + songs.length) % songs.length;
    const song = songs[index];
    if (song && !mutedSongs.includes(song.id)) return song.id;
  }
  return null;
}

/** Next unmuted song after the current one (wraps; the current song itself when it is the only one). */
export function nextSong(rotation: Rotation): string | null {
  return step(rotation, 1);
}

/** Previous unmuted song before the current one (wraps). */
export function previousSong(rotation: Rotation): string | null {
  return step(rotation, -1);
}

/** Mutes a song. If it was current, the next unmuted song becomes current, or none. */
export interface RotationChange {
  mutedSongs: string[];
  currentId: string | null;
}

export function muteSong(rotation: Rotation, id: string): RotationChange {
  const mutedSongs = rotation.mutedSongs.includes(id) ? [...rotation.mutedSongs] : [...rotation.mutedSongs, id];
  if (rotation.currentId !== id) return { mutedSongs, currentId: rotation.currentId };
  return { mutedSongs, currentId: nextSong({ ...rotation, mutedSongs }) };
}

/** Unmutes a song. With no current song, it becomes the current one. */
export function unmuteSong(rotation: Rotation, id: string): RotationChange {
  const mutedSongs = rotation.mutedSongs.filter((muted) => muted !== id);
  return { mutedSongs, currentId: rotation.currentId ?? id };
}

/** Keeps the current song if it is still playable, else the first unmuted one. */
export function settleCurrent(rotation: Rotation): string | null {
  const { songs, mutedSongs, currentId } = rotation;
  if (currentId && songs.some((song) => song.id === currentId) && !mutedSongs.includes(currentId)) return currentId;
  return firstSong(rotation);
}
