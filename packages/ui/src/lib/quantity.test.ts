import { describe, expect, it } from 'vitest';
import {
  checkOrder,
  checkQuantity,
  isRepeat,
  maxAffordable,
  missingRequirements,
  QUANTITY_INPUT_MAX,
  QUANTITY_MIN,
  quantityCap,
  quantityFormSchema,
  shortfall,
  totalCost,
} from './quantity';

describe('checkQuantity (spec p2 §5: integer, min 1; max 1000 per order)', () => {
  it.each([
    ['1', 1],
    ['1000', 1000],
    [' 25 ', 25],
    ['3.0', 3],
  ])('accepts %j as %d', (raw, value) => {
    expect(checkQuantity(raw)).toEqual({ ok: true, value });
  });

  it.each([
    ['0', 'belowMin'],
    ['-4', 'belowMin'],
    ['1001', 'aboveMax'],
    ['99999999999', 'aboveMax'],
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
    expect(totalCost({ metal_cost: 20_000, crystal_cost: 7_000, deuterium_cost: 2_000 }, 3)).toEqual({
      metal: 60_000,
      crystal: 21_000,
      deuterium: 6_000,
    });
  });

  it('treats missing costs as 0 and an invalid quantity as nothing', () => {
    expect(totalCost({ crystal_cost: 1_000 }, 5)).toEqual({ metal: 0, crystal: 5_000, deuterium: 0 });
    expect(totalCost({ metal_cost: 100 }, 2.5)).toEqual({ metal: 0, crystal: 0, deuterium: 0 });
  });
});

const probe = { metal: 0, crystal: 1_000, deuterium: 0 };
const deathstar = { metal: 5_000_000, crystal: 4_000_000, deuterium: 1_000_000 };

describe('maxAffordable and quantityCap', () => {
  it('counts the units the scarcest resource pays', () => {
    expect(maxAffordable({ metal: 45_000, crystal: 15_000, deuterium: 0 }, { metal: 48_250, crystal: 30_000, deuterium: 0 })).toBe(1);
    expect(maxAffordable(probe, { metal: 0, crystal: 25_500, deuterium: 0 })).toBe(25);
    expect(maxAffordable(deathstar, { metal: 48_250, crystal: 30_000, deuterium: 9_000 })).toBe(0);
    expect(maxAffordable({ metal: 0, crystal: 0, deuterium: 0 }, { metal: 0, crystal: 0, deuterium: 0 })).toBe(Number.POSITIVE_INFINITY);
  });

  it('never allows more than 1000 per order, nor more than the stock pays', () => {
    expect(quantityCap(probe, { metal: 0, crystal: 25_500, deuterium: 0 })).toBe(25);
    expect(quantityCap(probe, { metal: 0, crystal: 5_000_000, deuterium: 0 })).toBe(1000);
    expect(quantityCap({ metal: 0, crystal: 0, deuterium: 0 }, { metal: 0, crystal: 0, deuterium: 0 })).toBe(1000);
    expect(quantityCap(probe, null)).toBe(1000);
    expect(quantityCap(probe, { metal: 0, crystal: -10, deuterium: 0 })).toBe(0);
  });
});

describe('shortfall', () => {
  it('names what is missing, rounded up, in resource order', () => {
    expect(shortfall({ metal: 450_000, crystal: 150_000, deuterium: 0 }, { metal: 48_250.7, crystal: 30_000, deuterium: 5 })).toEqual([
      { key: 'metal', amount: 401_750 },
      { key: 'crystal', amount: 120_000 },
    ]);
  });

  it('is empty when the planet can pay or its stock is unknown', () => {
    expect(shortfall({ metal: 100, crystal: 0, deuterium: 0 }, { metal: 100, crystal: 0, deuterium: 0 })).toEqual([]);
    expect(shortfall({ metal: 100, crystal: 0, deuterium: 0 }, null)).toEqual([]);
  });
  it('counts a resource missing from the stock as 0, and rounds a fractional stock down', () => {
    expect(shortfall({ metal: 10, crystal: 0, deuterium: 0 }, {})).toEqual([{ key: 'metal', amount: 10 }]);
    expect(shortfall({ metal: 1000, crystal: 500, deuterium: 300 }, { metal: 400.5, crystal: 900, deuterium: 0 })).toEqual([
      { key: 'metal', amount: 600 },
      { key: 'deuterium', amount: 300 },
    ]);
  });
});

