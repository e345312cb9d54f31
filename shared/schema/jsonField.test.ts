import { describe, expect, it } from 'vitest';
import { jsonList, jsonObject } from './jsonField.ts';
import { broadcastDealField, prestigePartsField, showResultField, tvOfferField, weekLinesField } from './syncedJson.ts';

interface Point {
  x: number;
  label: string;
}

describe('jsonList', () => {
  const points = jsonList<Point>('points');

  it('reads back what it wrote, as JSON.stringify writes it', () => {
    const value = [{ x: 1, label: 'a' }, { x: -2.5, label: 'b' }];
    expect(points.encode(value)).toBe(JSON.stringify(value));
    expect(points.decode(points.encode(value))).toEqual(value);
    expect(points.encode([])).toBe('[]');
  });

  it('gives [] for empty text, text that is not JSON, and JSON that is not a list', () => {
    expect(points.fallback).toEqual([]);
    for (const bad of ['', 'not json', '[1,', '{}', '"text"', '3', 'null']) expect(points.decode(bad), bad).toEqual([]);
  });

  it('keeps decoded lists by their text when asked: the same text gives the same list', () => {
    const kept = jsonList<Point>('kept', { keep: 2 });
    const text = kept.encode([{ x: 1, label: 'a' }]);
    expect(kept.decode(text)).toBe(kept.decode(text));
    expect(points.decode(text)).not.toBe(points.decode(text));
  });

  it('keeps no more texts than asked: the first kept goes first', () => {
    const kept = jsonList<number>('kept', { keep: 2 });
    const one = kept.decode('[1]');
    const two = kept.decode('[2]');
    expect(kept.decode('[1]')).toBe(one);
    kept.decode('[3]');
    expect(kept.decode('[2]')).toBe(two);
    expect(kept.decode('[1]')).not.toBe(one);
    expect(kept.decode('[1]')).toEqual([1]);
  });
});

describe('jsonObject', () => {
  const point = jsonObject<Point>('point', { required: ['x'] });

  it("writes null as '' and reads '' back as null", () => {
    expect(point.encode(null)).toBe('');
    expect(point.decode('')).toBeNull();
    expect(point.fallback).toBeNull();
  });

  it('reads back what it wrote, as JSON.stringify writes it', () => {
    const value = { x: 3, label: 'c' };
    expect(point.encode(value)).toBe(JSON.stringify(value));
    expect(point.decode(point.encode(value))).toEqual(value);
  });

  it('gives null for text that is not JSON, not an object, or an object without a required key', () => {
    for (const bad of ['not json', '{"x":', '[]', '[{"x":1}]', '"text"', '7', 'null', '{}', '{"label":"c"}']) expect(point.decode(bad), bad).toBeNull();
  });
});

describe('the synced fields', () => {
  it("write what the room has always sent: JSON, '' for an absent value", () => {
    const line = { kind: 'staff_salary' as const, label: 'Staff salaries', amount: -100, paidAt: 'weekEnd' as const };
    expect(weekLinesField.encode([line])).toBe(JSON.stringify([line]));
    expect(showResultField.encode(null)).toBe('');
    expect(tvOfferField.encode(null)).toBe('');
  });

  it('read an offer, a deal and a prestige summary only when they hold their figures', () => {
    expect(tvOfferField.decode('{}')).toBeNull();
    expect(tvOfferField.decode('{"paymentAmount":3000,"expiresWeek":9}')?.paymentAmount).toBe(3000);
    expect(broadcastDealField.decode('{}')).toBeNull();
    expect(broadcastDealField.decode('{"startWeek":1,"endWeek":9,"paymentAmount":5}')).toBeNull();
    expect(prestigePartsField.decode('{"weeks":52,"value":3}')).toBeNull();
    expect(prestigePartsField.decode('{"weeks":52,"value":3,"parts":[]}')?.parts).toEqual([]);
  });
});
