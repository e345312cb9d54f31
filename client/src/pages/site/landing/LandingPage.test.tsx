import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAt } from '#client/test/renderAt.tsx';
import { Gallery, GALLERY_EMPTY_TEXT, type GalleryItem } from './Gallery.tsx';
import { LandingPage } from './LandingPage.tsx';
import { supportLinks } from './supportLinks.ts';

beforeAll(() => {
  // embla watches slides with IntersectionObserver, which jsdom lacks.
  if (!('IntersectionObserver' in window)) {
    // Everything counts as in view, so below-the-fold sections load at once.
    class IntersectionObserverStub {
      callback: IntersectionObserverCallback;
      constructor(callback: IntersectionObserverCallback) {
        this.callback = callback;
      }
      observe(target: Element) {
        queueMicrotask(() => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    Object.defineProperty(window, 'IntersectionObserver', { writable: true, value: IntersectionObserverStub });
  }
});

describe('LandingPage', () => {
  it('has the skip link, the header navigation and Login / Play Now! to /auth', () => {
    renderAt('/', <LandingPage />);
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    const hrefs = ['Home', 'Features', 'How to Play', 'Wrestlers', 'Blog', 'Changelog'].map((name) => nav.getByRole('link', { name }).getAttribute('href'));
    expect(hrefs).toEqual(['/', '/features', '/how-to-play', '/wrestlers', '/blog', '/changelog']);
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth');
    expect(header.getByRole('link', { name: 'Play Now!' }).getAttribute('href')).toBe('/auth');
  });

  it('has the hero buttons, six feature cards, the sections and their anchors', () => {
    renderAt('/', <LandingPage />);
    expect(screen.getByRole('link', { name: /Play Now - Free!/ }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('link', { name: /Learn More/ }).getAttribute('href')).toBe('/features');
    expect(screen.getByRole('link', { name: /Browse Wrestlers/ }).getAttribute('href')).toBe('/wrestlers');

    const grid = within(screen.getByTestId('feature-grid'));
    expect(grid.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Master the Roster',
      'Book Epic Shows',
      'Dominate the Competition',
      'Navigate a Dynamic World',
      'Build Your Financial Empire',
      'Global Expansion',
    ]);
    const learnMore = grid.getAllByRole('link', { name: /Learn more/ }).map((a) => a.getAttribute('href'));
    expect(learnMore[0]).toBe('/wrestlers');
    for (const href of learnMore.slice(1)) expect(href?.startsWith('/features')).toBe(true);

    for (const name of ['What is Main Event Mogul?', 'Game Gallery', 'Latest Updates', 'Get in Touch', 'Keep the lights on in the arena']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(document.getElementById('contact')).toBeTruthy();
    expect(document.getElementById('support')).toBeTruthy();
    expect(screen.getByRole('link', { name: /View Full Changelog/ }).getAttribute('href')).toBe('/changelog');
  });

  it('marks only the newest update New!', () => {
    renderAt('/', <LandingPage />);
    const updates = within(screen.getByTestId('latest-updates'));
    expect(updates.getAllByText('New!')).toHaveLength(1);
    expect(within(updates.getAllByRole('listitem')[0]!).getByText('New!')).toBeTruthy();
  });

  it('loads the contact form in the Get in Touch section', async () => {
    renderAt('/', <LandingPage />);
    expect(await screen.findByTestId('contact-form')).toBeTruthy();
  });

  it('has footer columns Game Content, Quick Links and Legal', () => {
    renderAt('/', <LandingPage />);
    const quick = within(screen.getByRole('navigation', { name: 'Quick Links' }));
    expect(quick.getByRole('link', { name: 'Play Game' }).getAttribute('href')).toBe('/auth');
    expect(quick.getByRole('link', { name: 'Changelog' }).getAttribute('href')).toBe('/changelog');
    expect(quick.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/#contact');
    expect(quick.getByRole('link', { name: 'Support Us' }).getAttribute('href')).toBe('/#support');
    expect(screen.getByRole('navigation', { name: 'Game Content' })).toBeTruthy();
    const legal = within(screen.getByRole('navigation', { name: 'Legal' }));
    expect(legal.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/privacy', '/terms', '/eula']);
  });

  it('sets the page title and description', () => {
    renderAt('/', <LandingPage />);
    expect(document.title).toBe('Main Event Mogul: Free Wrestling Management Game');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/wrestling federation/);
  });
});

describe('supportLinks', () => {
  it('hides a button whose address is unset or not http(s)', () => {
    expect(supportLinks({})).toEqual({ donate: null, patreon: null });
    expect(supportLinks({ VITE_DONATE_URL: ' ', VITE_PATREON_URL: 'javascript:alert(1)' })).toEqual({ donate: null, patreon: null });
    expect(supportLinks({ VITE_DONATE_URL: 'https://ko-fi.com/example', VITE_PATREON_URL: 'https://www.patreon.com/example' })).toEqual({
      donate: 'https://ko-fi.com/example',
      patreon: 'https://www.patreon.com/example',
    });
  });
});

const items: GalleryItem[] = [
  { id: 'a', url: '/gallery/a.webp', thumb: '/gallery/a-small.webp', name: 'Dashboard', description: 'Your federation.', width: 1280, height: 800 },
  { id: 'b', url: '/gallery/b.webp', name: 'Setup', description: 'Name it.', width: 1280, height: 800 },
];

describe('Gallery', () => {
  it('says the gallery is coming soon when there are no screenshots', () => {
    render(<Gallery items={[]} />);
    expect(screen.getByText(GALLERY_EMPTY_TEXT)).toBeTruthy();
    expect(GALLERY_EMPTY_TEXT).toBe('Gallery coming soon! Check back for exciting wrestling moments.');
  });

  it('opens a screenshot full size from the image, closes it with the close button, and opens it from View Full Size', async () => {
    render(<Gallery items={items} />);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Screenshot: Dashboard', 'Screenshot: Setup']);
    fireEvent.click(screen.getByRole('button', { name: 'View Dashboard full size' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/gallery/a.webp');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getAllByRole('button', { name: 'View Full Size' })[1]!);
    expect(within(await screen.findByRole('dialog')).getByText('Setup')).toBeTruthy();
  });

  it('closes the overlay on a click anywhere and on Escape', async () => {
    render(<Gallery items={items} />);
    fireEvent.click(screen.getByRole('button', { name: 'View Dashboard full size' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('img'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'View Setup full size' }));
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
