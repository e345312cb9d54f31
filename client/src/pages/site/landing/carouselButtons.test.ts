import { describe, expect, it } from 'vitest';
import { carouselButtons } from './carouselButtons.ts';

describe('carouselButtons', () => {
  it('hides Previous on the first card and shows Next', () => {
    expect(carouselButtons({ index: 0, count: 6, loop: true })).toEqual({ prev: false, next: true });
  });

  it('shows both once the carousel moved on', () => {
    expect(carouselButtons({ index: 1, count: 6, loop: true })).toEqual({ prev: true, next: true });
    expect(carouselButtons({ index: 4, count: 6, loop: true })).toEqual({ prev: true, next: true });
  });

  it('keeps Next on the last card when looping (it wraps to the first), and hides it when not', () => {
    expect(carouselButtons({ index: 5, count: 6, loop: true })).toEqual({ prev: true, next: true });
    expect(carouselButtons({ index: 5, count: 6, loop: false })).toEqual({ prev: true, next: false });
  });

  it('shows no buttons for a single card or none', () => {
    expect(carouselButtons({ index: 0, count: 1, loop: true })).toEqual({ prev: false, next: false });
    expect(carouselButtons({ index: 0, count: 0, loop: true })).toEqual({ prev: false, next: false });
  });
});
