// /profile's "Download my data": the file with a loading state and progress, and a failure said plainly.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMusic } from '#client/state/music.ts';
import { markSignedIn } from '#client/state/session.ts';
import { mockFetch } from '#client/test/mockFetch.ts';
import { renderAt } from '#client/test/renderAt.tsx';
import { ProfilePage } from './ProfilePage.tsx';

const ACCOUNT = { email: 'champ@example.com', hasPassword: true, google: false, createdAt: '2026-01-05T12:00:00.000Z', freshGoogleSignInUntil: null };

/** The page with the toasts it raises. */
function page() {
  return (
    <>
      <ProfilePage />
      <Toaster />
    </>
  );
}
const FILE = JSON.stringify({ format: 'main-event-mogul/account-data', saves: [{ slotNumber: 1, world: { filler: 'x'.repeat(3000) } }] });

/** The export route answers when `release` is called; every other route from mockFetch. */
function stubExport(response: () => Response) {
  const base = mockFetch({ 'GET /api/profile/account': { body: ACCOUNT } });
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/profile/export') {
      await answered;
      return response();
    }
    return base(input, init);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, release };
}

describe('ProfilePage: download my data', () => {
  let clicked: string[];
  beforeEach(() => {
    markSignedIn({ id: 'u1', email: 'champ@example.com' });
    resetMusic();
    clicked = [];
    // jsdom has no object URLs: these two stand in for the browser's (removed after each test).
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:data'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.getAttribute('href')}`);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('shows that it is working, then hands the file to the browser and says so', async () => {
    const { fetch, release } = stubExport(
      () =>
        new Response(FILE, {
          headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="main-event-mogul-data-2026-12-07.json"', 'Content-Length': String(FILE.length) },
        }),
    );
    renderAt('/profile', page());
    const button = (await screen.findByTestId('download-my-data')) as HTMLButtonElement;
    fireEvent.click(button);
    expect(await screen.findByText('Preparing...')).toBeTruthy();
    expect(button.disabled).toBe(true);
    expect(screen.getByRole('progressbar', { name: 'Data download' })).toBeTruthy();
    expect(screen.getByText('Gathering your data...')).toBeTruthy();
    release();
    expect(await screen.findByText('Your data is downloaded')).toBeTruthy();
    expect(screen.getByText(`main-event-mogul-data-2026-12-07.json (${Math.round(FILE.length / 1024)} KB)`)).toBeTruthy();
    expect(clicked).toEqual(['main-event-mogul-data-2026-12-07.json blob:data']);
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(screen.queryByTestId('export-progress')).toBeNull();
    expect(fetch.mock.calls.filter(([input]) => String(input) === '/api/profile/export')).toHaveLength(1);
  });

  it("says why when the server refuses, and saves nothing", async () => {
    const { release } = stubExport(() => new Response(JSON.stringify({ error: 'Too many attempts. Please try again in 1 hour.', code: 'rate_limited' }), { status: 429 }));
    renderAt('/profile', page());
    fireEvent.click(await screen.findByTestId('download-my-data'));
    release();
    expect(await screen.findByText('Download failed')).toBeTruthy();
    expect(screen.getByText('Too many attempts. Please try again in 1 hour.')).toBeTruthy();
    expect(clicked).toEqual([]);
  });
});
