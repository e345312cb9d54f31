// The game's background music: original tracks synthesized by scripts/make-music.sh, served from
// assets/music/ (see GET /api/music). Each file loops seamlessly. Plain data, no I/O.

export interface Song {
  /** Stable id, used in the player's muted-songs list. */
  id: string;
  title: string;
  artist: string;
  /** File name inside assets/music/. */
  filename: string;
}

export const SONGS: readonly Song[] = [
  // Arena rock, E minor, 126 BPM, 53 s
  { id: 'main-event-entrance', title: 'Main Event Entrance', artist: 'Main Event Mogul Studio', filename: 'main-event-entrance.ogg' },
  // Synthwave, A minor, 108 BPM, 53 s
  { id: 'neon-title-run', title: 'Neon Title Run', artist: 'Main Event Mogul Studio', filename: 'neon-title-run.ogg' },
  // Driving hard rock, D, 140 BPM, 55 s
  { id: 'steel-cage-strut', title: 'Steel Cage Strut', artist: 'Main Event Mogul Studio', filename: 'steel-cage-strut.ogg' },
];
