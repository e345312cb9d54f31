import { describe, expect, it } from 'vitest';
import type { SimEvent } from '../../../../../shared/sim/events.ts';
import { weekSections } from './weekSections.ts';

const f = 'fed-1';

describe('week report sections', () => {
  it('puts each event in its section, in report order, without the date and without empty sections', () => {
    const events = [
      { kind: 'weekAdvanced', week: 2, month: 'January', year: 2025 },
      { kind: 'moraleChanged', federationId: f, wrestlerId: 'w1', name: 'Ace', from: 70, to: 72, parts: [{ label: 'Paid above asking', amount: 2 }] },
      { kind: 'trainingCompleted', federationId: f, wrestlerId: 'w1', name: 'Ace', skill: 'agility', change: 2, value: 64 },
      { kind: 'ledgerSettled', federationId: f, weekNumber: 1, revenue: 0, expenses: 5000, profit: -5000, tax: 0, afterTax: -5000, fundsAfter: 45000 },
      { kind: 'popularityChanged', federationId: f, from: 10, to: 9.8, reason: 'No show was completed this week' },
      { kind: 'staffReport', federationId: f, staffType: 'head_coach', reportId: 'r1', title: 'Training Report' },
      { kind: 'contractExpiring', federationId: f, wrestlerId: 'w2', name: 'Blaze' },
    ] as SimEvent[];
    const sections = weekSections(events);
    expect(sections.map((section) => section.name)).toEqual(['federation', 'money', 'contracts', 'training', 'staff', 'morale']);
    expect(sections.flatMap((section) => section.events)).toHaveLength(6);
  });

  it('keeps kinds it does not know under Other news', () => {
    const sections = weekSections([{ kind: 'sponsorSigned', message: 'Iron Cola' } as unknown as SimEvent]);
    expect(sections).toEqual([{ name: 'other', title: 'Other news', events: [{ kind: 'sponsorSigned', message: 'Iron Cola' }] }]);
  });
});
