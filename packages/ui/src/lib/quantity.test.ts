import { describe, expect, it } from 'vitest';
import { checkQuantity, QUANTITY_INPUT_MAX, QUANTITY_MIN, totalCost } from './quantity';

describe('checkQuantity (spec p2 §5: integer, min 1, input max 1000 not enforced)', () => {
  it.each([
    ['1', 1],
    ['1000', 1000],
    ['1001', 1001],
    [' 25 ', 25],
    ['3.0', 3],
  ])('accepts %j as %d', (raw, value) => {
    expect(checkQuantity(raw)).toEqual({ ok: true, value });
  });

  it.each([
    ['0', 'belowMin'],
    ['-4', 'belowMin'],
    ['2.5', 'notInteger'],
    ['2,5', 'notInteger'],
    ['abc', 'notNumber'],
    ['12abc', 'notNumber'],
    ['1e3', 'notNumber'],
    ['', 'required'],
    ['   ', 'required'],
  ])('refuses %j (%s)', (raw, problem) => {
    expect(checkQuantity(raw)).toEqual({ ok: false, problem });
  });

  it('takes its bounds from the configuration', () => {
    expect([QUANTITY_MIN, QUANTITY_INPUT_MAX]).toEqual([1, 1000]);
  });
});

describe('totalCost', () => {
  it('multiplies each unit cost by the quantity', () => {
    expect(totalCost({ metal_cost: 20_000, crystal_cost: 7_000, deuterium_cost: 2_000 }, 3)).toEqual({ metal: 60_000, crystal: 21_000, deuterium: 6_000 });
  });

  it('treats missing costs as 0 and an invalid quantity as nothing', () => {
    expect(totalCost({ crystal_cost: 1_000 }, 5)).toEqual({ metal: 0, crystal: 5_000, deuterium: 0 });
    expect(totalCost({ metal_cost: 100 }, 2.5)).toEqual({ metal: 0, crystal: 0, deuterium: 0 });
  });
});
