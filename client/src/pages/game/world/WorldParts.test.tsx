// The world screens' popularity trend: a trend that did not move reads "steady" in a
// neutral colour, not "− 0" in green as if it rose.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PopularityChange, Sparkline } from './WorldParts.tsx';

describe('the popularity trend', () => {
  it('says "steady" for no change, with no minus sign', () => {
    render(<PopularityChange change={0} weeks={1} />);
    const change = screen.getByTestId('popularity-change');
    expect(change.textContent).toContain('steady');
    expect(change.textContent).not.toContain('−');
    expect(change.textContent).toContain('Popularity unchanged this week');
  });

  it('keeps the sign and the figure for a change', () => {
    render(<PopularityChange change={-0.7} weeks={2} />);
    expect(screen.getByTestId('popularity-change').textContent).toContain('−0.7');
  });

  it('draws a flat trend neutral, a rising one green and a falling one red', () => {
    const { rerender } = render(<Sparkline points={[50, 50, 50]} />);
    const line = () => screen.getByTestId('sparkline').querySelector('polyline')!.getAttribute('class');
    expect(line()).toBe('stroke-ink-muted');
    rerender(<Sparkline points={[50, 51]} />);
    expect(line()).toBe('stroke-success');
    rerender(<Sparkline points={[50, 49]} />);
    expect(line()).toBe('stroke-danger-strong');
  });
});

describe('a change too small to show', () => {
  it('reads "steady" when it rounds to 0.0, never "−0"', () => {
    render(<PopularityChange change={-0.03} weeks={12} />);
    const change = screen.getByTestId('popularity-change');
    expect(change.textContent).toContain('steady');
    expect(change.textContent).toContain('Popularity unchanged over 12 weeks');
    expect(change.className).toContain('text-ink-muted');
  });
});
