import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURES } from '../features/featureList.ts';
import { FeatureCarousel } from './FeatureCarousel.tsx';

// A stand-in for embla: records scroll calls and lets the test fire "select".
const fake = vi.hoisted(() => {
  const listeners = new Map<string, Set<() => void>>();
  const api = {
    selected: 0,
    selectedScrollSnap: () => api.selected,
    scrollNext: vi.fn(),
    scrollPrev: vi.fn(),
    on(event: string, fn: () => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(fn);
      return api;
    },
    off(event: string, fn: () => void) {
      listeners.get(event)?.delete(fn);
      return api;
    },
    select(index: number) {
      api.selected = index;
      for (const fn of listeners.get('select') ?? []) fn();
    },
    reset() {
      api.selected = 0;
      listeners.clear();
      api.scrollNext.mockClear();
      api.scrollPrev.mockClear();
    },
  };
  return api;
});

vi.mock('embla-carousel-react', () => ({ default: () => [() => {}, fake] }));

describe('FeatureCarousel', () => {
  beforeEach(() => fake.reset());

  it('starts on the first card with Next only; Next moves, and Previous appears once moved', () => {
    render(<FeatureCarousel features={FEATURES} />);
    expect(screen.queryByTestId('carousel-prev')).toBeNull();
    fireEvent.click(screen.getByTestId('carousel-next'));
    expect(fake.scrollNext).toHaveBeenCalledTimes(1);

    act(() => fake.select(1));
    expect(screen.getByTestId('carousel-prev')).toBeTruthy();
    expect(screen.getByTestId('carousel-next')).toBeTruthy();
    expect(screen.getByText(`Feature 2 of 6: ${FEATURES[1]?.title}`)).toBeTruthy();

    fireEvent.click(screen.getByTestId('carousel-prev'));
    expect(fake.scrollPrev).toHaveBeenCalledTimes(1);
  });

  it('keeps Next on the last card (the carousel loops) and hides Previous again on the first', () => {
    render(<FeatureCarousel features={FEATURES} />);
    act(() => fake.select(5));
    expect(screen.getByTestId('carousel-next')).toBeTruthy();
    act(() => fake.select(0));
    expect(screen.queryByTestId('carousel-prev')).toBeNull();
  });

  it('moves with the arrow keys when the carousel has focus', () => {
    render(<FeatureCarousel features={FEATURES} />);
    const region = screen.getByRole('region', { name: 'Game features' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(region.tabIndex).toBe(0);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(fake.scrollPrev).not.toHaveBeenCalled();
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(fake.scrollNext).toHaveBeenCalledTimes(1);
    act(() => fake.select(2));
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(fake.scrollPrev).toHaveBeenCalledTimes(1);
  });

  it('labels each card as a slide with its position and a Learn more link', () => {
    render(<FeatureCarousel features={FEATURES} />);
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(6);
    expect(slides[0]?.getAttribute('aria-label')).toBe('1 of 6: Master the Roster');
    expect(screen.getByRole('link', { name: /^Learn more\s*about Master the Roster$/ }).getAttribute('href')).toBe('/wrestlers');
  });
});
