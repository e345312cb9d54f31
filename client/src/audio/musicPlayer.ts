// Plays what the music store says: the current song, volume 0.3, looped, only while the page wants
// music and music is not muted. One audio element per tab. If the browser blocks playback before a
// user gesture, the first click, tap or key press starts it.
import { subscribe } from 'valtio';
import { gameApi } from '../net/gameApi.ts';
import { music } from '../state/music.ts';
import { settleCurrent } from './playlist.ts';

export const MUSIC_VOLUME = 0.3;

let audio: HTMLAudioElement | null = null;
let waitingForGesture = false;
let subscribed = false;

function element(): HTMLAudioElement {
  if (!audio) {
    audio = new Audio();
    audio.loop = true;
    audio.volume = MUSIC_VOLUME;
    audio.preload = 'auto';
    audio.addEventListener('playing', () => (music.playing = true));
    audio.addEventListener('pause', () => (music.playing = false));
  }
  return audio;
}

function onGesture(): void {
  waitingForGesture = false;
  music.blocked = false;
  removeGestureListeners();
  sync();
}

function removeGestureListeners(): void {
  document.removeEventListener('pointerdown', onGesture, true);
  document.removeEventListener('keydown', onGesture, true);
}

function waitForGesture(): void {
  music.blocked = true;
  if (waitingForGesture) return;
  waitingForGesture = true;
  document.addEventListener('pointerdown', onGesture, true);
  document.addEventListener('keydown', onGesture, true);
}

function play(player: HTMLAudioElement): void {
  try {
    const started = player.play() as Promise<void> | undefined;
    started?.catch((error: unknown) => {
      if ((error as { name?: string } | null)?.name === 'NotAllowedError') waitForGesture();
    });
  } catch {
    // No media support (tests, very old browsers): stay silent.
  }
}

/** Brings the audio element in line with the store. */
export function sync(): void {
  const song = music.songs.find((candidate) => candidate.id === music.currentId);
  const wanted = music.status === 'ready' && music.active && !music.musicMuted && !!song;
  if (!wanted) {
    if (audio && !audio.paused) audio.pause();
    if (!song && audio?.getAttribute('src')) {
      audio.removeAttribute('src');
      audio.load();
    }
    return;
  }
  const player = element();
  if (player.getAttribute('src') !== song.url) {
    player.src = song.url;
    player.currentTime = 0;
  }
  player.volume = MUSIC_VOLUME;
  player.loop = true;
  if (player.paused && !waitingForGesture) play(player);
}

/** Fetches the songs and the player's preferences once per session, then keeps the player in sync. */
export async function startMusic(): Promise<void> {
  if (!subscribed) {
    subscribed = true;
    subscribe(music, sync);
  }
  if (music.status !== 'idle') return;
  music.status = 'loading';
  const [songs, profile] = await Promise.all([gameApi.music(), gameApi.profile()]);
  if (music.status !== 'loading') return; // signed out meanwhile
  music.songs = songs.ok ? (songs.data?.songs ?? []) : [];
  if (profile.ok && profile.data) {
    music.musicMuted = profile.data.musicMuted === true;
    music.mutedSongs = Array.isArray(profile.data.mutedSongs) ? profile.data.mutedSongs : [];
  }
  music.currentId = settleCurrent({ songs: music.songs, mutedSongs: music.mutedSongs, currentId: music.currentId });
  music.status = 'ready';
}

/** Whether the page shown wants music (only /dashboard does). */
export function setMusicActive(active: boolean): void {
  if (music.active !== active) music.active = active;
  if (!active) sync();
}
