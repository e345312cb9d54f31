import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RATING_MAX_STARS } from '#shared/rules/shows.ts';
import { StarMeter } from './RatingBreakdown.tsx';

/** How much of each drawn star is filled, from the fill widths. */
function fills(): number[] {
  const meter = screen.getByRole('img');
  return [...meter.querySelectorAll('[data-star-fill]')].map((el) => Number((el as HTMLElement).style.width.replace('%', '')) / 100);
}

describe('StarMeter draws the scale the number uses', () => {
  it('draws the 0-10 rating as ten stars: 3.5 is three and a half out of ten', () => {
    render(<StarMeter value={3.5} />);
    expect(screen.getByRole('img', { name: '3.5 out of 10' })).toBeTruthy();
    expect(RATING_MAX_STARS).toBe(10);
    expect(fills()).toEqual([1, 1, 1, 0.5, 0, 0, 0, 0, 0, 0]);
  });

  it('rounds to the nearest half star and stays within the scale', () => {
    const { unmount } = render(<StarMeter value={7.76} />);
    expect(screen.getByRole('img', { name: '7.8 out of 10' })).toBeTruthy();
    expect(fills()).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 0, 0]);
    unmount();
    render(<StarMeter value={0.2} />);
    expect(fills().every((f) => f === 0)).toBe(true);
    expect(fills()).toHaveLength(10);
  });
});
