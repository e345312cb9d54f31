import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { music, resetMusic } from '#client/state/music.ts';
import { calledRoutes, mockFetch } from '#client/test/mockFetch.ts';
import { MusicSettings } from './MusicSettings.tsx';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const songs = [
  { id: 'a', title: 'Main Event Entrance', artist: 'Studio', url: '/music/a.ogg' },
  { id: 'b', title: 'Neon Title Run', artist: 'Studio', url: '/music/b.ogg' },
];

function ready(overrides: Partial<typeof music> = {}) {
  Object.assign(music, { status: 'ready', songs, musicMuted: false, mutedSongs: [], currentId: 'a', ...overrides });
}

describe('music settings', () => {
  beforeEach(() => {
    resetMusic();
    toasts.success.mockClear();
    toasts.error.mockClear();
  });

  it('mutes all music, saves it, and disables the song controls', async () => {
    const fetch = mockFetch({ 'PUT /api/profile/music': { body: { musicMuted: true, mutedSongs: [] } } });
    ready();
    render(<MusicSettings />);
    fireEvent.click(screen.getByRole('switch', { name: /Mute music/ }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Settings saved', { description: 'Music muted successfully.' }));
    expect(calledRoutes(fetch)).toEqual(['PUT /api/profile/music']);
    expect((screen.getByTestId('next-song') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('previous-song') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('song-b-mute') as HTMLButtonElement).disabled).toBe(true);
  });

  it('mutes the current song and moves on to the next one', async () => {
    mockFetch({ 'PUT /api/profile/music': { body: { musicMuted: false, mutedSongs: ['a'] } } });
    ready();
    render(<MusicSettings />);
    fireEvent.click(screen.getByRole('button', { name: 'Mute Main Event Entrance' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Song muted', { description: 'This song will not play again.' }));
    expect(music.currentId).toBe('b');
    expect(screen.getByTestId('current-song').textContent).toBe('Neon Title Run');
  });

  it('keeps the change locally when saving fails', async () => {
    mockFetch({ 'PUT /api/profile/music': { status: 500, body: { error: 'down' } } });
    ready();
    render(<MusicSettings />);
    fireEvent.click(screen.getByRole('switch', { name: /Mute music/ }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith('Error', { description: 'Failed to save music preference. Changes will be lost when you reload.' }),
    );
    expect(music.musicMuted).toBe(true);
  });
});
