// Mounted by the game shell: loads the music once and lets it play only on /dashboard. Leaving the
// shell (start menu, bare pages, sign-out) pauses it.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { setMusicActive, startMusic } from './musicPlayer.ts';

export const MUSIC_ROUTES = ['/dashboard'];

export function useMusicDirector(): void {
  const [path] = useLocation();
  const active = MUSIC_ROUTES.includes(path.toLowerCase().replace(/\/+$/, ''));

  useEffect(() => {
    void startMusic();
  }, []);

  useEffect(() => {
    setMusicActive(active);
  }, [active]);

  useEffect(() => () => setMusicActive(false), []);
}
