import { describe, expect, it } from 'vitest';
import { factorPercent, fieldsUsage, freeFields, reservedFields } from './fields';

describe('fieldsUsage (spec p1 §9: green < 50 %, yellow < 80 %, else red)', () => {
  it.each([
    [0, 100, 'green'],
    [49, 100, 'green'],
    [49.9, 100, 'green'],
    [50, 100, 'yellow'],
    [79, 100, 'yellow'],
    [80, 100, 'red'],
    [163, 163, 'red'],
    [200, 163, 'red'],
  ])('%d of %d → %s', (used, total, colour) => expect(fieldsUsage(used, total)?.colour).toBe(colour));

  it('gives the percentage', () => expect(fieldsUsage(81, 162)?.percent).toBe(50));

  it('has no colour when a number is missing or the total is not positive', () => {
    expect(fieldsUsage(null, 100)).toBeNull();
    expect(fieldsUsage(10, undefined)).toBeNull();
    expect(fieldsUsage(10, 0)).toBeNull();
    expect(fieldsUsage(Number.NaN, 100)).toBeNull();
  });
});

describe('factorPercent', () => {
  it('shows fractions as whole percentages', () => {
    expect(factorPercent(1)).toBe(100);
    expect(factorPercent(0.92)).toBe(92);
    expect(factorPercent(0.005)).toBe(1);
    expect(factorPercent(null)).toBeNull();
    expect(factorPercent(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('freeFields (spec p2 §2.1: the free count agrees with used/total)', () => {
  it('is total − used: 81/140 has 59 free (the queue does not change it)', () => {
    expect(freeFields(81, 140)).toBe(59);
    expect(freeFields(123, 163)).toBe(40);
    expect(freeFields(0, 163)).toBe(163);
  });
  it('never goes below 0 and is null when a number is unreadable', () => {
    expect(freeFields(163, 163)).toBe(0);
    expect(freeFields(200, 163)).toBe(0);
    expect(freeFields(null, 163)).toBeNull();
    expect(freeFields(81, undefined)).toBeNull();
    expect(freeFields('abc', 140)).toBeNull();
  });
});

describe('reservedFields (one field per queued upgrade)', () => {
  it('counts the queue, 0 for nothing or nonsense', () => {
    expect(reservedFields(3)).toBe(3);
    expect(reservedFields(0)).toBe(0);
    expect(reservedFields(-2)).toBe(0);
    expect(reservedFields(Number.NaN)).toBe(0);
  });
});