describe('missingRequirements', () => {
  it('names the shipyard level a type needs when the planet has less (Estrella de la Muerte: 12 vs 8)', () => {
    expect(missingRequirements(12, 8)).toEqual([{ building: 'shipyard', required: 12, current: 8 }]);
  });

  it('is empty when met, not required, or the level is unknown', () => {
    expect(missingRequirements(12, 12)).toEqual([]);
    expect(missingRequirements(null, 0)).toEqual([]);
    expect(missingRequirements(0, 0)).toEqual([]);
    expect(missingRequirements(12, null)).toEqual([]);
  });
});

describe('checkOrder (the build panel before an order)', () => {
  const cruiser = { cost: { metal: 20_000, crystal: 7_000, deuterium: 2_000 }, requiredLevel: 5 };
  const stock = { metal: 48_000, crystal: 30_000, deuterium: 5_000 };

  it('prices a valid quantity and lets an affordable order through', () => {
    expect(checkOrder(cruiser, '2', stock, 8)).toEqual({
      count: 2,
      cost: { metal: 40_000, crystal: 14_000, deuterium: 4_000 },
      missing: [],
      requirements: [],
      cap: 2,
      blocked: false,
    });
  });

  it('blocks on a shortfall or an unmet shipyard level, each named', () => {
    expect(checkOrder(cruiser, '3', stock, 8)).toMatchObject({
      missing: [
        { key: 'metal', amount: 12_000 },
        { key: 'deuterium', amount: 1_000 },
      ],
      blocked: true,
    });
    expect(checkOrder(cruiser, '1', stock, 4)).toMatchObject({ requirements: [{ required: 5, current: 4 }], blocked: true });
  });

  it('counts an invalid quantity as 0, and judges nothing without a type or a known stock', () => {
    expect(checkOrder(cruiser, '2.5', stock, 8)).toMatchObject({ count: 0, blocked: false });
    expect(checkOrder(cruiser, '9', null, null)).toMatchObject({ count: 9, missing: [], requirements: [], cap: 1000, blocked: false });
    expect(checkOrder(null, '9', stock, 8)).toEqual({ count: 9, cost: null, missing: [], requirements: [], cap: 1000, blocked: false });
  });
});

describe('isRepeat', () => {
  const last = { key: '11×3', at: 10_000 };
  it('treats the same order within 2 s of its success as the same intent', () => {
    expect(isRepeat(last, '11×3', 10_001)).toBe(true);
    expect(isRepeat(last, '11×3', 11_999)).toBe(true);
  });

  it('lets a different order, the same one 2 s later, or the first one through', () => {
    expect(isRepeat(last, '11×4', 10_500)).toBe(false);
    expect(isRepeat(last, '11×3', 12_000)).toBe(false);
    expect(isRepeat(null, '11×3', 10_500)).toBe(false);
    expect(isRepeat(last, '11×3', 9_000)).toBe(false);
  });
});

describe('quantityFormSchema (the build panel form over checkQuantity)', () => {
  it('turns a valid quantity into its whole number', () => {
    expect(quantityFormSchema.parse({ quantity: ' 12 ' })).toEqual({ quantity: 12 });
  });

  it.each([
    ['', 'required'],
    ['2.5', 'notInteger'],
    ['0', 'belowMin'],
    ['1001', 'aboveMax'],
  ])('refuses %j with the problem code %s as its message (translated when shown)', (quantity, problem) => {
    const result = quantityFormSchema.safeParse({ quantity });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['quantity', problem]]);
  });
});
