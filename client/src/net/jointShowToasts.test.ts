import { describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast }));

import { announceJointShows, JOINT_SHOW_TOAST_MS } from './jointShowToasts.ts';

describe('the joint show Book Now toast', () => {
  it('says the show is ready to book for 5 seconds, and Book Now opens /shows/{showId}/book', () => {
    const go = vi.fn();
    announceJointShows(
      [
        { kind: 'weekAdvanced', week: 3, month: 'January', year: 2025 },
        { kind: 'jointShowReady', federationId: 'f1', showId: 'show42', name: 'Home vs. Titan Pro Supershow' },
      ],
      go,
    );
    expect(toast).toHaveBeenCalledOnce();
    const [title, options] = toast.mock.calls[0]!;
    expect(title).toBe('Home vs. Titan Pro Supershow is ready to book');
    expect(options.duration).toBe(JOINT_SHOW_TOAST_MS);
    expect(JOINT_SHOW_TOAST_MS).toBe(5_000);
    expect(options.action.label).toBe('Book Now');
    options.action.onClick();
    expect(go).toHaveBeenCalledWith('/shows/show42/book');
  });
});
