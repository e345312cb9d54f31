import { beforeEach, describe, expect, it } from 'vitest';
import { onNextWeekClick, takeWeekAdvanceRequest, weekAdvanceRequested } from './weekAdvanceRequest.ts';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

describe('the Next Week request', () => {
  beforeEach(() => void takeWeekAdvanceRequest());

  it('is made by a plain click and taken once', () => {
    expect(weekAdvanceRequested()).toBe(false);
    onNextWeekClick(click);
    expect(weekAdvanceRequested()).toBe(true);
    expect(takeWeekAdvanceRequest()).toBe(true);
    expect(takeWeekAdvanceRequest()).toBe(false);
  });

  it('is not made by a click that opens another tab or window, or a cancelled one', () => {
    for (const variant of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }, { defaultPrevented: true }]) {
      onNextWeekClick({ ...click, ...variant });
      expect(weekAdvanceRequested()).toBe(false);
    }
  });
});
