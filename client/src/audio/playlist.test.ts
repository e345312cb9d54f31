import { describe, expect, it } from 'vitest';
import { firstSong, muteSong, nextSong, previousSong, settleCurrent, unmuteSong, type Rotation } from './playlist.ts';

const songs = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];
const rotation = (currentId: string | null, mutedSongs: string[] = []): Rotation => ({ songs, mutedSongs, currentId });

describe('music rotation', () => {
  it('starts with the first unmuted song', () => {
    expect(firstSong({ songs, mutedSongs: [] })).toBe('a');
    expect(firstSong({ songs, mutedSongs: ['a', 'b'] })).toBe('c');
    expect(firstSong({ songs, mutedSongs: ['a', 'b', 'c', 'd'] })).toBeNull();
    expect(firstSong({ songs: [], mutedSongs: [] })).toBeNull();
  });

  it('goes to the next unmuted song and wraps around', () => {
    expect(nextSong(rotation('a'))).toBe('b');
    expect(nextSong(rotation('d'))).toBe('a');
    expect(nextSong(rotation('a', ['b', 'c']))).toBe('d');
    expect(nextSong(rotation('c', ['d', 'a']))).toBe('b');
  });

  it('goes to the previous unmuted song and wraps around', () => {
    expect(previousSong(rotation('b'))).toBe('a');
    expect(previousSong(rotation('a'))).toBe('d');
    expect(previousSong(rotation('a', ['d', 'c']))).toBe('b');
  });

  it('stays on the only unmuted song and gives none when all are muted', () => {
    expect(nextSong(rotation('b', ['a', 'c', 'd']))).toBe('b');
    expect(previousSong(rotation('b', ['a', 'c', 'd']))).toBe('b');
    expect(nextSong(rotation(null, ['a', 'b', 'c', 'd']))).toBeNull();
  });

  it('starts from the ends when nothing is current', () => {
    expect(nextSong(rotation(null))).toBe('a');
    expect(previousSong(rotation(null))).toBe('d');
  });

  it('moves on to the next unmuted song when the current one is muted', () => {
    expect(muteSong(rotation('b'), 'b')).toEqual({ mutedSongs: ['b'], currentId: 'c' });
    expect(muteSong(rotation('d', ['a']), 'd')).toEqual({ mutedSongs: ['a', 'd'], currentId: 'b' });
  });

  it('keeps the current song when another one is muted', () => {
    expect(muteSong(rotation('a'), 'c')).toEqual({ mutedSongs: ['c'], currentId: 'a' });
  });

  it('stops and clears the current song when the last unmuted one is muted', () => {
    expect(muteSong(rotation('c', ['a', 'b', 'd']), 'c')).toEqual({ mutedSongs: ['a', 'b', 'd', 'c'], currentId: null });
  });

  it('unmuting brings a song back and makes it current when nothing plays', () => {
    expect(unmuteSong(rotation(null, ['a', 'b']), 'b')).toEqual({ mutedSongs: ['a'], currentId: 'b' });
    expect(unmuteSong(rotation('c', ['a']), 'a')).toEqual({ mutedSongs: [], currentId: 'c' });
  });

  it('settles on a playable current song', () => {
    expect(settleCurrent(rotation('c'))).toBe('c');
    expect(settleCurrent(rotation('c', ['c']))).toBe('a');
    expect(settleCurrent(rotation('zz'))).toBe('a');
    expect(settleCurrent(rotation(null, ['a', 'b', 'c', 'd']))).toBeNull();
  });
});
